package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** selfplay's score by the luck of the cards (#22): the groups, and how they read. */
class LuckTableTest {

    @Test
    void BA_CMB_C_2_luckBeyondTwoCombatsEitherWayIsGroupedWithTwoAndTheScoresAreMeans() {
        LuckTable t = new LuckTable();
        t.add(-5, 0);
        t.add(-2, 1);
        t.add(0, 0.5);
        t.add(0, 1);
        t.add(3, 1);
        assertEquals("p by the luck of its combats' cards (the combats its card won, before modifiers, minus those it"
                + " lost): 2 or more behind 50.0% of 2 games; even 75.0% of 2 games; 2 or more ahead 100.0% of 1 game"
                + System.lineSeparator(), t.text("p"));
    }

    @Test
    void aRunWithoutCardsSaysNothing() {
        assertEquals("", new LuckTable().text("p"));
    }
}
