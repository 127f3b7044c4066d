package adjutant.engine.augsburg;

/** The figures of a unit (LOA-ORG-2, LOA-ORG-6): rank and file, command figures, crew. */
public enum FigureType {
    MUSKETEER,
    /** Optional pike figures within a foot battalion (AMB-13). */
    PIKE,
    OFFICER,
    FLAG,
    DRUMMER,
    TROOPER,
    CREW;

    /** Officers, flags and drummers: removed last (AMB-36). */
    public boolean isCommand() {
        return this == OFFICER || this == FLAG || this == DRUMMER;
    }
}
