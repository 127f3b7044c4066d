package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.ShowcaseStates;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.Variant;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

class SnapshotRendererTest {
    static final Path SHOTS = Path.of("target", "screenshots");

    @Test
    void snapshotOfTheDemoIsAtLeast1600WideKeepsTheTableAspectAndShowsTerrainAndObjectives() throws Exception {
        BaState s = BlownAway.newGame(DemoScenario.create(Variant.CHANCE), Variant.CHANCE, 1);
        Path out = SHOTS.resolve("snapshot-demo.png");
        BoardScene<BaState, BaAction> scene = scene(s, BoardOverlay.none());
        SnapshotRenderer.write(scene, 1600, out);

        BufferedImage img = ImageIO.read(out.toFile());
        assertEquals(1600, img.getWidth());
        assertEquals(SnapshotRenderer.heightFor(scene, 1600), img.getHeight());
        TableTransform t = TableTransform.fit(1600, img.getHeight(), 96, 48, BoardPainter.MARGIN, BoardPainter.HEADER);
        assertEquals(2.0, t.tablePixelWidth() / t.tablePixelHeight(), 1e-9, "8 ft × 4 ft to scale");

        assertColour(img, t, 17, 29.5, Palette.WOODS, "inside the oak wood");
        assertColour(img, t, 71.7, 10, Palette.RIVER, "in the river");
        assertColour(img, t, 8, 11, Palette.FIELD, "in the field");
        assertColour(img, t, 90, 40, Palette.TABLE, "open table");
        // Nobody owns the hill objective at the start: pale neutral over the hill.
        Color hill = pixel(img, t, 42, 33.2);
        assertTrue(hill.getBrightness() > 0.75, "objective area is pale: " + hill);
        long distinct = img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth()).length > 0
                ? java.util.Arrays.stream(img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth()))
                        .distinct().limit(200).count()
                : 0;
        assertTrue(distinct >= 50, "a drawn board has many colours, got " + distinct);
    }

    @Test
    void snapshotShowsRunnersTheDeadEngagementsTheGunArcAndCards() throws Exception {
        BaState s = BlownAway.newGame(DemoScenario.create(Variant.CHANCE), Variant.CHANCE, 1);
        var setup = s.setup();
        int fusiliers = setup.unitIndex("b-inf-1");
        int croats = setup.unitIndex("r-inf-1");
        int f0 = setup.firstFigure(fusiliers);
        ShowcaseStates.setStatus(s, f0, FigureStatus.KILLED_ON_FIELD);
        ShowcaseStates.setStatus(s, f0 + 1, FigureStatus.RUNNING);
        ShowcaseStates.moveFigure(s, f0 + 1, 16, 2);
        ShowcaseStates.setStatus(s, f0 + 2, FigureStatus.RUNNING);
        ShowcaseStates.moveFigure(s, f0 + 2, 18, 2.5);
        ShowcaseStates.engage(s, fusiliers, croats, 0);
        ShowcaseStates.artilleryStep(s, setup.unitIndex("b-art-1"));
        ShowcaseStates.owner(s, 0, 1);
        ShowcaseStates.owner(s, 1, 2);
        BoardOverlay<BaAction> o = BoardOverlay.<BaAction>none().withSelected(setup.unitIndex("b-cav-1"))
                .withSuggestion(setup.unitIndex("b-inf-2"), new Vec2(60, 14))
                .withLastChance(new CardDraw(7, 12));
        Path out = SHOTS.resolve("snapshot-showcase.png");
        SnapshotRenderer.write(scene(s, o), 1600, out);
        BufferedImage img = ImageIO.read(out.toFile());
        assertEquals(1600, img.getWidth());
        TableTransform t = TableTransform.fit(1600, img.getHeight(), 96, 48, BoardPainter.MARGIN, BoardPainter.HEADER);
        Color blueOwned = pixel(img, t, 43, 34.5);
        Color redOwned = pixel(img, t, 51, 34.5);
        assertTrue(blueOwned.getBlue() > redOwned.getBlue() + 0.1 && redOwned.getRed() > blueOwned.getRed() + 0.1,
                "blue owns the hill (" + blueOwned + "), red the redoubt (" + redOwned + ")");
        assertTrue(Files.size(out) > 10_000);
    }

    /** The demo scenario's board with {@code s} on it, drawn by the plug-in the registry finds for Blown Away. */
    static BoardScene<BaState, BaAction> scene(BaState s, BoardOverlay<BaAction> o) {
        return BoardScene.of(BoardPlugins.of(BlownAwayRuleset.get()), DemoScenario.create(s.setup().variant()), s, o);
    }

    static Color pixel(BufferedImage img, TableTransform t, double x, double y) {
        int argb = img.getRGB((int) Math.round(t.px(x)), (int) Math.round(t.py(y)));
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff);
    }

    static void assertColour(BufferedImage img, TableTransform t, double x, double y, Color want, String where) {
        Color got = pixel(img, t, x, y);
        double d = Math.abs(got.getRed() - want.getRed()) + Math.abs(got.getGreen() - want.getGreen())
                + Math.abs(got.getBlue() - want.getBlue());
        assertTrue(d < 0.25, where + ": expected about " + want + ", got " + got);
    }
}
