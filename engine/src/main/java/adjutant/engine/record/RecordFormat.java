package adjutant.engine.record;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.StateHashV1;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The versions of the game-record format ({@code "format"} in the JSON). They differ only in
 * the state hash stored after every step: format 1 stored {@link StateHashV1}'s, which the
 * engine no longer uses; records that users saved in it still load and are checked with it.
 */
public enum RecordFormat {
    V1("adjutant-game/1") {
        @Override
        public long hash(BaState s) {
            return StateHashV1.of(s);
        }
    },
    V2("adjutant-game/2") {
        @Override
        public long hash(BaState s) {
            return s.hash();
        }
    };

    /** What new records are written in. */
    public static final RecordFormat CURRENT = V2;

    private final String id;

    RecordFormat(String id) {
        this.id = id;
    }

    /** The {@code "format"} value, e.g. {@code adjutant-game/2}. */
    public String id() {
        return id;
    }

    /** The hash that this format stores after each step. */
    public abstract long hash(BaState s);

    public static Optional<RecordFormat> fromId(String id) {
        return Arrays.stream(values()).filter(f -> f.id.equals(id)).findFirst();
    }

    /** The known ids for messages: {@code "adjutant-game/1" or "adjutant-game/2"}. */
    static String known() {
        return Arrays.stream(values()).map(f -> '"' + f.id + '"').collect(Collectors.joining(" or "));
    }
}
