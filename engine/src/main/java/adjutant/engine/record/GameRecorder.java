package adjutant.engine.record;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Plays a game step by step and records it. Chance outcomes are drawn from the game's own
 * seeded random stream (the real decks' order), so the same seed gives the same cards; a person
 * at a real table enters the cards actually turned up instead ({@link #applyChance}).
 */
public final class GameRecorder {
    private final BlownAwayRules rules;
    private final Scenario scenario;
    private final Variant variant;
    private final long seed;
    private final SplittableRandom chance;
    private final BaState state;
    private final List<GameRecord.Step> steps = new ArrayList<>();
    private final Map<String, String> players = new LinkedHashMap<>();

    public GameRecorder(BlownAwayRules rules, Scenario scenario, Variant variant, long seed) {
        this.rules = rules;
        this.scenario = scenario;
        this.variant = variant;
        this.seed = seed;
        this.chance = new SplittableRandom(seed ^ 0x5DEECE66DL);
        this.state = BlownAway.newGame(scenario, variant, seed);
    }

    /**
     * A recorder that continues a recorded game from its last step: every step is replayed
     * (legality and hash checked) and the chance stream is advanced once per recorded chance
     * outcome, so the next cards are the ones the original game would have drawn next. Taking
     * back moves (resume a shorter record) therefore never re-deals the cards. The steps are
     * checked with the record's format's hash and kept with the current one, so that a game
     * loaded from an older format is saved in the current one.
     *
     * @throws RecordException naming the first step that is illegal or does not reproduce its hash
     */
    public static GameRecorder resume(BlownAwayRules rules, GameRecord record) throws RecordException {
        GameRecorder g = new GameRecorder(rules, record.scenario(), record.variant(), record.seed());
        g.players.putAll(record.players());
        int i = 0;
        for (GameRecord.Step step : record.steps()) {
            i++;
            var verdict = rules.validate(g.state, step.action());
            if (!verdict.legal()) {
                throw new RecordException("step " + i + " '" + step.action().notation() + "' is illegal: "
                        + verdict.message());
            }
            if (step.chance()) {
                g.chance.nextDouble();
            }
            rules.apply(g.state, step.action());
            if (record.format().hash(g.state) != step.hashAfter()) {
                throw new RecordException("step " + i + " '" + step.action().notation()
                        + "': the state's hash differs from the recorded one (the record does not match these rules)");
            }
            g.steps.add(new GameRecord.Step(step.action(), step.chance(), g.state.hash()));
        }
        return g;
    }

    /** The live state; do not change it except through this recorder. */
    public BaState state() {
        return state;
    }

    public BlownAwayRules rules() {
        return rules;
    }

    public void player(String side, String spec) {
        players.put(side, spec);
    }

    /** Applies a decision (validated) and records it. */
    public void apply(BaAction action) {
        rules.apply(state, action);
        steps.add(new GameRecord.Step(action, false, state.hash()));
    }

    /** Applies a chance outcome someone observed (validated) and records it. */
    public void applyChance(BaAction outcome) {
        rules.apply(state, outcome);
        steps.add(new GameRecord.Step(outcome, true, state.hash()));
    }

    /** Draws the pending chance outcome from the game's seeded stream, applies and records it. */
    public BaAction resolveChance() {
        BaAction outcome = sample(rules.chanceOutcomes(state), chance.nextDouble());
        applyChance(outcome);
        return outcome;
    }

    /** The outcome at cumulative probability {@code u} in [0, 1). */
    public static <A> A sample(List<ChanceOutcome<A>> outcomes, double u) {
        double acc = 0;
        for (ChanceOutcome<A> o : outcomes) {
            acc += o.probability();
            if (u < acc) {
                return o.outcome();
            }
        }
        return outcomes.get(outcomes.size() - 1).outcome();
    }

    public int stepCount() {
        return steps.size();
    }

    public GameRecord record() {
        GameResult r = rules.result(state);
        return new GameRecord(scenario, variant, seed, players, steps, r);
    }
}
