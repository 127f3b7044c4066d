package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import java.util.Locale;

/**
 * The mist roll before a fire or a charge from beyond 20 cm (HOW-SCN-5, AMB-45; when it is
 * needed: {@link MistRule}), rolled separately for each unit. On 1–2 a fire is spent with no
 * effect: it still counts as the unit's fire for the turn (and, in the firing phase, as a fire
 * through its face). A failed charger goes straight toward its target but stops 20 cm short of
 * it and of every other enemy, and nobody answers it (it stays where it is if already that
 * close); it counts as having charged. On 3–6 the fire's own dice, or the target's answer, follow.
 *
 * @param fire the fire waiting on the roll, null for a charge
 * @param when when that fire happens
 * @param charge the charge waiting on the roll, null for a fire
 */
record MistRoll(Fire fire, Firing.When when, Declared charge) implements D6Roll {

    /** Cm the failed charger backs off per step when another enemy would be too close. */
    private static final double STEP = 0.5;

    @Override
    public void apply(HowState s, HowAction a) {
        boolean fails = ((Roll) a).first() <= MistRule.failUpTo(s);
        if (fire != null) {
            if (fails) {
                s.fireRecords.add(new FireRecord(fire.unit(), fire.target(), fire.ammo() == Ammo.CANISTER));
            } else {
                FireDice.start(s, fire, when);
            }
        } else if (fails) {
            stopShort(s);
        } else {
            s.push(new ChargeReaction(charge, charge.target(), false, false));
        }
    }

    /** The failed charger moves straight toward its target, no closer than 20 cm to any enemy. */
    private void stopShort(HowState s) {
        int c = charge.charger();
        Footprint start = s.footprint(c);
        double beyond = MistRule.beyond(s);
        double go = Math.min(charge.path() - beyond, ChargeRules.remaining(s, c));
        if (go <= 0) {
            return;
        }
        Footprint target = s.footprint(charge.target());
        Footprint touch = ChargeGeometry.touch(start, target, ChargeGeometry.approach(target, start));
        Vec2 way = touch.frontCentre().minus(start.frontCentre()).normalized();
        UnitState u = s.units[c];
        double done = 0;
        for (double d = go; d > 0; d -= STEP) {
            Footprint to = start.movedTo(start.frontCentre().plus(way.times(d)), start.facing());
            ChargeResponses.place(s, c, to);
            if (s.nearestEnemyDistance(c) >= beyond - 1e-6) {
                done = d;
                break;
            }
        }
        if (done == 0) {
            ChargeResponses.place(s, c, start);
            return;
        }
        u.movesUsed += done / Movement.normalMove(s, c);
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        boolean fails = face <= MistRule.failUpTo(s);
        if (fire != null) {
            return String.format(Locale.ROOT, "Mist: %s fire at %s %s (rolled %d).", whose(s, fire.unit()), name(s, fire.target()),
                    fails ? "fails" : "goes ahead", face);
        }
        return String.format(Locale.ROOT, "Mist: %s charge at %s %s (rolled %d).", whose(s, charge.charger()), name(s, charge.target()),
                fails ? "fails: it loses its way and stops 20 cm short" : "goes ahead", face);
    }

    @Override
    public String describe(HowState s) {
        return fire != null
                ? "Roll a die for the mist: does " + whose(s, fire.unit()) + " fire at " + name(s, fire.target()) + " go ahead?"
                : "Roll a die for the mist: does " + whose(s, charge.charger()) + " charge at " + name(s, charge.target()) + " go ahead?";
    }

    /** "Croats'", "Wedel's". */
    private static String whose(HowState s, int u) {
        return UnitNames.possessive(name(s, u));
    }

    private static String name(HowState s, int u) {
        return s.setup.unitName(u);
    }
}
