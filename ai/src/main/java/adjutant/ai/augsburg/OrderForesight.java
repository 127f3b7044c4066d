package adjutant.ai.augsburg;

import adjutant.ai.ActionForesight;
import adjutant.ai.Evaluator;
import adjutant.ai.ExpectedEvaluation;
import adjutant.ai.GreedyPlayer;
import adjutant.ai.Scores;
import adjutant.engine.augsburg.LoaRules;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Order;
import adjutant.engine.augsburg.OrderPreview;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import java.util.List;

/**
 * Scores an order chit by what the order would do if its unit were activated now
 * ({@link OrderPreview}): the order's own steps are played out, each decision (where to move,
 * whom to fire at, the enemy's reaction) by its deciding side's one-decision expected
 * evaluation, each roll by the expectation over its outcomes while {@link #OUTCOME_CAP} lasts and
 * by its likeliest outcome after. So the root prior sees a Fire chit for a unit with an enemy
 * in range, a Move chit for one far from the fight, a Charge chit for cavalry within reach, where
 * the position after placing the chit, face down, shows nothing of it. Other actions keep their
 * one-decision value.
 */
final class OrderForesight implements ActionForesight<LoaState, LoaAction> {

    /** Chance outcomes averaged over in one preview; past it, rolls take their likeliest outcome. */
    static final int OUTCOME_CAP = 64;
    /** Steps of one order: far more than any order has (a charge with its reactions and melee). */
    private static final int MAX_STEPS = 200;

    private final LoaRules rules;

    OrderForesight(LoaRules rules) {
        this.rules = rules;
    }

    @Override
    public boolean foresees(LoaState state, LoaAction action) {
        return action instanceof PlaceChit;
    }

    @Override
    public double blueEvaluation(LoaState state, LoaAction action, Evaluator<LoaState> evaluator) {
        PlaceChit chit = (PlaceChit) action;
        LoaState preview = OrderPreview.activated(state, chit.unit(), Order.values()[chit.order()]);
        return new PlayOut(evaluator).value(preview);
    }

    /** One preview's play-out, with its own budget of averaged outcomes. */
    private final class PlayOut {
        private final Evaluator<LoaState> evaluator;
        private final ExpectedEvaluation<LoaState, LoaAction> oneStep;
        private int outcomesLeft = OUTCOME_CAP;

        PlayOut(Evaluator<LoaState> evaluator) {
            this.evaluator = evaluator;
            this.oneStep = new ExpectedEvaluation<>(rules, evaluator, GreedyPlayer.DEFAULT_OUTCOME_CAP);
        }

        /** Blue's evaluation once the previewed order is carried out; changes {@code s}. */
        double value(LoaState s) {
            for (int step = 0; step < MAX_STEPS && !OrderPreview.finished(s); step++) {
                if (rules.isChanceNode(s)) {
                    List<ChanceOutcome<LoaAction>> outcomes = rules.chanceOutcomes(s);
                    if (outcomes.size() <= outcomesLeft) {
                        return average(s, outcomes);
                    }
                    rules.applyLegal(s, likeliest(outcomes));
                } else {
                    rules.applyLegal(s, best(s));
                }
            }
            return s.result().isOver() ? Scores.evaluation(s.result(), Side.BLUE) : evaluator.evaluate(s, Side.BLUE);
        }

        private double average(LoaState s, List<ChanceOutcome<LoaAction>> outcomes) {
            outcomesLeft -= outcomes.size();
            double sum = 0;
            for (ChanceOutcome<LoaAction> o : outcomes) {
                LoaState next = s.copy();
                rules.applyLegal(next, o.outcome());
                sum += o.probability() * value(next);
            }
            return sum;
        }

        /** The deciding side's best action by its one-decision expected evaluation; the first of equals. */
        private LoaAction best(LoaState s) {
            Side side = rules.toAct(s);
            LoaAction best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (LoaAction a : rules.legalActions(s)) {
                LoaState child = s.copy();
                rules.applyLegal(child, a);
                double v = oneStep.of(child, side);
                if (v > bestValue) {
                    bestValue = v;
                    best = a;
                }
            }
            return best;
        }
    }

    private static LoaAction likeliest(List<ChanceOutcome<LoaAction>> outcomes) {
        ChanceOutcome<LoaAction> best = outcomes.get(0);
        for (ChanceOutcome<LoaAction> o : outcomes) {
            if (o.probability() > best.probability()) {
                best = o;
            }
        }
        return best.outcome();
    }
}
