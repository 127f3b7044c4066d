package adjutant.engine.honours;

import adjutant.engine.game.Side;

/**
 * Hits on units (HOW-FIRE-3): cumulative, one total, kept with where they came from for the
 * retreat direction (HOW-REACT-5). Reactions to them are another step (firing, melee).
 */
public final class Hits {

    private Hits() {
    }

    /**
     * Puts {@code hits} on {@code unit}, taken from {@code from} (−1: no unit, e.g. a friend
     * routing through). Remembers the sector of the unit that most of {@code from} stands in.
     */
    public static void take(HowState s, int unit, int hits, int from) {
        if (hits <= 0) {
            return;
        }
        UnitState u = s.units[unit];
        u.hits += hits;
        u.hitsThisTurn += hits;
        if (from >= 0) {
            u.lastHitBy = from;
            u.lastHitFrom = s.footprint(unit).sectorHoldingMostOf(s.footprint(from));
        }
    }

    /** Marks a unit Done For and counts its army points lost (HOW-VIC-2). */
    public static void doneFor(HowState s, int unit) {
        UnitState u = s.units[unit];
        if (u.doneFor || u.removed) {
            return;
        }
        u.doneFor = true;
        Side side = s.setup.side(unit);
        s.pointsLost[side.ordinal()] += s.setup.unit(unit).size().weight();
    }
}
