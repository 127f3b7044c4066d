package adjutant.engine.augsburg;

/** A commander's role (LOA-ORG-11). */
public enum Role {
    CINC,
    BRIGADIER
}
