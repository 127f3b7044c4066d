package adjutant.engine.blownaway.action;

/** A MOB unit's move: every running man translates by (dx, dy), at most 18 in (BA-MOVE-12). */
public record MobMove(int unit, double dx, double dy) implements BaAction {
    // Written out, with the formula and comparison records use, because the generated ones
    // (through method handles) were 6% of listing the legal actions; RecordMethodsTest checks both.
    @Override
    public boolean equals(Object o) {
        return o instanceof MobMove m && unit == m.unit && Double.compare(dx, m.dx) == 0
                && Double.compare(dy, m.dy) == 0;
    }

    @Override
    public int hashCode() {
        int h = Integer.hashCode(unit);
        h = 31 * h + Double.hashCode(dx);
        return 31 * h + Double.hashCode(dy);
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
