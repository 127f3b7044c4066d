package adjutant.engine.honours.action;

import java.util.Locale;

/** How a charged unit answers (HOW-CHG-13 to HOW-CHG-25). */
public enum Response {
    /** Stand and receive the charge. */
    STAND,
    COUNTER_CHARGE,
    EVADE,
    TURN_TO_FACE,
    /** Try a formation change, e.g. column to line or unlimbering (HOW-CHG-24). */
    CHANGE_FORMATION,
    /** Fire at the charger (HOW-CHG-25). */
    FIRE;

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Response fromId(String id) {
        for (Response r : values()) {
            if (r.id().equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown response '" + id + "'");
    }
}
