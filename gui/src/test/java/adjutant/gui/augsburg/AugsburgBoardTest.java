package adjutant.gui.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.Formation;
import adjutant.engine.augsburg.LeagueOfAugsburgRuleset;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Order;
import adjutant.engine.augsburg.Status;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.gui.BoardOverlay;
import adjutant.gui.BoardPainter;
import adjutant.gui.BoardScene;
import adjutant.gui.Fx;
import adjutant.gui.Palette;
import adjutant.gui.SnapshotRenderer;
import adjutant.gui.TableTransform;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * The League of Augsburg's board on the Meeting Engagement (LOA-SCN-1), loaded as the engine's
 * tests load it while the ruleset is unregistered: figures in ranks, chits as each side may see
 * them (LOA-ORD-1, LOA-ORD-2, AMB-3: the enemy's face down until revealed), statuses, headers.
 */
class AugsburgBoardTest {

    static final Path FILE = Path.of("..", "scenarios", "league-of-augsburg", "meeting-engagement.json");
    static final Path SHOTS = Path.of("target", "screenshots");
    static final int WIDTH = 1600;

    private final AugsburgBoard board = new AugsburgBoard();

    static Scenario scenario() throws Exception {
        return ScenarioLoader.check(Files.readString(FILE), "meeting-engagement", LeagueOfAugsburgRuleset.get()).orThrow();
    }

    static LoaState start() throws Exception {
        return LeagueOfAugsburgRuleset.get().newGame(scenario(), "standard", 1);
    }

    static void apply(LoaState s, LoaAction a) {
        LeagueOfAugsburgRuleset.get().rules().apply(s, a);
    }

    /** Blue gives every unit a chit (M where it may), then red places {@code redChits} chits (F where it may). */
    static LoaState chitsPlaced(int redChits) throws Exception {
        LoaState s = start();
        int red = 0;
        while (s.currentTask() != null && s.phase() == adjutant.engine.augsburg.Phase.ORDERS) {
            Side side = LeagueOfAugsburgRuleset.get().rules().toAct(s);
            if (side == Side.RED && red == redChits) {
                break;
            }
            List<LoaAction> legal = LeagueOfAugsburgRuleset.get().rules().legalActions(s);
            Order want = side == Side.BLUE ? Order.MOVE : Order.FIRE;
            LoaAction a = legal.stream().filter(x -> ((PlaceChit) x).order() == want.ordinal()).findFirst()
                    .orElse(legal.get(0));
            apply(s, a);
            red += side == Side.RED ? 1 : 0;
        }
        return s;
    }

    BoardScene<LoaState, LoaAction> scene(LoaState s, Side viewer) throws Exception {
        return BoardScene.of(board, scenario(), s, BoardOverlay.<LoaAction>none().withViewer(viewer));
    }

    static TableTransform transform(BufferedImage img) {
        return TableTransform.fit(WIDTH, img.getHeight(), 72, 48, BoardPainter.MARGIN, BoardPainter.HEADER);
    }

    static Color pixel(BufferedImage img, double px, double py) {
        int argb = img.getRGB((int) Math.round(px), (int) Math.round(py));
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff);
    }

    static double distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue());
    }

    static void assertNear(Color want, Color got, String what) {
        assertTrue(distance(want, got) < 0.25, what + ": expected about " + want + ", got " + got);
    }

    // ------------------------------------------------------------------ the picture

    @Test
    void theMeetingEngagementStartIsDrawnFigureByFigureInItsSidesColours() throws Exception {
        LoaState s = start();
        Path out = SHOTS.resolve("loa-meeting-engagement.png");
        SnapshotRenderer.write(scene(s, null), WIDTH, out);
        BufferedImage img = javax.imageio.ImageIO.read(out.toFile());
        assertEquals(WIDTH, img.getWidth());
        TableTransform t = transform(img);
        assertEquals(1.5, t.tablePixelWidth() / t.tablePixelHeight(), 1e-9, "72 × 48 in to scale");
        assertNear(Palette.WOODS, pixel(img, t.px(17), t.py(19)), "inside the west wood");
        assertNear(Palette.TABLE, pixel(img, t.px(40), t.py(30)), "open table");
        // French battalion 1 (front centre 8.5, 6, facing up, 8 files × 2 ranks): a rear-rank musketeer
        assertNear(Palette.BLUE, pixel(img, t.px(5), t.py(4.5)), "a French musketeer");
        // Allied battalion 1 (front centre 6, 42, facing down, 12 × 2): a rear-rank musketeer
        assertNear(Palette.RED, pixel(img, t.px(2.5), t.py(43.5)), "an Allied musketeer");
        // one ring per commander's radius and many colours: a drawn board
        long distinct = java.util.Arrays.stream(img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth()))
                .distinct().limit(300).count();
        assertTrue(distinct >= 100, "a drawn board has many colours, got " + distinct);
    }

    @Test
    void aShowcaseOfStatusesModesLossesAndChitsAsBlueSeesThem() throws Exception {
        LoaState s = chitsPlaced(12);
        var setup = s.setup();
        s.unit(setup.unitOf("a1-1")).revealed = true;
        s.unit(setup.unitOf("f1-1")).set(Status.DISORDERED);
        s.unit(setup.unitOf("f1-2")).set(Status.UNFORMED);
        s.unit(setup.unitOf("f1-2")).set(Status.ORDERS_CANCELLED);
        s.unit(setup.unitOf("a2-1")).set(Status.ROUTING);
        s.unit(setup.unitOf("a2-2")).set(Status.SHATTERED);
        s.unit(setup.unitOf("f2-gun")).formation = Formation.LIMBERED;
        s.unit(setup.unitOf("fd-1")).formation = Formation.DISMOUNTED;
        s.unit(setup.unitOf("fd-1")).y = 10;
        s.removeFigures(setup.unitOf("f1-3"), 5, -1);
        s.unit(setup.unitOf("a1-2")).rallyPoints = 2;
        Path out = SHOTS.resolve("loa-showcase-blue-view.png");
        SnapshotRenderer.write(scene(s, Side.BLUE), WIDTH, out);
        assertTrue(Files.size(out) > 10_000);
    }

    @Test
    void inTheActivationPhaseTheHeaderNamesTheQueueAndCommandersShowTheirCp() throws Exception {
        LoaState s = chitsPlaced(12);
        var rules = LeagueOfAugsburgRuleset.get().rules();
        while (s.phase() != adjutant.engine.augsburg.Phase.ACTIVATION) {
            // the highest roll each time, and nobody gives CP or Rally Points
            LoaAction a = rules.isChanceNode(s) ? rules.chanceOutcomes(s).get(rules.chanceOutcomes(s).size() - 1).outcome()
                    : rules.legalActions(s).get(rules.legalActions(s).size() - 1);
            apply(s, a);
        }
        List<String> lines = board.headerLines(s, BoardOverlay.<LoaAction>none().withViewer(Side.RED));
        assertTrue(lines.get(0).startsWith("Turn 1 of 12 \u00b7 Activation phase"), lines.get(0));
        assertTrue(lines.get(1).startsWith("To act: "), lines.get(1));
        assertTrue(lines.get(1).contains(" CP)"), lines.get(1));
        Path out = SHOTS.resolve("loa-activation-red-view.png");
        SnapshotRenderer.write(scene(s, Side.RED), WIDTH, out);
        assertTrue(Files.size(out) > 10_000);
    }

    // ------------------------------------------------------------------ hidden chits

    @Test
    void theEnemysChitsAreFaceDownWithoutALetterUntilRevealed() throws Exception {
        LoaState s = chitsPlaced(3);
        var setup = s.setup();
        LoaState red = ChitFace.seen(s, Side.RED);
        LoaState blue = ChitFace.seen(s, Side.BLUE);
        int redPlaced = 0;
        for (int u = 0; u < setup.unitCount(); u++) {
            ChitFace byRed = ChitFace.of(red, u);
            ChitFace byBlue = ChitFace.of(blue, u);
            ChitFace byAll = ChitFace.of(ChitFace.seen(s, null), u);
            if (setup.side(u) == Side.BLUE) {
                assertEquals(ChitFace.FACE_DOWN, byRed, "red sees blue's chit face down: " + setup.unitName(u));
                assertEquals("", byRed.letter());
                assertEquals(ChitFace.Look.OWN_FACE_DOWN, byBlue.look());
                assertEquals(Order.MOVE, byBlue.order(), "blue reads its own chit");
                assertEquals("M", byAll.letter(), "watching the bots, every chit is read");
            } else if (byRed.look() != ChitFace.Look.NONE) {
                redPlaced++;
                assertEquals(ChitFace.Look.OWN_FACE_DOWN, byRed.look());
                assertEquals("F", byRed.letter());
                assertEquals(ChitFace.FACE_DOWN, byBlue);
            } else {
                assertEquals(ChitFace.NONE, byBlue, "no chit placed yet");
            }
        }
        assertEquals(3, redPlaced);
        // LOA-ORD-2: turned face up at activation, everyone reads it
        int f11 = setup.unitOf("f1-1");
        s.unit(f11).revealed = true;
        assertEquals(new ChitFace(ChitFace.Look.FACE_UP, Order.MOVE), ChitFace.of(ChitFace.seen(s, Side.RED), f11));
    }

    @Test
    void theRedViewersPictureShowsBluesChitBacksAndBluesShowsTheirFaces() throws Exception {
        LoaState s = chitsPlaced(0);
        int f11 = s.setup().unitOf("f1-1");
        BufferedImage asRed = SnapshotRenderer.render(scene(s, Side.RED), WIDTH);
        BufferedImage asBlue = SnapshotRenderer.render(scene(s, Side.BLUE), WIDTH);
        javax.imageio.ImageIO.write(asRed, "png", Files.createDirectories(SHOTS).resolve("loa-chits-red-view.png").toFile());
        // each sees his own army at the bottom: red's picture is the table turned half round
        TableTransform red = TableTransform.fit(WIDTH, asRed.getHeight(), 72, 48, BoardPainter.MARGIN, BoardPainter.HEADER, true);
        TableTransform blue = transform(asBlue);
        UnitPainter.Tags seenByRed = Fx.call(() -> UnitPainter.tags(red, s, f11, ChitFace.FACE_DOWN, List.of())); // the first unit;
        UnitPainter.Tags seenByBlue = Fx.call(() -> UnitPainter.tags(blue, s, f11, ChitFace.FACE_DOWN, List.of()));
        // inside the tile's top left, clear of its letter and its cross
        assertNear(ChitPainter.BACK, pixel(asRed, seenByRed.chitX() - seenByRed.height() * 0.3,
                seenByRed.y() - seenByRed.height() * 0.38), "red sees the back of French battalion 1's chit");
        assertNear(ChitPainter.FACE, pixel(asBlue, seenByBlue.chitX() - seenByBlue.height() * 0.3,
                seenByBlue.y() - seenByBlue.height() * 0.38), "blue sees the face of its own chit");
    }

    @Test
    void theEnemysChitIsNarratedWithoutItsOrder() throws Exception {
        LoaState s = chitsPlaced(0);
        int a11 = s.setup().unitOf("a1-1");
        LoaAction place = new PlaceChit(a11, Order.CHARGE.ordinal());
        String said = LeagueOfAugsburgRuleset.get().codec().words(s, place);
        assertEquals("Allied battalion 1 receives an order chit, face down.", board.wordsFor(s, place, Side.BLUE, said));
        assertEquals(said, board.wordsFor(s, place, Side.RED, said), "its own side hears it all");
        assertEquals(said, board.wordsFor(s, place, null, said), "so does one watching the bots");
    }

    // ------------------------------------------------------------------ words and the header

    @Test
    void theHeaderSaysTheTurnThePhaseWhoDecidesAndHowManyChitsLieOnTheTable() throws Exception {
        LoaState s = chitsPlaced(3);
        List<String> lines = board.headerLines(s, BoardOverlay.<LoaAction>none().withViewer(Side.BLUE));
        assertTrue(lines.get(0).startsWith("Turn 1 of 12 \u00b7 Orders phase \u00b7 Allies place order chits face down."),
                lines.get(0));
        assertTrue(lines.get(0).endsWith("figures lost: French 0%, Allies 0%"), lines.get(0));
        assertEquals("Order chits placed face down: French 12 of 12 \u00b7 Allies 3 of 12", lines.get(1));
        assertEquals("Orders", board.stepName(s));
        assertEquals("French", board.sideName(s, Side.BLUE));
        assertEquals(-1, board.unitAt(s, new Vec2(36, 24), 2));
        int f11 = s.setup().unitOf("f1-1");
        assertEquals(f11, board.unitAt(s, new Vec2(8.5, 5), 1), "inside its ranks");
        assertEquals(f11, board.unitOf(new PlaceChit(f11, Order.MOVE.ordinal())));
        assertEquals(-1, board.unitOf(new Move(-1, 3, 4, 90)), "a commander's move is no unit's");
        assertEquals(new Vec2(3, 4), board.destination(s, new Move(f11, 3, 4, 90)));
        assertEquals(new Vec2(8.5, 5), board.centre(s, f11));
    }

    @Test
    void noUnitCanBeDraggedWhileChitsArePlaced() throws Exception {
        LoaState s = start();
        int f11 = s.setup().unitOf("f1-1");
        assertFalse(board.drag().orElseThrow().canDrag(s, f11));
        assertEquals(new Vec2(8.5, 6), board.drag().orElseThrow().handle(s, f11));
        assertEquals(new Move(f11, 8.5, 9.1, 90), board.drag().orElseThrow().moveTo(s, f11, new Vec2(8.52, 9.07)),
                "rounded to 0.1\", facing kept when nothing is offered");
    }
}
