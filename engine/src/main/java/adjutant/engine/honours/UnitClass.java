package adjutant.engine.honours;

/** A unit's class (HOW-ORG-5): it picks the Hit Table row and the target class modifiers. */
public enum UnitClass {
    SUPERIOR,
    STANDARD,
    INFERIOR;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
