package adjutant.engine.honours;

/**
 * A unit's formation (HOW-ORG-7). Each is drawn as one rectangle of bases (see {@link Footprint}).
 * Limbered artillery and transport count as march column; dismounted cavalry as light infantry.
 */
public enum Formation {
    /** Bases side by side; an irregular line that follows terrain counts as line. */
    LINE,
    /** Cavalry in two ranks of bases: line for movement and combat (HOW-FORM-7). */
    DOUBLE_LINE,
    /** Bases one behind another. */
    MARCH_COLUMN,
    /** Unlimbered guns, the limber touching the gun base's rear. */
    DEPLOYED,
    /** Guns hooked to the limber: march column. */
    LIMBERED,
    /** Cavalry on foot (HOW-MOVE-10): light infantry in every respect, carbines. */
    DISMOUNTED,
    /** Inside a built-up area: no formation, bases placed as convenient (HOW-TERR-23). */
    IN_BUA;

    /** Counts as march column (cannot fire, −2 in melee, road and march bonuses). */
    public boolean isColumn() {
        return this == MARCH_COLUMN || this == LIMBERED;
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
