package adjutant.tools;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.game.TableSync;
import adjutant.engine.game.Verdict;
import adjutant.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A game played on a real table with the application's help: the model's state, and what was
 * done to it in order (decisions, chance results, and syncs that nudged a unit to where it
 * really stands), so that it can be saved and taken up again exactly ({@link TableFile}).
 */
final class TableGame<S extends GameState<S>, A> {

    /** One thing done: a decision, a chance result, or a sync of one unit. */
    sealed interface Entry<A> permits Step, Sync {}

    record Step<A>(A action, boolean chance) implements Entry<A> {}

    /** Units set where they stand on the table: a person's correction, or the bot's secret deployment revealed. */
    record Sync<A>(TableSync sync) implements Entry<A> {}

    private final Ruleset<S, A> ruleset;
    private final TableFrame<S> frame;
    private final Scenario scenario;
    private final String variant;
    private final long seed;
    private final Side human;
    private final List<Entry<A>> entries = new ArrayList<>();
    private S state;

    TableGame(Ruleset<S, A> ruleset, TableFrame<S> frame, Scenario scenario, String variant, long seed, Side human) {
        this.ruleset = ruleset;
        this.frame = frame;
        this.scenario = scenario;
        this.variant = variant;
        this.seed = seed;
        this.human = human;
        this.state = ruleset.newGame(scenario, variant, seed);
    }

    /**
     * Takes a step after checking it.
     *
     * @throws IllegalArgumentException for a decision the rules refuse (with their reason), or a
     *     chance result that is not one of the step's outcomes
     */
    void step(A action, boolean chance) {
        Rules<S, A> rules = ruleset.rules();
        if (chance != rules.isChanceNode(state)) {
            throw new IllegalArgumentException(chance ? "the game waits for a decision, not a chance result"
                    : "the game waits for a chance result, not a decision");
        }
        if (chance) {
            if (rules.chanceOutcomes(state).stream().noneMatch(o -> o.outcome().equals(action))) {
                throw new IllegalArgumentException(ruleset.codec().notation(action) + " is not a result of this step");
            }
        } else {
            Verdict v = rules.validate(state, action);
            if (!v.legal()) {
                throw new IllegalArgumentException(v.message());
            }
        }
        rules.apply(state, action);
        entries.add(new Step<>(action, chance));
    }

    /**
     * Moves a unit to where it really stands; not a move of the game.
     *
     * @throws IllegalArgumentException when it cannot stand there
     */
    void sync(int unit, TablePlacement where, Side viewer) {
        sync(TableSync.of(Map.of(unit, where), viewer));
    }

    /** Sets several units at once (so that two may change places), or reveals the bot's deployment. */
    void sync(TableSync sync) {
        state = sync.applyTo(frame, state);
        entries.add(new Sync<>(sync));
    }

    /** Whether the armies are deployed: the bot's deployment was revealed, or play began. */
    boolean deployed() {
        return entries.stream().anyMatch(e -> e instanceof Step<A> || e instanceof Sync<A> s && s.sync().deployment());
    }

    /**
     * A random stream for the application's own draws, fixed by the seed and how far the game
     * has gone, so that a saved game taken up again draws the same cards.
     */
    SplittableRandom draws() {
        return new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (entries.size() + 1)));
    }

    S state() {
        return state;
    }

    GameResult result() {
        return ruleset.rules().result(state);
    }

    Ruleset<S, A> ruleset() {
        return ruleset;
    }

    TableFrame<S> frame() {
        return frame;
    }

    Scenario scenario() {
        return scenario;
    }

    String variant() {
        return variant;
    }

    long seed() {
        return seed;
    }

    Side human() {
        return human;
    }

    List<Entry<A>> entries() {
        return Collections.unmodifiableList(entries);
    }
}
