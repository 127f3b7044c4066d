package adjutant.ai;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Side;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecorder;
import adjutant.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The one game loop: plays a whole game of any ruleset between two players and records it.
 * Selfplay, tournaments, tuning and bench all play through it. Chance outcomes come from the
 * game's seeded stream, so the same seed gives the same cards or dice; players are asked with
 * their own budgets. A player that overruns its time budget by more than {@code timeMargin} ms
 * loses on time (when a margin is set).
 */
public final class Match {
    private Match() {}

    /**
     * How a game ended, with its record.
     *
     * @param blueMillis the milliseconds each of blue's decisions took, in order (rounded up)
     * @param redMillis the same for red
     * @param blueIterations the iterations (or nodes) each of blue's decisions searched, in the
     *     order of {@code blueMillis} ({@link Decision#iterations}; 0 for a player that does not search)
     * @param redIterations the same for red
     */
    public record Result<S extends GameState<S>, A>(
            GameRecord<S, A> record, Outcome outcome, String termination, int turns, double blueLossPercent,
            double redLossPercent, long decisions, long millis, Optional<Forfeit> forfeit, List<Long> blueMillis,
            List<Long> redMillis, List<Long> blueIterations, List<Long> redIterations) {
        public Result {
            blueMillis = List.copyOf(blueMillis);
            redMillis = List.copyOf(redMillis);
            blueIterations = List.copyOf(blueIterations);
            redIterations = List.copyOf(redIterations);
        }
    }

    /** A loss on time: who overran, by how much. */
    public record Forfeit(Side side, long overrunMillis) {}

    /**
     * Plays to the end. The first {@code openingPlies} decisions are random, drawn from the seed
     * alone ({@link Ruleset#randomOpening}), so both games of a pair (same seed, sides swapped)
     * start from the same position whoever plays; they give deterministic players varied games,
     * as opening books do in chess. {@code watcherOrNull} (may be null) sees every step before and
     * after it is taken, for the forward model's checks.
     */
    public static <S extends GameState<S>, A> Result<S, A> play(Ruleset<S, A> ruleset, Scenario scenario,
            String variant, long seed, Player<S, A> blue, Player<S, A> red, long timeMarginMillis, int openingPlies,
            StepWatcher<S, A> watcherOrNull) {
        Rules<S, A> rules = ruleset.rules();
        StepWatcher<S, A> watcher = watcherOrNull != null ? watcherOrNull : StepWatcher.none();
        GameRecorder<S, A> g = new GameRecorder<>(ruleset, scenario, variant, seed);
        playOpening(ruleset, g, seed, openingPlies, watcher);
        watcher.playersTakeOver(g.state());
        g.player("blue", blue.name());
        g.player("red", red.name());
        JitWarmUp.warmUp(ruleset, blue, g.state());
        JitWarmUp.warmUp(ruleset, red, g.state());
        blue.newGame();
        red.newGame();
        long decisions = 0;
        List<Long> blueMillis = new ArrayList<>();
        List<Long> redMillis = new ArrayList<>();
        List<Long> blueIterations = new ArrayList<>();
        List<Long> redIterations = new ArrayList<>();
        long start = System.nanoTime();
        Forfeit forfeit = null;
        while (!rules.result(g.state()).isOver()) {
            A done;
            if (rules.isChanceNode(g.state())) {
                watcher.beforeChance(g.state());
                done = g.resolveChance();
            } else {
                Side side = rules.toAct(g.state());
                Player<S, A> p = side == Side.BLUE ? blue : red;
                Budget budget = p.defaultBudget();
                long t0 = System.nanoTime();
                Decision<A> d = p.choose(g.state().copy(), budget);
                long took = (System.nanoTime() - t0 + 999_999) / 1_000_000; // rounded up: 100.2 ms is over 100
                (side == Side.BLUE ? blueMillis : redMillis).add(took);
                (side == Side.BLUE ? blueIterations : redIterations).add(d.iterations());
                if (timeMarginMillis > 0 && budget.hasTimeLimit() && took > budget.millis() + timeMarginMillis) {
                    forfeit = new Forfeit(side, took - budget.millis());
                    break;
                }
                watcher.beforeDecision(g.state(), d.action());
                g.apply(d.action(), took);
                done = d.action();
                decisions++;
            }
            watcher.afterStep(g.state(), done);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        S s = g.state();
        GameResult r = rules.result(s);
        Outcome outcome = forfeit == null ? r.outcome() : Outcome.winFor(forfeit.side().opponent());
        String termination = forfeit != null ? "time forfeit" : r.ruleId() + " " + r.reason();
        return new Result<>(g.record(), outcome, termination, rules.turn(s), ruleset.lossPercent(s, Side.BLUE),
                ruleset.lossPercent(s, Side.RED), decisions, millis, Optional.ofNullable(forfeit), blueMillis, redMillis,
                blueIterations, redIterations);
    }

    /** The random opening decisions, with the chance outcomes between them. */
    private static <S extends GameState<S>, A> void playOpening(Ruleset<S, A> ruleset, GameRecorder<S, A> g, long seed,
            int openingPlies, StepWatcher<S, A> watcher) {
        Rules<S, A> rules = ruleset.rules();
        SplittableRandom opening = new SplittableRandom(seed ^ 0x6F70656E696E67L);
        for (int i = 0; i < openingPlies && !rules.result(g.state()).isOver(); ) {
            A a;
            if (rules.isChanceNode(g.state())) {
                watcher.beforeChance(g.state());
                a = g.resolveChance();
            } else {
                a = ruleset.randomOpening(g.state(), opening);
                watcher.beforeDecision(g.state(), a);
                g.apply(a);
                i++;
            }
            watcher.afterStep(g.state(), a);
        }
    }
}
