package adjutant.engine.blownaway.action;

/**
 * An ordered move of a line or battery (BA-MOVE-4/5, BA-GEO-10/11): pivot by {@code pivotDeg}
 * (counter-clockwise positive) about the pivot point, then translate {@code distance} inches in
 * the direction {@code offsetDeg} from the new facing (|offset| ≤ 45). A column may also use it
 * for a straight advance. Zero distance is a pure pivot.
 */
public record Move(int unit, double pivotDeg, double offsetDeg, double distance) implements BaAction {
    @Override
    public int actingUnit() {
        return unit;
    }

    @Override
    public boolean unitMainAction() {
        return true;
    }
}
