package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Rulesets;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.List;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The dialog offers what is installed: every ruleset's scenarios, and the variants of the chosen scenario's ruleset. */
class NewGameDialogTest {

    @BeforeAll
    static void toolkit() {
        Fx.startHeadless();
    }

    @Test
    void offersEveryShippedScenarioAndTheVariantsOfItsRuleset() {
        Fx.call(() -> {
            NewGameDialog d = new NewGameDialog(new NewGame("encounter", "without-chance", Side.RED, "random", 500, 7));
            assertEquals(ScenarioCatalog.names(), choice(d, "scenario").getItems());
            assertEquals("encounter", choice(d, "scenario").getValue());
            List<?> variants = choice(d, "variant").getItems();
            assertEquals(Rulesets.require("blown-away").variants(), variants);
            assertEquals("without-chance", ((RulesetVariant) choice(d, "variant").getValue()).id());
            NewGame g = d.getResultConverter().call(ButtonType.OK);
            assertEquals(new NewGame("encounter", "without-chance", Side.RED, "random", 500, 7), g);
            return null;
        });
    }

    @Test
    void aSearchingBotFollowsTheVariant() {
        Fx.call(() -> {
            NewGameDialog d = new NewGameDialog(new NewGame("encounter", "chance", Side.BLUE, "mcts", 500, 1));
            assertEquals("mcts", choice(d, "bot").getValue());
            @SuppressWarnings("unchecked")
            ChoiceBox<RulesetVariant> variant = (ChoiceBox<RulesetVariant>) choice(d, "variant");
            variant.setValue(variant.getItems().stream().filter(v -> !v.chance()).findFirst().orElseThrow());
            assertEquals("alphabeta", choice(d, "bot").getValue());
            assertTrue(d.getResultConverter().call(ButtonType.OK).variant().equals("without-chance"));
            return null;
        });
    }

    @Test
    void theScriptedCommanderIsOfferedWhereTheRulesetHasOne() {
        Fx.call(() -> {
            NewGameDialog d = new NewGameDialog(new NewGame("encounter", "chance", Side.BLUE, "scripted", 500, 1));
            assertTrue(choice(d, "bot").getItems().contains("scripted"), choice(d, "bot").getItems().toString());
            assertEquals("scripted", choice(d, "bot").getValue());
            @SuppressWarnings("unchecked")
            ChoiceBox<String> scenario = (ChoiceBox<String>) choice(d, "scenario");
            scenario.setValue("st-ulrich");
            assertTrue(!choice(d, "bot").getItems().contains("scripted"), "Honours of War has no scripted commander");
            assertEquals("mcts", choice(d, "bot").getValue());
            return null;
        });
    }

    private static ChoiceBox<?> choice(NewGameDialog d, String id) {
        return (ChoiceBox<?>) d.getDialogPane().getContent().lookup("#" + id);
    }
}
