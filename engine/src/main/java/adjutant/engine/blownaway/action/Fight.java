package adjutant.engine.blownaway.action;

/** Chance version: unit {@code unit} conducts combat against {@code target} (BA-CMB-C-1). */
public record Fight(int unit, int target) implements BaAction {
    @Override
    public int actingUnit() {
        return unit;
    }
}
