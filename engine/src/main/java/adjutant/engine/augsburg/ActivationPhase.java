package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Act;
import adjutant.engine.augsburg.action.Activate;
import adjutant.engine.augsburg.action.Defer;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * LOA-SEQ-2: the brigade at the head of the queue acts or defers (LOA-CMD-6); an acting brigade
 * pays for and carries out its units' orders one at a time (LOA-ORD-2), every one it can pay for
 * (LOA-CMD-7); chits never paid for lapse (LOA-ORD-7).
 */
final class ActivationPhase {

    private ActivationPhase() {
    }

    static final PhaseLogic LOGIC = new PhaseLogic() {
        @Override
        public void start(LoaState s) {
            s.activeBrigade = -1;
            s.activeUnit = -1;
            MoveRules.moveCincs(s); // AMB-42: the CinCs move at the start of the Activation Phase
        }

        @Override
        public boolean next(LoaState s) {
            if (Morale.endOfStep(s)) { // LOA-SEQ-3: the step that caused casualties is over
                return true;
            }
            if (s.activeBrigade >= 0) { // the brigade's last unit has finished; it goes on choosing
                s.activeUnit = -1;
                s.push(new BrigadeTask(s.activeBrigade));
                return true;
            }
            while (s.queue.length > 0 && !Command.active(s, s.queue[0])) {
                s.queue = java.util.Arrays.copyOfRange(s.queue, 1, s.queue.length);
            }
            if (s.queue.length == 0) {
                return false;
            }
            s.push(new QueueTask(s.queue[0]));
            return true;
        }
    };

    /** The units of a brigade whose orders it can still pay for (LOA-CMD-7). */
    static List<Integer> payable(LoaState s, int brigade) {
        List<Integer> out = new ArrayList<>();
        int cp = s.commanders[s.setup.brigadier(brigade)].cp;
        for (int u : s.setup.brigadeUnits(brigade)) {
            UnitState us = s.units[u];
            if (s.inPlay(u) && !us.acted && us.chit >= 0 && Command.cost(s, u) <= cp) {
                out.add(u);
            }
        }
        return out;
    }

    /**
     * A paid-for unit turns its chit up and carries its order out (LOA-ORD-2), Stand Ready if its
     * orders were cancelled (LOA-ORD-5): the order's own steps are pushed, if it has any.
     */
    static void carryOut(LoaState s, int u) {
        UnitState us = s.units[u];
        us.paid = true;
        us.revealed = true;
        us.acted = true;
        s.activeUnit = u;
        us.startX = us.x;
        us.startY = us.y;
        us.startFacing = us.facing;
        if (us.has(Status.ORDERS_CANCELLED)) {
            us.chit = Order.STAND_READY.ordinal(); // LOA-ORD-5
        }
        Orders.execute(s, u);
    }

    /** The head of the queue acts or defers (LOA-CMD-6). */
    record QueueTask(int brigade) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.brigadeSide(brigade);
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            return Command.mayDefer(s) ? List.of(new Act(brigade), new Defer(brigade)) : List.of(new Act(brigade));
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (a instanceof Act act && act.brigade() == brigade) {
                return Verdict.ok();
            }
            if (a instanceof Defer d && d.brigade() == brigade) {
                return Command.mayDefer(s) ? Verdict.ok()
                        : Verdict.illegal("LOA-CMD-6", () -> Words.brigade(s, brigade) + " may not defer past the lowest total");
            }
            return Verdict.illegal("LOA-CMD-6", () -> describe(s) + " — not " + a);
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            int[] q = s.queue;
            if (a instanceof Defer) { // LOA-CMD-6 step 3: just after the next brigade
                int next = q[1];
                q[1] = q[0];
                q[0] = next;
                return;
            }
            s.queue = java.util.Arrays.copyOfRange(q, 1, q.length);
            s.activeBrigade = brigade;
            s.push(new BrigadeTask(brigade));
            MoveRules.moveBrigadier(s, brigade); // AMB-42: free, before the units
            Morale.routers(s, brigade); // LOA-MOR-8 step 4: routing units retire 1 NM, free
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            return Words.brigade(s, brigade) + (a instanceof Defer ? " defers to the next brigade." : " acts.");
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "decides") + " whether " + Words.brigade(s, brigade) + " acts now.";
        }

        @Override
        public long key() {
            return brigade;
        }
    }

    /** An acting brigade pays for its next unit's order, or is done when it can pay for none (LOA-CMD-7). */
    record BrigadeTask(int brigade) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.brigadeSide(brigade);
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            for (int u : payable(s, brigade)) {
                out.add(new Activate(u));
            }
            if (out.isEmpty()) {
                out.add(new Pass());
            }
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            List<Integer> payable = payable(s, brigade);
            if (a instanceof Pass) {
                return payable.isEmpty() ? Verdict.ok()
                        : Verdict.illegal("LOA-CMD-7", () -> Words.brigade(s, brigade) + " must activate every unit it can pay for");
            }
            if (a instanceof Activate act) {
                return payable.contains(act.unit()) ? Verdict.ok()
                        : Verdict.illegal("LOA-ORD-2", "not a unit of the brigade whose order it can pay for");
            }
            return Verdict.illegal("LOA-SEQ-2", () -> describe(s) + " — not " + a);
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            if (a instanceof Pass) {
                s.activeBrigade = -1;
                s.activeUnit = -1;
                return;
            }
            int u = ((Activate) a).unit();
            s.commanders[s.setup.brigadier(brigade)].cp -= Command.cost(s, u); // LOA-ORD-2, LOA-CMD-4
            carryOut(s, u); // pushes the order's own steps, if any; then the flow comes back here
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            if (a instanceof Activate act) {
                Order o = s.units[act.unit()].order();
                return Words.unit(s, act.unit()) + " is activated for " + Command.cost(s, act.unit()) + " CP: its chit is "
                        + o.words() + " (" + o.code + ").";
            }
            return Words.brigade(s, brigade) + " is done.";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "activates") + " a unit of " + Words.brigade(s, brigade) + ".";
        }

        @Override
        public long key() {
            return brigade;
        }
    }
}
