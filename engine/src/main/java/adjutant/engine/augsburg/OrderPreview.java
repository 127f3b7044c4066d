package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;

/**
 * A look ahead for players, not a rule: the position as if one unit's order were paid for and
 * carried out now. An order chit placed in the Orders Phase acts only when its brigade is
 * activated, some twenty decisions later (the other chits, the CP rolls and allocation, the
 * queue), which a search of a few hundred iterations does not reach; so a player that placed
 * chits by the evaluation of the position after placing would see no difference between them.
 * {@link #activated} gives a copy in which the order's own steps (where to move, whom to fire at,
 * the dice, the enemy's reactions) wait on the stack above an end mark; the player plays them
 * out and evaluates the position when {@link #finished}. Morale tests at the end of the step are
 * not taken: the preview shows the losses, not their consequences.
 */
public final class OrderPreview {

    private OrderPreview() {
    }

    /** A copy of {@code s} in which {@code unit} has {@code order} and has just been activated, its steps pending. */
    public static LoaState activated(LoaState s, int unit, Order order) {
        LoaState p = s.copy();
        p.tasks.clear();
        p.push(new End(s.setup.side(unit)));
        p.units[unit].chit = order.ordinal();
        p.units[unit].mustRally = false;
        p.activeBrigade = s.setup.brigade(unit);
        ActivationPhase.carryOut(p, unit);
        return p;
    }

    /** Whether the previewed order has been carried out (or the game ended on the way). */
    public static boolean finished(LoaState p) {
        return p.result.isOver() || p.currentTask() instanceof End;
    }

    /** The end mark under a previewed order's steps: no step of a real game. */
    private record End(Side side) implements Task {
        @Override
        public Side decider(LoaState s) {
            return side;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            return Verdict.illegal("LOA-ORD-2", "a preview of an order, not a game");
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            throw new IllegalStateException("a preview of an order is not played on");
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            return "";
        }

        @Override
        public String describe(LoaState s) {
            return "The previewed order has been carried out.";
        }

        @Override
        public long key() {
            return -1 - side.ordinal();
        }
    }
}
