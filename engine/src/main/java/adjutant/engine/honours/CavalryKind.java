package adjutant.engine.honours;

/** Heavy, medium or light cavalry: light cavalry cross some terrain freely and may evade (HOW-TERR-3, HOW-CHG-19). */
public enum CavalryKind {
    HEAVY,
    MEDIUM,
    LIGHT;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
