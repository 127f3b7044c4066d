package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardOverlay;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.ScreenBox;
import adjutant.gui.TableTransform;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/**
 * Every unit in three passes, so that nothing covers what matters more: first the halos of the
 * selected and the suggested unit, then each unit's gun, men and facing arrow, then the labels
 * (which keep off every man standing).
 */
final class UnitPainter {
    /** A halo reaches this far beyond a man's base, in inches. */
    private static final double HALO = 0.45;
    /** A gun's halo radius, in inches. */
    private static final double GUN_HALO = 1.6;
    private static final double HALO_OPACITY = 0.75;

    private final FigurePainter figures;
    private final GunPainter guns;
    private final FacingArrow facing;
    private final UnitLabels labels;

    UnitPainter(FigurePainter figures, GunPainter guns, FacingArrow facing, UnitLabels labels) {
        this.figures = figures;
        this.guns = guns;
        this.facing = facing;
        this.labels = labels;
    }

    void paint(GraphicsContext g, TableTransform t, BaState s, BoardOverlay<BaAction> o, LabelSpace space) {
        reserveMen(t, s, space);
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
                guns.paint(g, t, s.anchor(u), s.facingDeg(u), c);
            }
            for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
                figures.paint(g, t, s, f, c);
            }
            if (s.inRanks(u) > 0) {
                facing.paint(g, t, s.anchor(u), s.facingDeg(u), c);
            }
        }
        for (int u = 0; u < setup.unitCount(); u++) {
            labels.paint(g, t, s, u, space);
        }
    }

    /** Keeps labels off every man on the table. */
    private void reserveMen(TableTransform t, BaState s, LabelSpace space) {
        for (int f = 0; f < s.setup().figureCount(); f++) {
            if (UnitGeometry.standing(s, f)) {
                double r = figures.radius(t, s, f);
                space.take(ScreenBox.centred(t.px(s.figureX(f)), t.py(s.figureY(f)), 2 * r, 2 * r));
            }
        }
    }

    private static void halo(GraphicsContext g, TableTransform t, BaState s, int u, Color c) {
        BaSetup setup = s.setup();
        g.setFill(c.deriveColor(0, 1, 1, HALO_OPACITY));
        for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
            if (UnitGeometry.standing(s, f)) {
                double r = t.len(setup.radius(f) + HALO);
                g.fillOval(t.px(s.figureX(f)) - r, t.py(s.figureY(f)) - r, 2 * r, 2 * r);
            }
        }
        if (setup.type(u) == UnitType.ARTILLERY) {
            double r = t.len(GUN_HALO);
            Vec2 a = s.anchor(u);
            g.fillOval(t.px(a.x()) - r, t.py(a.y()) - r, 2 * r, 2 * r);
        }
    }
}
