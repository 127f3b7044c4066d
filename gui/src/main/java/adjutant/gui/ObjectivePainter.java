package adjutant.gui;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.ObjectiveSpec;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * Paints a scenario's objectives, the same for every ruleset: a dashed area in the colour of the
 * side that holds it (pale when nobody does) and its name below, with the holder's name. The
 * names take their space first, so that the ruleset's labels keep off them.
 */
public final class ObjectivePainter {
    private static final String FLAG = "\u2691 ";
    private static final double UNOWNED_OPACITY = 0.45;
    private static final double OWNED_OPACITY = 0.4;
    private static final Color UNOWNED_EDGE = Color.web("#555555");
    private static final Color UNOWNED_TEXT = Color.web("#333333");
    private static final double EDGE_PX = 3;
    private static final double[] EDGE_DASHES = {8, 5};
    /** Pixels between an objective's area and its name, and below the name. */
    private static final double LABEL_GAP_PX = 2;
    private static final double LABEL_PAD_PX = 3;
    /** Font size: inches of table, and its bounds in pixels. */
    private static final double FONT_INCHES = 0.9;
    private static final double FONT_MIN_PX = 10;
    private static final double FONT_MAX_PX = 16;

    private final List<ObjectiveSpec> objectives;
    private final IntFunction<Side> owner;
    private final Function<Side, String> sideName;

    /**
     * @param owner the holder of objective i, or null
     * @param sideName a side's name in this game
     */
    public ObjectivePainter(List<ObjectiveSpec> objectives, IntFunction<Side> owner, Function<Side, String> sideName) {
        this.objectives = List.copyOf(objectives);
        this.owner = owner;
        this.sideName = sideName;
    }

    /** Reserves the names' space so that no other label covers them. */
    public void reserveLabels(TableTransform t, LabelSpace labels) {
        Font font = font(t);
        for (int i = 0; i < objectives.size(); i++) {
            double w = BoardText.width(label(i), font);
            double x = t.px(objectives.get(i).center().x());
            double y = labelTop(t, objectives.get(i));
            labels.take(new ScreenBox(x - w / 2, y, x + w / 2, y + font.getSize() + LABEL_PAD_PX));
        }
    }

    public void paint(GraphicsContext g, TableTransform t) {
        g.setFont(font(t));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        for (int i = 0; i < objectives.size(); i++) {
            ObjectiveSpec o = objectives.get(i);
            Side holder = owner.apply(i);
            Color c = Palette.owner(holder);
            g.setFill(c.deriveColor(0, 1, 1, holder == null ? UNOWNED_OPACITY : OWNED_OPACITY));
            g.setStroke(holder == null ? UNOWNED_EDGE : c);
            g.setLineWidth(EDGE_PX);
            g.setLineDashes(EDGE_DASHES);
            area(g, t, o);
            g.setLineDashes();
            BoardText.outlined(g, label(i), t.px(o.center().x()), labelTop(t, o), holder == null ? UNOWNED_TEXT : c);
        }
    }

    private static void area(GraphicsContext g, TableTransform t, ObjectiveSpec o) {
        if (o.isCircle()) {
            double r = t.len(o.radius());
            g.fillOval(t.px(o.center().x()) - r, t.py(o.center().y()) - r, 2 * r, 2 * r);
            g.strokeOval(t.px(o.center().x()) - r, t.py(o.center().y()) - r, 2 * r, 2 * r);
        } else {
            double[] xs = o.polygon().stream().mapToDouble(p -> t.px(p.x())).toArray();
            double[] ys = o.polygon().stream().mapToDouble(p -> t.py(p.y())).toArray();
            g.fillPolygon(xs, ys, xs.length);
            g.strokePolygon(xs, ys, xs.length);
        }
    }

    /** "⚑ Windmill hill (Prussians)". */
    private String label(int i) {
        Side holder = owner.apply(i);
        return FLAG + objectives.get(i).name() + (holder == null ? "" : " (" + sideName.apply(holder) + ")");
    }

    private static Font font(TableTransform t) {
        return BoardText.scaledBold(t, FONT_INCHES, FONT_MIN_PX, FONT_MAX_PX);
    }

    /** The top of an objective's name, just below its area. */
    private static double labelTop(TableTransform t, ObjectiveSpec o) {
        if (o.isCircle()) {
            return t.py(o.center().y()) + t.len(o.radius()) + LABEL_GAP_PX;
        }
        return o.polygon().stream().mapToDouble(p -> t.py(p.y())).max().orElse(t.py(o.center().y())) + LABEL_GAP_PX;
    }
}
