package adjutant.engine.honours;

/** Commanding general, lieutenant general (optional, HOW-OPT-5) or brigade commander. */
public enum CommanderRole {
    GENERAL,
    LIEUTENANT_GENERAL,
    BRIGADIER;

    public String id() {
        return switch (this) {
            case GENERAL -> "general";
            case LIEUTENANT_GENERAL -> "lieutenant-general";
            case BRIGADIER -> "brigadier";
        };
    }
}
