package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardOverlay;
import adjutant.gui.BoardPlugin;
import adjutant.gui.BoardTool;
import adjutant.gui.LabelSpace;
import adjutant.gui.LegendItem;
import adjutant.gui.Palette;
import adjutant.gui.PieceDrag;
import adjutant.gui.TableTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.canvas.GraphicsContext;

/**
 * Blown Away's board as a plug-in ({@code META-INF/services/adjutant.gui.BoardPlugin}): every
 * figure by role and status, guns, facing arrows, labels, commanders, the artillery arc and
 * engagements; dragging a unit moves it, and a tool places the commander (BA-CMDR-2).
 */
public final class BlownAwayBoard implements BoardPlugin<BaState, BaAction> {
    /** Commanders are placed to 0.1 in. */
    private static final double COMMANDER_STEPS_PER_INCH = 10;

    private static final BoardTool<BaState, BaAction> PLACE_COMMANDER = new BoardTool<>("commanderMode",
            "Place commander", (s, p) -> PlaceCommander.at(round(p.x()), round(p.y())));

    private final DragMove drag = new DragMove();
    private final ArtilleryArc arc = new ArtilleryArc();
    private final EngagementLines engagements = new EngagementLines();
    private final CommanderPainter commanders = new CommanderPainter();
    private final FacingArrow facing = new FacingArrow();
    private final UnitPainter units = new UnitPainter(new FigurePainter(), new GunPainter(), facing, new UnitLabels());
    private final MovePreview preview = new MovePreview(facing);
    private final StatusLines status = new StatusLines();
    private final ActionFocus focus = new ActionFocus();

    @Override
    public String rulesetId() {
        return BlownAwayRuleset.ID;
    }

    // ---- painting

    /** The layers, bottom up: the firing gun's arc, engagements, units with their labels, commanders. */
    @Override
    public void paintPieces(GraphicsContext g, TableTransform t, BaState s, BoardOverlay<BaAction> o,
            LabelSpace labels) {
        arc.paint(g, t, s);
        engagements.paint(g, t, s);
        commanders.reserve(t, s, labels);
        units.paint(g, t, s, o, labels);
        commanders.paint(g, t, s);
    }

    @Override
    public void paintPreview(GraphicsContext g, TableTransform t, BaState s, BoardOverlay<BaAction> o) {
        if (o.preview() instanceof Move m) {
            preview.paint(g, t, s, m, o.previewVerdict());
        }
    }

    @Override
    public List<String> headerLines(BaState s, BoardOverlay<BaAction> o) {
        return status.header(s, o.lastChance());
    }

    @Override
    public String rulesTitle(BaState s) {
        return "Blown Away, " + (s.setup().variant() == Variant.CHANCE ? "chance" : "without-chance") + " version";
    }

    @Override
    public List<LegendItem> legend() {
        List<LegendItem> items = new ArrayList<>(FigurePainter.legend(Palette.side(Side.BLUE)));
        items.add(new LegendItem("facing", (g, x, y, size) -> {
            g.setStroke(Palette.side(Side.BLUE));
            g.setLineWidth(2);
            g.strokeLine(x, y + size / 2, x, y - size / 2);
            g.strokeLine(x - size / 4, y - size / 4, x, y - size / 2);
            g.strokeLine(x + size / 4, y - size / 4, x, y - size / 2);
        }));
        items.add(new LegendItem("army commander", (g, x, y, size) -> Star.fill(g, x, y, size / 2, Palette.side(Side.BLUE))));
        return items;
    }

    @Override
    public String statusLine(BaState s) {
        return status.status(s);
    }

    @Override
    public String stepName(BaState s) {
        return s.phase().toString();
    }

    // ---- names and objectives

    @Override
    public String sideName(BaState s, Side side) {
        return s.setup().sideName(side);
    }

    @Override
    public Side objectiveOwner(BaState s, int index) {
        return s.owner(index);
    }

    // ---- units

    @Override
    public int unitAt(BaState s, Vec2 p, double reach) {
        return UnitGeometry.unitAt(s, p, reach);
    }

    @Override
    public Vec2 centre(BaState s, int unit) {
        return UnitGeometry.centre(s, unit);
    }

    @Override
    public int unitCount(BaState s) {
        return s.setup().unitCount();
    }

    @Override
    public String unitLabel(BaState s, int unit) {
        return s.setup().unitName(unit);
    }

    @Override
    public int unitOf(BaAction action) {
        return focus.unit(action);
    }

    @Override
    public Vec2 destination(BaState s, BaAction action) {
        return focus.destination(s, action);
    }

    // ---- the person's hand on the board

    @Override
    public Optional<PieceDrag<BaState, BaAction>> drag() {
        return Optional.of(drag);
    }

    @Override
    public List<BoardTool<BaState, BaAction>> tools() {
        return List.of(PLACE_COMMANDER);
    }

    /** Placing the commander leaves the unit the person was looking at selected. */
    @Override
    public boolean keepsSelection(BaAction action) {
        return action instanceof PlaceCommander;
    }

    private static double round(double v) {
        return Math.round(v * COMMANDER_STEPS_PER_INCH) / COMMANDER_STEPS_PER_INCH;
    }
}
