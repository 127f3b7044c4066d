package adjutant.gui.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.Footprint;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.UnitState;
import adjutant.engine.honours.UnitType;
import adjutant.gui.BoardOverlay;
import adjutant.gui.BoardText;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.ScreenBox;
import adjutant.gui.TableTransform;
import adjutant.engine.honours.action.HowAction;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * Every unit as its bases seen from above: the rectangle in its side's colour, divided into
 * bases, with the front edge drawn dark; a symbol per base in the manner of military maps
 * (infantry crossed, cavalry a slash, light infantry dotted, a gun a disc; a limbered gun a
 * disc on a bar); hits as a die beside the rear (green, red when the unit must reform); the
 * unit's name beside it. Done For units are drawn grey until removed.
 */
final class BasePainter {

    private static final Color FRONT = Color.web("#1b1b1b");
    private static final Color SYMBOL = Color.web("#f7f4ea");
    private static final Color DONE_FOR = Color.web("#9a9a9a");
    private static final Color GREEN_DIE = Color.web("#2f9e44");
    private static final Color RED_DIE = Color.web("#d0102a");
    private static final double FONT_CM = 2.2;

    void paint(GraphicsContext g, TableTransform t, HowState s, BoardOverlay<HowAction> o, LabelSpace labels) {
        for (int u = 0; u < s.setup().unitCount(); u++) {
            UnitState us = s.unit(u);
            if (us.removed()) {
                continue;
            }
            Footprint f = s.footprint(u);
            Color fill = us.doneFor() ? DONE_FOR : Palette.side(s.setup().side(u));
            base(g, t, f, fill);
            symbols(g, t, f, s.setup().type(u), us.formation());
            front(g, t, f, u == o.selectedUnit() || u == o.suggestedUnit());
            if (us.hits() > 0) {
                hitDie(g, t, f, us.hits(), us.red());
            }
            label(g, t, s, u, f, labels);
        }
    }

    private static void base(GraphicsContext g, TableTransform t, Footprint f, Color fill) {
        double[] xs = new double[4];
        double[] ys = new double[4];
        List<Vec2> c = f.corners();
        for (int i = 0; i < 4; i++) {
            xs[i] = t.px(c.get(i).x());
            ys[i] = t.py(c.get(i).y());
        }
        g.setFill(fill);
        g.fillPolygon(xs, ys, 4);
        g.setStroke(fill.darker());
        g.setLineWidth(1);
        g.strokePolygon(xs, ys, 4);
    }

    private static void front(GraphicsContext g, TableTransform t, Footprint f, boolean selected) {
        g.setStroke(selected ? Palette.SELECTION : FRONT);
        g.setLineWidth(selected ? 4 : 2.5);
        g.strokeLine(t.px(f.frontLeft().x()), t.py(f.frontLeft().y()), t.px(f.frontRight().x()), t.py(f.frontRight().y()));
    }

    /** One symbol per base, sized to the base. */
    private static void symbols(GraphicsContext g, TableTransform t, Footprint f, UnitType type, Formation formation) {
        List<Vec2> centres = f.baseCentres();
        double side = Math.min(f.width(), f.depth()) * 0.35;
        double r = Math.max(1.5, t.len(side));
        g.setStroke(SYMBOL);
        g.setFill(SYMBOL);
        g.setLineWidth(1.2);
        for (Vec2 c : centres) {
            double x = t.px(c.x());
            double y = t.py(c.y());
            switch (type) {
                case INFANTRY -> {
                    g.strokeLine(x - r, y - r, x + r, y + r);
                    g.strokeLine(x - r, y + r, x + r, y - r);
                }
                case LIGHT_INFANTRY -> {
                    double d = Math.max(1.2, r / 3);
                    g.fillOval(x - r / 2 - d / 2, y - d / 2, d, d);
                    g.fillOval(x + r / 2 - d / 2, y - d / 2, d, d);
                }
                case CAVALRY -> {
                    if (formation == Formation.DISMOUNTED) {
                        g.strokeLine(x - r, y, x + r, y);
                    } else {
                        g.strokeLine(x - r, y + r, x + r, y - r);
                    }
                }
                case ARTILLERY -> {
                    g.fillOval(x - r / 1.5, y - r / 1.5, 2 * r / 1.5, 2 * r / 1.5);
                    if (formation == Formation.LIMBERED) {
                        g.strokeLine(x - r, y + r, x + r, y + r);
                    }
                }
                case TRANSPORT -> g.strokeRect(x - r, y - r / 2, 2 * r, r);
            }
        }
    }

    /** A die showing the hits, just behind the unit's rear-right corner. */
    private static void hitDie(GraphicsContext g, TableTransform t, Footprint f, int hits, boolean red) {
        Vec2 p = f.toWorld(-f.depth() - 1.5, -f.width() / 2 - 1.5);
        double size = Math.max(11, t.len(2.5));
        double x = t.px(p.x()) - size / 2;
        double y = t.py(p.y()) - size / 2;
        g.setFill(red ? RED_DIE : GREEN_DIE);
        g.fillRoundRect(x, y, size, size, 3, 3);
        g.setFill(Color.WHITE);
        g.setFont(BoardText.bold(size * 0.75));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(Integer.toString(hits), x + size / 2, y + size / 2);
    }

    /** The unit's name behind it, where there is room. */
    private static void label(GraphicsContext g, TableTransform t, HowState s, int u, Footprint f, LabelSpace labels) {
        Font font = BoardText.scaledBold(t, FONT_CM, 9, 13);
        String name = s.setup().unitName(u);
        double w = BoardText.width(name, font);
        Vec2 behind = f.toWorld(-f.depth() - 2.5, 0);
        double x = t.px(behind.x());
        double y = t.py(behind.y());
        ScreenBox box = ScreenBox.centred(x, y, w + 4, font.getSize() + 4);
        if (!labels.isFree(box)) {
            return;
        }
        labels.take(box);
        g.setFont(font);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        Side side = s.setup().side(u);
        BoardText.outlined(g, name, x, y, Palette.side(side).darker());
    }
}
