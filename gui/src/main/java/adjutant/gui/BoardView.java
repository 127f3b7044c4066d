package adjutant.gui;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.Params;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.shape.StrokeLineJoin;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The board: the whole table to scale with terrain, objectives, every figure, the commanders and
 * the state of the turn. Drawing is a pure function of a state and an overlay ({@link #paint});
 * the view itself is a resizable canvas that repaints when either changes or its size does.
 */
public final class BoardView extends Region {
    /** Pixels reserved above the table for the turn and decks line. */
    public static final double HEADER = 46;
    public static final double MARGIN = 14;

    private final Canvas canvas = new Canvas();
    private BaState state;
    private BoardOverlay overlay = BoardOverlay.NONE;
    private TableTransform transform;

    public BoardView() {
        getChildren().add(canvas);
        setMinSize(200, 120);
        setPrefSize(1200, 660);
        setId("board");
    }

    public void show(BaState state, BoardOverlay overlay) {
        this.state = state;
        this.overlay = overlay == null ? BoardOverlay.NONE : overlay;
        repaint();
    }

    public BaState state() {
        return state;
    }

    public BoardOverlay overlay() {
        return overlay;
    }

    /** The transform of the last paint, or null before the first. */
    public TableTransform transform() {
        return transform;
    }

    public Canvas canvas() {
        return canvas;
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            repaint();
        }
    }

    private void repaint() {
        if (canvas.getWidth() < 2 || canvas.getHeight() < 2) {
            return;
        }
        transform = paint(canvas.getGraphicsContext2D(), canvas.getWidth(), canvas.getHeight(), state, overlay);
    }

    /** The unit whose figure (or gun) is nearest to table point {@code p} within {@code reach} inches, or -1. */
    public static int unitAt(BaState s, Vec2 p, double reach) {
        int best = -1;
        double bestD = reach;
        BaSetup setup = s.setup();
        for (int f = 0; f < setup.figureCount(); f++) {
            if (s.status(f) == FigureStatus.IN_RANKS || s.status(f) == FigureStatus.RUNNING) {
                double d = s.position(f).distance(p);
                if (d < bestD) {
                    bestD = d;
                    best = setup.unitOf(f);
                }
            }
        }
        for (int u = 0; u < setup.unitCount(); u++) {
            if (setup.type(u) == UnitType.ARTILLERY) {
                double d = s.anchor(u).distance(p);
                if (d < bestD) {
                    bestD = d;
                    best = u;
                }
            }
        }
        return best;
    }

    /** Centre of a unit's men in ranks (else its running men, else its anchor). */
    public static Vec2 centre(BaState s, int unit) {
        BaSetup setup = s.setup();
        for (FigureStatus want : new FigureStatus[] {FigureStatus.IN_RANKS, FigureStatus.RUNNING}) {
            double x = 0;
            double y = 0;
            int n = 0;
            for (int f = setup.firstFigure(unit); f < setup.firstFigure(unit) + setup.startMen(unit); f++) {
                if (s.status(f) == want) {
                    x += s.figureX(f);
                    y += s.figureY(f);
                    n++;
                }
            }
            if (n > 0) {
                return new Vec2(x / n, y / n);
            }
        }
        return s.anchor(unit);
    }

    // ------------------------------------------------------------------ painting

    /**
     * Paints the table and {@code s} (null: an empty grey area) into a {@code w × h} area and
     * returns the transform used.
     */
    public static TableTransform paint(GraphicsContext g, double w, double h, BaState s, BoardOverlay o) {
        g.setFill(Palette.BACKGROUND);
        g.fillRect(0, 0, w, h);
        if (s == null) {
            return null;
        }
        var board = s.setup().board();
        TableTransform t = TableTransform.fit(w, h, board.length(), board.width(), MARGIN, HEADER);
        g.save();
        paintTable(g, t);
        paintTerrain(g, t, board.features());
        paintObjectives(g, t, s);
        paintArtilleryArc(g, t, s);
        paintEngagements(g, t, s);
        // Unit labels keep off the commanders, the objectives' names and every man on the table.
        List<Box> taken = new ArrayList<>();
        for (Side side : Side.values()) {
            taken.add(commanderBox(t, s, side));
        }
        taken.addAll(objectiveLabelBoxes(t, s));
        for (int f = 0; f < s.setup().figureCount(); f++) {
            if (s.status(f) == FigureStatus.IN_RANKS || s.status(f) == FigureStatus.RUNNING) {
                double r = Math.max(2.5, t.len(s.setup().radius(f)));
                taken.add(Box.centred(t.px(s.figureX(f)), t.py(s.figureY(f)), 2 * r, 2 * r));
            }
        }
        paintUnits(g, t, s, o, taken);
        paintCommanders(g, t, s);
        paintOverlay(g, t, s, o);
        paintHeader(g, t, s, o, w);
        g.restore();
        return t;
    }

    private static void paintTable(GraphicsContext g, TableTransform t) {
        g.setFill(Palette.TABLE);
        g.fillRect(t.left(), t.top(), t.tablePixelWidth(), t.tablePixelHeight());
        g.setStroke(Palette.GRID);
        g.setLineWidth(1);
        for (double x = 12; x < t.tableLength(); x += 12) {
            g.strokeLine(t.px(x), t.py(0), t.px(x), t.py(t.tableWidth()));
        }
        for (double y = 12; y < t.tableWidth(); y += 12) {
            g.strokeLine(t.px(0), t.py(y), t.px(t.tableLength()), t.py(y));
        }
        g.setStroke(Palette.TABLE_EDGE);
        g.setLineWidth(2);
        g.strokeRect(t.left(), t.top(), t.tablePixelWidth(), t.tablePixelHeight());
    }

    /** Terrain in layers: ground cover, water, woods, works, then lines on top. */
    private static final List<TerrainKind> LAYERS = List.of(TerrainKind.FIELD, TerrainKind.HILL, TerrainKind.VILLAGE,
            TerrainKind.FARM, TerrainKind.CROSSROADS, TerrainKind.RIVER, TerrainKind.ROAD, TerrainKind.BRIDGE,
            TerrainKind.WOODS, TerrainKind.TRENCH, TerrainKind.REDOUBT, TerrainKind.BUILDING, TerrainKind.WALL);

    private static void paintTerrain(GraphicsContext g, TableTransform t, List<TerrainFeature> features) {
        g.setLineJoin(StrokeLineJoin.ROUND);
        for (TerrainKind kind : LAYERS) {
            for (TerrainFeature f : features) {
                if (f.kind() == kind) {
                    paintFeature(g, t, f);
                }
            }
        }
    }

    private static void paintFeature(GraphicsContext g, TableTransform t, TerrainFeature f) {
        List<Vec2> pts = f.points();
        double[] xs = new double[pts.size()];
        double[] ys = new double[pts.size()];
        for (int i = 0; i < pts.size(); i++) {
            xs[i] = t.px(pts.get(i).x());
            ys[i] = t.py(pts.get(i).y());
        }
        int n = pts.size();
        switch (f.kind()) {
            case WALL -> {
                g.setStroke(Palette.WALL);
                g.setLineCap(StrokeLineCap.BUTT);
                g.setLineWidth(Math.max(4, t.len(0.6)));
                g.strokePolyline(xs, ys, n);
                g.setStroke(Color.web("#9a9a9a"));
                g.setLineWidth(Math.max(1, t.len(0.15)));
                g.strokePolyline(xs, ys, n);
            }
            case ROAD -> {
                g.setLineCap(StrokeLineCap.ROUND);
                g.setStroke(Palette.ROAD.darker());
                g.setLineWidth(Math.max(5, t.len(1.7)));
                g.strokePolyline(xs, ys, n);
                g.setStroke(Palette.ROAD);
                g.setLineWidth(Math.max(4, t.len(1.4)));
                g.strokePolyline(xs, ys, n);
            }
            case REDOUBT -> {
                g.setFill(Palette.REDOUBT.deriveColor(0, 1, 1, 0.55));
                g.fillPolygon(xs, ys, n);
                g.setLineCap(StrokeLineCap.ROUND);
                for (int i = 0; i < n; i++) {
                    int j = (i + 1) % n;
                    boolean gorge = f.openEdges().contains(i);
                    g.setStroke(gorge ? Palette.PARAPET.deriveColor(0, 1, 1, 0.8) : Palette.PARAPET);
                    g.setLineWidth(gorge ? 1.5 : Math.max(5, t.len(0.8)));
                    if (gorge) {
                        g.setLineDashes(6, 4);
                    }
                    g.strokeLine(xs[i], ys[i], xs[j], ys[j]);
                    g.setLineDashes();
                }
            }
            case TRENCH -> {
                g.setFill(Palette.TRENCH.deriveColor(0, 1, 1, 0.7));
                g.fillPolygon(xs, ys, n);
                g.setStroke(Palette.TRENCH.darker());
                g.setLineWidth(Math.max(2, t.len(0.25)));
                g.strokePolygon(xs, ys, n);
                hatch(g, t, f, Palette.TRENCH.darker(), 1.0);
            }
            case WOODS -> {
                g.setFill(Palette.WOODS.deriveColor(0, 1, 1, 0.9));
                g.fillPolygon(xs, ys, n);
                g.setStroke(Palette.WOODS_EDGE);
                g.setLineWidth(2);
                g.strokePolygon(xs, ys, n);
                trees(g, t, f);
            }
            case RIVER -> {
                g.setFill(Palette.RIVER);
                g.fillPolygon(xs, ys, n);
                g.setStroke(Palette.RIVER_EDGE);
                g.setLineWidth(2);
                g.strokePolygon(xs, ys, n);
            }
            case BRIDGE -> {
                g.setFill(Palette.BRIDGE);
                g.fillPolygon(xs, ys, n);
                g.setStroke(Palette.BRIDGE.darker().darker());
                g.setLineWidth(Math.max(2, t.len(0.25)));
                g.strokePolygon(xs, ys, n);
            }
            case HILL -> {
                g.setFill(Palette.HILL);
                g.fillPolygon(xs, ys, n);
                g.setStroke(Palette.HILL_EDGE);
                g.setLineWidth(2);
                g.strokePolygon(xs, ys, n);
                contour(g, t, pts, 0.6);
                contour(g, t, pts, 0.3);
            }
            default -> {
                g.setFill(Palette.terrain(f.kind()));
                g.fillPolygon(xs, ys, n);
                g.setStroke(Palette.terrain(f.kind()).darker());
                g.setLineWidth(1.5);
                if (f.kind() != TerrainKind.BUILDING) {
                    g.setLineDashes(5, 4);
                }
                g.strokePolygon(xs, ys, n);
                g.setLineDashes();
            }
        }
    }

    /** A hill's inner contour: the outline shrunk towards its centroid. */
    private static void contour(GraphicsContext g, TableTransform t, List<Vec2> pts, double k) {
        double cx = pts.stream().mapToDouble(Vec2::x).average().orElse(0);
        double cy = pts.stream().mapToDouble(Vec2::y).average().orElse(0);
        double[] xs = new double[pts.size()];
        double[] ys = new double[pts.size()];
        for (int i = 0; i < pts.size(); i++) {
            xs[i] = t.px(cx + (pts.get(i).x() - cx) * k);
            ys[i] = t.py(cy + (pts.get(i).y() - cy) * k);
        }
        g.setStroke(Palette.HILL_EDGE);
        g.setLineWidth(1);
        g.strokePolygon(xs, ys, pts.size());
    }

    /** Small tree crowns on a grid inside a wood. */
    private static void trees(GraphicsContext g, TableTransform t, TerrainFeature f) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Vec2 p : f.points()) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        g.setFill(Palette.WOODS_EDGE.deriveColor(0, 1, 1, 0.55));
        double r = t.len(0.6);
        int row = 0;
        for (double y = minY + 1; y < maxY; y += 2, row++) {
            for (double x = minX + 1 + (row % 2); x < maxX; x += 2) {
                if (f.contains(new Vec2(x, y))) {
                    g.fillOval(t.px(x) - r, t.py(y) - r, 2 * r, 2 * r);
                }
            }
        }
    }

    /** Diagonal hatching inside a polygon (sampled: short strokes on a grid). */
    private static void hatch(GraphicsContext g, TableTransform t, TerrainFeature f, Color c, double step) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Vec2 p : f.points()) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        g.setStroke(c);
        g.setLineWidth(1);
        for (double y = minY + step / 2; y < maxY; y += step) {
            for (double x = minX + step / 2; x < maxX; x += step) {
                if (f.contains(new Vec2(x, y))) {
                    g.strokeLine(t.px(x - 0.3), t.py(y - 0.3), t.px(x + 0.3), t.py(y + 0.3));
                }
            }
        }
    }

    private static void paintObjectives(GraphicsContext g, TableTransform t, BaState s) {
        List<ObjectiveSpec> objectives = s.setup().board().objectives();
        g.setFont(objectiveFont(t));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        for (int i = 0; i < objectives.size(); i++) {
            ObjectiveSpec o = objectives.get(i);
            Side owner = s.owner(i);
            Color c = Palette.owner(owner);
            g.setFill(c.deriveColor(0, 1, 1, owner == null ? 0.45 : 0.4));
            g.setStroke(owner == null ? Color.web("#555555") : c);
            g.setLineWidth(3);
            g.setLineDashes(8, 5);
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
            g.setLineDashes();
            String label = objectiveLabel(s, i);
            double lx = t.px(o.center().x());
            double ly = objectiveLabelTop(t, o);
            outlinedText(g, label, lx, ly, owner == null ? Color.web("#333333") : c);
        }
    }

    private static void paintArtilleryArc(GraphicsContext g, TableTransform t, BaState s) {
        if (s.phase() != Phase.ARTILLERY || s.cursor() < 0) {
            return;
        }
        int gun = s.cursor();
        Vec2 a = s.anchor(gun);
        double face = s.facingDeg(gun);
        int steps = 30;
        double[] xs = new double[2 * (steps + 1)];
        double[] ys = new double[2 * (steps + 1)];
        for (int i = 0; i <= steps; i++) {
            double deg = face - Params.LRA_ARC_HALF_DEG + 2 * Params.LRA_ARC_HALF_DEG * i / steps;
            Vec2 outer = a.plus(Vec2.unit(deg).times(Params.LRA_MAX_RANGE));
            Vec2 inner = a.plus(Vec2.unit(deg).times(Params.LRA_MIN_RANGE));
            xs[i] = t.px(outer.x());
            ys[i] = t.py(outer.y());
            xs[2 * steps + 1 - i] = t.px(inner.x());
            ys[2 * steps + 1 - i] = t.py(inner.y());
        }
        g.setFill(Palette.ARC.deriveColor(0, 1, 1, 0.18));
        g.fillPolygon(xs, ys, xs.length);
        g.setStroke(Palette.ARC.darker());
        g.setLineWidth(2);
        g.setLineDashes(10, 6);
        g.strokePolygon(xs, ys, xs.length);
        g.setLineDashes();
    }

    private static void paintEngagements(GraphicsContext g, TableTransform t, BaState s) {
        int n = s.setup().unitCount();
        g.setStroke(Palette.ENGAGEMENT);
        g.setLineWidth(Math.max(3, t.len(0.35)));
        g.setLineCap(StrokeLineCap.ROUND);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                boolean sameEngagement = s.engaged(a) && s.engagement(a) == s.engagement(b)
                        && s.setup().side(a) != s.setup().side(b);
                if (sameEngagement || s.paired(a, b)) {
                    Vec2 ca = centre(s, a);
                    Vec2 cb = centre(s, b);
                    g.setLineDashes(s.paired(a, b) ? null : new double[] {8, 6});
                    g.strokeLine(t.px(ca.x()), t.py(ca.y()), t.px(cb.x()), t.py(cb.y()));
                }
            }
        }
        g.setLineDashes();
    }

    private static void paintUnits(GraphicsContext g, TableTransform t, BaState s, BoardOverlay o, List<Box> taken) {
        BaSetup setup = s.setup();
        for (int u = 0; u < setup.unitCount(); u++) {
            if (u == o.selectedUnit()) {
                halo(g, t, s, u, Palette.SELECTION);
            }
            if (u == o.suggestedUnit()) {
                halo(g, t, s, u, Palette.SUGGESTION);
            }
        }
        for (int u = 0; u < setup.unitCount(); u++) {
            Color c = Palette.side(setup.side(u));
            if (setup.type(u) == UnitType.ARTILLERY) {
                paintGun(g, t, s.anchor(u), s.facingDeg(u), c);
            }
            for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
                paintFigure(g, t, s, f, c);
            }
            if (s.inRanks(u) > 0) {
                paintFacing(g, t, s.anchor(u), s.facingDeg(u), c);
            }
        }
        for (int u = 0; u < setup.unitCount(); u++) {
            paintLabel(g, t, s, u, taken);
        }
    }

    private static void halo(GraphicsContext g, TableTransform t, BaState s, int u, Color c) {
        BaSetup setup = s.setup();
        g.setFill(c.deriveColor(0, 1, 1, 0.75));
        for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
            FigureStatus st = s.status(f);
            if (st == FigureStatus.IN_RANKS || st == FigureStatus.RUNNING) {
                double r = t.len(setup.radius(f) + 0.45);
                g.fillOval(t.px(s.figureX(f)) - r, t.py(s.figureY(f)) - r, 2 * r, 2 * r);
            }
        }
        if (setup.type(u) == UnitType.ARTILLERY) {
            double r = t.len(1.6);
            Vec2 a = s.anchor(u);
            g.fillOval(t.px(a.x()) - r, t.py(a.y()) - r, 2 * r, 2 * r);
        }
    }

    private static void paintFigure(GraphicsContext g, TableTransform t, BaState s, int f, Color c) {
        FigureStatus st = s.status(f);
        if (st == FigureStatus.REMOVED) {
            return;
        }
        double x = t.px(s.figureX(f));
        double y = t.py(s.figureY(f));
        double r = Math.max(2.5, t.len(s.setup().radius(f)));
        if (st == FigureStatus.KILLED_ON_FIELD) {
            double k = r * 0.8;
            g.setStroke(Palette.KILLED);
            g.setLineWidth(Math.max(1.5, r * 0.35));
            g.setLineCap(StrokeLineCap.ROUND);
            g.strokeLine(x - k, y - k, x + k, y + k);
            g.strokeLine(x - k, y + k, x + k, y - k);
            return;
        }
        if (st == FigureStatus.RUNNING) {
            // Hollow and faded, with a tick towards the own rear edge (where runners go).
            Side side = s.setup().side(s.setup().unitOf(f));
            g.setFill(c.deriveColor(0, 0.4, 1.3, 0.25));
            g.fillOval(x - r, y - r, 2 * r, 2 * r);
            g.setStroke(c.deriveColor(0, 1, 1, 0.8));
            g.setLineWidth(Math.max(1.2, r * 0.3));
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            double dir = side == Side.BLUE ? 1 : -1; // screen y: blue's rear is down
            g.strokeLine(x, y + dir * r, x, y + dir * (r + r * 1.3));
            return;
        }
        g.setFill(c);
        g.fillOval(x - r, y - r, 2 * r, 2 * r);
        g.setStroke(c.darker().darker());
        g.setLineWidth(1);
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        Role role = s.setup().role(f);
        g.setFill(Palette.GLYPH);
        g.setStroke(Palette.GLYPH);
        switch (role) {
            case OFFICER -> {
                g.setStroke(Palette.OFFICER_RING);
                g.setLineWidth(Math.max(1.5, r * 0.4));
                g.strokeOval(x - r * 1.05, y - r * 1.05, 2.1 * r, 2.1 * r);
                star(g, x, y, r * 0.7, Palette.OFFICER_RING);
            }
            case DRUMMER -> g.fillRect(x - r * 0.45, y - r * 0.45, r * 0.9, r * 0.9);
            case FLAG_BEARER -> {
                g.setLineWidth(Math.max(1, r * 0.2));
                g.strokeLine(x - r * 0.35, y + r * 0.6, x - r * 0.35, y - r * 0.7);
                g.fillPolygon(new double[] {x - r * 0.35, x + r * 0.65, x - r * 0.35},
                        new double[] {y - r * 0.7, y - r * 0.35, y}, 3);
            }
            case GUNNER -> {
                double d = r * 0.35;
                g.fillOval(x - d, y - d, 2 * d, 2 * d);
            }
            case OTHER_COMMAND -> {
                g.setLineWidth(Math.max(1, r * 0.25));
                g.strokeOval(x - r * 0.5, y - r * 0.5, r, r);
            }
            case PIKEMAN -> {
                g.setLineWidth(Math.max(1, r * 0.2));
                g.strokeLine(x - r * 0.6, y + r * 0.6, x + r * 0.6, y - r * 0.6);
            }
            case GUARDSMAN -> {
                g.setLineWidth(Math.max(1, r * 0.2));
                g.strokeLine(x - r * 0.5, y, x + r * 0.5, y);
            }
            case SOLDIER -> { }
        }
    }

    private static void star(GraphicsContext g, double x, double y, double r, Color c) {
        double[] xs = new double[10];
        double[] ys = new double[10];
        for (int i = 0; i < 10; i++) {
            double a = Math.toRadians(-90 + 36 * i);
            double rr = i % 2 == 0 ? r : r * 0.45;
            xs[i] = x + rr * Math.cos(a);
            ys[i] = y + rr * Math.sin(a);
        }
        g.setFill(c);
        g.fillPolygon(xs, ys, 10);
    }

    /** The gun: a carriage rectangle on the axle with the barrel along the boresight. */
    private static void paintGun(GraphicsContext g, TableTransform t, Vec2 axle, double facingDeg, Color side) {
        g.save();
        g.translate(t.px(axle.x()), t.py(axle.y()));
        g.rotate(t.screenDeg(facingDeg));
        double s = t.scale();
        g.setFill(Palette.GUN);
        g.setStroke(side);
        g.setLineWidth(Math.max(1.5, s * 0.15));
        g.fillRect(-1.0 * s, -0.6 * s, 1.2 * s, 1.2 * s);
        g.strokeRect(-1.0 * s, -0.6 * s, 1.2 * s, 1.2 * s);
        g.fillRect(0, -0.18 * s, 1.9 * s, 0.36 * s);
        g.strokeRect(0, -0.18 * s, 1.9 * s, 0.36 * s);
        g.restore();
    }

    private static void paintFacing(GraphicsContext g, TableTransform t, Vec2 anchor, double deg, Color c) {
        Vec2 tip = anchor.plus(Vec2.unit(deg).times(2.5));
        double x0 = t.px(anchor.x());
        double y0 = t.py(anchor.y());
        double x1 = t.px(tip.x());
        double y1 = t.py(tip.y());
        g.setStroke(c.darker());
        g.setLineWidth(Math.max(1.5, t.len(0.18)));
        g.setLineCap(StrokeLineCap.ROUND);
        g.strokeLine(x0, y0, x1, y1);
        Vec2 l = Vec2.unit(deg + 150).times(0.8);
        Vec2 r = Vec2.unit(deg - 150).times(0.8);
        g.setFill(c.darker());
        g.fillPolygon(new double[] {x1, x1 + t.len(l.x()), x1 + t.len(r.x())},
                new double[] {y1, y1 - t.len(l.y()), y1 - t.len(r.y())}, 3);
        g.setFill(Color.BLACK);
        g.fillOval(x0 - 2, y0 - 2, 4, 4);
    }

    private static String objectiveLabel(BaState s, int i) {
        Side owner = s.owner(i);
        return "\u2691 " + s.setup().board().objectives().get(i).name()
                + (owner == null ? "" : " (" + s.setup().sideName(owner) + ")");
    }

    private static Font objectiveFont(TableTransform t) {
        return Font.font("SansSerif", FontWeight.BOLD, clamp(t.len(0.9), 10, 16));
    }

    /** The top of an objective's name, just below its area. */
    private static double objectiveLabelTop(TableTransform t, ObjectiveSpec o) {
        if (o.isCircle()) {
            return t.py(o.center().y()) + t.len(o.radius()) + 2;
        }
        return o.polygon().stream().mapToDouble(p -> t.py(p.y())).max().orElse(t.py(o.center().y())) + 2;
    }

    private static List<Box> objectiveLabelBoxes(TableTransform t, BaState s) {
        List<Box> out = new ArrayList<>();
        Font font = objectiveFont(t);
        List<ObjectiveSpec> objectives = s.setup().board().objectives();
        for (int i = 0; i < objectives.size(); i++) {
            double w = textWidth(objectiveLabel(s, i), font);
            double x = t.px(objectives.get(i).center().x());
            double y = objectiveLabelTop(t, objectives.get(i));
            out.add(new Box(x - w / 2, y, x + w / 2, y + font.getSize() + 3));
        }
        return out;
    }

    /** A screen rectangle a label occupies. */
    private record Box(double x0, double y0, double x1, double y1) {
        static Box centred(double x, double y, double w, double h) {
            return new Box(x - w / 2, y - h / 2, x + w / 2, y + h / 2);
        }

        boolean overlaps(Box o) {
            return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
        }
    }

    /**
     * The unit's name and strength, behind its rearmost man (a column's label goes behind its
     * tail, not over its men). Where another label or a commander is, it moves in front of the
     * unit, then further out, so that labels never overlap.
     */
    private static void paintLabel(GraphicsContext g, TableTransform t, BaState s, int u, List<Box> taken) {
        BaSetup setup = s.setup();
        if (s.inRanks(u) == 0 && s.running(u) == 0) {
            return;
        }
        Vec2 c = centre(s, u);
        Vec2 dir = Vec2.unit(s.facingDeg(u));
        Vec2 across = Vec2.unit(s.facingDeg(u) + 90);
        double back = 0;
        double front = 0;
        double side = 0;
        for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
            if (s.status(f) == FigureStatus.IN_RANKS || s.status(f) == FigureStatus.RUNNING) {
                Vec2 d = s.position(f).minus(c);
                back = Math.max(back, -d.dot(dir) + setup.radius(f));
                front = Math.max(front, d.dot(dir) + setup.radius(f));
                side = Math.max(side, Math.abs(d.dot(across)) + setup.radius(f));
            }
        }
        if (setup.type(u) == UnitType.ARTILLERY) {
            back = Math.max(back, 1.2);
            front = Math.max(front, 2.2);
        }
        String text = "u" + u + " " + setup.unitName(u) + " (" + s.inRanks(u)
                + (s.running(u) > 0 ? "+" + s.running(u) + " run" : "") + ")";
        Font font = Font.font("SansSerif", FontWeight.BOLD, clamp(t.len(0.75), 9, 14));
        double w = textWidth(text, font) + 6;
        double h = font.getSize() + 4;
        // Half the label's size in the direction of the offset, in inches, plus a little air.
        double alongGap = halfExtent(dir, w, h) / t.scale() + 0.3;
        double acrossGap = halfExtent(across, w, h) / t.scale() + 0.3;
        double arrow = 2.9; // the facing arrow, in inches
        double ahead = Math.max(front, arrow) + alongGap;
        double behind = back + alongGap;
        double step = 2 * alongGap;
        List<Vec2> spots = new ArrayList<>();
        for (double off : new double[] {-behind, ahead, -(behind + step), ahead + step}) {
            spots.add(c.plus(dir.times(off)));
        }
        // Then beside the unit, off either flank.
        for (double sign : new double[] {-1, 1}) {
            spots.add(c.plus(across.times(sign * (side + acrossGap))));
            spots.add(c.plus(across.times(sign * (side + acrossGap))).plus(dir.times(-behind)));
        }
        Box box = null;
        Vec2 at = null;
        for (Vec2 p : spots) {
            Box b = Box.centred(t.px(p.x()), t.py(p.y()), w, h);
            if (taken.stream().noneMatch(b::overlaps)) {
                box = b;
                at = p;
                break;
            }
        }
        if (box == null) {
            at = spots.get(0);
            box = Box.centred(t.px(at.x()), t.py(at.y()), w, h);
        }
        taken.add(box);
        g.setFont(font);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        outlinedText(g, text, t.px(at.x()), t.py(at.y()), Palette.side(setup.side(u)).darker());
    }

    /** Half a w × h box's extent along table direction {@code v} (screen y points the other way). */
    private static double halfExtent(Vec2 v, double w, double h) {
        return Math.abs(v.x()) * w / 2 + Math.abs(v.y()) * h / 2;
    }

    private static Font commanderFont(TableTransform t) {
        return Font.font("SansSerif", FontWeight.BOLD, clamp(t.len(0.7), 9, 13));
    }

    private static double commanderRadius(TableTransform t) {
        return Math.max(7, t.len(1.2));
    }

    /** The commander's marker and name, for keeping unit labels off them. */
    private static Box commanderBox(TableTransform t, BaState s, Side side) {
        Vec2 p = s.commander(side);
        double r = commanderRadius(t);
        Font font = commanderFont(t);
        double w = textWidth("Commander " + s.setup().sideName(side), font);
        return new Box(t.px(p.x()) - r, t.py(p.y()) - Math.max(r, font.getSize() / 2 + 2), t.px(p.x()) + r + 3 + w,
                t.py(p.y()) + Math.max(r, font.getSize() / 2 + 2));
    }

    private static double textWidth(String text, Font font) {
        Text probe = new Text(text);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }

    private static void paintCommanders(GraphicsContext g, TableTransform t, BaState s) {
        for (Side side : Side.values()) {
            Vec2 p = s.commander(side);
            double x = t.px(p.x());
            double y = t.py(p.y());
            double r = commanderRadius(t);
            g.setFill(Color.WHITE);
            g.fillOval(x - r, y - r, 2 * r, 2 * r);
            g.setStroke(Palette.side(side));
            g.setLineWidth(2.5);
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            star(g, x, y, r * 0.85, Palette.side(side));
            g.setFont(commanderFont(t));
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.CENTER);
            outlinedText(g, "Commander " + s.setup().sideName(side), x + r + 3, y, Palette.side(side).darker());
        }
    }

    private static void paintOverlay(GraphicsContext g, TableTransform t, BaState s, BoardOverlay o) {
        if (o.suggestedTarget() != null) {
            Vec2 p = o.suggestedTarget();
            double x = t.px(p.x());
            double y = t.py(p.y());
            double r = Math.max(8, t.len(1.5));
            g.setStroke(Palette.SUGGESTION);
            g.setLineWidth(3);
            g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            g.strokeLine(x - 1.5 * r, y, x + 1.5 * r, y);
            g.strokeLine(x, y - 1.5 * r, x, y + 1.5 * r);
            if (o.suggestedUnit() >= 0) {
                Vec2 c = centre(s, o.suggestedUnit());
                g.setLineDashes(6, 6);
                g.strokeLine(t.px(c.x()), t.py(c.y()), x, y);
                g.setLineDashes();
            }
        }
        Move m = o.preview();
        if (m != null && m.unit() >= 0 && m.unit() < s.setup().unitCount()) {
            boolean legal = o.previewVerdict() != null && o.previewVerdict().legal();
            Color c = o.previewVerdict() == null ? Color.GRAY : legal ? Palette.LEGAL : Palette.ILLEGAL;
            BaSetup setup = s.setup();
            int u = m.unit();
            Vec2 a = s.anchor(u);
            double newFacing = s.facingDeg(u) + m.pivotDeg();
            Vec2 shift = Vec2.unit(newFacing + m.offsetDeg()).times(m.distance());
            g.setStroke(c);
            g.setLineWidth(2);
            for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
                if (s.status(f) == FigureStatus.IN_RANKS) {
                    Vec2 p = a.plus(s.position(f).minus(a).rotate(m.pivotDeg())).plus(shift);
                    double r = t.len(setup.radius(f));
                    g.strokeOval(t.px(p.x()) - r, t.py(p.y()) - r, 2 * r, 2 * r);
                }
            }
            Vec2 to = a.plus(shift);
            g.setLineDashes(6, 4);
            g.strokeLine(t.px(a.x()), t.py(a.y()), t.px(to.x()), t.py(to.y()));
            g.setLineDashes();
            paintFacing(g, t, to, newFacing, c);
            String text = String.format(Locale.ROOT, "%s  \u2014  %s", m.notation(),
                    o.previewVerdict() == null ? "checking\u2026" : o.previewVerdict().message());
            g.setFont(Font.font("SansSerif", FontWeight.BOLD, 13));
            boolean leftSide = to.x() > t.tableLength() / 2;
            g.setTextAlign(leftSide ? TextAlignment.RIGHT : TextAlignment.LEFT);
            g.setTextBaseline(VPos.BOTTOM);
            outlinedText(g, text, t.px(to.x()) + (leftSide ? -10 : 10), t.py(to.y()) - 10, c);
        }
    }

    private static void paintHeader(GraphicsContext g, TableTransform t, BaState s, BoardOverlay o, double w) {
        g.setFont(Font.font("SansSerif", FontWeight.BOLD, 14));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        double y = t.top() - HEADER + 10;
        g.setFill(Palette.HEADER_TEXT);
        g.fillText(statusLine(s), t.left(), y);
        if (s.setup().variant() == Variant.CHANCE) {
            y += 19;
            g.setFont(Font.font("SansSerif", FontWeight.NORMAL, 13));
            String cards = "Decks: " + s.setup().sideName(Side.BLUE) + " " + s.cardsLeft(Side.BLUE) + " left, "
                    + s.setup().sideName(Side.RED) + " " + s.cardsLeft(Side.RED) + " left";
            if (o.lastCards() != null) {
                cards += "   \u2022   last cards: " + s.setup().sideName(Side.BLUE) + " "
                        + cardName(o.lastCards().blue()) + ", " + s.setup().sideName(Side.RED) + " "
                        + cardName(o.lastCards().red());
            }
            g.fillText(cards, t.left(), y);
        }
    }

    /** "Turn 3 · Prussians (blue) to act · MAIN · objectives Prussians 1, Austrians 2 (3 to win)". */
    public static String statusLine(BaState s) {
        BaSetup setup = s.setup();
        StringBuilder b = new StringBuilder();
        b.append("Turn ").append(s.turn()).append(" \u00b7 ");
        if (s.outcome().isOver()) {
            b.append("Game over: ").append(s.outcome()).append(" \u2014 ").append(s.resultReason());
            return b.toString();
        }
        b.append(setup.sideName(s.active())).append(" (").append(s.active().id()).append(") active");
        if (s.deciding() != null && s.deciding() != s.active()) {
            b.append(", ").append(setup.sideName(s.deciding())).append(" decides");
        }
        b.append(" \u00b7 ").append(s.phase());
        if (s.cursor() >= 0 && s.cursor() < setup.unitCount()) {
            b.append(" (").append(setup.unitName(s.cursor())).append(')');
        }
        if (setup.board().objectiveCount() > 0) {
            b.append(" \u00b7 objectives ").append(setup.sideName(Side.BLUE)).append(' ')
                    .append(s.objectivesOwned(Side.BLUE)).append(", ").append(setup.sideName(Side.RED)).append(' ')
                    .append(s.objectivesOwned(Side.RED)).append(" (").append(setup.params().objectivesToWin())
                    .append(" to win)");
        }
        return b.toString();
    }

    static String cardName(int v) {
        return switch (v) {
            case 1 -> "A";
            case 11 -> "J";
            case 12 -> "Q";
            case 13 -> "K";
            default -> Integer.toString(v);
        };
    }

    private static void outlinedText(GraphicsContext g, String text, double x, double y, Color c) {
        g.setStroke(Color.color(1, 1, 1, 0.85));
        g.setLineWidth(3);
        g.setLineJoin(StrokeLineJoin.ROUND);
        g.strokeText(text, x, y);
        g.setFill(c);
        g.fillText(text, x, y);
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
