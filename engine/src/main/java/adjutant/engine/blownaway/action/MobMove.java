package adjutant.engine.blownaway.action;

/** A MOB unit's move: every running man translates by (dx, dy), at most 18 in (BA-MOVE-12). */
public record MobMove(int unit, double dx, double dy) implements BaAction {
    @Override
    public int actingUnit() {
        return unit;
    }

    @Override
    public boolean unitMainAction() {
        return true;
    }
}
