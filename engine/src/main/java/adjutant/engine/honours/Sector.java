package adjutant.engine.honours;

/** Where a point lies around a unit (HOW-ORG-9). */
public enum Sector {
    FRONT,
    LEFT_FLANK,
    RIGHT_FLANK,
    REAR;

    public boolean isFlank() {
        return this == LEFT_FLANK || this == RIGHT_FLANK;
    }

    public boolean isFlankOrRear() {
        return this != FRONT;
    }

    /** The sector opposite: where a unit hit from this one retreats to (HOW-REACT-5). */
    public Sector opposite() {
        return switch (this) {
            case FRONT -> REAR;
            case REAR -> FRONT;
            case LEFT_FLANK -> RIGHT_FLANK;
            case RIGHT_FLANK -> LEFT_FLANK;
        };
    }

    public String words() {
        return switch (this) {
            case FRONT -> "front";
            case LEFT_FLANK -> "left flank";
            case RIGHT_FLANK -> "right flank";
            case REAR -> "rear";
        };
    }
}
