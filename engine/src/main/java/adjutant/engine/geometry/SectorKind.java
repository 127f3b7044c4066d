package adjutant.engine.geometry;

/** Where a point lies relative to a formed body or battery (BA-GEO-5, BA-GEO-6). */
public enum SectorKind {
    FRONT, REAR, LEFT_FLANK, RIGHT_FLANK;

    public boolean isFlank() {
        return this == LEFT_FLANK || this == RIGHT_FLANK;
    }

    /** Flank and rear are never distinguished by any rule (BA-GEO-8). */
    public boolean isFlankOrRear() {
        return this != FRONT;
    }
}
