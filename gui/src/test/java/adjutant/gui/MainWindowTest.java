package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.TableTerms;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.EndCombats;
import adjutant.engine.blownaway.action.HoldFire;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The real game of the shipped encounter, played through the window as a person would. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private static final String BOT = EncounterBoard.BOT;

    @TempDir
    Path dir;

    private GameController<BaState, BaAction> game;
    private MainWindow<BaState, BaAction> window;

    @Start
    void start(Stage stage) {
        EncounterBoard board = EncounterBoard.show(stage, 820);
        game = board.game();
        window = board.window();
    }

    @Test
    void playsTheEncounterWithChance(FxRobot robot) throws Exception {
        play(robot, Variant.CHANCE);
    }

    @Test
    void playsTheEncounterWithoutChance(FxRobot robot) throws Exception {
        play(robot, Variant.WITHOUT_CHANCE);
    }

    /**
     * Move a unit picked on the board with a candidate from the list, step through the artillery
     * and combat decisions, let the bot reply, undo, save and load, and replay back and forth.
     */
    private void play(FxRobot robot, Variant v) throws Exception {
        String tag = "play-" + v.id();
        // A position in mid-game where Prussians (blue, the person) are to move, armies in contact;
        // the chance game's record is of format 1 (saved before format 2): it goes on in format 2.
        Path start = dir.resolve("start-" + v.id() + ".json");
        GameRecord<BaState, BaAction> startRecord = RandomGames.encounterBeforeBlueFights(v, 5);
        GameRecords.write(v == Variant.CHANCE ? RandomGames.asFormat1(startRecord) : startRecord, start);
        robot.interact(() -> {
            try {
                game.load(start);
            } catch (RecordException e) {
                throw new AssertionError(e);
            }
        });
        awaitPerson();

        // 1. Click a unit on the board; its candidates show in the list.
        BaState before = game.state();
        assertEquals(Phase.MAIN, before.phase());
        Move move = game.candidates().stream().filter(a -> a instanceof Move m && m.distance() >= 2
                        && before.setup().type(m.unit()) == UnitType.INFANTRY && Math.abs(m.pivotDeg()) < 1e-9)
                .map(Move.class::cast).findFirst().orElseThrow(() -> new AssertionError("no infantry advance in "
                        + game.candidates().stream().map(BaAction::notation).toList()));
        int unit = move.unit();
        int soldier = soldierOf(before, unit);
        robot.clickOn(onBoard(before.position(soldier)));
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.write(window, tag + "-1-unit-selected");
        assertEquals(unit, game.selectedUnitProperty().get(), "clicked " + before.position(soldier) + " at "
                + onBoard(before.position(soldier)) + ": " + game.messageProperty().get() + " steps "
                + game.record().steps().stream().map(x -> x.action().notation()).toList() + " before: turn "
                + before.turn() + " " + before.deciding());
        assertEquals(unit, window.board().overlay().selectedUnit());

        // 2. Pick the move in the list: it is described in table terms; play it.
        clickAction(robot, move);
        String said = robot.lookup("#actionDescription").queryAs(Label.class).getText();
        assertEquals(TableTerms.describe(before, move), said);
        assertTrue(said.startsWith(before.setup().unitName(unit) + ": advance"), said);
        int mine = game.history().size();
        robot.clickOn("#play");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(move, game.record().steps().get(mine).action());
        BaState moved = game.state();
        assertTrue(moved.position(soldier).distance(before.position(soldier)) > 0.5, "the figures moved");
        assertEquals(moved.position(soldier), window.board().state().position(soldier), "the board shows it");
        Color c = pixelAt(moved.position(soldier));
        assertTrue(c.getBlue() > c.getRed() + 0.15, "a blue figure is drawn where the soldier stands: " + c);
        Screenshots.write(window, tag + "-2-moved");

        // 3. Step through the person's artillery and combat decisions (hold, end combats, declare hold).
        Set<Phase> seen = EnumSet.noneOf(Phase.class);
        int turns = 0;
        int lastHumanSize = 0;
        long lastHumanHash = before.hash();
        while (turns < 3) {
            awaitPerson();
            BaState s = game.state();
            if (s.outcome().isOver()) {
                break;
            }
            lastHumanSize = game.history().size();
            lastHumanHash = s.hash();
            if (s.phase() == Phase.MAIN) {
                turns++;
                if (turns == 3) {
                    break;
                }
                clickAction(robot, new Pass());
            } else {
                seen.add(s.phase());
                clickAction(robot, quiet(game.candidates()));
                if (seen.size() == 1) {
                    Screenshots.write(window, tag + "-3-" + s.phase().name().toLowerCase());
                }
            }
            robot.clickOn("#play");
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertFalse(seen.isEmpty(), "the person met artillery or combat decisions");

        // 4. The bot replied, and explained itself in table terms.
        String why = robot.lookup("#explanation").queryAs(TextArea.class).getText();
        assertTrue(why.startsWith("Austrians (" + BOT + "):"), why);
        assertTrue(why.contains("Alternatives considered:"), why);
        Screenshots.write(window, tag + "-4-after-bot");

        // 5. Undo takes back to the person's last decision.
        robot.clickOn("#undo");
        WaitForAsyncUtils.waitForFxEvents();
        awaitIdle();
        assertTrue(game.history().size() <= lastHumanSize, game.history().size() + " > " + lastHumanSize);
        if (game.history().size() == lastHumanSize) {
            assertEquals(lastHumanHash, game.state().hash());
        }
        assertTrue(game.humanToAct());

        // 6. The searching bot suggests a decision for the person.
        robot.clickOn("#suggest");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> game.lastDecisionProperty().get() != null
                && game.lastDecisionProperty().get().who().startsWith("Suggestion") && !game.thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        GameController.Explained<BaState, BaAction> suggestion = game.lastDecisionProperty().get();
        why = robot.lookup("#explanation").queryAs(TextArea.class).getText();
        assertTrue(why.contains(TableTerms.describe(suggestion.state(), suggestion.decision().action())), why);
        Screenshots.write(window, tag + "-5-suggestion");

        // 7. Save and load: same steps, same state.
        Path file = dir.resolve("game-" + v.id() + ".json");
        long hash = game.state().hash();
        int steps = game.history().size();
        robot.interact(() -> {
            try {
                game.save(file);
                game.load(file);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertTrue(Files.size(file) > 1000);
        assertTrue(Files.readString(file).contains("\"format\" : \"adjutant-game/4\""));
        assertEquals(hash, game.state().hash());
        assertEquals(steps, game.history().size());

        // 8. Replay: start, forward, back, end.
        List<GameRecord.Step<BaAction>> recorded = game.record().steps();
        robot.clickOn("#replayStart");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, game.history().index());
        for (int i = 0; i <= mine + 1; i++) {
            robot.clickOn("#replayForward");
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(recorded.get(mine + 1).hashAfter(), game.state().hash());
        assertTrue(game.messageProperty().get().startsWith("Step " + (mine + 2) + " of " + steps),
                game.messageProperty().get());
        robot.clickOn("#replayBack");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(recorded.get(mine).hashAfter(), game.state().hash());
        assertTrue(game.messageProperty().get().contains(before.setup().unitName(unit) + ": advance"),
                game.messageProperty().get());
        Screenshots.write(window, tag + "-6-replay");
        robot.clickOn("#replayEnd");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(hash, game.state().hash());
    }

    @Test
    void theTurnLogTellsEveryStepOfBothSidesInWords(FxRobot robot) throws Exception {
        awaitPerson();
        robot.interact(() -> game.play(quiet(game.candidates())));
        awaitPerson();
        List<String> lines = robot.lookup("#turnLog").queryListView().getItems().stream().map(Object::toString).toList();
        assertEquals("Turn 1", lines.get(0));
        long told = lines.stream().filter(l -> !l.startsWith("Turn ")).count();
        assertEquals(game.history().index(), told, "one line per step: " + lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Prussians: ")), "the person's step: " + lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Austrians: ")), "the bot's steps: " + lines);
        assertTrue(lines.stream().noneMatch(l -> l.matches(".*\\bu[0-9]+\\b.*")), "units by name, not id: " + lines);
        robot.clickOn("#undo");
        WaitForAsyncUtils.waitForFxEvents();
        long after = robot.lookup("#turnLog").queryListView().getItems().stream().filter(l -> !l.toString().startsWith("Turn ")).count();
        assertEquals(game.history().index(), after, "told again after an undo");
    }

    @Test
    void placingTheCommanderMovesHimAndUndoTakesItBack(FxRobot robot) throws Exception {
        awaitPerson();
        Vec2 before = game.state().commander(Side.BLUE);
        robot.clickOn("#commanderMode");
        robot.clickOn(onBoard(new Vec2(40, 12)));
        WaitForAsyncUtils.waitForFxEvents();
        Vec2 after = game.state().commander(Side.BLUE);
        assertEquals(40, after.x(), 0.2);
        assertEquals(12, after.y(), 0.2);
        robot.clickOn("#undo");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, game.state().commander(Side.BLUE));
    }

    @Test
    void draggingAUnitShowsTheRulesVerdictLive(FxRobot robot) throws Exception {
        awaitPerson();
        BaState s = game.state();
        int grenadiers = s.setup().unitIndex("b-inf-1");
        Vec2 anchor = s.anchor(grenadiers);
        robot.drag(onBoard(anchor)).moveTo(onBoard(anchor.plus(new Vec2(2, 5))));
        WaitForAsyncUtils.waitForFxEvents();
        BoardOverlay<BaAction> o = window.board().overlay();
        assertNotNull(o.preview(), "a move is previewed while dragging");
        Move dragged = (Move) o.preview();
        assertEquals(grenadiers, dragged.unit());
        assertEquals(Math.hypot(2, 5), dragged.distance(), 0.15, "to a pixel");
        assertEquals(0, dragged.pivotDeg(), 1e-9, "an oblique move within 45 degrees needs no pivot");
        assertNotNull(o.previewVerdict());
        Screenshots.write(window, "window-dragging");
        robot.release(javafx.scene.input.MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        String msg = game.messageProperty().get();
        boolean moved = !game.state().anchor(grenadiers).equals(anchor) || game.history().size() > 0;
        assertTrue(moved || msg.startsWith("Not allowed: " + s.setup().unitName(grenadiers)), msg);
    }

    // ------------------------------------------------------------------ helpers

    /** Waits until the person decides (bots and cards done). */
    private void awaitPerson() throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> game.humanToAct() || game.state().outcome().isOver()
                || (!game.thinkingProperty().get() && !game.autoBotsProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game.humanToAct() || game.state().outcome().isOver(), "stuck: " + game.messageProperty().get());
    }

    private void awaitIdle() throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> !game.thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The decision that starts no fight: hold fire, declare hold, end combats, or else the first. */
    private static BaAction quiet(List<BaAction> candidates) {
        for (BaAction a : candidates) {
            if (a instanceof HoldFire || a instanceof EndCombats || (a instanceof Declare d && d.holds())) {
                return a;
            }
        }
        return candidates.get(0);
    }

    private static int soldierOf(BaState s, int unit) {
        BaSetup setup = s.setup();
        for (int f = setup.firstFigure(unit); f < setup.firstFigure(unit) + setup.startMen(unit); f++) {
            if (setup.role(f) == Role.SOLDIER && s.status(f) == FigureStatus.IN_RANKS) {
                return f;
            }
        }
        throw new AssertionError("no soldier in ranks in u" + unit);
    }

    /** Scrolls the candidate list to the action's row and clicks it. */
    private void clickAction(FxRobot robot, BaAction action) {
        @SuppressWarnings("unchecked")
        ListView<ActionPanel.Row<BaAction>> list = robot.lookup("#actions").queryAs(ListView.class);
        int row = -1;
        for (int i = 0; i < list.getItems().size(); i++) {
            if (action.equals(list.getItems().get(i).action())) {
                row = i;
            }
        }
        assertTrue(row >= 0, action.notation() + " is not in the list");
        int r = row;
        String text = list.getItems().get(r).text();
        robot.interact(() -> list.scrollTo(Math.max(0, r - 2)));
        ListCell<?> cell = robot.lookup(".list-cell")
                .match(n -> n instanceof ListCell<?> c && c.getText() != null
                        && c.getText().equals(text))
                .queryAs(ListCell.class);
        robot.clickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Point2D onBoard(Vec2 p) {
        TableTransform t = window.board().transform();
        return window.board().canvas().localToScreen(t.px(p.x()), t.py(p.y()));
    }

    private Color pixelAt(Vec2 p) throws Exception {
        TableTransform t = window.board().transform();
        var img = Fx.call(() -> SwingFXUtils.fromFXImage(window.board().canvas().snapshot(null, null), null));
        int argb = img.getRGB((int) Math.round(t.px(p.x())), (int) Math.round(t.py(p.y())));
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff);
    }
}
