package adjutant.engine.honours.scenario;

import java.util.Locale;

/** The optional rules a scenario may switch on (HOW-OPT, HOW-WX); all off by default. */
public enum OptionalRule {
    /** HOW-OPT-1. */
    BRIGADE_MORALE,
    /** HOW-OPT-2. */
    RED_DICE_POINTS,
    /** HOW-OPT-4. */
    ABANDON_BATTALION_GUNS,
    /** HOW-WX-1 to HOW-WX-4. */
    WEATHER,
    /** HOW-WX-3. */
    WEATHER_CHANGES,
    /** HOW-NAT-1: National Differences off, every army using the Austrian table. */
    NO_NATIONAL_DIFFERENCES;

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
