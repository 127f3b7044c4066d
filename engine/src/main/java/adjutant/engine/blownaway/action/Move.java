package adjutant.engine.blownaway.action;

/**
 * An ordered move of a line or battery (BA-MOVE-4/5, BA-GEO-10/11): pivot by {@code pivotDeg}
 * (counter-clockwise positive) about the pivot point, then translate {@code distance} inches in
 * the direction {@code offsetDeg} from the new facing (|offset| ≤ 45). A column may also use it
 * for a straight advance. Zero distance is a pure pivot.
 */
public record Move(int unit, double pivotDeg, double offsetDeg, double distance) implements BaAction {
    // Written out, with the formula and comparison records use, because the generated ones
    // (through method handles) were about 5% of listing the legal actions; RecordMethodsTest checks both.
    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && unit == m.unit && Double.compare(pivotDeg, m.pivotDeg) == 0
                && Double.compare(offsetDeg, m.offsetDeg) == 0 && Double.compare(distance, m.distance) == 0;
    }

    @Override
    public int hashCode() {
        int h = Integer.hashCode(unit);
        h = 31 * h + Double.hashCode(pivotDeg);
        h = 31 * h + Double.hashCode(offsetDeg);
        return 31 * h + Double.hashCode(distance);
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
