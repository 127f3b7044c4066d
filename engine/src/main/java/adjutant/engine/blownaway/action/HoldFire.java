package adjutant.engine.blownaway.action;

/** Gun unit {@code gun} does not fire at long range this turn (BA-ART-1). */
public record HoldFire(int gun) implements BaAction {
    @Override
    public int actingUnit() {
        return gun;
    }
}
