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

    /** For people: "Stand Ready", "Form Up", "Formation change". */
    public String words() {
        return switch (this) {
            case FORM_UP -> "Form Up";
            case FORMATION -> "Formation change";
            case STAND_READY -> "Stand Ready";
            default -> name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT);
        };
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
