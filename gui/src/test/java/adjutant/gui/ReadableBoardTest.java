package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.awt.image.BufferedImage;
import java.util.List;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/** #21 item 3: a board a person reads without a key of his own: legend, scale, names, his army at the bottom. */
class ReadableBoardTest {

    private final BoardPlugin<BaState, BaAction> board = BoardPlugins.of(BlownAwayRuleset.get());

    @Test
    void seenFromRedTheTableIsTurnedHalfRound() {
        TableTransform blue = TableTransform.fit(1600, 880, 96, 48, BoardPainter.MARGIN, BoardPainter.HEADER);
        TableTransform red = TableTransform.fit(1600, 880, 96, 48, BoardPainter.MARGIN, BoardPainter.HEADER, true);
        assertTrue(blue.py(0) > blue.py(48), "blue's edge at the bottom");
        assertTrue(red.py(48) > red.py(0), "red's edge at the bottom");
        assertTrue(red.px(96) < red.px(0), "red's left is the far end of x");
        Vec2 p = new Vec2(20, 10);
        Vec2 back = red.toTable(red.px(p.x()), red.py(p.y()));
        assertEquals(p.x(), back.x(), 1e-9);
        assertEquals(p.y(), back.y(), 1e-9);
        assertEquals(180 - 30, red.screenDeg(30), 1e-9);
    }

    @Test
    void aRedPlayersArmyIsDrawnAtTheBottom() throws Exception {
        BaState s = BlownAway.newGame(DemoScenario.create(Variant.CHANCE), Variant.CHANCE, 1);
        BoardScene<BaState, BaAction> seenByRed = SnapshotRendererTest.scene(s, BoardOverlay.<BaAction>none().withViewer(Side.RED));
        BufferedImage img = SnapshotRenderer.render(seenByRed, 1600);
        TableTransform t = TableTransform.fit(1600, img.getHeight(), 96, 48, BoardPainter.MARGIN, BoardPainter.HEADER, true);
        int redUnit = s.setup().unitIndex("r-inf-1");
        Vec2 c = board.centre(s, redUnit);
        assertTrue(t.py(c.y()) > img.getHeight() / 2.0, "red's infantry in the lower half");
        SnapshotRendererTest.assertColour(img, t, 17, 29.5, Palette.WOODS, "the oak wood where it stands, seen from red");
    }

    @Test
    void theLegendNamesEveryMarkAndTheHeaderTheArmiesAndRules() {
        BaState s = BlownAway.newGame(DemoScenario.create(Variant.CHANCE), Variant.CHANCE, 1);
        List<String> legend = board.legend().stream().map(LegendItem::text).toList();
        assertEquals(List.of("officer", "drummer", "flag bearer", "other command", "soldier", "gunner", "running", "killed",
                "facing", "army commander"), legend);
        assertEquals("Blown Away, chance version", board.rulesTitle(s));
        for (int u = 0; u < s.setup().unitCount(); u++) {
            assertFalse(board.unitLabel(s, u).matches(".*\\bu\\d+\\b.*"), "no notation in a unit's name: " + board.unitLabel(s, u));
        }
    }

    @Test
    void theHeaderCarriesTheLegendAndTheScale() throws Exception {
        BaState s = BlownAway.newGame(DemoScenario.create(Variant.CHANCE), Variant.CHANCE, 1);
        BufferedImage img = SnapshotRenderer.render(SnapshotRendererTest.scene(s, BoardOverlay.none()), 1600);
        TableTransform t = TableTransform.fit(1600, img.getHeight(), 96, 48, BoardPainter.MARGIN, BoardPainter.HEADER);
        // the scale bar: a light line on the dark header, in its last line, at the right
        int y = (int) Math.round(t.top() - BoardPainter.HEADER + 10 + 2 * 19);
        int light = 0;
        for (int x = (int) (t.left() + t.tablePixelWidth() * 0.75); x < t.left() + t.tablePixelWidth(); x++) {
            Color c = color(img.getRGB(x, y));
            if (c.getBrightness() > 0.7) {
                light++;
            }
        }
        assertTrue(light > 60, "a scale bar at least 70 px long, its words too: " + light + " light pixels");
    }

    /** Fieldworks deploys whole lines at the table's edges: no label may spill over them. */
    @Test
    void labelsStayOnTheTable() {
        var scenario = adjutant.engine.scenario.ScenarioLoader.loadNamed("fieldworks");
        BaState s = BlownAwayRuleset.get().newGame(scenario, "chance", 1);
        BufferedImage img = SnapshotRenderer.render(BoardScene.of(board, scenario, s, BoardOverlay.none()), 1600);
        TableTransform t = TableTransform.fit(1600, img.getHeight(), 96, 48, BoardPainter.MARGIN, BoardPainter.HEADER);
        int below = (int) Math.ceil(t.top() + t.tablePixelHeight()) + 2;
        // the commander's marker, at the very edge, may overhang it: it is not a label
        double commander = t.px(s.commander(Side.BLUE).x());
        double ring = Math.max(7, t.len(1.2)) + 3;
        int off = 0;
        for (int y = below; y < img.getHeight() - 1; y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                if (Math.abs(x - commander) <= ring) {
                    continue;
                }
                Color c = color(img.getRGB(x, y));
                if (Math.abs(c.getBrightness() - Palette.BACKGROUND.getBrightness()) > 0.1) {
                    off++;
                }
            }
        }
        assertEquals(0, off, "pixels drawn below the table's near edge");
    }

    private static Color color(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff);
    }
}
