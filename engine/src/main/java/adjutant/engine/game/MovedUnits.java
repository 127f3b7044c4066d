package adjutant.engine.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The units a step moved or turned, each with where its reference point stood and where it
 * stands after, in a person's measures from his side of the table: what he checks his move
 * against with a tape.
 */
public final class MovedUnits {
    private MovedUnits() {}

    public record Moved(int unit, String name, String referencePoint, TablePlacement from, TablePlacement to) {

        /** "Cuirassiers Seydlitz, the centre of its front rank: now 16 in …; after the move 13.4 in …" */
        public String words(String lengthUnit) {
            return name + ", " + referencePoint + ": now " + from.words(lengthUnit) + "; after the move " + to.words(lengthUnit)
                    + ".";
        }
    }

    /** The units that stand elsewhere in {@code after} than in {@code before}, seen by {@code viewer}. */
    public static <S extends GameState<S>> List<Moved> between(TableFrame<S> frame, S before, S after, Side viewer) {
        List<Moved> out = new ArrayList<>();
        for (int u = 0; u < frame.unitCount(before); u++) {
            if (!frame.onTable(before, u) || !frame.onTable(after, u)) {
                continue;
            }
            TablePlacement from = frame.placement(before, u, viewer);
            TablePlacement to = frame.placement(after, u, viewer);
            if (from.differsFrom(to)) {
                out.add(new Moved(u, frame.unitName(after, u), frame.referencePoint(after, u), from, to));
            }
        }
        return out;
    }

    /**
     * The lone figures (commanders) that stand elsewhere after than before, each said with where it
     * now stands: "Commander Prussians now stands 56 in from the left edge, 6 in from your edge."
     */
    public static <S extends GameState<S>> List<String> markersMoved(TableFrame<S> frame, S before, S after, Side viewer) {
        List<String> out = new ArrayList<>();
        Map<String, TablePlacement> was = frame.markers(before, viewer);
        frame.markers(after, viewer).forEach((name, now) -> {
            TablePlacement then = was.get(name);
            if (then != null && (Math.abs(then.fromLeft() - now.fromLeft()) > 0.05
                    || Math.abs(then.fromOwnEdge() - now.fromOwnEdge()) > 0.05)) {
                out.add(name + " now stands " + TablePlacement.num(now.fromLeft()) + " " + frame.lengthUnit()
                        + " from the left edge, " + TablePlacement.num(now.fromOwnEdge()) + " " + frame.lengthUnit()
                        + " from your edge.");
            }
        });
        return out;
    }

    /** "inches" for "in", "centimetres" for "cm". */
    public static String longUnit(String lengthUnit) {
        return lengthUnit.equals("in") ? "inches" : lengthUnit.equals("cm") ? "centimetres" : lengthUnit;
    }
}
