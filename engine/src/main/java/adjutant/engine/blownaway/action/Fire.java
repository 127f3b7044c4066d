package adjutant.engine.blownaway.action;

/** Long-range fire of gun unit {@code gun} at enemy unit {@code target} (BA-ART). */
public record Fire(int gun, int target) implements BaAction {
    @Override
    public int actingUnit() {
        return gun;
    }
}
