package adjutant.engine.honours;

/**
 * The Hit Table as the melee reads it (HOW-HIT-1 to HOW-HIT-3): the roller's row by type and
 * class, the column by the modified roll clamped to ≤0 … ≥6, and at least 1 hit on a natural 5.
 *
 * <p>A private copy until the firing part's {@code HitTable} is merged: then {@link #hits} becomes
 * {@code HitTable.hits(HitTable.row(s, unit), modified, natural)} and this file goes.
 */
final class MeleeHitTable {

    private static final int[][] ROWS = {
        {0, 1, 2, 2, 3, 4, 4}, // 0 superior infantry
        {0, 1, 1, 2, 3, 3, 4}, // 1 standard infantry
        {0, 0, 1, 2, 2, 3, 3}, // 2 inferior infantry, standard light infantry
        {0, 0, 1, 1, 2, 2, 3}, // 3 inferior light infantry
        {0, 0, 1, 1, 1, 2, 2}, // 4 superior artillery
        {0, 0, 0, 1, 1, 2, 2}, // 5 standard artillery
        {0, 0, 0, 0, 1, 1, 2}, // 6 inferior artillery
        {0, 1, 2, 2, 3, 3, 4}, // 7 superior cavalry
        {0, 0, 1, 2, 2, 3, 4}, // 8 standard cavalry
        {0, 0, 0, 1, 2, 2, 3}, // 9 inferior cavalry
    };

    private MeleeHitTable() {
    }

    /** Hits the unit inflicts with this modified roll and natural face. */
    static int hits(HowState s, int unit, int modified, int natural) {
        int[] row = ROWS[row(s, unit)];
        int hits = row[Math.max(0, Math.min(6, modified))];
        return natural == 5 ? Math.max(1, hits) : hits;
    }

    /** HOW-HIT-1 with AMB-21 (dismounted cavalry as light infantry) and AMB-22 (no superior light infantry row). */
    private static int row(HowState s, int unit) {
        UnitClass c = s.setup.unit(unit).unitClass();
        UnitType t = s.setup.type(unit);
        boolean dismounted = t == UnitType.CAVALRY && s.units[unit].formation == Formation.DISMOUNTED;
        if (t == UnitType.LIGHT_INFANTRY || dismounted) {
            return c == UnitClass.INFERIOR ? 3 : 2;
        }
        int base = switch (t) {
            case ARTILLERY -> 4;
            case CAVALRY -> 7;
            default -> 0;
        };
        return base + c.ordinal();
    }
}
