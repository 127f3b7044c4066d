package adjutant.gui;

import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.game.GameResult;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Opens what the command line names: a scenario, or a game record (which carries its own
 * scenario) replayed step by step.
 *
 * @param record the game so far (no steps for a new game)
 * @param states every state from the start to the last step
 */
public record GameLoader(GameRecord<BaState, BaAction> record, List<BaState> states) {

    public GameLoader {
        states = List.copyOf(states);
    }

    /**
     * A new game on {@code scenarioName} (a name or a file), or the record in {@code gameFile}
     * when given: the record's own scenario and variant then win over the arguments.
     */
    public static GameLoader open(String scenarioName, Variant variant, Path gameFile) throws RecordException {
        if (gameFile != null) {
            return of(GameRecords.read(gameFile).of(BlownAwayRuleset.get()));
        }
        BaScenario sc = Scenarios.load(scenarioName);
        return of(new GameRecord<>(BlownAwayRuleset.get(),sc, variant.id(), 1, Map.of(), List.of(), GameResult.ONGOING));
    }

    /** Replays a record, keeping every state; checks every step's legality and hash (by the record's format). */
    public static GameLoader of(GameRecord<BaState, BaAction> r) throws RecordException {
        BlownAwayRules rules = new BlownAwayRules();
        List<BaState> states = new ArrayList<>();
        BaState s = BlownAwayRuleset.get().newGame(r.scenario(), r.variant(), r.seed());
        states.add(s.copy());
        int i = 0;
        for (GameRecord.Step<BaAction> step : r.steps()) {
            i++;
            var verdict = rules.validate(s, step.action());
            if (!verdict.legal()) {
                throw new RecordException("step " + i + " '" + BlownAwayRuleset.get().codec().notation(step.action()) + "' is illegal: "
                        + verdict.message());
            }
            rules.apply(s, step.action());
            long hash = r.hash(s);
            if (hash != step.hashAfter()) {
                throw new RecordException("step " + i + " '" + BlownAwayRuleset.get().codec().notation(step.action()) + "': the state's hash "
                        + HexFormat.of().toHexDigits(hash) + " differs from the recorded "
                        + HexFormat.of().toHexDigits(step.hashAfter()));
            }
            states.add(s.copy());
        }
        return new GameLoader(r, states);
    }

    public BaScenario scenario() {
        return BaScenario.from(record.scenario());
    }

    public BaState last() {
        return states.get(states.size() - 1);
    }
}
