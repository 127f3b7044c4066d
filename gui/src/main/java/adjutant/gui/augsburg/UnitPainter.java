package adjutant.gui.augsburg;

import adjutant.engine.augsburg.Footprint;
import adjutant.engine.augsburg.Formation;
import adjutant.engine.augsburg.Kind;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.UnitState;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardText;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.ScreenBox;
import adjutant.gui.TableTransform;
import adjutant.gui.augsburg.FigureLayout.Piece;
import adjutant.gui.augsburg.FigureLayout.Place;
import java.util.List;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;

/**
 * Every unit as its figures in ranks seen from above, 1" a figure (LOA-ORG-2 to LOA-ORG-5), in
 * its side's colour: formed foot as squares, pikes paler with their pike, flags, officers and
 * drummers marked, horse as long ovals, light troops (skirmishers, dismounted dragoons) as
 * discs, a gun as a barrel among its crew, pointing forward unlimbered and back on its limber;
 * the front edge dark (yellow when selected). Behind it a row of tags: its order chit
 * ({@link ChitPainter}) and its statuses ({@link StatusTags}); beyond them its name. Routing
 * units are drawn faint, shattered ones grey.
 */
final class UnitPainter {

    private static final Color FRONT = Color.web("#1b1b1b");
    private static final Color GOLD = Color.web("#f2c744");
    private static final Color BRONZE = Color.web("#5a4026");
    private static final Color SHATTERED = Color.web("#8a8a8a");
    private static final double FIGURE_INSET = 0.1;
    private static final double ROUTING_ALPHA = 0.5;
    private static final double LABEL_INCHES = 1.1;
    /** Pixels between the unit, its tags and its name. */
    private static final double GAP_PX = 3;

    private final ChitPainter chits = new ChitPainter();
    private final StatusTags statuses = new StatusTags();

    /** Paints every unit's figures, taking their screen boxes so that no name covers a unit. */
    void paintUnits(GraphicsContext g, TableTransform t, LoaState s, int selected, int suggested, LabelSpace labels) {
        for (int u = 0; u < s.setup().unitCount(); u++) {
            if (s.inPlay(u)) {
                figures(g, t, s, u, u == selected || u == suggested);
                labels.take(box(t, s.footprint(u)));
            }
        }
    }

    /**
     * Paints every unit's tags, chits as {@code seen} (the state as the viewer may see it) shows
     * them, and returns each unit's row (null for units out of play) for the names to go beyond.
     */
    Tags[] paintTags(GraphicsContext g, TableTransform t, LoaState s, LoaState seen, LabelSpace labels) {
        int n = s.setup().unitCount();
        Tags[] rows = new Tags[n];
        List<ScreenBox> placed = new java.util.ArrayList<>();
        for (int u = 0; u < n; u++) {
            if (s.inPlay(u)) {
                Tags row = tags(t, s, u, ChitFace.of(seen, u), placed);
                rows[u] = row;
                if (row.width() > 0) {
                    row.paint(g, chits, statuses);
                    labels.take(row.box());
                    placed.add(row.box());
                }
            }
        }
        return rows;
    }

    /** The units' names, last, beyond their tags {@code rows}, where they cover nothing. */
    void paintLabels(GraphicsContext g, TableTransform t, LoaState s, Tags[] rows, LabelSpace labels) {
        for (int u = 0; u < s.setup().unitCount(); u++) {
            if (s.inPlay(u)) {
                label(g, t, s, u, labels, rows[u]);
            }
        }
    }

    // ---------------------------------------------------------------- figures

    private static void figures(GraphicsContext g, TableTransform t, LoaState s, int u, boolean selected) {
        UnitState us = s.unit(u);
        Footprint f = s.footprint(u);
        Kind kind = s.setup().kind(u);
        int files = (int) Math.round(f.width());
        int ranks = (int) Math.round(f.depth());
        List<Place> places = FigureLayout.of(kind, us.formation, us.figures, files, ranks);
        Side side = s.setup().side(u);
        Color colour = us.has(adjutant.engine.augsburg.Status.SHATTERED) ? SHATTERED : Palette.side(side);
        double l = t.len(1);
        g.save();
        g.translate(t.px(f.front().x()), t.py(f.front().y()));
        g.rotate(t.screenDeg(f.facing()));
        if (us.has(adjutant.engine.augsburg.Status.ROUTING)) {
            g.setGlobalAlpha(ROUTING_ALPHA);
        }
        // the ground the unit covers, faintly, so that gaps left by losses read as gaps
        g.setFill(colour.deriveColor(0, 0.35, 1.25, 0.25));
        g.fillRect(-f.depth() * l, -f.width() / 2 * l, f.depth() * l, f.width() * l);
        boolean light = kind.isLight() && !(kind == Kind.DRAGOONS && us.formation == Formation.MOUNTED);
        for (Place p : places) {
            double cx = -(p.rank() + 0.5) * l;
            double cy = (-f.width() / 2 + p.file() + 0.5) * l;
            piece(g, p.piece(), cx, cy, l, colour, light, us.formation);
        }
        g.setGlobalAlpha(1);
        g.setStroke(selected ? Palette.SELECTION : FRONT);
        g.setLineWidth(selected ? 4 : 2);
        g.strokeLine(0, -f.width() / 2 * l, 0, f.width() / 2 * l);
        g.restore();
    }

    /** One figure centred at ({@code cx}, {@code cy}) in the unit's frame: x forward, y to its right; {@code l} px an inch. */
    private static void piece(GraphicsContext g, Piece piece, double cx, double cy, double l, Color c, boolean light,
            Formation formation) {
        double h = (1 - 2 * FIGURE_INSET) * l / 2; // half a figure
        Color edge = c.darker();
        g.setLineWidth(1);
        switch (piece) {
            case MUSKETEER -> {
                if (light) {
                    disc(g, cx, cy, h * 0.8, c, edge);
                } else {
                    square(g, cx, cy, h, c, edge);
                }
            }
            case PIKE -> {
                square(g, cx, cy, h, c.deriveColor(0, 0.45, 1.35, 1), edge);
                g.setStroke(FRONT);
                g.setLineWidth(Math.max(1, l * 0.08));
                g.strokeLine(cx - h, cy, cx + h + l * 0.35, cy); // the pike, carried forward
            }
            case FLAG -> {
                square(g, cx, cy, h, c, edge);
                g.setStroke(Color.WHITE);
                g.setLineWidth(Math.max(1, l * 0.06));
                g.strokeLine(cx - h * 0.8, cy - h * 0.6, cx + h * 0.8, cy - h * 0.6); // the staff
                g.setFill(GOLD);
                g.fillRect(cx, cy - h * 0.6, h * 0.8, h * 1.2); // the colours
            }
            case OFFICER -> {
                square(g, cx, cy, h, c, edge);
                disc(g, cx, cy, h * 0.55, GOLD, FRONT);
            }
            case DRUMMER -> {
                square(g, cx, cy, h, c, edge);
                g.setStroke(Color.WHITE);
                g.setLineWidth(Math.max(1, l * 0.07));
                g.strokeOval(cx - h * 0.5, cy - h * 0.5, h, h);
            }
            case TROOPER -> {
                if (light && formation == Formation.DISMOUNTED) {
                    disc(g, cx, cy, h * 0.8, c, edge); // dismounted dragoons fight on foot (LOA-ORG-4)
                } else {
                    g.setFill(c);
                    g.fillOval(cx - h, cy - h * 0.65, 2 * h, 1.3 * h); // a horse, head to the front
                    g.setStroke(edge);
                    g.strokeOval(cx - h, cy - h * 0.65, 2 * h, 1.3 * h);
                    disc(g, cx - h * 0.15, cy, h * 0.35, light ? Color.WHITE : edge, edge); // its rider
                }
            }
            case CREW -> disc(g, cx, cy, h * 0.65, c, edge);
            case GUN -> gun(g, cx, cy, h, l, formation == Formation.LIMBERED);
        }
    }

    private static void gun(GraphicsContext g, double cx, double cy, double h, double l, boolean limbered) {
        double w = Math.max(3, l * 0.3);
        g.setFill(BRONZE);
        g.setStroke(BRONZE);
        g.setLineWidth(Math.max(1.5, l * 0.1));
        if (limbered) {
            // muzzle to the rear, the trail hooked to a limber in front
            g.fillRect(cx - h * 1.3, cy - w / 2, h * 1.5, w);
            g.strokeLine(cx, cy, cx + h * 0.6, cy);
            g.fillRect(cx + h * 0.5, cy - h * 0.7, h * 0.6, h * 1.4);
        } else {
            g.strokeLine(cx - h * 1.2, cy, cx, cy); // the trail
            g.fillRect(cx - h * 0.5, cy - w / 2, h * 1.5 + l * 0.25, w); // the muzzle over the front
        }
        g.setFill(FRONT);
        g.fillRoundRect(cx - h * 0.4, cy - h * 0.95, h * 0.7, h * 0.35, 3, 3); // wheels
        g.fillRoundRect(cx - h * 0.4, cy + h * 0.6, h * 0.7, h * 0.35, 3, 3);
    }

    private static void square(GraphicsContext g, double cx, double cy, double h, Color fill, Color edge) {
        g.setFill(fill);
        g.fillRect(cx - h, cy - h, 2 * h, 2 * h);
        g.setStroke(edge);
        g.setLineWidth(1);
        g.strokeRect(cx - h, cy - h, 2 * h, 2 * h);
    }

    private static void disc(GraphicsContext g, double cx, double cy, double r, Color fill, Color edge) {
        g.setFill(fill);
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setStroke(edge);
        g.setLineWidth(1);
        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
    }

    /** The screen box round a footprint. */
    static ScreenBox box(TableTransform t, Footprint f) {
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        for (Vec2 v : f.polygon().vertices()) {
            x0 = Math.min(x0, t.px(v.x()));
            x1 = Math.max(x1, t.px(v.x()));
            y0 = Math.min(y0, t.py(v.y()));
            y1 = Math.max(y1, t.py(v.y()));
        }
        return new ScreenBox(x0, y0, x1, y1);
    }

    // ---------------------------------------------------------------- tags and names

    /**
     * The row of a unit's chit and status tags: centred just behind its rear edge, or just in
     * front of it when behind would leave the table; slid sideways off commanders, other units
     * and the rows {@code placed} before it where it can be.
     */
    static Tags tags(TableTransform t, LoaState s, int u, ChitFace chit, List<ScreenBox> placed) {
        UnitState us = s.unit(u);
        Footprint f = s.footprint(u);
        double size = ChitPainter.size(t);
        List<String> status = StatusTags.of(us);
        double width = (chit.look() == ChitFace.Look.NONE ? 0 : size + GAP_PX) + StatusTags.width(status, size);
        Vec2 back = Vec2.unit(f.facing() + 180);
        double bx = back.x();
        double by = -back.y(); // screen y grows downwards
        double reach = Math.abs(bx) * width / 2 + Math.abs(by) * size / 2 + GAP_PX;
        Vec2 rear = f.front().plus(f.forward().times(-f.depth()));
        double x = t.px(rear.x()) + bx * reach;
        double y = t.py(rear.y()) + by * reach;
        if (!onTable(t, ScreenBox.centred(x, y, width, size))) {
            x = t.px(f.front().x()) - bx * reach;
            y = t.py(f.front().y()) - by * reach;
        }
        // slid along the rear edge off a commander or another unit standing there, if it can be
        List<ScreenBox> obstacles = new java.util.ArrayList<>(CommanderPainter.boxes(t, s));
        obstacles.addAll(placed);
        for (int v = 0; v < s.setup().unitCount(); v++) {
            if (v != u && s.inPlay(v)) {
                obstacles.add(box(t, s.footprint(v)));
            }
        }
        for (int k : new int[] {0, 1, -1, 2, -2}) {
            double sx = x + by * k * (size + GAP_PX);
            double sy = y - bx * k * (size + GAP_PX);
            ScreenBox b = ScreenBox.centred(sx, sy, width, size);
            if (onTable(t, b) && obstacles.stream().noneMatch(b::overlaps)) {
                x = sx;
                y = sy;
                break;
            }
        }
        return new Tags(x, y, width, size, chit, status, bx, by, Palette.side(s.setup().side(u)));
    }

    private static boolean onTable(TableTransform t, ScreenBox b) {
        return b.x0() >= t.left() && b.y0() >= t.top() && b.x1() <= t.left() + t.tablePixelWidth()
                && b.y1() <= t.top() + t.tablePixelHeight();
    }

    /** The unit's name beyond its tags, else in front of it, where it covers nothing. */
    private static void label(GraphicsContext g, TableTransform t, LoaState s, int u, LabelSpace labels, Tags row) {
        Font font = BoardText.scaledBold(t, LABEL_INCHES, 9, 13);
        String name = s.setup().unitName(u);
        double w = BoardText.width(name, font) + 4;
        double h = font.getSize() + 2;
        Footprint f = s.footprint(u);
        double reach = Math.abs(row.bx()) * w / 2 + Math.abs(row.by()) * h / 2 + GAP_PX;
        double tagReach = row.width() == 0 ? -GAP_PX - Math.abs(row.by()) * row.height() / 2
                : Math.abs(row.bx()) * row.width() / 2 + Math.abs(row.by()) * row.height() / 2;
        double side = Math.abs(row.by()) * w / 2 + Math.abs(row.bx()) * h / 2 + GAP_PX + t.len(f.width()) / 2;
        double[][] spots = {
            {row.x() + row.bx() * (tagReach + reach), row.y() + row.by() * (tagReach + reach)},
            {t.px(f.front().x()) - row.bx() * reach, t.py(f.front().y()) - row.by() * reach},
            {row.x() - row.bx() * (tagReach + reach), row.y() - row.by() * (tagReach + reach)},
            // crowded: off either flank, then further behind and in front
            {t.px(f.centre().x()) + row.by() * side, t.py(f.centre().y()) - row.bx() * side},
            {t.px(f.centre().x()) - row.by() * side, t.py(f.centre().y()) + row.bx() * side},
            {row.x() + row.bx() * (tagReach + 3 * reach), row.y() + row.by() * (tagReach + 3 * reach)},
            {t.px(f.front().x()) - row.bx() * 3 * reach, t.py(f.front().y()) - row.by() * 3 * reach},
        };
        double[] fallback = null;
        for (double[] p : spots) {
            ScreenBox box = ScreenBox.centred(p[0], p[1], w, h);
            if (onTable(t, box) && fallback == null) {
                fallback = p;
            }
            if (labels.isFree(box) && onTable(t, box)) {
                draw(g, s, u, labels, font, name, p, box);
                return;
            }
        }
        if (fallback != null) { // every spot covers something: a name over a mark beats no name
            draw(g, s, u, labels, font, name, fallback, ScreenBox.centred(fallback[0], fallback[1], w, h));
        }
    }

    private static void draw(GraphicsContext g, LoaState s, int u, LabelSpace labels, Font font, String name, double[] p,
            ScreenBox box) {
        labels.take(box);
        g.setFont(font);
        g.setTextAlign(javafx.scene.text.TextAlignment.CENTER);
        g.setTextBaseline(javafx.geometry.VPos.CENTER);
        BoardText.outlined(g, name, p[0], p[1], Palette.side(s.setup().side(u)).darker());
    }

    /**
     * A unit's row of tags on the screen, centred at ({@code x}, {@code y}); ({@code bx},
     * {@code by}) is the screen direction of the unit's rear.
     */
    record Tags(double x, double y, double width, double height, ChitFace chit, List<String> status, double bx,
            double by, Color side) {

        ScreenBox box() {
            return ScreenBox.centred(x, y, width, height);
        }

        /** The centre of the chit, the row's first tag. */
        double chitX() {
            return x - width / 2 + height / 2;
        }

        void paint(GraphicsContext g, ChitPainter chits, StatusTags statuses) {
            double left = x - width / 2;
            if (chit.look() != ChitFace.Look.NONE) {
                chits.paint(g, chit, chitX(), y, height, side);
                left += height + GAP_PX;
            }
            statuses.paint(g, status, left, y, height);
        }
    }
}
