package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Retreat;
import adjutant.engine.honours.scenario.OptionalRule;
import java.util.List;
import java.util.Locale;

/**
 * Optional brigade morale (HOW-OPT-1): once more than half of a brigade's units are Done For,
 * it is demoralised and the rest must retreat off the board. At each of its activations every
 * unit free to move withdraws one normal move straight away from its nearest enemy
 * ({@link Withdrawal}, moved the way {@link FeebleRetreat} moves); one that would leave the
 * table leaves it, and one 60 cm or more from every enemy disengages; both count as Done For.
 * For the rest of the turn it may move only away from the enemy and may not charge
 * ({@link #retreating}, read by the movement and charge rules). It fires and fights at −1
 * ({@link FireModifiers}, {@link MeleeModifiers}).
 *
 * <p>Simplification (decisions-opt.md): the withdrawal is the plain normal move, without the
 * terrain and backward deductions, as for the Feeble fall-back.
 */
final class BrigadeMorale {

    private BrigadeMorale() {
    }

    /** More than half of the brigade's units are Done For (or removed). */
    static boolean demoralised(HowState s, int brigade) {
        int[] units = s.setup.brigadeUnits(brigade);
        int gone = 0;
        for (int u : units) {
            if (!s.units[u].active()) {
                gone++;
            }
        }
        return 2 * gone > units.length;
    }

    /** Whether the option is on and the brigade is demoralised (HOW-OPT-1). */
    static boolean applies(HowState s, int brigade) {
        return s.setup.option(OptionalRule.BRIGADE_MORALE) && demoralised(s, brigade);
    }

    /** Whether the unit belongs to a demoralised brigade that must retreat off the board (HOW-OPT-1). */
    static boolean retreating(HowState s, int unit) {
        return applies(s, s.setup.brigadeOf(unit));
    }

    /** Units of demoralised brigades 60 cm or more from every enemy count as Done For and leave (HOW-OPT-1). */
    static void disengage(HowState s) {
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            if (!demoralised(s, b)) {
                continue;
            }
            for (int u : s.setup.brigadeUnits(b)) {
                disengage(s, u);
            }
        }
    }

    /** The unit, 60 cm or more from every enemy, is disengaged: Done For and off the table. */
    static void disengage(HowState s, int u) {
        if (s.inPlay(u) && s.nearestEnemyDistance(u) >= s.setup.cm(Distance.BRIGADE_MORALE_DISENGAGE)) {
            Hits.doneFor(s, u);
            s.units[u].removed = true;
        }
    }

    /**
     * Queues the compulsory withdrawal of a demoralised brigade's units as it is activated, below
     * its command roll (so after the roll and the out-of-command tests, before any order).
     */
    static void queueWithdrawals(HowState s, int brigade) {
        if (!applies(s, brigade)) {
            return;
        }
        int[] us = s.setup.brigadeUnits(brigade);
        for (int i = us.length - 1; i >= 0; i--) {
            if (mustWithdraw(s, us[i])) {
                s.push(new Withdrawal(us[i]));
            }
        }
    }

    /** In play, with an enemy on the table, and free to move: not fixed or in contact, not reforming, not retreating already, not held. */
    static boolean mustWithdraw(HowState s, int u) {
        UnitState st = s.units[u];
        return s.inPlay(u) && s.nearestEnemy(u) >= 0 && !st.fixed && !s.engaged(u) && !st.reforming && !st.red
                && !st.mustRetreatAgain && !Command.held(s, u);
    }

    /** Where a withdrawal ends: the distance moved, or off the table. */
    record Way(Vec2 dir, double cm, boolean leaves) {
    }

    /** One normal move straight away from the nearest enemy, in steps; off the table if the edge is in the way. */
    static Way way(HowState s, int u) {
        int e = s.nearestEnemy(u);
        Vec2 away = e < 0 ? new Vec2(0, 0) : s.footprint(u).centre().minus(s.footprint(e).centre());
        if (away.length() < 1e-9) {
            return new Way(new Vec2(1, 0), 0, false);
        }
        Vec2 dir = away.normalized();
        UnitState st = s.units[u];
        Vec2 start = new Vec2(st.x, st.y);
        double nm = Movement.normalMove(s, u);
        double done = 0;
        for (double d = FeebleRetreat.STEP; d <= nm + 1e-9; d += FeebleRetreat.STEP) {
            Vec2 p = start.plus(dir.times(Math.min(d, nm)));
            if (!s.setup.terrain().onTable(Bases.footprint(s.setup, u, p, st.facing, st.formation))) {
                return new Way(dir, done, true);
            }
            if (!FeebleRetreat.free(s, u, p)) {
                break;
            }
            done = Math.min(d, nm);
        }
        return new Way(dir, done, false);
    }

    static void withdraw(HowState s, int u) {
        Way w = way(s, u);
        UnitState st = s.units[u];
        if (w.leaves()) {
            Hits.doneFor(s, u);
            st.removed = true;
            return;
        }
        if (w.cm() > 0) {
            Vec2 to = new Vec2(st.x, st.y).plus(w.dir().times(w.cm()));
            st.x = to.x();
            st.y = to.y();
            st.moved = true;
            st.movesUsed += 1;
            CommandFigures.clear(s, u);
        }
        disengage(s, u);
    }

    /** A unit of a demoralised brigade withdraws one normal move from the enemy; its owner confirms with Retreat(unit, 1). */
    record Withdrawal(int unit) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.side(unit);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            return List.of(new Retreat(unit, 1.0));
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            return a instanceof Retreat r && r.unit() == unit && Math.abs(r.moves() - 1) < 1e-9 ? Verdict.ok()
                    : Verdict.illegal("HOW-OPT-1", UnitNames.possessive(s.setup.unitName(unit))
                            + " brigade is demoralised: it withdraws one move from the enemy now");
        }

        @Override
        public void apply(HowState s, HowAction a) {
            if (mustWithdraw(s, unit)) {
                withdraw(s, unit);
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            String who = s.setup.unitName(unit);
            if (!mustWithdraw(s, unit)) {
                return who + " stays where it is.";
            }
            Way w = way(s, unit);
            if (w.leaves()) {
                return who + " retreats off the table and counts as Done For.";
            }
            HowState after = s.copy();
            withdraw(after, unit);
            String end = after.inPlay(unit) ? "" : ", 60 cm or more from every enemy: it has disengaged and counts as Done For";
            return String.format(Locale.ROOT, "%s brigade is demoralised: it withdraws %.0f cm from the enemy%s.", UnitNames.possessive(who),
                    w.cm(), end);
        }

        @Override
        public String describe(HowState s) {
            return UnitNames.possessive(s.setup.unitName(unit)) + " brigade is demoralised: it withdraws from the enemy.";
        }
    }
}
