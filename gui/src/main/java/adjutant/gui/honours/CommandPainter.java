package adjutant.gui.honours;

import adjutant.engine.game.Side;
import adjutant.engine.honours.CommanderRole;
import adjutant.engine.honours.CommanderState;
import adjutant.engine.honours.Distance;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.Rating;
import adjutant.engine.honours.scenario.CommanderSpec;
import adjutant.gui.BoardText;
import adjutant.gui.Palette;
import adjutant.gui.TableTransform;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * Command figures: a disc in the side's colour (larger for the commanding general), the
 * rating's initial inside (D dashing, P dependable, T dithering, blank unrated), and for each
 * brigadier a faint ring at the command distance (HOW-CMD-11, 15 cm at 28mm).
 */
final class CommandPainter {

    private static final double RADIUS_CM = 1.6;
    private static final double GENERAL_RADIUS_CM = 2.4;

    void paint(GraphicsContext g, TableTransform t, HowState s) {
        double command = s.setup().cm(Distance.COMMAND_RADIUS);
        for (int c = 0; c < s.setup().commanderCount(); c++) {
            CommanderState cs = s.commander(c);
            if (cs.removed()) {
                continue;
            }
            CommanderSpec spec = s.setup().commander(c);
            Side side = s.setup().commanderSide(c);
            double x = t.px(cs.x());
            double y = t.py(cs.y());
            if (spec.role() == CommanderRole.BRIGADIER) {
                double rr = t.len(command);
                g.setStroke(Palette.side(side).deriveColor(0, 1, 1, 0.35));
                g.setLineWidth(1);
                g.setLineDashes(4, 4);
                g.strokeOval(x - rr, y - rr, 2 * rr, 2 * rr);
                g.setLineDashes();
            }
            double r = Math.max(6, t.len(spec.role() == CommanderRole.GENERAL ? GENERAL_RADIUS_CM : RADIUS_CM));
            g.setFill(Color.WHITE);
            g.fillOval(x - r, y - r, 2 * r, 2 * r);
            g.setStroke(Palette.side(side));
            g.setLineWidth(spec.role() == CommanderRole.GENERAL ? 3 : 2);
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            g.setFill(Palette.side(side).darker());
            g.setFont(BoardText.bold(r * 1.1));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(initial(cs.rating()), x, y);
        }
    }

    private static String initial(Rating r) {
        if (r == null) {
            return "";
        }
        return switch (r) {
            case DASHING -> "D";
            case DEPENDABLE -> "P";
            case DITHERING -> "T";
        };
    }
}
