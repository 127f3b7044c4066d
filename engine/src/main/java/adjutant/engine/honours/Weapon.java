package adjutant.engine.honours;

/** Infantry weapons and their ranges (HOW-FIRE-18). */
public enum Weapon {
    /** Close-order battalions' default. */
    MUSKETS_AND_GUNS,
    /** Battalions without battalion guns (HOW-OPT-3) and light infantry (AMB-20). */
    MUSKETS,
    RIFLES,
    /** Dismounted cavalry only. */
    CARBINES,
    /** Cavalry mounted, artillery and transport: no small arms. */
    NONE;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
