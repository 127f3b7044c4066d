package adjutant.engine.honours;

/** A battery's guns (HOW-ORG-4, HOW-AFIRE-1, HOW-AFIRE-18). */
public enum GunType {
    LIGHT,
    MEDIUM,
    HEAVY,
    HOWITZER,
    /** Russian unicorn: howitzer or medium gun, howitzer ranges (HOW-AFIRE-18). */
    UNICORN,
    /** Russian light (horse) unicorn: light gun ranges, unicorn rules. */
    LIGHT_UNICORN,
    /** Russian Shuvalov "secret" howitzer: a canister-only medium gun. */
    SHUVALOV;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
