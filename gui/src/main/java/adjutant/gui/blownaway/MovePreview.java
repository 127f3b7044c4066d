package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.TableTerms;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardText;
import adjutant.gui.Palette;
import adjutant.gui.TableTransform;
import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * A move being dragged: where each man in ranks would stand, the path of the pivot point, the
 * new facing, and the move in words with the rules' verdict, green when legal, red when not,
 * grey while unknown.
 */
final class MovePreview {
    private static final double OUTLINE_PX = 2;
    private static final double[] PATH_DASHES = {6, 4};
    private static final double FONT_PX = 13;
    /** Pixels between the move's end and its text. */
    private static final double TEXT_OFFSET_PX = 10;

    private final FacingArrow facing;

    MovePreview(FacingArrow facing) {
        this.facing = facing;
    }

    void paint(GraphicsContext g, TableTransform t, BaState s, Move m, Verdict verdict) {
        if (m.unit() < 0 || m.unit() >= s.setup().unitCount()) {
            return;
        }
        Color c = verdict == null ? Color.GRAY : verdict.legal() ? Palette.LEGAL : Palette.ILLEGAL;
        BaSetup setup = s.setup();
        int u = m.unit();
        Vec2 a = s.anchor(u);
        double newFacing = s.facingDeg(u) + m.pivotDeg();
        Vec2 shift = Vec2.unit(newFacing + m.offsetDeg()).times(m.distance());
        g.setStroke(c);
        g.setLineWidth(OUTLINE_PX);
        for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
            if (s.status(f) == FigureStatus.IN_RANKS) {
                Vec2 p = a.plus(s.position(f).minus(a).rotate(m.pivotDeg())).plus(shift);
                double r = t.len(setup.radius(f));
                g.strokeOval(t.px(p.x()) - r, t.py(p.y()) - r, 2 * r, 2 * r);
            }
        }
        Vec2 to = a.plus(shift);
        g.setLineDashes(PATH_DASHES);
        g.strokeLine(t.px(a.x()), t.py(a.y()), t.px(to.x()), t.py(to.y()));
        g.setLineDashes();
        facing.paint(g, t, to, newFacing, c);
        String text = String.format(Locale.ROOT, "%s  \u2014  %s", TableTerms.describe(s, m),
                verdict == null ? "checking\u2026" : verdict.message());
        g.setFont(BoardText.bold(FONT_PX));
        boolean leftSide = to.x() > t.tableLength() / 2;
        g.setTextAlign(leftSide ? TextAlignment.RIGHT : TextAlignment.LEFT);
        g.setTextBaseline(VPos.BOTTOM);
        BoardText.outlined(g, text, t.px(to.x()) + (leftSide ? -TEXT_OFFSET_PX : TEXT_OFFSET_PX),
                t.py(to.y()) - TEXT_OFFSET_PX, c);
    }
}
