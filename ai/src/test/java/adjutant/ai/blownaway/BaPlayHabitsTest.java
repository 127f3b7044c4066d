package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.Match;
import adjutant.ai.PlayHabits;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The habits selfplay reports (#22) count the players' decisions, not the random opening. */
class BaPlayHabitsTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    private PlayHabits<BaState, BaAction> habitsOf(String blue, String red, int openings) {
        PlayHabits<BaState, BaAction> habits = new BlownAwayAi().habits(BlownAwayRuleset.get());
        Match.play(BlownAwayRuleset.get(), BaScenario.named("encounter"), Variant.CHANCE.id(), 9,
                BaPlayers.create(blue, rules, Variant.CHANCE, 1), BaPlayers.create(red, rules, Variant.CHANCE, 2), 0,
                openings, habits);
        return habits;
    }

    @Test
    void BA_LRA_theScriptedCommanderFiresEveryTimeItHasATargetAndTheCountsAddUp() {
        PlayHabits<BaState, BaAction> habits = habitsOf("scripted", "random", 4);
        List<PlayHabits.Habit> scripted = habits.habits(Side.BLUE);
        PlayHabits.Habit fired = scripted.get(0);
        assertEquals("guns fired when they had a target", fired.what());
        assertTrue(fired.of() > 0, "encounter's guns have targets: " + fired);
        assertEquals(fired.of(), fired.count());
        PlayHabits.Habit balls = scripted.get(1);
        assertEquals(4, balls.of(), "one gun a side, four balls (BA-LRA)");
        assertEquals(balls.of() - fired.count(), balls.count(), "every shot spent a ball");
    }

    @Test
    void aGameDecidedWithinTheRandomOpeningCountsNoDecisionOfTheirs() {
        PlayHabits<BaState, BaAction> habits = habitsOf("scripted", "scripted", 100_000);
        for (Side side : Side.values()) {
            assertEquals(0, habits.habits(side).get(0).of(), side + ": " + habits.habits(side));
            assertEquals(0, habits.habits(side).get(2).of(), side + ": " + habits.habits(side));
        }
    }

    @Test
    void BA_CMB_C_2_theLuckOfTheCardsIsOneSidesGainAndTheOthersLossAndThereIsNoneWithoutChance() {
        PlayHabits<BaState, BaAction> habits = habitsOf("scripted", "greedy", 4);
        assertTrue(habits.luck(Side.BLUE).isPresent(), "the chance version counts the cards");
        assertEquals(-habits.luck(Side.BLUE).getAsInt(), habits.luck(Side.RED).getAsInt());

        PlayHabits<BaState, BaAction> noCards = new BlownAwayAi().habits(BlownAwayRuleset.get());
        Match.play(BlownAwayRuleset.get(), BaScenario.named("encounter"), Variant.WITHOUT_CHANCE.id(), 9,
                BaPlayers.create("scripted", rules, Variant.WITHOUT_CHANCE, 1),
                BaPlayers.create("greedy", rules, Variant.WITHOUT_CHANCE, 2), 0, 4, noCards);
        assertTrue(noCards.luck(Side.BLUE).isEmpty() && noCards.luck(Side.RED).isEmpty());
    }
}
