package adjutant.engine.geometry;

/** The two grid shapes of BA-GEO-25; the engine model maps its formations onto these. */
public enum GridShape {
    /** Fixed number of ranks (line.ranks), files = ⌈N / ranks⌉. */
    LINE,
    /** Fixed number of files (column.files, at most N), ranks = ⌈N / files⌉. */
    COLUMN
}
