package adjutant.engine.record;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The versions of the game-record format ({@code "format"} in the JSON). They differ only in
 * the state hash stored after every step, which each ruleset gives by version
 * ({@link adjutant.engine.game.Ruleset#recordHash}), and records that users saved in an older one
 * still load and are checked with its hash: Blown Away's format 1 stored a hash the engine no
 * longer uses, and Honours of War's and the League of Augsburg's formats 1 and 2 the serial
 * {@link adjutant.engine.game.Hasher#serial()}; format 3 gave them the four-lane hash. Format 4
 * adds to Blown Away's hash where each running gunner began his run (BA-GEO-20), which format 3
 * left out; for the other rulesets formats 3 and 4 are the same.
 */
public enum RecordFormat {
    V1("adjutant-game/1", 1),
    V2("adjutant-game/2", 2),
    V3("adjutant-game/3", 3),
    V4("adjutant-game/4", 4);

    /** What new records are written in. */
    public static final RecordFormat CURRENT = V4;

    private final String id;
    private final int version;

    RecordFormat(String id, int version) {
        this.id = id;
        this.version = version;
    }

    /** The {@code "format"} value, e.g. {@code adjutant-game/4}. */
    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public static Optional<RecordFormat> fromId(String id) {
        return Arrays.stream(values()).filter(f -> f.id.equals(id)).findFirst();
    }

    /** The known ids for messages: {@code "adjutant-game/1" or "adjutant-game/2" or ... or "adjutant-game/4"}. */
    static String known() {
        return Arrays.stream(values()).map(f -> '"' + f.id + '"').collect(Collectors.joining(" or "));
    }
}
