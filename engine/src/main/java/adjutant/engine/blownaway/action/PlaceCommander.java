package adjutant.engine.blownaway.action;

/**
 * The once-per-turn commander move (BA-CMDR-2): place him at (x, y), or leave him where he
 * stands when {@code stay} is true.
 */
public record PlaceCommander(boolean stay, double x, double y) implements BaAction {
    public static PlaceCommander stayPut() {
        return new PlaceCommander(true, 0, 0);
    }

    public static PlaceCommander at(double x, double y) {
        return new PlaceCommander(false, x, y);
    }
}
