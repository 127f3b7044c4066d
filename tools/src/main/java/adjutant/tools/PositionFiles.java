package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.engine.record.RecordFormat;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a position: a scenario (its deployment) or a saved game (its current state). */
final class PositionFiles {
    private PositionFiles() {}

    record Loaded(BaState state, Variant variant, String description) {}

    static Loaded load(String fileOrName, Variant variant, long seed) throws RecordException {
        Path p = Path.of(fileOrName);
        if (Files.isRegularFile(p) && isGameRecord(p)) {
            GameRecord<BaState, BaAction> r = GameRecords.read(p);
            if (variant != null && r.variant() != variant) {
                throw new UsageException(fileOrName + " is a " + r.variant().id() + " game, not " + variant.id());
            }
            GameRecords.Replay<BaState> replay = GameRecords.replay(r);
            return new Loaded(replay.finalState(), r.variant(), "saved game " + p + " after "
                    + plural(replay.steps(), "step"));
        }
        BaScenario sc = ScenarioArgs.resolve(fileOrName);
        Variant v = variant != null ? variant : sc.variant();
        return new Loaded(BlownAway.newGame(sc, v, seed), v, "scenario " + sc.name() + " at deployment");
    }

    private static boolean isGameRecord(Path p) {
        try {
            return RecordFormat.fromId(new ObjectMapper().readTree(p.toFile()).path("format").asText()).isPresent();
        } catch (IOException e) {
            return false; // not JSON: the scenario loader reports it with line and column
        }
    }
}
