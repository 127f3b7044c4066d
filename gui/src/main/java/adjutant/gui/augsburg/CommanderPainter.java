package adjutant.gui.augsburg;

import adjutant.engine.augsburg.CommanderState;
import adjutant.engine.augsburg.LoaSetup;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Phase;
import adjutant.engine.augsburg.Role;
import adjutant.engine.game.Side;
import adjutant.gui.BoardText;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.ScreenBox;
import adjutant.gui.TableTransform;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * Commanders (LOA-ORG-11): a white disc edged in the side's colour with the Command Number inside,
 * the CinC's larger and double-edged; each one's command radius (LOA-CMD-4, brigadier CN + 4",
 * CinC 2 × CN + 16", measured to a unit's nearest figure, AMB-5) as a faint dashed ring, the
 * CinC's fainter; once the pools are rolled, the CP a commander has left beside him (LOA-CMD-3).
 */
final class CommanderPainter {

    private static final double RADIUS_IN = 0.6;
    private static final double CINC_RADIUS_IN = 0.85;

    /** The rings, under the units. */
    void paintRadii(GraphicsContext g, TableTransform t, LoaState s) {
        LoaSetup setup = s.setup();
        for (int c = 0; c < setup.commanderCount(); c++) {
            CommanderState cs = s.commander(c);
            boolean cinc = setup.role(c) == Role.CINC;
            double r = t.len(setup.radius(c));
            double x = t.px(cs.x);
            double y = t.py(cs.y);
            g.setStroke(Palette.side(setup.commanderSide(c)).deriveColor(0, 1, 1, cinc ? 0.22 : 0.4));
            g.setLineWidth(cinc ? 1.5 : 1);
            g.setLineDashes(cinc ? new double[] {2, 5} : new double[] {6, 4});
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            g.setLineDashes();
        }
    }

    /** The discs' screen boxes, for the units' tags to keep clear of. */
    static List<ScreenBox> boxes(TableTransform t, LoaState s) {
        List<ScreenBox> out = new ArrayList<>();
        for (int c = 0; c < s.setup().commanderCount(); c++) {
            double r = radiusPx(t, s.setup().role(c) == Role.CINC);
            out.add(ScreenBox.centred(t.px(s.commander(c).x), t.py(s.commander(c).y), 2 * r + 6, 2 * r + 6));
        }
        return out;
    }

    private static double radiusPx(TableTransform t, boolean cinc) {
        return Math.max(cinc ? 8 : 6, t.len(cinc ? CINC_RADIUS_IN : RADIUS_IN));
    }

    /** The figures, over the units; their space is taken from the labels. */
    void paintFigures(GraphicsContext g, TableTransform t, LoaState s, LabelSpace labels) {
        LoaSetup setup = s.setup();
        boolean pools = s.phase() == Phase.COMMAND || s.phase() == Phase.ACTIVATION;
        for (int c = 0; c < setup.commanderCount(); c++) {
            CommanderState cs = s.commander(c);
            boolean cinc = setup.role(c) == Role.CINC;
            Side side = setup.commanderSide(c);
            double x = t.px(cs.x);
            double y = t.py(cs.y);
            double r = radiusPx(t, cinc);
            g.setFill(Color.WHITE);
            g.fillOval(x - r, y - r, 2 * r, 2 * r);
            g.setStroke(Palette.side(side));
            g.setLineWidth(2);
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            if (cinc) {
                g.strokeOval(x - r - 3, y - r - 3, 2 * r + 6, 2 * r + 6);
            }
            g.setFill(Palette.side(side).darker());
            g.setFont(BoardText.bold(r * 1.2));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(Integer.toString(setup.cn(c)), x, y + 0.5);
            labels.take(ScreenBox.centred(x, y, 2 * r + 6, 2 * r + 6));
            if (pools && cs.cp > 0) {
                String cp = cs.cp + " CP";
                g.setFont(BoardText.bold(Math.max(9, r)));
                g.setTextAlign(TextAlignment.LEFT);
                BoardText.outlined(g, cp, x + r + 4, y, Palette.side(side).darker());
                labels.take(new ScreenBox(x + r + 2, y - r / 2, x + r + 6 + BoardText.width(cp, BoardText.bold(Math.max(9, r))),
                        y + r / 2));
            }
        }
    }
}
