package adjutant.engine.honours;

import java.util.ArrayList;
import java.util.List;

/**
 * Supports in melee (HOW-MELEE-6, AMB-84). A unit supports when it is in play, touches no enemy,
 * is not artillery or transport, not red or reforming and has fewer than 4 hits, and is within
 * 5 cm of a friend fighting in the melee, or of an enemy fighting there (then it supports the
 * friends fighting that enemy). Each supporter supports at most 2 friends, each friend counts
 * at most 2 supporters (+1 each).
 *
 * <p>The owner's assignment (AMB-84) is made here for him, at each roll over every melee then
 * fighting (clusters fight one after another, but a supporter between two still helps only 2
 * friends), so as to give the most supports in all (a maximum flow: supporters of capacity 2, friends of capacity 2, one edge
 * per possible support); ties go to lower unit indices. A person gains nothing by assigning
 * fewer, so no decision is asked.
 */
final class Support {

    /** The most supports one friend counts, and the most friends one supporter helps. */
    static final int MAX = 2;

    private Support() {
    }

    /** Whether the unit may support at all (HOW-MELEE-6). */
    static boolean mayGive(HowState s, int u) {
        UnitState st = s.units[u];
        UnitType t = s.setup.type(u);
        return s.inPlay(u) && t != UnitType.ARTILLERY && t != UnitType.TRANSPORT && !st.red && !st.reforming
                && st.hits < 4 && !s.engaged(u);
    }

    /**
     * Supports each unit fighting now counts (0 to 2), indexed by unit. All melees are counted
     * together, so that one supporter near two clusters still supports only 2 friends.
     */
    static int[] count(HowState s) {
        List<Integer> fighters = new ArrayList<>();
        for (int u = 0; u < s.units.length; u++) {
            if (!MeleeCluster.engaged(s, u).isEmpty()) {
                fighters.add(u);
            }
        }
        List<Integer> supporters = new ArrayList<>();
        for (int u = 0; u < s.units.length; u++) {
            if (mayGive(s, u) && !edges(s, u, fighters).isEmpty()) {
                supporters.add(u);
            }
        }
        int[] out = new int[s.units.length];
        int[] given = new int[s.units.length];
        boolean[][] used = new boolean[s.units.length][];
        for (int sup : supporters) {
            used[sup] = new boolean[s.units.length];
        }
        // augmenting paths: supporter → friend, with a friend's support moved to another supporter if needed
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int sup : supporters) {
                if (given[sup] < MAX && augment(s, sup, fighters, out, given, used, new boolean[s.units.length])) {
                    grew = true;
                }
            }
        }
        return out;
    }

    private static boolean augment(HowState s, int sup, List<Integer> fighters, int[] out, int[] given,
            boolean[][] used, boolean[] seen) {
        for (int f : edges(s, sup, fighters)) {
            if (used[sup][f] || seen[f]) {
                continue;
            }
            seen[f] = true;
            if (out[f] < MAX) {
                give(sup, f, out, given, used, true);
                return true;
            }
            // f is full: try moving one of its supporters elsewhere
            for (int other = 0; other < used.length; other++) {
                if (other != sup && used[other] != null && used[other][f]) {
                    give(other, f, out, given, used, false);
                    if (augment(s, other, fighters, out, given, used, seen)) {
                        give(sup, f, out, given, used, true);
                        return true;
                    }
                    give(other, f, out, given, used, true);
                }
            }
        }
        return false;
    }

    private static void give(int sup, int f, int[] out, int[] given, boolean[][] used, boolean on) {
        used[sup][f] = on;
        int d = on ? 1 : -1;
        out[f] += d;
        given[sup] += d;
    }

    /** The fighting friends the unit could support (HOW-MELEE-6, AMB-84). */
    static List<Integer> edges(HowState s, int sup, List<Integer> fighters) {
        double reach = s.setup.cm(Distance.MELEE_SUPPORT);
        List<Integer> out = new ArrayList<>();
        for (int f : fighters) {
            if (f == sup || s.setup.side(f) != s.setup.side(sup)) {
                continue;
            }
            boolean near = s.distance(sup, f) <= reach;
            for (int e : MeleeCluster.engaged(s, f)) {
                near |= s.distance(sup, e) <= reach;
            }
            if (near) {
                out.add(f);
            }
        }
        return out;
    }
}
