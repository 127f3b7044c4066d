package adjutant.engine.honours;

/** The kinds of game unit (HOW-ORG-1); command figures are not units. */
public enum UnitType {
    /** Close-order infantry battalion. */
    INFANTRY,
    LIGHT_INFANTRY,
    CAVALRY,
    ARTILLERY,
    TRANSPORT;

    public boolean isFoot() {
        return this == INFANTRY || this == LIGHT_INFANTRY;
    }

    /** The id used in scenario files: {@code infantry}, {@code light-infantry}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
