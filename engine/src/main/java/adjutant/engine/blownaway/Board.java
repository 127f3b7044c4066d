package adjutant.engine.blownaway;

/** The table's static geometry: terrain prepared for fast queries, and the objectives. */
public final class Board {
    // filled in when the geometry and scenario branches land

    public int objectiveCount() {
        return 4;
    }

    public boolean objectiveContains(int objective, double x, double y) {
        throw new UnsupportedOperationException("objectives not ready");
    }

    public boolean objectiveTouches(int objective, double x0, double y0, double x1, double y1) {
        throw new UnsupportedOperationException("objectives not ready");
    }
}
