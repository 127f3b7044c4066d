package adjutant.engine.augsburg.action;

/** The free reactions (LOA-ORD-8, LOA-MELEE-2, LOA-EVADE). */
public enum Reaction {
    /** Do nothing (LOA-MELEE-2 step 4). */
    NONE,
    /** Fire at once at the charger or the firer (LOA-ORD-4, LOA-MELEE-2 steps 2–3). */
    FIRE,
    /** Try for a point-blank volley (LOA-MELEE-10). */
    POINT_BLANK,
    /** Counter-charge (LOA-MELEE-11). */
    COUNTER_CHARGE,
    /** Evade (LOA-EVADE-7, LOA-EVADE-10). */
    EVADE,
    /** Dodge with one NM (LOA-EVADE-9). */
    DODGE,
    /** Light troops on Stand Ready stand (LOA-EVADE-8). */
    STAND;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    public static Reaction fromId(String id) {
        for (Reaction r : values()) {
            if (r.id().equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown reaction '" + id + "'");
    }
}
