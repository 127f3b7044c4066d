package adjutant.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.SecretDeployment;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.game.TableSync;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game played at a real table keeps its syncs (units set where they stand, BA-SETUP-9's
 * revealed deployment) as steps of its record: written, read and replayed with their hashes,
 * and a damaged one is refused with where and why.
 */
class TableSyncRecordTest {
    @TempDir
    Path dir;

    private final TableFrame<BaState> frame = BlownAwayRuleset.get().tableFrame().orElseThrow();

    /** The encounter with the red deployment revealed, one blue unit set 2 in to the right, then a few random steps. */
    private GameRecord<BaState, BaAction> tableGame() {
        GameRecorder<BaState, BaAction> g = new GameRecorder<>(BlownAwayRuleset.get(), BaScenario.named("encounter"),
                Variant.CHANCE.id(), 7);
        SecretDeployment secret = SecretDeployment.choose(frame, g.state(), Side.RED, Side.BLUE, "Austrians",
                new SplittableRandom(7)).orElseThrow();
        g.sync(secret.reveal(Side.BLUE));
        int blue = firstOf(g.state(), Side.BLUE);
        TablePlacement p = frame.placement(g.state(), blue, Side.BLUE);
        g.sync(TableSync.of(Map.of(blue, new TablePlacement(p.fromLeft() + 2, p.fromOwnEdge(), p.facing())), Side.BLUE));
        SplittableRandom rng = new SplittableRandom(7);
        for (int i = 0; i < 12; i++) {
            if (g.rules().isChanceNode(g.state())) {
                g.resolveChance();
            } else {
                List<BaAction> legal = g.rules().legalActions(g.state());
                g.apply(legal.get(rng.nextInt(legal.size())));
            }
        }
        return g.record();
    }

    private int firstOf(BaState s, Side side) {
        for (int u = 0;; u++) {
            if (frame.side(s, u) == side) {
                return u;
            }
        }
    }

    @Test
    void syncsAreWrittenReadAndReplayedWithTheirHashes_BA_SETUP_9() throws Exception {
        GameRecord<BaState, BaAction> r = tableGame();
        assertTrue(r.steps().get(0).isSync() && r.steps().get(0).sync().deployment());
        Path file = dir.resolve("table.json");
        GameRecords.write(r, file);
        GameRecord<BaState, BaAction> back = GameRecords.read(file).of(BlownAwayRuleset.get());
        assertEquals(r.steps(), back.steps(), "every step, syncs included, read back alike");
        assertEquals(r.steps().get(0).sync().text(), back.steps().get(0).sync().text(), "the revealed text word for word");
        GameRecords.Replay<BaState> replay = GameRecords.replay(back);
        assertEquals(r.steps().get(r.steps().size() - 1).hashAfter(), replay.finalState().hash());
        assertEquals(GameRecords.toJson(r), GameRecords.toJson(back), "written alike again");
    }

    @Test
    void aSyncIsToldInWordsWithTheUnitsMeasures() throws Exception {
        GameRecord<BaState, BaAction> r = tableGame();
        List<BaState> states = new java.util.ArrayList<>();
        states.add(r.ruleset().newGame(r.scenario(), r.variant(), r.seed()));
        GameRecords.replay(r, s -> states.add(s.copy()));
        List<String> lines = Narration.of(r.ruleset(), states, r.steps());
        assertTrue(lines.get(0).startsWith("    The secret deployment is revealed: "), lines.get(0));
        assertTrue(lines.get(1).matches(" {4}Set where they stand on the table \\(not a move\\): .+, .+ in from the left edge, .+ in "
                + "from your edge, facing .+\\."), lines.get(1));
    }

    @Test
    void aDamagedSyncIsRefusedWithWhereAndWhy() throws Exception {
        String json = GameRecords.toJson(tableGame());
        String movedOffTable = json.replaceFirst("\"fromLeft\" : [0-9.]+", "\"fromLeft\" : -40.0");
        RecordException off = assertThrows(RecordException.class, () -> GameRecords.replay(GameRecords.parse(movedOffTable)));
        assertTrue(off.getMessage().startsWith("step 1 ($.steps[0]) (a sync): "), off.getMessage());

        String noUnits = inSteps(json, "\"units\" : \\[", "\"unitz\" : [");
        RecordException missing = assertThrows(RecordException.class, () -> GameRecords.parse(noUnits));
        assertEquals("step 1 ($.steps[0]).sync.units: missing (the units set and where)", missing.getMessage());

        String badSide = json.replaceFirst("\"seenBy\" : \"blue\"", "\"seenBy\" : \"green\"");
        RecordException side = assertThrows(RecordException.class, () -> GameRecords.parse(badSide));
        assertTrue(side.getMessage().contains(".sync.seenBy: 'green' is not a side"), side.getMessage());

        String extra = json.replaceFirst("\"sync\" : \\{", "\"chance\" : true, \"sync\" : {");
        RecordException both = assertThrows(RecordException.class, () -> GameRecords.parse(extra));
        assertTrue(both.getMessage().contains("a sync has only"), both.getMessage());

        String otherHash = json.replaceFirst("(\"sync\" : \\{[^}]*\\}[^\"]*\"hash\" : \")[0-9a-f]", "$1" + "z");
        assertThrows(RecordException.class, () -> GameRecords.replay(GameRecords.parse(otherHash)));
    }

    /** The record with the first match of {@code regex} among its steps replaced (the scenario before them stays whole). */
    private static String inSteps(String json, String regex, String replacement) {
        int steps = json.indexOf("\"steps\"");
        return json.substring(0, steps) + json.substring(steps).replaceFirst(regex, replacement);
    }
}
