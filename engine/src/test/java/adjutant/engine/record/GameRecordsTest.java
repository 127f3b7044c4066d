package adjutant.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Reform;
import java.util.SplittableRandom;
import adjutant.engine.scenario.Formation;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.Variant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Game records: atomic save, clear errors, replay reproduces every hash. */
class GameRecordsTest {
    @TempDir
    Path dir;

    private final BlownAwayRules rules = new BlownAwayRules();

    /** A short seeded random game of the encounter scenario. */
    private GameRecord randomGame(Variant v, long seed, int steps) {
        return randomGame(v, seed, steps, false);
    }

    /**
     * As above; {@code skipColumns} leaves out forming column, so no column ever needs a snake
     * move (BA-MOVE-6, not implemented yet).
     */
    private GameRecord randomGame(Variant v, long seed, int steps, boolean skipColumns) {
        GameRecorder g = new GameRecorder(rules, ScenarioLoader.loadNamed("encounter"), v, seed);
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < steps && !rules.result(g.state()).isOver(); i++) {
            if (rules.isChanceNode(g.state())) {
                g.resolveChance();
            } else {
                List<BaAction> legal = rules.legalActions(g.state()).stream()
                        .filter(a -> !(skipColumns && a instanceof Reform r && r.formation() == Formation.COLUMN))
                        .toList();
                g.apply(legal.get(rng.nextInt(legal.size())));
            }
        }
        return g.record();
    }

    @Test
    void writeReadAndReplayReproduceEveryHash() throws Exception {
        for (Variant v : Variant.values()) {
            GameRecord r = randomGame(v, 7, 120);
            Path f = dir.resolve("game-" + v.id() + ".json");
            GameRecords.write(r, f);
            GameRecord back = GameRecords.read(f);
            assertEquals(r.steps(), back.steps());
            assertEquals(r.seed(), back.seed());
            GameRecords.Replay replay = GameRecords.replay(back, rules);
            assertEquals(r.steps().size(), replay.steps());
            assertEquals(r.steps().get(r.steps().size() - 1).hashAfter(), replay.finalState().hash());
        }
    }

    @Test
    void playersAreWrittenInTheOrderGivenSoTheSameGameIsTheSameFile() throws Exception {
        GameRecorder g = new GameRecorder(rules, ScenarioLoader.loadNamed("encounter"), Variant.CHANCE, 3);
        g.player("blue", "mcts:iterations=10");
        g.player("red", "greedy");
        Path f = dir.resolve("players.json");
        GameRecords.write(g.record(), f);
        String text = java.nio.file.Files.readString(f);
        assertTrue(text.indexOf("\"blue\"") < text.indexOf("\"red\""), text);
        assertEquals(List.of("blue", "red"), List.copyOf(GameRecords.read(f).players().keySet()));
    }

    @Test
    void resumingAShorterRecordDealsTheSameCardsAsTheOriginalGame() throws Exception {
        GameRecord full = randomGame(Variant.CHANCE, 11, 150, true);
        int cut = full.steps().size() / 2;
        while (!full.steps().get(cut).chance()) {
            cut++;
        }
        GameRecord shorter = new GameRecord(full.scenario(), full.variant(), full.seed(), full.players(),
                full.steps().subList(0, cut), full.result());
        GameRecorder g = GameRecorder.resume(rules, shorter);
        assertEquals(cut, g.stepCount());
        assertEquals(full.steps().get(cut - 1).hashAfter(), g.state().hash());
        assertEquals(full.steps().get(cut).action(), g.resolveChance(), "the next card is the original game's");
    }

    @Test
    void saveLeavesNoTemporaryFiles() throws Exception {
        GameRecords.write(randomGame(Variant.CHANCE, 1, 10), dir.resolve("g.json"));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(dir.resolve("g.json")), files.toList());
        }
    }

    @Test
    void truncatedRecordGivesLineAndColumn() throws Exception {
        Path f = dir.resolve("g.json");
        GameRecords.write(randomGame(Variant.CHANCE, 2, 20), f);
        String text = Files.readString(f);
        Files.writeString(f, text.substring(0, text.length() / 2));
        RecordException e = assertThrows(RecordException.class, () -> GameRecords.read(f));
        assertTrue(e.getMessage().contains("line ") && e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void tamperedHashIsCaughtAtItsStep() throws Exception {
        GameRecord r = randomGame(Variant.WITHOUT_CHANCE, 3, 30);
        List<GameRecord.Step> steps = new java.util.ArrayList<>(r.steps());
        GameRecord.Step s = steps.get(5);
        steps.set(5, new GameRecord.Step(s.action(), s.chance(), s.hashAfter() ^ 1));
        GameRecord bad = new GameRecord(r.scenario(), r.variant(), r.seed(), r.players(), steps, r.result());
        RecordException e = assertThrows(RecordException.class, () -> GameRecords.replay(bad, rules));
        assertTrue(e.getMessage().startsWith("step 6 "), e.getMessage());
    }

    @Test
    void wrongFormatAndMissingFileAreClear() throws Exception {
        Path f = dir.resolve("x.json");
        Files.writeString(f, "{\"format\": \"something-else\"}");
        assertTrue(assertThrows(RecordException.class, () -> GameRecords.read(f)).getMessage().contains("$.format"));
        assertTrue(assertThrows(RecordException.class, () -> GameRecords.read(dir.resolve("none.json")))
                .getMessage().contains("no such file"));
    }
}
