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
    public record Leg(double turnDeg, double length) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Leg l && Double.compare(turnDeg, l.turnDeg) == 0
                    && Double.compare(length, l.length) == 0;
        }

        @Override
        public int hashCode() {
            return 31 * Double.hashCode(turnDeg) + Double.hashCode(length);
        }
    }

    // Written out, with the formula and comparison records use: see Move.
    @Override
    public boolean equals(Object o) {
        return o instanceof Snake m && unit == m.unit && Double.compare(pivotDeg, m.pivotDeg) == 0
                && legs.equals(m.legs);
    }

    @Override
    public int hashCode() {
        int h = Integer.hashCode(unit);
        h = 31 * h + Double.hashCode(pivotDeg);
        return 31 * h + legs.hashCode();
    }

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
