package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Activate;
import adjutant.engine.honours.action.EndActivation;
import adjutant.engine.honours.action.HowAction;
import java.util.ArrayList;
import java.util.List;

/**
 * Phase 3: the sides alternate, one brigade or independent unit at a time, starting with the side
 * the initiative winner named; a side that runs out leaves the other to activate the rest one
 * after another (HOW-SEQ-3). Every brigade with a unit in play is activated once (AMB-13).
 */
final class MovementPhase implements PhaseLogic {

    static final MovementPhase LOGIC = new MovementPhase();

    @Override
    public void start(HowState s) {
        java.util.Arrays.fill(s.brigadeMoved, false);
        s.activeBrigade = -1;
    }

    @Override
    public boolean next(HowState s) {
        s.activeBrigade = -1;
        Side side = s.active;
        if (side == null) {
            return false;
        }
        if (waiting(s, side).isEmpty()) {
            side = side.opponent();
            if (waiting(s, side).isEmpty()) {
                return false;
            }
        }
        s.push(new ActivationChoice(side));
        return true;
    }

    /** The side's brigades not yet activated this phase that have a unit in play. */
    static List<Integer> waiting(HowState s, Side side) {
        List<Integer> out = new ArrayList<>();
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            if (s.setup.brigadeSide(b) == side && !s.brigadeMoved[b] && TurnFlow.hasUnits(s, b)) {
                out.add(b);
            }
        }
        return out;
    }

    /** The side picks its next brigade to activate. */
    record ActivationChoice(Side side) implements Task {

        @Override
        public Side decider(HowState s) {
            return side;
        }

        @Override
        public List<HowAction> legal(HowState s) {
            List<HowAction> out = new ArrayList<>();
            for (int b : waiting(s, side)) {
                out.add(new Activate(b));
            }
            return out;
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            if (!(a instanceof Activate act)) {
                return Verdict.illegal("HOW-SEQ-3", UnitNames.says(s.setup.sideName(side), "activates") + " a brigade now");
            }
            if (!waiting(s, side).contains(act.brigade())) {
                return Verdict.illegal("HOW-SEQ-3", "brigade " + act.brigade() + " is not one of "
                        + UnitNames.possessive(s.setup.sideName(side)) + " brigades still to move");
            }
            return Verdict.ok();
        }

        @Override
        public void apply(HowState s, HowAction a) {
            int b = ((Activate) a).brigade();
            s.brigadeMoved[b] = true;
            s.activeBrigade = b;
            s.active = side.opponent();
            s.push(new UnitOrders(b));
            Command.activate(s, b); // the command roll and out-of-command tests come first
        }

        @Override
        public String words(HowState s, HowAction a) {
            return UnitNames.says(s.setup.sideName(side), "activates") + " " + s.setup.brigade(((Activate) a).brigade()).name() + ".";
        }

        @Override
        public String describe(HowState s) {
            return UnitNames.says(s.setup.sideName(side), "picks") + " a brigade to move.";
        }
    }

    /** The active brigade's units move, charge or change formation, one at a time, until it ends its activation. */
    record UnitOrders(int brigade) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.brigadeSide(brigade);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            return Orders.legal(s, brigade);
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            return Orders.validate(s, brigade, a);
        }

        @Override
        public void apply(HowState s, HowAction a) {
            if (!(a instanceof EndActivation)) {
                s.push(this); // more orders follow; interrupts the order raises go above
            }
            Orders.apply(s, brigade, a);
        }

        @Override
        public String words(HowState s, HowAction a) {
            return Words.order(s, brigade, a);
        }

        @Override
        public String describe(HowState s) {
            return s.setup.brigade(brigade).name() + " gives its orders.";
        }
    }
}
