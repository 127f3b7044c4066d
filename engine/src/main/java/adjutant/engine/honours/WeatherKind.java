package adjutant.engine.honours;

import adjutant.engine.honours.scenario.Season;

/**
 * The five kinds of weather of the Weather Table (HOW-WX-1) and what each does (HOW-WX-2): the
 * other rules ask these methods rather than the score.
 */
public enum WeatherKind {
    FOG,
    LIGHT_RAIN,
    FAIR,
    HEAVY_RAIN,
    STORM;

    /** The weather a score 2–12 gives in a season (HOW-WX-1; HOW-WX-4 as reconstructed in AMB-7). */
    public static WeatherKind of(int score, Season season) {
        return switch (season) {
            case WINTER -> score <= 2 ? FOG : score <= 4 ? LIGHT_RAIN : score <= 7 ? FAIR
                    : score <= 10 ? LIGHT_RAIN : score == 11 ? HEAVY_RAIN : STORM;
            case SUMMER -> score <= 2 ? LIGHT_RAIN : score <= 10 ? FAIR : score == 11 ? LIGHT_RAIN : HEAVY_RAIN;
            case SPRING_AUTUMN -> score <= 2 ? FOG : score == 3 ? LIGHT_RAIN : score <= 9 ? FAIR
                    : score == 10 ? LIGHT_RAIN : score == 11 ? HEAVY_RAIN : STORM;
        };
    }

    /** How far units see, in cm; +∞ when the weather does not limit it (fog and storm 30, heavy rain 60). */
    public double visibility(HowSetup setup) {
        return switch (this) {
            case FOG, STORM -> setup.cm(Distance.FOG_VISIBILITY);
            case HEAVY_RAIN -> setup.cm(Distance.HEAVY_RAIN_VISIBILITY);
            default -> Double.POSITIVE_INFINITY;
        };
    }

    /**
     * The share of a move that is left (HOW-WX-1): fog ½; heavy rain ¾ (artillery and transport off
     * roads ½); storm ½ (artillery and transport off roads 0: they cannot move). Retreats and
     * routs are never reduced (HOW-REACT-6, AMB-83); command figures neither (HOW-WX-2).
     */
    public double moveFactor(boolean gunsOrTransportOffRoad) {
        return switch (this) {
            case FOG -> 0.5;
            case HEAVY_RAIN -> gunsOrTransportOffRoad ? 0.5 : 0.75;
            case STORM -> gunsOrTransportOffRoad ? 0 : 0.5;
            default -> 1;
        };
    }

    /** The modifier on every firing die (HOW-WX-1, HOW-HIT-8): light rain −1, heavy rain −2, storm −2 for artillery. */
    public int firingModifier(boolean artillery) {
        return switch (this) {
            case LIGHT_RAIN -> -1;
            case HEAVY_RAIN, STORM -> -2;
            default -> 0;
        };
    }

    /** Whether infantry (and any small-arms firer) may fire: not in a storm. */
    public boolean smallArmsFire() {
        return this != STORM;
    }

    /** Whether cavalry may have the charging +1 (HOW-MELEE-7): not in fog or storm. */
    public boolean chargeBonus() {
        return this != FOG && this != STORM;
    }

    /** Whether double moves are allowed: not in a storm. */
    public boolean doubleMoves() {
        return this != STORM;
    }

    /** The lowest D6 face that makes grazing fire effective, weather alone (3; 6 in heavy rain and storm, AMB-8). */
    public int grazingMinimum() {
        return this == HEAVY_RAIN || this == STORM ? 6 : 3;
    }

    public String words() {
        return switch (this) {
            case FOG -> "fog";
            case LIGHT_RAIN -> "light rain";
            case FAIR -> "fair weather";
            case HEAVY_RAIN -> "heavy rain";
            case STORM -> "a storm";
        };
    }
}
