package adjutant.gui;

import adjutant.engine.scenario.LengthUnit;
import javafx.scene.canvas.GraphicsContext;

/**
 * The bare table: its cloth, a grid to judge distances by eye (every foot on a table in inches,
 * every 30 cm on one in centimetres) and its edge.
 */
final class TablePainter {
    private static final double GRID_PX = 1;
    private static final double EDGE_PX = 2;

    private TablePainter() {}

    /** The grid's spacing in the table's unit. */
    static double gridStep(LengthUnit unit) {
        return unit == LengthUnit.CENTIMETRE ? 30 : 12;
    }

    static void paint(GraphicsContext g, TableTransform t, LengthUnit unit) {
        g.setFill(Palette.TABLE);
        g.fillRect(t.left(), t.top(), t.tablePixelWidth(), t.tablePixelHeight());
        g.setStroke(Palette.GRID);
        g.setLineWidth(GRID_PX);
        double step = gridStep(unit);
        for (double x = step; x < t.tableLength(); x += step) {
            g.strokeLine(t.px(x), t.py(0), t.px(x), t.py(t.tableWidth()));
        }
        for (double y = step; y < t.tableWidth(); y += step) {
            g.strokeLine(t.px(0), t.py(y), t.px(t.tableLength()), t.py(y));
        }
        g.setStroke(Palette.TABLE_EDGE);
        g.setLineWidth(EDGE_PX);
        g.strokeRect(t.left(), t.top(), t.tablePixelWidth(), t.tablePixelHeight());
    }
}
