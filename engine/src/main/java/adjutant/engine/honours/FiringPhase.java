package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Activate;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * Phase 5: firing (HOW-FIRE-1 to HOW-FIRE-5, HOW-SEQ-1). Starting with the side the firing
 * initiative named, the sides alternate by brigade or independent unit; a brigade's units fire
 * one by one until its owner passes; a side with nothing left to fire leaves the other to go
 * on. When both are done: the command-casualty tests (HOW-CMD-18), then every unit that
 * reached 4 or more hits in the phase reacts (HOW-FIRE-5, HOW-REACT-2).
 */
final class FiringPhase implements PhaseLogic {

    static final FiringPhase LOGIC = new FiringPhase();

    @Override
    public void start(HowState s) {
        java.util.Arrays.fill(s.brigadeFired, false);
        s.activeBrigade = -1;
        s.fireRecords.clear();
        s.firingStage = 0;
        for (UnitState u : s.units) {
            u.hitsAtPhaseStart = u.hits;
        }
    }

    @Override
    public boolean next(HowState s) {
        s.activeBrigade = -1;
        switch (s.firingStage) {
            case 0 -> {
                Side side = s.active != null ? s.active : s.fireInitiative != null ? s.fireInitiative : Side.BLUE;
                if (ready(s, side).isEmpty()) {
                    side = side.opponent();
                }
                if (ready(s, side).isEmpty()) {
                    s.firingStage = 1;
                    CommandCasualties.afterFiring(s);
                } else {
                    s.push(new BrigadeChoice(side));
                }
                return true;
            }
            case 1 -> {
                s.firingStage = 2;
                for (int u = s.units.length - 1; u >= 0; u--) {
                    if (s.inPlay(u) && s.units[u].hits > s.units[u].hitsAtPhaseStart) {
                        Reactions.react(s, u, Reactions.Cause.FIRE);
                    }
                }
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /** The side's brigades yet to fire this phase with a unit able to fire. */
    static List<Integer> ready(HowState s, Side side) {
        List<Integer> out = new ArrayList<>();
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            if (s.setup.brigadeSide(b) == side && !s.brigadeFired[b] && anyFire(s, b)) {
                out.add(b);
            }
        }
        return out;
    }

    private static boolean anyFire(HowState s, int brigade) {
        for (int u : s.setup.brigadeUnits(brigade)) {
            if (Firing.canFire(s, u, Firing.When.FIRING_PHASE)) {
                return true;
            }
        }
        return false;
    }

    /** Every fire the brigade's units may make now. */
    static List<Fire> fire(HowState s, int brigade) {
        List<Fire> out = new ArrayList<>();
        for (int u : s.setup.brigadeUnits(brigade)) {
            out.addAll(Firing.options(s, u, Firing.When.FIRING_PHASE));
        }
        return out;
    }

    /** The side picks its next brigade to fire, or passes for the rest of the phase. */
    record BrigadeChoice(Side side) implements Task {

        @Override
        public Side decider(HowState s) {
            return side;
        }

        @Override
        public List<HowAction> legal(HowState s) {
            List<HowAction> out = new ArrayList<>();
            for (int b : ready(s, side)) {
                out.add(new Activate(b));
            }
            out.add(new Pass());
            return out;
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            if (a instanceof Pass) {
                return Verdict.ok();
            }
            if (!(a instanceof Activate act)) {
                return Verdict.illegal("HOW-FIRE-1", UnitNames.says(s.setup.sideName(side), "picks") + " a brigade to fire, or passes");
            }
            if (!ready(s, side).contains(act.brigade())) {
                return Verdict.illegal("HOW-FIRE-1", "brigade " + act.brigade() + " is not one of "
                        + UnitNames.possessive(s.setup.sideName(side)) + " brigades that can still fire");
            }
            return Verdict.ok();
        }

        @Override
        public void apply(HowState s, HowAction a) {
            if (a instanceof Pass) {
                for (int b = 0; b < s.setup.brigadeCount(); b++) {
                    if (s.setup.brigadeSide(b) == side) {
                        s.brigadeFired[b] = true;
                    }
                }
                s.active = side.opponent();
                return;
            }
            int b = ((Activate) a).brigade();
            s.brigadeFired[b] = true;
            s.activeBrigade = b;
            s.active = side.opponent();
            s.push(new BrigadeFire(b));
        }

        @Override
        public String words(HowState s, HowAction a) {
            if (a instanceof Pass) {
                return UnitNames.says(s.setup.sideName(side), "fires") + " no more this turn.";
            }
            return s.setup.brigade(((Activate) a).brigade()).name() + " fires.";
        }

        @Override
        public String describe(HowState s) {
            return UnitNames.says(s.setup.sideName(side), "picks") + " a brigade to fire.";
        }
    }

    /** The chosen brigade's units fire one at a time until its owner passes (HOW-FIRE-1). */
    record BrigadeFire(int brigade) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.brigadeSide(brigade);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            List<HowAction> out = new ArrayList<>(fire(s, brigade));
            out.add(new Pass());
            return out;
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            if (a instanceof Pass) {
                return Verdict.ok();
            }
            if (!(a instanceof Fire f)) {
                return Verdict.illegal("HOW-FIRE-1", s.setup.brigade(brigade).name() + " fires a unit or passes");
            }
            if (f.unit() < 0 || f.unit() >= s.units.length || s.setup.brigadeOf(f.unit()) != brigade) {
                return Verdict.illegal("HOW-FIRE-1", "only units of " + s.setup.brigade(brigade).name() + " fire now");
            }
            return Firing.validate(s, f, Firing.When.FIRING_PHASE);
        }

        @Override
        public void apply(HowState s, HowAction a) {
            if (a instanceof Fire f) {
                s.push(this);
                Firing.fire(s, f, Firing.When.FIRING_PHASE);
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            if (a instanceof Fire f) {
                String ammo = f.ammo() == adjutant.engine.honours.action.Ammo.MUSKETRY ? "" : " with " + f.ammo().id();
                return s.setup.unitName(f.unit()) + " fires at " + s.setup.unitName(f.target()) + ammo + ".";
            }
            return s.setup.brigade(brigade).name() + " fires no more.";
        }

        @Override
        public String describe(HowState s) {
            return s.setup.brigade(brigade).name() + " fires, unit by unit.";
        }
    }
}
