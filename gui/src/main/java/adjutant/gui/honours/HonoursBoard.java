package adjutant.gui.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.Respond;
import adjutant.engine.honours.action.Retreat;
import adjutant.engine.honours.action.YesNo;
import adjutant.gui.BoardOverlay;
import adjutant.gui.BoardPlugin;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.PieceDrag;
import adjutant.gui.TableTransform;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.canvas.GraphicsContext;

/**
 * Honours of War's board as a plug-in ({@code META-INF/services/adjutant.gui.BoardPlugin}):
 * bases with hits, command figures with their command radius; dragging a base moves it.
 */
public final class HonoursBoard implements BoardPlugin<HowState, HowAction> {

    private final BasePainter bases = new BasePainter();
    private final CommandPainter commanders = new CommandPainter();
    private final DragBase drag = new DragBase();

    @Override
    public String rulesetId() {
        return HonoursRuleset.ID;
    }

    @Override
    public void paintPieces(GraphicsContext g, TableTransform t, HowState s, BoardOverlay<HowAction> o, LabelSpace labels) {
        bases.paint(g, t, s, o, labels);
        commanders.paint(g, t, s);
    }

    /** The dragged base at its new place, outlined green when legal, red when not. */
    @Override
    public void paintPreview(GraphicsContext g, TableTransform t, HowState s, BoardOverlay<HowAction> o) {
        if (!(o.preview() instanceof Move m)) {
            return;
        }
        var f = adjutant.engine.honours.Bases.footprint(s.setup(), m.unit(), new Vec2(m.x(), m.y()), m.facing(),
                m.formation());
        double[] xs = new double[4];
        double[] ys = new double[4];
        for (int i = 0; i < 4; i++) {
            xs[i] = t.px(f.corners().get(i).x());
            ys[i] = t.py(f.corners().get(i).y());
        }
        boolean legal = o.previewVerdict() != null && o.previewVerdict().legal();
        g.setStroke(legal ? Palette.LEGAL : Palette.ILLEGAL);
        g.setLineWidth(2.5);
        g.setLineDashes(6, 4);
        g.strokePolygon(xs, ys, 4);
        g.setLineDashes();
    }

    @Override
    public List<String> headerLines(HowState s, BoardOverlay<HowAction> o) {
        return List.of(statusLine(s));
    }

    @Override
    public String statusLine(HowState s) {
        String now = s.result().isOver() ? "Game over: " + s.result().reason()
                : s.currentTask() == null ? "" : s.currentTask().describe(s);
        return String.format(Locale.ROOT, "Turn %d · %s phase · %s · points lost: %s %.1f of %d, %s %.1f of %d", s.turn(),
                s.phase().words(), now, s.setup().sideName(Side.BLUE), s.pointsLost(Side.BLUE),
                s.setup().army(Side.BLUE).effectiveBreakingPoint(), s.setup().sideName(Side.RED), s.pointsLost(Side.RED),
                s.setup().army(Side.RED).effectiveBreakingPoint());
    }

    @Override
    public String stepName(HowState s) {
        return s.phase().words();
    }

    @Override
    public String sideName(HowState s, Side side) {
        return s.setup().sideName(side);
    }

    @Override
    public Side objectiveOwner(HowState s, int index) {
        return s.objectiveHolder(s.setup().scenario().objectives().get(index).id());
    }

    @Override
    public int unitAt(HowState s, Vec2 p, double reach) {
        int best = -1;
        double bestD = reach;
        for (int u = 0; u < s.setup().unitCount(); u++) {
            if (!s.inPlay(u)) {
                continue;
            }
            double d = s.footprint(u).distanceTo(p);
            if (d <= bestD) {
                bestD = d;
                best = u;
            }
        }
        return best;
    }

    @Override
    public Vec2 centre(HowState s, int unit) {
        return s.footprint(unit).centre();
    }

    @Override
    public int unitCount(HowState s) {
        return s.setup().unitCount();
    }

    /** The centre of the front edge: where the unit is placed, unmoved by a change of formation. */
    @Override
    public Vec2 trailPoint(HowState s, int unit) {
        return s.footprint(unit).frontCentre();
    }

    @Override
    public String unitLabel(HowState s, int unit) {
        return s.setup().unitName(unit);
    }

    @Override
    public int unitOf(HowAction a) {
        if (a instanceof Move m) {
            return m.unit();
        }
        if (a instanceof Charge c) {
            return c.unit();
        }
        if (a instanceof Fire f) {
            return f.unit();
        }
        if (a instanceof Respond r) {
            return r.unit();
        }
        if (a instanceof Retreat r) {
            return r.unit();
        }
        if (a instanceof YesNo y) {
            return y.unit();
        }
        return -1;
    }

    @Override
    public Vec2 destination(HowState s, HowAction a) {
        if (a instanceof Move m) {
            return new Vec2(m.x(), m.y());
        }
        if (a instanceof Charge c) {
            return centre(s, c.target());
        }
        if (a instanceof Fire f) {
            return centre(s, f.target());
        }
        return null;
    }

    @Override
    public Optional<PieceDrag<HowState, HowAction>> drag() {
        return Optional.of(drag);
    }
}
