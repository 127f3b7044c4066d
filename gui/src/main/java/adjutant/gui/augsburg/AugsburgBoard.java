package adjutant.gui.augsburg;

import adjutant.engine.augsburg.Footprint;
import adjutant.engine.augsburg.LeagueOfAugsburgRuleset;
import adjutant.engine.augsburg.LoaSetup;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Phase;
import adjutant.engine.augsburg.Victory;
import adjutant.engine.augsburg.action.Activate;
import adjutant.engine.augsburg.action.Charge;
import adjutant.engine.augsburg.action.Fire;
import adjutant.engine.augsburg.action.Join;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.augsburg.action.RallyPoint;
import adjutant.engine.augsburg.action.React;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardOverlay;
import adjutant.gui.BoardPlugin;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.PieceDrag;
import adjutant.gui.TableTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.canvas.GraphicsContext;

/**
 * The League of Augsburg's board as a plug-in: units as figures in ranks with their statuses and
 * order chits, commanders with their command radius, the turn, phase and activation queue in the
 * header; dragging a unit plays the move its order offers. Chits are drawn as the board's viewer
 * ({@link BoardOverlay#viewer()}, the person's side; nobody when watching the bots) may see them:
 * the enemy's face down until revealed (LOA-ORD-1, LOA-ORD-2, AMB-3), read through the engine's
 * observation ({@link ChitFace#seen}).
 */
public final class AugsburgBoard implements BoardPlugin<LoaState, LoaAction> {

    /** Brigades of the queue named in the header before "…". */
    private static final int QUEUE_SHOWN = 6;

    private final UnitPainter units = new UnitPainter();
    private final CommanderPainter commanders = new CommanderPainter();
    private final DragUnit drag = new DragUnit();

    @Override
    public String rulesetId() {
        return LeagueOfAugsburgRuleset.ID;
    }

    @Override
    public void paintPieces(GraphicsContext g, TableTransform t, LoaState s, BoardOverlay<LoaAction> o,
            LabelSpace labels) {
        LoaState seen = ChitFace.seen(s, o.viewer());
        commanders.paintRadii(g, t, s);
        units.paintUnits(g, t, s, o.selectedUnit(), o.suggestedUnit(), labels);
        commanders.paintFigures(g, t, s, labels);
        UnitPainter.Tags[] rows = units.paintTags(g, t, s, seen, labels); // over the commanders: never hidden
        units.paintLabels(g, t, s, rows, labels);
    }

    /** The dragged unit at its new place, outlined green when legal, red when not; a commander as a ring. */
    @Override
    public void paintPreview(GraphicsContext g, TableTransform t, LoaState s, BoardOverlay<LoaAction> o) {
        if (!(o.preview() instanceof Move m)) {
            return;
        }
        boolean legal = o.previewVerdict() != null && o.previewVerdict().legal();
        g.setStroke(legal ? Palette.LEGAL : Palette.ILLEGAL);
        g.setLineWidth(2.5);
        g.setLineDashes(6, 4);
        if (m.unit() < 0) {
            double r = Math.max(8, t.len(1));
            g.strokeOval(t.px(m.x()) - r, t.py(m.y()) - r, 2 * r, 2 * r);
        } else {
            Footprint now = s.footprint(m.unit());
            Footprint f = new Footprint(new Vec2(m.x(), m.y()), m.facing(), now.width(), now.depth());
            List<Vec2> c = f.polygon().vertices();
            double[] xs = new double[c.size()];
            double[] ys = new double[c.size()];
            for (int i = 0; i < c.size(); i++) {
                xs[i] = t.px(c.get(i).x());
                ys[i] = t.py(c.get(i).y());
            }
            g.strokePolygon(xs, ys, c.size());
        }
        g.setLineDashes();
    }

    /** The status line, then where the turn stands: chits placed, or the activation queue with each brigade's CP. */
    @Override
    public List<String> headerLines(LoaState s, BoardOverlay<LoaAction> o) {
        String detail = detail(s, ChitFace.seen(s, o.viewer()));
        return detail.isEmpty() ? List.of(statusLine(s)) : List.of(statusLine(s), detail);
    }

    private String detail(LoaState s, LoaState seen) {
        LoaSetup setup = s.setup();
        if (s.result().isOver()) {
            return "";
        }
        if (s.phase() == Phase.ORDERS) {
            List<String> parts = new ArrayList<>();
            for (Side side : Side.values()) {
                int placed = 0;
                int units = 0;
                for (int u = 0; u < setup.unitCount(); u++) {
                    if (setup.side(u) == side && s.inPlay(u)) {
                        units++;
                        placed += seen.unit(u).chit != -1 ? 1 : 0; // placed, face down or not
                    }
                }
                parts.add(sideName(s, side) + " " + placed + " of " + units);
            }
            return "Order chits placed face down: " + String.join(" · ", parts);
        }
        int[] queue = s.queue();
        if (queue.length == 0) {
            return "";
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < queue.length && i < QUEUE_SHOWN; i++) {
            int b = queue[i];
            names.add(setup.brigadeName(b) + " (" + s.commander(setup.brigadier(b)).cp + " CP)");
        }
        String more = queue.length > QUEUE_SHOWN ? ", \u2026" : "";
        return (s.phase() == Phase.ACTIVATION ? "To act: " : "Activation queue: ") + String.join(", ", names) + more;
    }

    @Override
    public String statusLine(LoaState s) {
        String now = s.result().isOver() ? "Game over: " + s.result().reason()
                : s.currentTask() == null ? "" : s.currentTask().describe(s);
        return String.format(Locale.ROOT, "Turn %d of %d \u00b7 %s phase \u00b7 %s \u00b7 figures lost: %s %.0f%%, %s %.0f%%",
                s.turn(), s.setup().scenario().turnLimit(), stepName(s), now, sideName(s, Side.BLUE),
                Victory.lossPercent(s, Side.BLUE), sideName(s, Side.RED), Victory.lossPercent(s, Side.RED));
    }

    @Override
    public String stepName(LoaState s) {
        return switch (s.phase()) {
            case ORDERS -> "Orders";
            case COMMAND -> "Command";
            case ACTIVATION -> "Activation";
            case END_OF_TURN -> "End of turn";
        };
    }

    /** An enemy's chit placed face down is told without its order (LOA-ORD-1, AMB-3). */
    @Override
    public String wordsFor(LoaState before, LoaAction action, Side viewer, String words) {
        return LeagueOfAugsburgRuleset.get().wordsFor(before, action, viewer);
    }

    @Override
    public String sideName(LoaState s, Side side) {
        return s.setup().scenario().army(side).name();
    }

    /** Nobody: LOA-VIC-1 counts losses, and the scenarios so far hold no objectives. */
    @Override
    public Side objectiveOwner(LoaState s, int index) {
        return null;
    }

    @Override
    public int unitAt(LoaState s, Vec2 p, double reach) {
        int best = -1;
        double bestD = reach;
        for (int u = 0; u < s.setup().unitCount(); u++) {
            if (!s.inPlay(u)) {
                continue;
            }
            Footprint f = s.footprint(u);
            double d = f.polygon().contains(p) ? 0 : f.polygon().distanceTo(p);
            if (d <= bestD) {
                bestD = d;
                best = u;
            }
        }
        return best;
    }

    @Override
    public Vec2 centre(LoaState s, int unit) {
        return s.footprint(unit).centre();
    }

    @Override
    public String unitLabel(LoaState s, int unit) {
        return s.setup().unitName(unit);
    }

    @Override
    public int unitOf(LoaAction a) {
        if (a instanceof Move m) {
            return m.unit() >= 0 ? m.unit() : -1;
        }
        if (a instanceof PlaceChit p) {
            return p.unit();
        }
        if (a instanceof Activate act) {
            return act.unit();
        }
        if (a instanceof Fire f) {
            return f.unit();
        }
        if (a instanceof Charge c) {
            return c.unit();
        }
        if (a instanceof React r) {
            return r.unit();
        }
        if (a instanceof RallyPoint r) {
            return r.unit();
        }
        if (a instanceof Join j) {
            return j.unit();
        }
        return -1;
    }

    @Override
    public Vec2 destination(LoaState s, LoaAction a) {
        if (a instanceof Move m) {
            return new Vec2(m.x(), m.y());
        }
        if (a instanceof Fire f) {
            return centre(s, f.target());
        }
        if (a instanceof Charge c) {
            return centre(s, c.target());
        }
        return null;
    }

    @Override
    public Optional<PieceDrag<LoaState, LoaAction>> drag() {
        return Optional.of(drag);
    }
}
