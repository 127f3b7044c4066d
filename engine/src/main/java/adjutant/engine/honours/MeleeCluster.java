package adjutant.engine.honours;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Who fights whom in the melee phase (HOW-MELEE-1, HOW-MELEE-4, HOW-MELEE-12; AMB-10).
 *
 * <p>Every pair of enemy units in base contact at the start of phase 6 melees, except mounted
 * cavalry and a unit in a built-up area (HOW-MELEE-12), and transport or limbered artillery,
 * which are overrun with no roll (HOW-MELEE-11, see {@link MeleePhase}). The pairs join into
 * clusters (connected groups through such pairs); a cluster's id is its lowest unit index. A
 * unit fights while it has not stopped (4+ hits after a round) and touches an enemy of its
 * cluster that has not stopped either.
 *
 * <p>Each unit fights to one sector (HOW-MELEE-4): the only one contacted; the front if the
 * front is; the rear for flank and rear; the owner's choice for both flanks only. A unit in a
 * built-up area fights to every sector it is contacted in (HOW-TERR-26).
 */
final class MeleeCluster {

    private MeleeCluster() {
    }

    /** Overrun instead of meleeing: transport and limbered artillery (HOW-MELEE-11). */
    static boolean overrunnable(HowState s, int u) {
        return s.setup.type(u) == UnitType.TRANSPORT
                || s.setup.type(u) == UnitType.ARTILLERY && s.units[u].formation == Formation.LIMBERED;
    }

    /** Whether the unit stands in a built-up area. */
    static boolean inBua(HowState s, int u) {
        return s.units[u].inBua >= 0 || s.units[u].formation == Formation.IN_BUA;
    }

    static boolean mountedCavalry(HowState s, int u) {
        return s.setup.type(u) == UnitType.CAVALRY && s.units[u].formation != Formation.DISMOUNTED;
    }

    /** Whether two units melee each other when in contact (HOW-MELEE-1, HOW-MELEE-11, HOW-MELEE-12). */
    static boolean canMelee(HowState s, int a, int b) {
        if (s.setup.side(a) == s.setup.side(b) || !s.inPlay(a) || !s.inPlay(b)) {
            return false;
        }
        if (overrunnable(s, a) || overrunnable(s, b)) {
            return false;
        }
        if (mountedCavalry(s, a) && inBua(s, b) || mountedCavalry(s, b) && inBua(s, a)) {
            return false;
        }
        return s.inContact(a, b);
    }

    /** Gives every unit in a melee its cluster (lowest unit index of its connected group); returns the clusters in order. */
    static List<Integer> form(HowState s) {
        int n = s.units.length;
        int[] parent = new int[n];
        for (int u = 0; u < n; u++) {
            parent[u] = u;
        }
        boolean[] fights = new boolean[n];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (canMelee(s, a, b)) {
                    fights[a] = true;
                    fights[b] = true;
                    int ra = root(parent, a);
                    int rb = root(parent, b);
                    parent[Math.max(ra, rb)] = Math.min(ra, rb);
                }
            }
        }
        List<Integer> clusters = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            if (fights[u]) {
                int c = root(parent, u);
                join(s, u, c);
                if (c == u) {
                    clusters.add(c);
                }
            }
        }
        return clusters;
    }

    /** Puts a unit into a cluster, fresh for a new melee. */
    static void join(HowState s, int u, int cluster) {
        MeleeMarks m = s.units[u].melee;
        m.cluster = cluster;
        m.fought = false;
        m.stopped = false;
        m.fightsTo = null;
    }

    private static int root(int[] parent, int u) {
        while (parent[u] != u) {
            u = parent[u];
        }
        return u;
    }

    /** Whether the unit still fights in its cluster: in play, not stopped. */
    static boolean standing(HowState s, int u, int cluster) {
        MeleeMarks m = s.units[u].melee;
        return m.cluster == cluster && !m.stopped && s.inPlay(u);
    }

    /** The enemies of its cluster the unit fights now (touching, standing). */
    static List<Integer> contacts(HowState s, int u, int cluster) {
        List<Integer> out = new ArrayList<>();
        if (!standing(s, u, cluster)) {
            return out;
        }
        for (int e = 0; e < s.units.length; e++) {
            if (standing(s, e, cluster) && canMelee(s, u, e)) {
                out.add(e);
            }
        }
        return out;
    }

    /** The enemies the unit fights now in any melee (touching, neither stopped). */
    static List<Integer> engaged(HowState s, int u) {
        List<Integer> out = new ArrayList<>();
        if (s.units[u].melee.stopped) {
            return out;
        }
        for (int e = 0; e < s.units.length; e++) {
            if (!s.units[e].melee.stopped && canMelee(s, u, e)) {
                out.add(e);
            }
        }
        return out;
    }

    /** The units fighting in the cluster now, in index order. */
    static List<Integer> fighters(HowState s, int cluster) {
        List<Integer> out = new ArrayList<>();
        for (int u = 0; u < s.units.length; u++) {
            if (!contacts(s, u, cluster).isEmpty()) {
                out.add(u);
            }
        }
        return out;
    }

    /** The sector of {@code u} that {@code e} stands in (most of its bases, HOW-ORG-9). */
    static Sector sector(HowState s, int u, int e) {
        return s.footprint(u).sectorHoldingMostOf(s.footprint(e));
    }

    static Set<Sector> contactSectors(HowState s, int u, int cluster) {
        Set<Sector> out = EnumSet.noneOf(Sector.class);
        for (int e : contacts(s, u, cluster)) {
            out.add(sector(s, u, e));
        }
        return out;
    }

    /** Whether the owner must choose a flank to fight to (contacted on both flanks only, HOW-MELEE-4). */
    static boolean needsChoice(HowState s, int u, int cluster, int round) {
        if (inBua(s, u)) {
            return false;
        }
        Set<Sector> in = contactSectors(s, u, cluster);
        MeleeMarks m = s.units[u].melee;
        boolean chosen = m.fightsTo != null && m.fightsToRound == round;
        return in.equals(EnumSet.of(Sector.LEFT_FLANK, Sector.RIGHT_FLANK)) && !chosen;
    }

    /** The sectors the unit fights to this round (HOW-MELEE-4; every contacted one in a BUA, HOW-TERR-26). */
    static List<Sector> fightsTo(HowState s, int u, int cluster, int round) {
        Set<Sector> in = contactSectors(s, u, cluster);
        if (in.isEmpty()) {
            return List.of();
        }
        if (inBua(s, u)) {
            return List.copyOf(in);
        }
        if (in.size() == 1) {
            return List.copyOf(in);
        }
        if (in.contains(Sector.FRONT)) {
            return List.of(Sector.FRONT);
        }
        if (in.contains(Sector.REAR)) {
            return List.of(Sector.REAR);
        }
        MeleeMarks m = s.units[u].melee;
        return List.of(m.fightsTo != null && m.fightsToRound == round ? m.fightsTo : Sector.LEFT_FLANK);
    }

    /** The enemies the unit fights in one sector, in index order. */
    static List<Integer> enemiesIn(HowState s, int u, int cluster, Sector sector) {
        List<Integer> out = new ArrayList<>();
        for (int e : contacts(s, u, cluster)) {
            if (sector(s, u, e) == sector) {
                out.add(e);
            }
        }
        return out;
    }

    /** Whether any cluster unit still touches a standing enemy (rounds go on, AMB-10). */
    static boolean goesOn(HowState s, int cluster) {
        return !fighters(s, cluster).isEmpty();
    }

    /** Every unit of the cluster (standing or not). */
    static List<Integer> members(HowState s, int cluster) {
        List<Integer> out = new ArrayList<>();
        for (int u = 0; u < s.units.length; u++) {
            if (s.units[u].melee.cluster == cluster) {
                out.add(u);
            }
        }
        return out;
    }
}
