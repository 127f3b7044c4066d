package adjutant.engine.honours;

/** A commander's rating (HOW-ORG-10, HOW-ORG-14). */
public enum Rating {
    DITHERING,
    DEPENDABLE,
    DASHING;

    /** One step up, dashing staying dashing (CG encouragement, HOW-CMD-14). */
    public Rating raised() {
        return this == DITHERING ? DEPENDABLE : DASHING;
    }

    /** One step down, dithering staying dithering (command casualty, HOW-CMD-19). */
    public Rating lowered() {
        return this == DASHING ? DEPENDABLE : DITHERING;
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
