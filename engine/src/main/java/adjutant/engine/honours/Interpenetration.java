package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * Passing through friends and never through enemies (HOW-INTP, HOW-CHG-1). A move that overlaps
 * a friend somewhere along its way passes through it: half a move unless either is light
 * infantry or deployed artillery (HOW-INTP-1); not when either starts within 20 cm of an enemy
 * (HOW-INTP-5); the move must end clear of every unit (HOW-INTP-3), which is why passing along
 * a line or down a column rarely works (HOW-INTP-4). The friend passed through stays stationary
 * for the rest of the turn unless both are light infantry or deployed artillery, or it has
 * already moved (HOW-INTP-2, AMB-54). A move that touches an enemy is a charge, which the charge
 * rules handle.
 */
final class Interpenetration {

    private Interpenetration() {
    }

    /** What passing costs, whom it passes, or why it may not. */
    record Passage(Verdict verdict, double cost, List<Integer> passed) {
    }

    static Passage check(Sweep w) {
        HowState s = w.s;
        int u = w.u;
        Footprint a = w.a;
        Footprint b = w.b;
        String name = s.setup.unitName(u);
        Side side = s.setup.side(u);
        List<Integer> passed = new ArrayList<>();
        for (int o = 0; o < s.units.length; o++) {
            if (o == u || !s.inPlay(o) || sharesBlock(s, u, o)) {
                continue;
            }
            Footprint of = s.footprint(o);
            boolean friend = s.setup.side(o) == side;
            if (friend && Proximity.overlap(b, of)) {
                return refuse("HOW-INTP-3", name + " would end on top of " + s.setup.unitName(o) + ": it must end clear");
            }
            if (!friend && Proximity.overlap(b, of)) {
                return refuse("HOW-CHG-1", name + " would end on top of " + s.setup.unitName(o)
                        + ": contact with the enemy is a charge");
            }
            if (!friend && b.within(of, HowState.CONTACT) && !a.within(of, HowState.CONTACT)) {
                return refuse("HOW-CHG-1", name + " would touch " + s.setup.unitName(o) + ": contact with the enemy is a charge");
            }
            if (Proximity.lowerBound(a, b, of) > HowState.CONTACT || Proximity.overlap(a, of)) {
                continue; // never near it, or already overlapping at the start: nothing is passed
            }
            List<Footprint> path = w.path();
            for (int k = 1; k < path.size() - 1; k++) {
                if (friend ? Proximity.overlap(path.get(k), of) : path.get(k).within(of, HowState.CONTACT)
                        && !a.within(of, HowState.CONTACT)) {
                    if (!friend) {
                        return refuse("HOW-CHG-1", name + " would run into " + s.setup.unitName(o)
                                + ": contact with the enemy is a charge");
                    }
                    passed.add(o);
                    break;
                }
            }
        }
        if (passed.isEmpty()) {
            return new Passage(Verdict.ok(), 0, List.of());
        }
        double close = s.setup.cm(Distance.CLOSE_TO_ENEMY);
        double cost = 0;
        for (int o : passed) {
            if (s.nearestEnemyDistance(u) <= close || s.nearestEnemyDistance(o) <= close) {
                return refuse("HOW-INTP-5", name + " may not pass through " + s.setup.unitName(o)
                        + ": one of them starts within 20 cm of the enemy");
            }
            if (!free(s, u, w.fa) && !free(s, o, s.units[o].formation)) {
                cost = 0.5; // HOW-INTP-1, once per move
            }
        }
        return new Passage(Verdict.ok(), cost, List.copyOf(passed));
    }

    private static Passage refuse(String rule, String reason) {
        return new Passage(Verdict.illegal(rule, reason), 0, List.of());
    }

    /** Light infantry (dismounted cavalry count as such) or deployed artillery (HOW-INTP-1). */
    static boolean free(HowState s, int u, Formation f) {
        UnitType t = s.setup.type(u);
        return t == UnitType.LIGHT_INFANTRY || t == UnitType.CAVALRY && f == Formation.DISMOUNTED
                || t == UnitType.ARTILLERY && f == Formation.DEPLOYED;
    }

    /** After the move: the friends passed through stay put unless both are free or they have moved (HOW-INTP-2, AMB-54). */
    static void afterPassing(HowState s, int u, List<Integer> passed) {
        for (int o : passed) {
            UnitState os = s.units[o];
            boolean bothFree = free(s, u, s.units[u].formation) && free(s, o, os.formation);
            if (!bothFree && !os.moved) {
                os.interpenetrated = true;
            }
        }
    }

    /** Two units standing in the same built-up area block share it (HOW-TERR-20). */
    static boolean sharesBlock(HowState s, int u, int o) {
        return s.units[u].inBua >= 0 && s.units[u].inBua == s.units[o].inBua;
    }
}
