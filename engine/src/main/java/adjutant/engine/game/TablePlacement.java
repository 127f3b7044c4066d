package adjutant.engine.game;

import java.util.Locale;

/**
 * Where a unit stands on a real table, as a person measures it from his own side: its
 * reference point (say, the centre of its front rank) so far from the table's left edge and
 * from his own edge, and which way it faces.
 *
 * @param fromLeft distance from the left edge as the person faces the table
 * @param fromOwnEdge distance from the person's own edge
 * @param facing degrees clockwise from straight ahead (toward the far edge): 90 faces the right
 *     edge, 180 his own edge, 270 (or −90) the left edge; kept in [0, 360)
 */
public record TablePlacement(double fromLeft, double fromOwnEdge, double facing) {

    public TablePlacement {
        if (!Double.isFinite(fromLeft) || !Double.isFinite(fromOwnEdge) || !Double.isFinite(facing)) {
            throw new IllegalArgumentException("a placement needs three finite numbers, got " + fromLeft + ", " + fromOwnEdge
                    + ", " + facing);
        }
        facing = ((facing % 360) + 360) % 360;
        if (Math.abs(facing - 360) < 1e-9) {
            facing = 0;
        }
    }

    /** "12.5 in from the left edge, 8 in from your edge, facing 20° right of straight ahead". */
    public String words(String lengthUnit) {
        return num(fromLeft) + " " + lengthUnit + " from the left edge, " + num(fromOwnEdge) + " " + lengthUnit
                + " from your edge, " + facingWords();
    }

    /** "facing straight ahead", "facing your edge", "facing 30° left of straight ahead". */
    public String facingWords() {
        double f = Math.round(facing * 10) / 10.0 % 360;
        if (f == 0) {
            return "facing straight ahead (the far edge)";
        } else if (f == 180) {
            return "facing your edge";
        } else if (f == 90) {
            return "facing the right edge";
        } else if (f == 270) {
            return "facing the left edge";
        }
        return f < 180 ? "facing " + num(f) + "° right of straight ahead" : "facing " + num(360 - f) + "° left of straight ahead";
    }

    /** Whether two placements differ by more than a tape and a protractor can tell (0.05 of a unit, half a degree). */
    public boolean differsFrom(TablePlacement o) {
        double turn = Math.abs(facing - o.facing) % 360;
        return Math.abs(fromLeft - o.fromLeft) > 0.05 || Math.abs(fromOwnEdge - o.fromOwnEdge) > 0.05
                || Math.min(turn, 360 - turn) > 0.5;
    }

    /** A length to a tenth, without a needless ".0". */
    public static String num(double v) {
        double r = Math.round(v * 10) / 10.0;
        return r == Math.rint(r) ? Long.toString((long) r) : String.format(Locale.ROOT, "%.1f", r);
    }
}
