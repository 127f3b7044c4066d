package adjutant.engine.augsburg;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * The movement rates of LOA-MOVE-1 and what a path spends of them. A move partly in good and
 * partly in bad going is pro-rated by distance (AMB-23): each inch of good going spends 1/good of
 * the allowance, each inch of bad going 1/bad, and each obstacle crossed its deduction in inches
 * of good going. Where the table says "not allowed" (limbered guns in bad going or over an
 * obstacle) the path costs infinitely much.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class MoveRates {

    /** Inches a troop type goes in good and bad going, and loses per obstacle; NaN = not allowed. */
    public record Rate(double good, double bad, double obstacle) {
    }

    /** LOA-MOVE-1 / LOA-ORG-11: commanders 12" good, 8" bad, −1" per obstacle. */
    public static final Rate COMMANDER = new Rate(12, 8, 1);
    private static final Rate FOOT = new Rate(4, 3, 1);
    private static final Rate SKIRMISH = new Rate(6, 5, 1);
    private static final Rate DRAGOONS = new Rate(8, 5, 2);
    private static final Rate PISTOL = new Rate(8, 3, 2);
    private static final Rate AGGRESSIVE = new Rate(10, 6, 2);
    private static final Rate LIMBERED = new Rate(4, Double.NaN, Double.NaN);
    /** AMB-24: unlimbered guns only pivot. */
    private static final Rate UNLIMBERED = new Rate(0, Double.NaN, Double.NaN);

    private MoveRates() {
    }

    /** The unit's rates as it stands now (LOA-MOVE-1; dismounted dragoons are Skirmishing Foot, LOA-ORG-4). */
    public static Rate of(LoaState s, int unit) {
        Formation f = s.units[unit].formation;
        return switch (s.setup.kind(unit)) {
            case FRENCH_FOOT, DUTCH_FOOT -> FOOT;
            case SKIRMISH_FOOT -> SKIRMISH;
            case DRAGOONS -> f == Formation.DISMOUNTED ? SKIRMISH : DRAGOONS;
            case LIGHT_HORSE -> DRAGOONS; // AMB-14: as mounted dragoons
            case PISTOLEERS -> PISTOL;
            case AGGRESSIVE_HORSE -> AGGRESSIVE;
            case LIGHT_GUN, FIELD_GUN, HEAVY_GUN -> f == Formation.LIMBERED ? LIMBERED : UNLIMBERED;
        };
    }

    /** Whether the terrain never makes this unit Unformed (LOA-TERR-2: Skirmishing Foot, dismounted dragoons too). */
    public static boolean skirmishingFoot(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        return k == Kind.SKIRMISH_FOOT || (k == Kind.DRAGOONS && s.units[unit].formation == Formation.DISMOUNTED);
    }

    /**
     * The fraction of a whole allowance (1 = one full move at this rate) the dearest of the paths
     * spends, each path a polyline of points, plus the obstacles any of them crosses (AMB-23).
     */
    public static double spent(LoaState s, Rate r, List<List<Vec2>> paths) {
        double worst = 0;
        List<Segment> segments = new ArrayList<>();
        for (List<Vec2> p : paths) {
            double f = 0;
            for (int k = 0; k + 1 < p.size(); k++) {
                Vec2 a = p.get(k);
                Vec2 b = p.get(k + 1);
                double len = a.distance(b);
                if (len <= 1e-12) {
                    continue;
                }
                segments.add(Segment.of(a, b));
                double bad = Going.badLength(s, a, b);
                if (bad > 1e-9 && Double.isNaN(r.bad())) {
                    return Double.POSITIVE_INFINITY;
                }
                f += (len - bad) / r.good() + (bad > 1e-9 ? bad / r.bad() : 0);
            }
            worst = Math.max(worst, f);
        }
        int obstacles = segments.isEmpty() ? 0 : Going.obstaclesCrossed(s, segments).size();
        if (obstacles > 0) {
            if (Double.isNaN(r.obstacle())) {
                return Double.POSITIVE_INFINITY;
            }
            worst += obstacles * r.obstacle() / r.good();
        }
        return worst;
    }

    /** The fraction of an allowance one straight path spends (AMB-23). */
    public static double spent(LoaState s, Rate r, Vec2 from, Vec2 to) {
        return spent(s, r, List.of(List.of(from, to)));
    }

    /**
     * How far along a straight line from {@code from} toward {@code dir} (a unit vector) a mover
     * gets with {@code fraction} of its allowance, at most {@code max} inches (the spent fraction
     * grows with the distance, so halving finds it).
     */
    public static double reach(LoaState s, Rate r, Vec2 from, Vec2 dir, double fraction, double max) {
        if (spent(s, r, from, from.plus(dir.times(max))) <= fraction + 1e-9) {
            return max;
        }
        double lo = 0;
        double hi = max;
        for (int i = 0; i < 20; i++) {
            double mid = (lo + hi) / 2;
            if (spent(s, r, from, from.plus(dir.times(mid))) <= fraction + 1e-9) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
