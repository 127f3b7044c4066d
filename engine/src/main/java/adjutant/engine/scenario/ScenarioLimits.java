package adjutant.engine.scenario;

/**
 * The bounds of what a scenario may hold, checked when it is read: within them every command
 * can play it and the board can draw it, in bounded time and memory; beyond them the file is
 * refused with one clear line. Each ruleset adds bounds of its own (units, men, cards).
 */
public final class ScenarioLimits {
    private ScenarioLimits() {}

    /** Bytes of a scenario file (the shipped ones are under 10 KiB). */
    public static final long MAX_FILE_BYTES = 1 << 20;
    /** A table's length or width, in its unit: 1000 in is 83 ft, 1000 cm is 10 m. */
    public static final double MAX_TABLE_SIDE = 1000;
    /** Points of one polygon or polyline. */
    public static final int MAX_POINTS = 256;
    /** Terrain features of a scenario. */
    public static final int MAX_TERRAIN = 256;
    /** Objectives of a scenario. */
    public static final int MAX_OBJECTIVES = 64;
    /** Characters of an id. */
    public static final int MAX_ID_LENGTH = 64;
    /** Characters of a name or title. */
    public static final int MAX_NAME_LENGTH = 200;
    /** Characters of a description. */
    public static final int MAX_DESCRIPTION_LENGTH = 4000;
    /** Characters of any JSON string, checked while parsing, before anything is kept. */
    public static final int MAX_JSON_STRING = 10_000;
    /** Nesting of JSON arrays and objects. */
    public static final int MAX_JSON_DEPTH = 32;

    /** "1 MiB", "2.5 GiB": a size for people. */
    public static String bytes(long n) {
        if (n < 1024) {
            return n + " bytes";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double v = n;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return (v == Math.rint(v) ? String.valueOf((long) v) : String.format(java.util.Locale.ROOT, "%.1f", v)) + " "
                + units[u];
    }
}
