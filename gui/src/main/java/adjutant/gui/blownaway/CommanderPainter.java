package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardText;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.ScreenBox;
import adjutant.gui.TableTransform;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/** Each side's commander: a white disc with a star in the side's colour, and "Commander NAME" beside it. */
final class CommanderPainter {
    private static final String TITLE = "Commander ";
    private static final double RADIUS = 1.2;
    private static final double MIN_RADIUS_PX = 7;
    private static final double RING_PX = 2.5;
    private static final double STAR = 0.85;
    /** Pixels between the disc and the name. */
    private static final double NAME_GAP_PX = 3;
    /** Pixels above and below the name's half height that the name's box takes. */
    private static final double NAME_PAD_PX = 2;
    private static final double FONT_INCHES = 0.7;
    private static final double FONT_MIN_PX = 9;
    private static final double FONT_MAX_PX = 13;

    /** Keeps unit labels off the commanders' markers and names. */
    void reserve(TableTransform t, BaState s, LabelSpace labels) {
        Font font = font(t);
        double r = radius(t);
        for (Side side : Side.values()) {
            Vec2 p = s.commander(side);
            double w = BoardText.width(TITLE + s.setup().sideName(side), font);
            double halfHeight = Math.max(r, font.getSize() / 2 + NAME_PAD_PX);
            labels.take(new ScreenBox(t.px(p.x()) - r, t.py(p.y()) - halfHeight, t.px(p.x()) + r + NAME_GAP_PX + w,
                    t.py(p.y()) + halfHeight));
        }
    }

    void paint(GraphicsContext g, TableTransform t, BaState s) {
        for (Side side : Side.values()) {
            Vec2 p = s.commander(side);
            double x = t.px(p.x());
            double y = t.py(p.y());
            double r = radius(t);
            g.setFill(PieceColours.COMMANDER_GROUND);
            g.fillOval(x - r, y - r, 2 * r, 2 * r);
            g.setStroke(Palette.side(side));
            g.setLineWidth(RING_PX);
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            Star.fill(g, x, y, r * STAR, Palette.side(side));
            g.setFont(font(t));
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.CENTER);
            BoardText.outlined(g, TITLE + s.setup().sideName(side), x + r + NAME_GAP_PX, y,
                    Palette.side(side).darker());
        }
    }

    private static Font font(TableTransform t) {
        return BoardText.scaledBold(t, FONT_INCHES, FONT_MIN_PX, FONT_MAX_PX);
    }

    private static double radius(TableTransform t) {
        return Math.max(MIN_RADIUS_PX, t.len(RADIUS));
    }
}
