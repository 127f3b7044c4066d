package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardText;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.ScreenBox;
import adjutant.gui.TableTransform;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * A unit's name and strength, "Grenadiers (12, 1 running)", behind its formed body's rearmost man (a column's
 * label goes behind its tail, not over its men). Where another label, a man or a commander is,
 * it moves in front of the unit, then further out, then off either flank, so that labels never
 * overlap; when every spot is taken it goes behind all the same.
 */
final class UnitLabels {
    private static final double FONT_INCHES = 0.75;
    private static final double FONT_MIN_PX = 9;
    private static final double FONT_MAX_PX = 14;
    /** Pixels of padding round the text in its box. */
    private static final double PAD_X_PX = 6;
    private static final double PAD_Y_PX = 4;
    /** Inches of air between a label and its unit. */
    private static final double AIR = 0.3;
    /** A gun's carriage behind and barrel ahead of its axle, in inches. */
    private static final double GUN_BACK = 1.2;
    private static final double GUN_FRONT = 2.2;
    /** The facing arrow with its head, which a label in front keeps clear of, in inches. */
    private static final double ARROW_CLEARANCE = 2.9;

    /** How far the unit's men reach from its centre: back, front and to either side, in inches. */
    private record Extent(double back, double front, double side) {}

    void paint(GraphicsContext g, TableTransform t, BaState s, int u, LabelSpace labels) {
        if (s.inRanks(u) == 0 && s.running(u) == 0) {
            return;
        }
        Vec2 c = UnitGeometry.centre(s, u);
        Vec2 dir = Vec2.unit(s.facingDeg(u));
        Vec2 across = Vec2.unit(s.facingDeg(u) + 90);
        Extent e = extent(s, u, c, dir, across);
        String text = text(s, u);
        Font font = BoardText.scaledBold(t, FONT_INCHES, FONT_MIN_PX, FONT_MAX_PX);
        double w = BoardText.width(text, font) + PAD_X_PX;
        double h = font.getSize() + PAD_Y_PX;
        Vec2 at = place(t, spots(t, c, dir, across, e, w, h), w, h, labels);
        g.setFont(font);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        BoardText.outlined(g, text, t.px(at.x()), t.py(at.y()), Palette.side(s.setup().side(u)).darker());
    }

    private static String text(BaState s, int u) {
        return s.setup().unitName(u) + " (" + s.inRanks(u) + (s.running(u) > 0 ? ", " + s.running(u) + " running" : "") + ")";
    }

    /**
     * The formed body's reach (its men in ranks): runners scattered to the rear would carry the
     * label away from the unit. A unit with nobody in ranks is measured by its runners.
     */
    private static Extent extent(BaState s, int u, Vec2 c, Vec2 dir, Vec2 across) {
        BaSetup setup = s.setup();
        double back = 0;
        double front = 0;
        double side = 0;
        boolean formed = s.inRanks(u) > 0;
        for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
            if (formed ? s.status(f) == FigureStatus.IN_RANKS : UnitGeometry.standing(s, f)) {
                Vec2 d = s.position(f).minus(c);
                back = Math.max(back, -d.dot(dir) + setup.radius(f));
                front = Math.max(front, d.dot(dir) + setup.radius(f));
                side = Math.max(side, Math.abs(d.dot(across)) + setup.radius(f));
            }
        }
        if (setup.type(u) == UnitType.ARTILLERY) {
            back = Math.max(back, GUN_BACK);
            front = Math.max(front, GUN_FRONT);
        }
        return new Extent(back, front, side);
    }

    /** The spots to try, in order: behind, in front, further behind, further in front, then off the flanks. */
    private static List<Vec2> spots(TableTransform t, Vec2 c, Vec2 dir, Vec2 across, Extent e, double w, double h) {
        // Half the label's size in the direction of the offset, in inches, plus a little air.
        double alongGap = halfExtent(dir, w, h) / t.scale() + AIR;
        double acrossGap = halfExtent(across, w, h) / t.scale() + AIR;
        double ahead = Math.max(e.front(), ARROW_CLEARANCE) + alongGap;
        double behind = e.back() + alongGap;
        double step = 2 * alongGap;
        List<Vec2> spots = new ArrayList<>();
        for (double off : new double[] {-behind, ahead, -(behind + step), ahead + step}) {
            spots.add(c.plus(dir.times(off)));
        }
        for (double sign : new double[] {-1, 1}) {
            spots.add(c.plus(across.times(sign * (e.side() + acrossGap))));
            spots.add(c.plus(across.times(sign * (e.side() + acrossGap))).plus(dir.times(-behind)));
        }
        // crowded (a line of units at the table's edge): further out in front, then on the flanks
        for (int k = 2; k <= 4; k++) {
            spots.add(c.plus(dir.times(ahead + k * step)));
            for (double sign : new double[] {-1, 1}) {
                spots.add(c.plus(across.times(sign * (e.side() + acrossGap))).plus(dir.times(ahead + (k - 2) * step)));
            }
        }
        return spots;
    }

    /**
     * The first spot that is free and inside the table, whose box is then taken; when there is
     * none, the first spot moved just inside the table (a label is never cut by the table's edge).
     */
    private static Vec2 place(TableTransform t, List<Vec2> spots, double w, double h, LabelSpace labels) {
        for (Vec2 p : spots) {
            ScreenBox b = ScreenBox.centred(t.px(p.x()), t.py(p.y()), w, h);
            if (insideTable(t, b) && labels.isFree(b)) {
                labels.take(b);
                return p;
            }
        }
        for (Vec2 p : spots) { // spots off the table, moved just inside it
            Vec2 in = keptInside(t, p, w, h);
            ScreenBox b = ScreenBox.centred(t.px(in.x()), t.py(in.y()), w, h);
            if (labels.isFree(b)) {
                labels.take(b);
                return in;
            }
        }
        Vec2 at = keptInside(t, spots.get(0), w, h);
        labels.take(ScreenBox.centred(t.px(at.x()), t.py(at.y()), w, h));
        return at;
    }

    private static Vec2 keptInside(TableTransform t, Vec2 p, double w, double h) {
        double x = BoardText.clamp(t.px(p.x()), t.left() + w / 2, t.left() + t.tablePixelWidth() - w / 2);
        double y = BoardText.clamp(t.py(p.y()), t.top() + h / 2, t.top() + t.tablePixelHeight() - h / 2);
        return t.toTable(x, y);
    }

    private static boolean insideTable(TableTransform t, ScreenBox b) {
        return b.x0() >= t.left() && b.y0() >= t.top() && b.x1() <= t.left() + t.tablePixelWidth()
                && b.y1() <= t.top() + t.tablePixelHeight();
    }

    /** Half a w × h box's extent along table direction {@code v} (screen y points the other way). */
    private static double halfExtent(Vec2 v, double w, double h) {
        return Math.abs(v.x()) * w / 2 + Math.abs(v.y()) * h / 2;
    }
}
