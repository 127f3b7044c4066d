package adjutant.engine.record;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TableSync;
import adjutant.engine.game.Verdict;
import adjutant.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Plays a game of any ruleset step by step and records it. Chance outcomes are drawn from the
 * game's own seeded random stream, so the same seed gives the same cards or dice; a person at a
 * real table enters those actually turned up or rolled instead ({@link #applyChance}).
 */
public final class GameRecorder<S extends GameState<S>, A> {
    private final Ruleset<S, A> ruleset;
    private final Rules<S, A> rules;
    private final Scenario scenario;
    private final String variant;
    private final long seed;
    private final SplittableRandom chance;
    private S state;
    private final List<GameRecord.Step<A>> steps = new ArrayList<>();
    private final Map<String, String> players = new LinkedHashMap<>();

    public GameRecorder(Ruleset<S, A> ruleset, Scenario scenario, String variant, long seed) {
        this.ruleset = ruleset;
        this.rules = ruleset.rules();
        this.scenario = scenario;
        this.variant = variant;
        this.seed = seed;
        this.chance = new SplittableRandom(seed ^ 0x5DEECE66DL);
        this.state = ruleset.newGame(scenario, variant, seed);
    }

    /**
     * A recorder that continues a recorded game from its last step: every step is replayed
     * (legality and hash checked) and the chance stream is advanced once per recorded chance
     * outcome, so the next outcomes are the ones the original game would have drawn next. Taking
     * back moves (resume a shorter record) therefore never re-deals the cards. The steps are
     * checked with the record's format's hash and kept with the current one, so that a game
     * loaded from an older format is saved in the current one.
     *
     * @throws RecordException naming the first step that is illegal or does not reproduce its hash
     */
    public static <S extends GameState<S>, A> GameRecorder<S, A> resume(GameRecord<S, A> record)
            throws RecordException {
        return resume(record, state -> { });
    }

    /** As {@link #resume(GameRecord)}, showing {@code afterEach} the live state after every step (copy to keep it). */
    public static <S extends GameState<S>, A> GameRecorder<S, A> resume(GameRecord<S, A> record,
            java.util.function.Consumer<S> afterEach) throws RecordException {
        GameRecorder<S, A> g = new GameRecorder<>(record.ruleset(), record.scenario(), record.variant(),
                record.seed());
        g.players.putAll(record.players());
        for (int i = 0; i < record.steps().size(); i++) {
            GameRecord.Step<A> step = record.steps().get(i);
            if (step.isSync()) {
                g.replaySync(record, step, i);
            } else {
                g.replayStep(record, step, i);
            }
            g.steps.add(step.withHash(g.state.hash()));
            afterEach.accept(g.state);
        }
        return g;
    }

    /**
     * Applies a recorded step after checking that it is legal and, for a chance outcome drawn
     * from the seed, that it is the one the seed draws; then checks the hash after it.
     */
    private void replayStep(GameRecord<S, A> record, GameRecord.Step<A> step, int index) throws RecordException {
        String at = GameRecords.stepName(index) + " '" + ruleset.codec().notation(step.action()) + "'";
        if (step.chance() != rules.isChanceNode(state)) {
            throw new RecordException(at + ": " + (step.chance() ? "is marked a chance outcome, but a side decides here"
                    : "is a decision, but chance decides here"));
        }
        Verdict verdict = rules.validate(state, step.action());
        if (!verdict.legal()) {
            throw new RecordException(at + " is illegal: " + verdict.message());
        }
        if (step.chance()) {
            A drawn = ChanceOutcome.select(rules.chanceOutcomes(state), chance.nextDouble());
            if (!step.entered() && !drawn.equals(step.action())) {
                throw new RecordException(at + ": seed " + record.seed() + " draws '"
                        + ruleset.codec().notation(drawn) + "' here (the record's seed or its chance steps were changed)");
            }
        }
        rules.apply(state, step.action());
        checkHash(record, step, at);
    }

    /** Sets a recorded sync's units where it says, then checks the hash after it. */
    private void replaySync(GameRecord<S, A> record, GameRecord.Step<A> step, int index) throws RecordException {
        String at = GameRecords.stepName(index) + " (a sync)";
        try {
            state = step.sync().applyTo(frame(), state);
        } catch (IllegalArgumentException e) {
            throw new RecordException(at + ": " + e.getMessage());
        }
        checkHash(record, step, at);
    }

    private void checkHash(GameRecord<S, A> record, GameRecord.Step<A> step, String at) throws RecordException {
        long hash = record.hash(state);
        if (hash != step.hashAfter()) {
            throw new RecordException(at + ": the state's hash " + HexFormat.of().toHexDigits(hash)
                    + " differs from the recorded " + HexFormat.of().toHexDigits(step.hashAfter())
                    + " (the record does not match these rules)");
        }
    }

    private TableFrame<S> frame() {
        return ruleset.tableFrame().orElseThrow(() -> new IllegalArgumentException(ruleset.displayName()
                + " has no table mode, so units cannot be set where they stand"));
    }

    /**
     * Sets units where they really stand on the table, recorded as a sync (not a move).
     *
     * @throws IllegalArgumentException saying why one cannot stand there; nothing changes then
     */
    public void sync(TableSync sync) {
        state = sync.applyTo(frame(), state);
        steps.add(GameRecord.Step.sync(sync, state.hash()));
    }

    /** The live state; do not change it except through this recorder. */
    public S state() {
        return state;
    }

    public Ruleset<S, A> ruleset() {
        return ruleset;
    }

    public Rules<S, A> rules() {
        return rules;
    }

    public void player(String side, String spec) {
        players.put(side, spec);
    }

    /** Applies a decision (validated) and records it, untimed (a person's move). */
    public void apply(A action) {
        apply(action, -1);
    }

    /** Applies a decision (validated) and records it with the milliseconds the player took to make it. */
    public void apply(A action, long millis) {
        rules.apply(state, action);
        steps.add(new GameRecord.Step<>(action, false, false, state.hash(), millis));
    }

    /**
     * Applies a chance outcome a person observed at a real table (validated) and records it as
     * entered. The seeded stream still advances, so the outcomes drawn after it are those the
     * seed would have drawn.
     */
    public void applyChance(A outcome) {
        rules.apply(state, outcome);
        chance.nextDouble();
        steps.add(new GameRecord.Step<>(outcome, true, true, state.hash()));
    }

    /** Draws the pending chance outcome from the game's seeded stream, applies and records it. */
    public A resolveChance() {
        A outcome = ChanceOutcome.select(rules.chanceOutcomes(state), chance.nextDouble());
        rules.apply(state, outcome);
        steps.add(new GameRecord.Step<>(outcome, true, false, state.hash()));
        return outcome;
    }


    /** The last step recorded, or null before the first. */
    public GameRecord.Step<A> lastStep() {
        return steps.isEmpty() ? null : steps.get(steps.size() - 1);
    }

    public int stepCount() {
        return steps.size();
    }

    public GameRecord<S, A> record() {
        GameResult r = rules.result(state);
        return new GameRecord<>(ruleset, scenario, variant, seed, players, steps, r);
    }
}
