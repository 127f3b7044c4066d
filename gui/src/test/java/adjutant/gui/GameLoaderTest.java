package adjutant.gui;

import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.game.RulesChoice;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.engine.record.RecordFormat;
import adjutant.engine.blownaway.scenario.Variant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameLoaderTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aRecordedGameLoadsWithEveryStateAndItsHashes(Variant v) throws Exception {
        GameRecord<BaState, BaAction> r = RandomGames.encounter(v, 5, 160);
        Path file = dir.resolve("game.json");
        GameRecords.write(r, file);
        GameLoader<?, ?> g = GameLoader.open("ignored: the record names its scenario", null, file);
        assertEquals(v.id(), g.record().variant());
        assertEquals(r.steps().size() + 1, g.states().size());
        for (int i = 0; i < r.steps().size(); i++) {
            assertEquals(r.steps().get(i).hashAfter(), g.states().get(i + 1).hash(), "after step " + (i + 1));
        }
        int turn = ((BaState) g.last()).turn();
        assertTrue(turn > 1, "the game went on for some turns: " + turn);
    }

    @Test
    void aTamperedStepIsNamedWithItsNumber() throws Exception {
        GameRecord<BaState, BaAction> r = RandomGames.encounter(Variant.CHANCE, 5, 40);
        List<GameRecord.Step<BaAction>> steps = new ArrayList<>(r.steps());
        GameRecord.Step<BaAction> s = steps.get(9);
        steps.set(9, new GameRecord.Step<>(s.action(), s.chance(), s.hashAfter() ^ 1));
        GameRecord<BaState, BaAction> bad = new GameRecord<>(BlownAwayRuleset.get(),r.scenario(), r.variant(), r.seed(), r.players(), steps, r.result());
        RecordException e = assertThrows(RecordException.class, () -> GameLoader.of(bad));
        assertTrue(e.getMessage().startsWith("step 10 "), e.getMessage());
    }

    @Test
    void aFormat1RecordLoadsAndATamperedOneIsNamedWithItsStep() throws Exception {
        GameRecord<BaState, BaAction> r = RandomGames.asFormat1(RandomGames.encounter(Variant.CHANCE, 5, 40));
        Path file = dir.resolve("v1.json");
        GameRecords.write(r, file);
        assertTrue(Files.readString(file).contains("adjutant-game/1"));
        GameLoader<?, ?> g = GameLoader.open("encounter", null, file);
        assertEquals(r.steps().size() + 1, g.states().size());
        List<GameRecord.Step<BaAction>> steps = new ArrayList<>(r.steps());
        GameRecord.Step<BaAction> s = steps.get(9);
        steps.set(9, new GameRecord.Step<>(s.action(), s.chance(), s.hashAfter() ^ 1));
        GameRecord<BaState, BaAction> bad = new GameRecord<>(BlownAwayRuleset.get(),r.scenario(), r.variant(), r.seed(), r.players(), steps, r.result(),
                RecordFormat.V1);
        RecordException e = assertThrows(RecordException.class, () -> GameLoader.of(bad));
        assertTrue(e.getMessage().startsWith("step 10 "), e.getMessage());
    }

    @Test
    void aNewGameHasOneStateAndAnUnknownScenarioSaysWhatIsShipped() throws Exception {
        GameLoader<?, ?> g = GameLoader.open("encounter", RulesChoice.parse("without-chance"), null);
        assertEquals(1, g.states().size());
        assertEquals(Variant.WITHOUT_CHANCE, ((BaState) g.last()).setup().variant());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameLoader.open("nowhere", null, null));
        assertTrue(e.getMessage().contains("encounter"), e.getMessage());
    }

    @Test
    void withoutRulesAScenarioIsPlayedWithItsOwnRulesetAndVariant() throws Exception {
        GameLoader<?, ?> g = GameLoader.open("encounter", null, null);
        assertEquals("blown-away", g.record().ruleset().id());
        assertEquals(Scenarios.load("encounter").header().variant(), g.record().variant());
    }

    @Test
    void rulesThatDisagreeWithARecordsVariantAreRefused() throws Exception {
        Path file = dir.resolve("game.json");
        GameRecords.write(RandomGames.encounter(Variant.CHANCE, 5, 20), file);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameLoader.open(null, RulesChoice.parse("without-chance"), file));
        assertTrue(e.getMessage().contains("chance"), e.getMessage());
    }

    @Test
    void replayStepsBackAndForthThroughTheRecord() throws Exception {
        GameLoader<BaState, BaAction> g = GameLoader.of(RandomGames.encounter(Variant.CHANCE, 9, 30));
        ReplayController<BaState, BaAction> r = ReplayController.of(g.states(), g.record().steps());
        assertTrue(r.atEnd());
        r.toStart();
        assertFalse(r.back());
        assertEquals(g.states().get(0).hash(), r.current().hash());
        assertTrue(r.forward());
        assertEquals(g.record().steps().get(0).action(), r.lastAction());
        assertEquals(g.record().steps().get(0).hashAfter(), r.current().hash());
        BaState before = r.previous();
        assertEquals(g.states().get(0).hash(), before.hash());
    }

    /** Writes mid-game records for the command-line checks and the README picture. */
    @ParameterizedTest
    @EnumSource(Variant.class)
    void writesAMidGameRecordForTheCommandLine(Variant v) throws Exception {
        Path out = Path.of("target", "records", "mid-game-" + v.id() + ".json");
        GameRecords.write(RandomGames.encounter(v, 21, v == Variant.CHANCE ? 40 : 70), out);
        assertTrue(Files.size(out) > 1000);
    }
}
