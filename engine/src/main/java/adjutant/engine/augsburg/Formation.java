package adjutant.engine.augsburg;

/**
 * How a unit stands (LOA-ORD-6, AMB-22): foot in line; pistoleers deep (2×3) or in line (1×6);
 * dragoons mounted or dismounted (LOA-ORG-4); guns limbered or unlimbered (LOA-ORG-5).
 */
public enum Formation {
    LINE,
    DEEP,
    MOUNTED,
    DISMOUNTED,
    LIMBERED,
    UNLIMBERED
}
