package adjutant.engine.honours;

import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.Season;

/**
 * What the weather score (HOW-WX-1, HOW-WX-4) means for fire: the firing die modifier, the
 * visibility limit (HOW-FIRE-21) and the grazing-fire threshold (HOW-AFIRE-10, AMB-8). The
 * weather roll itself belongs to {@link Weather}; this only reads {@code s.weather}.
 */
final class FireWeather {

    enum Kind {
        FAIR,
        FOG,
        LIGHT_RAIN,
        HEAVY_RAIN,
        STORM
    }

    private FireWeather() {
    }

    /** This turn's weather, FAIR without the weather rules or before the roll. */
    static Kind kind(HowState s) {
        int w = s.weather;
        if (!s.setup.option(OptionalRule.WEATHER) || w < 2 || w > 12) {
            return Kind.FAIR;
        }
        Season season = s.setup.scenario().season();
        return switch (season) {
            case SPRING_AUTUMN -> w == 2 ? Kind.FOG : w == 3 || w == 10 ? Kind.LIGHT_RAIN
                    : w == 11 ? Kind.HEAVY_RAIN : w == 12 ? Kind.STORM : Kind.FAIR;
            case WINTER -> w == 2 ? Kind.FOG : w <= 4 || (w >= 8 && w <= 10) ? Kind.LIGHT_RAIN
                    : w == 11 ? Kind.HEAVY_RAIN : w == 12 ? Kind.STORM : Kind.FAIR;
            case SUMMER -> w == 2 || w == 11 ? Kind.LIGHT_RAIN : w == 12 ? Kind.HEAVY_RAIN : Kind.FAIR;
        };
    }

    /** −1 light rain, −2 heavy rain, −2 storm for artillery (HOW-WX-1, HOW-HIT-8). */
    static int modifier(HowState s, boolean artillery) {
        return switch (kind(s)) {
            case LIGHT_RAIN -> -1;
            case HEAVY_RAIN, STORM -> -2;
            default -> 0;
        };
    }

    /** In a storm infantry cannot fire at all (HOW-WX-1). */
    static boolean noSmallArms(HowState s) {
        return kind(s) == Kind.STORM;
    }

    /** The visibility limit in cm: 30 in fog or storm, 60 in heavy rain, +∞ otherwise (HOW-FIRE-21). */
    static double visibility(HowState s) {
        return switch (kind(s)) {
            case FOG, STORM -> s.setup.cm(Distance.FOG_VISIBILITY);
            case HEAVY_RAIN -> s.setup.cm(Distance.HEAVY_RAIN_VISIBILITY);
            default -> Double.POSITIVE_INFINITY;
        };
    }

    /** Heavy rain or storm: grazing fire only on a 6 (HOW-AFIRE-10, AMB-8). */
    static boolean grazingOnSixOnly(HowState s) {
        Kind k = kind(s);
        return k == Kind.HEAVY_RAIN || k == Kind.STORM;
    }

    static String words(Kind k) {
        return switch (k) {
            case FAIR -> "fair weather";
            case FOG -> "fog";
            case LIGHT_RAIN -> "light rain";
            case HEAVY_RAIN -> "heavy rain";
            case STORM -> "storm";
        };
    }
}
