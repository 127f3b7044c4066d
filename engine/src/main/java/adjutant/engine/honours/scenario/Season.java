package adjutant.engine.honours.scenario;

import java.util.Locale;

/** Which weather table applies (HOW-WX-1, HOW-WX-4). */
public enum Season {
    SPRING_AUTUMN,
    WINTER,
    SUMMER;

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
