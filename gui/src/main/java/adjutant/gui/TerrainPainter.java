package adjutant.gui;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.LengthUnit;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.shape.StrokeLineJoin;

/**
 * Paints a scenario's terrain, the same for every ruleset: each kind in its own colour and
 * style (roads as two-tone lines, walls as stones, hills with contours, woods with crowns), in
 * layers so that lines lie on top of ground cover. Sizes are given in inches and follow the
 * table's length unit; each has a floor in pixels so that a small picture still shows it.
 */
public final class TerrainPainter {

    /** Terrain in layers: ground cover, water, woods, works, then lines on top. */
    private static final List<TerrainKind> LAYERS = List.of(TerrainKind.FIELD, TerrainKind.ROUGH, TerrainKind.HILL,
            TerrainKind.STEEP_HILL, TerrainKind.WOODED_STEEP_HILL, TerrainKind.VILLAGE, TerrainKind.TOWN, TerrainKind.FARM,
            TerrainKind.CROSSROADS, TerrainKind.RIVER, TerrainKind.STREAM, TerrainKind.ROAD, TerrainKind.BRIDGE,
            TerrainKind.FORD, TerrainKind.WOODS, TerrainKind.TRENCH, TerrainKind.REDOUBT, TerrainKind.BUILDING,
            TerrainKind.WALL, TerrainKind.HEDGE, TerrainKind.FENCE, TerrainKind.TREELINE);

    // Widths: in inches on the table, and the fewest pixels they may take.
    private static final double WALL_WIDTH = 0.6;
    private static final double WALL_MIN_PX = 4;
    private static final double WALL_TOP_WIDTH = 0.15;
    private static final Color WALL_TOP = Color.web("#9a9a9a");
    private static final double ROAD_EDGE_WIDTH = 1.7;
    private static final double ROAD_EDGE_MIN_PX = 5;
    private static final double ROAD_WIDTH = 1.4;
    private static final double ROAD_MIN_PX = 4;
    private static final double PARAPET_WIDTH = 0.8;
    private static final double PARAPET_MIN_PX = 5;
    private static final double GORGE_PX = 1.5;
    private static final double[] GORGE_DASHES = {6, 4};
    private static final double WORKS_EDGE_WIDTH = 0.25;
    private static final double WORKS_EDGE_MIN_PX = 2;
    private static final double EDGE_PX = 2;
    private static final double AREA_EDGE_PX = 1.5;
    private static final double[] AREA_DASHES = {5, 4};
    private static final double THIN_PX = 1;

    // Opacities of fills.
    private static final double REDOUBT_OPACITY = 0.55;
    private static final double GORGE_OPACITY = 0.8;
    private static final double TRENCH_OPACITY = 0.7;
    private static final double WOODS_OPACITY = 0.9;
    private static final double CROWN_OPACITY = 0.55;

    /** A hill's inner contours, as fractions of the outline's size about its centroid. */
    private static final double[] HILL_CONTOURS = {0.6, 0.3};
    /** Tree crowns: radius, and the spacing of their staggered grid. */
    private static final double CROWN_RADIUS = 0.6;
    private static final double CROWN_SPACING = 2;
    /** Trench hatching: grid step and half a stroke's length. */
    private static final double HATCH_STEP = 1.0;
    private static final double HATCH_HALF = 0.3;

    private final double inch;

    /** A painter for a table measured in {@code unit}. */
    public TerrainPainter(LengthUnit unit) {
        this.inch = unit == LengthUnit.CENTIMETRE ? 2.54 : 1;
    }

    public void paint(GraphicsContext g, TableTransform t, List<TerrainFeature> features) {
        g.setLineJoin(StrokeLineJoin.ROUND);
        for (TerrainKind kind : LAYERS) {
            for (TerrainFeature f : features) {
                if (f.kind() == kind) {
                    paintFeature(g, t, f);
                }
            }
        }
    }

    /** The screen outline of a feature. */
    private record Outline(double[] xs, double[] ys, int n) {
        static Outline of(TableTransform t, List<Vec2> pts) {
            double[] xs = new double[pts.size()];
            double[] ys = new double[pts.size()];
            for (int i = 0; i < pts.size(); i++) {
                xs[i] = t.px(pts.get(i).x());
                ys[i] = t.py(pts.get(i).y());
            }
            return new Outline(xs, ys, pts.size());
        }
    }

    private void paintFeature(GraphicsContext g, TableTransform t, TerrainFeature f) {
        Outline o = Outline.of(t, f.points());
        switch (f.kind()) {
            case WALL, FENCE -> wall(g, t, o);
            case HEDGE, TREELINE -> line(g, t, o, Palette.WOODS_EDGE);
            case STREAM -> line(g, t, o, Palette.RIVER);
            case ROAD -> road(g, t, o);
            case REDOUBT -> redoubt(g, t, f, o);
            case TRENCH -> trench(g, t, f, o);
            case WOODS -> woods(g, t, f, o);
            case RIVER -> edged(g, o, Palette.RIVER, Palette.RIVER_EDGE);
            case BRIDGE -> bridge(g, t, o);
            case HILL, STEEP_HILL -> hill(g, t, f, o);
            case WOODED_STEEP_HILL -> {
                hill(g, t, f, o);
                woods(g, t, f, o);
            }
            default -> area(g, f.kind(), o);
        }
    }

    /** A width of {@code inches}, at least {@code minPx} pixels. */
    private double width(TableTransform t, double inches, double minPx) {
        return Math.max(minPx, t.len(inches * inch));
    }

    private void wall(GraphicsContext g, TableTransform t, Outline o) {
        g.setStroke(Palette.WALL);
        g.setLineCap(StrokeLineCap.BUTT);
        g.setLineWidth(width(t, WALL_WIDTH, WALL_MIN_PX));
        g.strokePolyline(o.xs, o.ys, o.n);
        g.setStroke(WALL_TOP);
        g.setLineWidth(width(t, WALL_TOP_WIDTH, THIN_PX));
        g.strokePolyline(o.xs, o.ys, o.n);
    }

    /** A hedge, line of trees or stream: a line as wide as a wall, in its colour. */
    private void line(GraphicsContext g, TableTransform t, Outline o, javafx.scene.paint.Color colour) {
        g.setStroke(colour);
        g.setLineCap(StrokeLineCap.ROUND);
        g.setLineWidth(width(t, WALL_WIDTH, WALL_MIN_PX));
        g.strokePolyline(o.xs, o.ys, o.n);
    }

    private void road(GraphicsContext g, TableTransform t, Outline o) {
        g.setLineCap(StrokeLineCap.ROUND);
        g.setStroke(Palette.ROAD.darker());
        g.setLineWidth(width(t, ROAD_EDGE_WIDTH, ROAD_EDGE_MIN_PX));
        g.strokePolyline(o.xs, o.ys, o.n);
        g.setStroke(Palette.ROAD);
        g.setLineWidth(width(t, ROAD_WIDTH, ROAD_MIN_PX));
        g.strokePolyline(o.xs, o.ys, o.n);
    }

    /** Earthworks with a parapet on every edge but the open ones (the gorge, dashed). */
    private void redoubt(GraphicsContext g, TableTransform t, TerrainFeature f, Outline o) {
        g.setFill(Palette.REDOUBT.deriveColor(0, 1, 1, REDOUBT_OPACITY));
        g.fillPolygon(o.xs, o.ys, o.n);
        g.setLineCap(StrokeLineCap.ROUND);
        for (int i = 0; i < o.n; i++) {
            int j = (i + 1) % o.n;
            boolean gorge = f.openEdges().contains(i);
            g.setStroke(gorge ? Palette.PARAPET.deriveColor(0, 1, 1, GORGE_OPACITY) : Palette.PARAPET);
            g.setLineWidth(gorge ? GORGE_PX : width(t, PARAPET_WIDTH, PARAPET_MIN_PX));
            if (gorge) {
                g.setLineDashes(GORGE_DASHES);
            }
            g.strokeLine(o.xs[i], o.ys[i], o.xs[j], o.ys[j]);
            g.setLineDashes();
        }
    }

    private void trench(GraphicsContext g, TableTransform t, TerrainFeature f, Outline o) {
        g.setFill(Palette.TRENCH.deriveColor(0, 1, 1, TRENCH_OPACITY));
        g.fillPolygon(o.xs, o.ys, o.n);
        g.setStroke(Palette.TRENCH.darker());
        g.setLineWidth(width(t, WORKS_EDGE_WIDTH, WORKS_EDGE_MIN_PX));
        g.strokePolygon(o.xs, o.ys, o.n);
        hatch(g, t, f, Palette.TRENCH.darker());
    }

    private void woods(GraphicsContext g, TableTransform t, TerrainFeature f, Outline o) {
        g.setFill(Palette.WOODS.deriveColor(0, 1, 1, WOODS_OPACITY));
        g.fillPolygon(o.xs, o.ys, o.n);
        g.setStroke(Palette.WOODS_EDGE);
        g.setLineWidth(EDGE_PX);
        g.strokePolygon(o.xs, o.ys, o.n);
        trees(g, t, f);
    }

    private static void edged(GraphicsContext g, Outline o, Color fill, Color edge) {
        g.setFill(fill);
        g.fillPolygon(o.xs, o.ys, o.n);
        g.setStroke(edge);
        g.setLineWidth(EDGE_PX);
        g.strokePolygon(o.xs, o.ys, o.n);
    }

    private void bridge(GraphicsContext g, TableTransform t, Outline o) {
        g.setFill(Palette.BRIDGE);
        g.fillPolygon(o.xs, o.ys, o.n);
        g.setStroke(Palette.BRIDGE.darker().darker());
        g.setLineWidth(width(t, WORKS_EDGE_WIDTH, WORKS_EDGE_MIN_PX));
        g.strokePolygon(o.xs, o.ys, o.n);
    }

    private static void hill(GraphicsContext g, TableTransform t, TerrainFeature f, Outline o) {
        edged(g, o, Palette.HILL, Palette.HILL_EDGE);
        for (double k : HILL_CONTOURS) {
            contour(g, t, f.points(), k);
        }
    }

    /** Fields, villages, farms, buildings: a plain fill, dashed edges except for buildings. */
    private static void area(GraphicsContext g, TerrainKind kind, Outline o) {
        g.setFill(Palette.terrain(kind));
        g.fillPolygon(o.xs, o.ys, o.n);
        g.setStroke(Palette.terrain(kind).darker());
        g.setLineWidth(AREA_EDGE_PX);
        if (kind != TerrainKind.BUILDING) {
            g.setLineDashes(AREA_DASHES);
        }
        g.strokePolygon(o.xs, o.ys, o.n);
        g.setLineDashes();
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
        g.setLineWidth(THIN_PX);
        g.strokePolygon(xs, ys, pts.size());
    }

    /** The table-space bounding box of a feature. */
    private record Bounds(double minX, double minY, double maxX, double maxY) {
        static Bounds of(List<Vec2> pts) {
            double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
            for (Vec2 p : pts) {
                minX = Math.min(minX, p.x());
                minY = Math.min(minY, p.y());
                maxX = Math.max(maxX, p.x());
                maxY = Math.max(maxY, p.y());
            }
            return new Bounds(minX, minY, maxX, maxY);
        }
    }

    /** Small tree crowns on a staggered grid inside a wood. */
    private void trees(GraphicsContext g, TableTransform t, TerrainFeature f) {
        Bounds b = Bounds.of(f.points());
        double step = CROWN_SPACING * inch;
        double half = step / 2;
        g.setFill(Palette.WOODS_EDGE.deriveColor(0, 1, 1, CROWN_OPACITY));
        double r = t.len(CROWN_RADIUS * inch);
        int row = 0;
        for (double y = b.minY() + half; y < b.maxY(); y += step, row++) {
            for (double x = b.minX() + half + (row % 2) * half; x < b.maxX(); x += step) {
                if (f.contains(new Vec2(x, y))) {
                    g.fillOval(t.px(x) - r, t.py(y) - r, 2 * r, 2 * r);
                }
            }
        }
    }

    /** Diagonal hatching inside a polygon (sampled: short strokes on a grid). */
    private void hatch(GraphicsContext g, TableTransform t, TerrainFeature f, Color c) {
        Bounds b = Bounds.of(f.points());
        double step = HATCH_STEP * inch;
        double half = HATCH_HALF * inch;
        g.setStroke(c);
        g.setLineWidth(THIN_PX);
        for (double y = b.minY() + step / 2; y < b.maxY(); y += step) {
            for (double x = b.minX() + step / 2; x < b.maxX(); x += step) {
                if (f.contains(new Vec2(x, y))) {
                    g.strokeLine(t.px(x - half), t.py(y - half), t.px(x + half), t.py(y + half));
                }
            }
        }
    }
}
