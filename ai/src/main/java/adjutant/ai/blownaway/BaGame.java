package adjutant.ai.blownaway;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.StateSummary;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecorder;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.Variant;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;

/**
 * Plays one whole game between two players, recording it. Chance outcomes come from the game's
 * seeded stream, so the same seed deals the same cards; players are asked with their own
 * budgets. A player that overruns its time budget by more than {@code timeMargin} ms loses on
 * time (when a margin is set).
 */
public final class BaGame {
    private BaGame() {}

    /** How a game ended, with its record. */
    public record Result(
            GameRecord record, Outcome outcome, String termination, int turns, double blueKilledPercent,
            double redKilledPercent, long decisions, long millis, Optional<Forfeit> forfeit) {}

    /** A loss on time: who overran, by how much. */
    public record Forfeit(Side side, long overrunMillis) {}

    /** Plays to the end with no opening. */
    public static Result play(BlownAwayRules rules, Scenario scenario, Variant variant, long seed,
            Player<BaState, BaAction> blue, Player<BaState, BaAction> red, long timeMarginMillis,
            BiConsumer<BaState, BaAction> afterStep) {
        return play(rules, scenario, variant, seed, blue, red, timeMarginMillis, 0, afterStep);
    }

    /**
     * Plays to the end. The first {@code openingPlies} decisions are random, drawn from the seed
     * alone, so both games of a pair (same seed, sides swapped) start from the same position
     * whoever plays; they give deterministic players varied games, as opening books do in
     * chess. {@code afterStep} (may be null) sees every state after every step, for invariant
     * checks.
     */
    public static Result play(BlownAwayRules rules, Scenario scenario, Variant variant, long seed,
            Player<BaState, BaAction> blue, Player<BaState, BaAction> red, long timeMarginMillis, int openingPlies,
            BiConsumer<BaState, BaAction> afterStep) {
        GameRecorder g = new GameRecorder(rules, scenario, variant, seed);
        SplittableRandom opening = new SplittableRandom(seed ^ 0x6F70656E696E67L);
        for (int i = 0; i < openingPlies && !rules.result(g.state()).isOver(); ) {
            BaAction a;
            if (rules.isChanceNode(g.state())) {
                a = g.resolveChance();
            } else {
                a = g.state().phase() == Phase.MAIN
                        ? rules.candidates().randomMainAction(g.state(), opening)
                        : randomLegal(rules, g.state(), opening);
                g.apply(a);
                i++;
            }
            if (afterStep != null) {
                afterStep.accept(g.state(), a);
            }
        }
        g.player("blue", blue.name());
        g.player("red", red.name());
        blue.newGame();
        red.newGame();
        long decisions = 0;
        long start = System.nanoTime();
        Forfeit forfeit = null;
        while (!rules.result(g.state()).isOver()) {
            BaAction done;
            if (rules.isChanceNode(g.state())) {
                done = g.resolveChance();
            } else {
                Side side = rules.toAct(g.state());
                Player<BaState, BaAction> p = side == Side.BLUE ? blue : red;
                Budget budget = p.defaultBudget();
                long t0 = System.nanoTime();
                Decision<BaAction> d = p.choose(g.state().copy(), budget);
                long took = (System.nanoTime() - t0) / 1_000_000;
                if (timeMarginMillis > 0 && budget.hasTimeLimit() && took > budget.millis() + timeMarginMillis) {
                    forfeit = new Forfeit(side, took - budget.millis());
                    break;
                }
                g.apply(d.action());
                done = d.action();
                decisions++;
            }
            if (afterStep != null) {
                afterStep.accept(g.state(), done);
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        BaState s = g.state();
        GameResult r = rules.result(s);
        Outcome outcome = forfeit == null ? r.outcome() : Outcome.winFor(forfeit.side().opponent());
        String termination = forfeit != null ? "time forfeit" : r.ruleId() + " " + r.reason();
        return new Result(g.record(), outcome, termination, s.turn(), StateSummary.killedPercent(s, Side.BLUE),
                StateSummary.killedPercent(s, Side.RED), decisions, millis, Optional.ofNullable(forfeit));
    }

    private static BaAction randomLegal(BlownAwayRules rules, BaState s, SplittableRandom rng) {
        java.util.List<BaAction> legal = rules.legalActions(s);
        return legal.get(rng.nextInt(legal.size()));
    }
}
