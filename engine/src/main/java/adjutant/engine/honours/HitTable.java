package adjutant.engine.honours;

/**
 * The Hit Table (HOW-HIT-1): one row per rolling unit's type and class (HOW-ORG-6), entered with
 * the modified average-die roll, clamped to the "≤0" and "≥6" columns (HOW-HIT-2); a natural 5
 * always gives at least one hit (HOW-HIT-3). Firing and melee both read it.
 */
public final class HitTable {

    /** A row of the table: the hits for modified rolls ≤0, 1, 2, 3, 4, 5, ≥6. */
    public enum Row {
        SUPERIOR_INFANTRY("Superior Infantry", 0, 1, 2, 2, 3, 4, 4),
        STANDARD_INFANTRY("Standard Infantry", 0, 1, 1, 2, 3, 3, 4),
        INFERIOR_INFANTRY_STANDARD_LI("Inferior Infantry / Standard Light Infantry", 0, 0, 1, 2, 2, 3, 3),
        INFERIOR_LI("Inferior Light Infantry", 0, 0, 1, 1, 2, 2, 3),
        SUPERIOR_ARTILLERY("Superior Artillery", 0, 0, 1, 1, 1, 2, 2),
        STANDARD_ARTILLERY("Standard Artillery", 0, 0, 0, 1, 1, 2, 2),
        INFERIOR_ARTILLERY("Inferior Artillery", 0, 0, 0, 0, 1, 1, 2),
        SUPERIOR_CAVALRY("Superior Cavalry", 0, 1, 2, 2, 3, 3, 4),
        STANDARD_CAVALRY("Standard Cavalry", 0, 0, 1, 2, 2, 3, 4),
        INFERIOR_CAVALRY("Inferior Cavalry", 0, 0, 0, 1, 2, 2, 3);

        private final String words;
        private final int[] hits;

        Row(String words, int... hits) {
            this.words = words;
            this.hits = hits;
        }

        public String words() {
            return words;
        }
    }

    private HitTable() {
    }

    /**
     * The hits for a modified roll on a row (HOW-HIT-1, HOW-HIT-2), at least 1 when the die
     * showed a natural 5 (HOW-HIT-3, HOW-FIRE-11).
     */
    public static int hits(Row row, int modifiedRoll, int naturalFace) {
        int column = Math.max(0, Math.min(6, modifiedRoll));
        int hits = row.hits[column];
        return naturalFace == 5 ? Math.max(1, hits) : hits;
    }

    /**
     * The row the unit rolls on (HOW-ORG-6): CO infantry by class; light infantry and dismounted
     * cavalry one row lower, superior LI reading the standard LI row (AMB-21); mounted cavalry and
     * artillery by class. Transport never rolls: it reads the inferior infantry row if asked.
     */
    public static Row row(HowState s, int unit) {
        UnitType type = s.setup.type(unit);
        UnitClass c = s.setup.unit(unit).unitClass();
        boolean dismounted = type == UnitType.CAVALRY && s.units[unit].formation == Formation.DISMOUNTED;
        if (type == UnitType.LIGHT_INFANTRY || dismounted) {
            return c == UnitClass.INFERIOR ? Row.INFERIOR_LI : Row.INFERIOR_INFANTRY_STANDARD_LI;
        }
        return switch (type) {
            case INFANTRY -> byClass(c, Row.SUPERIOR_INFANTRY, Row.STANDARD_INFANTRY, Row.INFERIOR_INFANTRY_STANDARD_LI);
            case CAVALRY -> byClass(c, Row.SUPERIOR_CAVALRY, Row.STANDARD_CAVALRY, Row.INFERIOR_CAVALRY);
            case ARTILLERY -> byClass(c, Row.SUPERIOR_ARTILLERY, Row.STANDARD_ARTILLERY, Row.INFERIOR_ARTILLERY);
            default -> Row.INFERIOR_INFANTRY_STANDARD_LI;
        };
    }

    /**
     * The row the unit fires on: its {@link #row}, except that British infantry under the HBM
     * compromise (HOW-NAT-3, HOW-HIT-8: {@code UnitSpec.superiorWhenFiring}) fire on the Superior
     * Infantry row; in melee and as a target they stay standard.
     */
    public static Row fireRow(HowState s, int unit) {
        if (s.setup.type(unit) == UnitType.INFANTRY && s.setup.unit(unit).superiorWhenFiring()) {
            return Row.SUPERIOR_INFANTRY;
        }
        return row(s, unit);
    }

    private static Row byClass(UnitClass c, Row superior, Row standard, Row inferior) {
        return switch (c) {
            case SUPERIOR -> superior;
            case STANDARD -> standard;
            case INFERIOR -> inferior;
        };
    }
}
