package adjutant.engine.blownaway.action;

import java.util.List;

/**
 * A column's snake move (BA-MOVE-6, BA-GEO-12): an optional pivot about the head, then the head
 * follows up to 3 legs; each leg turns by {@code turnDeg} from the previous direction (the first
 * from the facing after the pivot) and runs {@code length} inches.
 */
public record Snake(int unit, double pivotDeg, List<Leg> legs) implements BaAction {
    public Snake {
        legs = List.copyOf(legs);
    }

    /** One straight leg of the head's path. */
    public record Leg(double turnDeg, double length) {}

    public double length() {
        return legs.stream().mapToDouble(Leg::length).sum();
    }

    @Override
    public int actingUnit() {
        return unit;
    }

    @Override
    public boolean unitMainAction() {
        return true;
    }
}
