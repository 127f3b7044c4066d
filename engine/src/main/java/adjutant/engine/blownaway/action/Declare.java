package adjutant.engine.blownaway.action;

/**
 * Without-chance version: unit {@code unit} declares combat against {@code target}, or holds
 * when {@code target} is -1 (BA-CMB-W-3).
 */
public record Declare(int unit, int target) implements BaAction {
    public static final int HOLD = -1;

    public boolean holds() {
        return target == HOLD;
    }

    @Override
    public int actingUnit() {
        return unit;
    }
}
