package adjutant.engine.augsburg;

/** The order chits (LOA-ORD-3), by their one-letter code; Evade has code E here. */
public enum Order {
    STAND_READY('S'),
    FIRE('F'),
    CHARGE('C'),
    MOVE('M'),
    WHEEL('W'),
    RETIRE('R'),
    FORM_UP('U'),
    RALLY('Y'),
    FORMATION('T'),
    DISMOUNT('D'),
    MOUNT('L'),
    /** Light troops only; replaces any order at any time (LOA-EVADE-7), never placed as a chit. */
    EVADE('E');

    public final char code;

    Order(char code) {
        this.code = code;
    }

    public static Order fromCode(char c) {
        for (Order o : values()) {
            if (o.code == c) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown order code '" + c + "'");
    }
}
