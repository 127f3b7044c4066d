package adjutant.engine.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HowState;
import adjutant.engine.scenario.ScenarioLoader;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A name both armies use is told apart by the army's name, in every ruleset's words; possessives take the name's last letter into account. */
class UnitNamesTest {

    /** A name's possessive in the words for people: a bare apostrophe after an s. */
    @Test
    void possessivesOfNamesEndingInS() {
        assertEquals("French dragoons'", UnitNames.possessive("French dragoons"));
        assertEquals("Allies'", UnitNames.possessive("Allies"));
        assertEquals("French battalion 1's", UnitNames.possessive("French battalion 1"));
    }

    /** An army's name takes a verb in its own number: the scenarios name armies both ways. */
    @Test
    void armyNamesTakeVerbsInTheirNumber() {
        assertEquals("Prussians activate", UnitNames.says("Prussians", "activates"));
        assertEquals("Blue activates", UnitNames.says("Blue", "activates"));
        assertEquals("French have", UnitNames.says("French", "has"));
        assertEquals("Allies pass", UnitNames.says("Allies", "passes"));
        assertEquals("Austrians are", UnitNames.says("Austrians", "is"));
        assertEquals("French army (Luxembourg) chooses", UnitNames.says("French army (Luxembourg)", "chooses"));
        assertEquals("Allied army (Waldeck) decides", UnitNames.says("Allied army (Waldeck)", "decides"));
        assertEquals("Imperialists carry", UnitNames.says("Imperialists", "carries"));
        assertEquals("Swiss Guard fires", UnitNames.says("Swiss Guard", "fires"));
        assertEquals("Swiss fire", UnitNames.says("Swiss", "fires"));
        assertEquals("their", UnitNames.its("Austrians"));
        assertEquals("its", UnitNames.its("Red"));
    }

    @Test
    void aNameBothArmiesUseGetsTheArmysName() {
        String[] names = {"Musketeers", "Hussars", "Musketeers", "Gun"};
        Side[] sides = {Side.BLUE, Side.BLUE, Side.RED, Side.RED};
        assertArrayEquals(new String[] {"Musketeers (Prussians)", "Hussars", "Musketeers (Austrians)", "Gun"},
                UnitNames.distinct(names, sides, s -> s == Side.BLUE ? "Prussians" : "Austrians"));
    }

    @Test
    void kutzdorfsTwoSecondBattalionsAreToldApart() {
        HowState s = HonoursRuleset.get().newGame(ScenarioLoader.loadNamed("kutzdorf"), "standard", 1);
        Set<String> names = new HashSet<>();
        int n = s.setup().unitCount();
        for (int u = 0; u < n; u++) {
            names.add(s.setup().unitName(u));
        }
        assertEquals(n, names.size(), "every unit has a name of its own: " + names);
        assertTrue(names.stream().anyMatch(name -> name.startsWith("2nd Battalion (")), names.toString());
    }
}
