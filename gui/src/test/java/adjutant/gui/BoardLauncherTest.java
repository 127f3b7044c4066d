package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Side;
import adjutant.engine.record.GameRecords;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The two calls the command line makes: the scenario or record decides the ruleset, --rules only agrees and picks a variant. */
class BoardLauncherTest {
    @TempDir
    Path dir;

    @Test
    void aScenarioIsDrawnWithItsOwnRulesetAndVariantWhenNoRulesAreGiven() throws Exception {
        Path out = dir.resolve("encounter.png");
        String said = BoardLauncher.snapshot("encounter", null, null, 1600, out);
        assertTrue(said.startsWith("wrote " + out + " (1600 × "), said);
        assertTrue(said.endsWith(", encounter, 0 steps)"), said);
        BufferedImage img = ImageIO.read(out.toFile());
        assertEquals(1600, img.getWidth());
    }

    @Test
    void rulesMayChooseTheVariant() throws Exception {
        GameLoader<?, ?> g = GameLoader.open("encounter", RulesChoice.parse("blown-away/without-chance"), null);
        assertEquals(Variant.WITHOUT_CHANCE.id(), g.record().variant());
        String said = BoardLauncher.snapshot("encounter", RulesChoice.parse("without-chance"), null, 1600,
                dir.resolve("without.png"));
        assertTrue(said.contains("encounter"), said);
    }

    @Test
    void aRecordIsDrawnAtItsLastStep() throws Exception {
        Path file = dir.resolve("game.json");
        GameRecords.write(RandomGames.encounter(Variant.CHANCE, 5, 30), file);
        String said = BoardLauncher.snapshot("ignored", null, file, 1600, dir.resolve("game.png"));
        assertTrue(said.endsWith(", encounter, 30 steps)"), said);
    }

    @Test
    void aScenarioAtEveryBoundIsDrawn() throws Exception {
        Path file = dir.resolve("at-bounds.json");
        java.nio.file.Files.writeString(file, adjutant.engine.scenario.ScenarioBoundsTest.atBounds().toString());
        String said = BoardLauncher.snapshot(file.toString(), null, null, 1600, dir.resolve("bounds.png"));
        assertTrue(said.contains("1600 × "), said);
        assertEquals(1600, ImageIO.read(dir.resolve("bounds.png").toFile()).getWidth());
    }

    @Test
    void rulesOfAnotherRulesetAreRefusedWithAClearMessage() {
        RulesChoice other = new RulesChoice(new OtherRuleset(), Optional.empty());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BoardLauncher.snapshot("encounter", other, null, 1600, dir.resolve("x.png")));
        assertTrue(e.getMessage().contains("does not agree with the scenario 'encounter'"), e.getMessage());
    }

    /** A state of no game: the other ruleset below never plays. */
    private record Nothing() implements GameState<Nothing> {
        @Override
        public Nothing copy() {
            return this;
        }

        @Override
        public long hash() {
            return 0;
        }

        @Override
        public long bytes() {
            return 0;
        }
    }

    /** Only an id, to disagree with Blown Away's scenarios. */
    private static final class OtherRuleset implements Ruleset<Nothing, String> {
        @Override
        public String id() {
            return "other-rules";
        }

        @Override
        public String displayName() {
            return "Other rules";
        }

        @Override
        public List<RulesetVariant> variants() {
            return List.of(new RulesetVariant("standard", "standard", false));
        }

        @Override
        public Rules<Nothing, String> rules() {
            throw new UnsupportedOperationException();
        }

        @Override
        public ScenarioFormat scenarioFormat() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Nothing newGame(Scenario scenario, String variantId, long seed) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ActionCodec<Nothing, String> codec() {
            throw new UnsupportedOperationException();
        }

        @Override
        public double lossPercent(Nothing state, Side side) {
            return 0;
        }

        @Override
        public String specFile() {
            return "";
        }
    }
}
