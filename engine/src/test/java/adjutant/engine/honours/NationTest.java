package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The national tables (HOW-NAT-1 to HOW-NAT-5), one row per nation and period, as HOW-NAT-2 prints them. */
class NationTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // nation, dithering, dependable, dashing, move, fire, inf change, cav change, inf flank, cav flank, limber, manhandle½
        "PRUSSIA,      1,   2–4, 5–6,  1,  1, NONE, NONE, NONE,    NONE,    HALF, false",
        "PRUSSIA_1760, 1,   2–5, 6,    1,  0, HALF, NONE, QUARTER, NONE,    HALF, false",
        "AUSTRIA,      1–2, 3–5, 6,    0,  0, HALF, HALF, QUARTER, QUARTER, HALF, false",
        "HBM,          1–2, 3–5, 6,    0,  1, HALF, HALF, QUARTER, QUARTER, HALF, false",
        "RUSSIA,       1–2, 3–6, —,   -1,  0, HALF, HALF, HALF,    HALF,    HALF, false",
        "RUSSIA_1759,  1–2, 3–5, 6,    0,  0, HALF, HALF, QUARTER, QUARTER, HALF, false",
        "FRANCE,       1–2, 3–6, —,   -1,  0, FULL, HALF, HALF,    HALF,    FULL, true",
        "FRANCE_1760,  1–2, 3–5, 6,    0,  0, FULL, HALF, HALF,    HALF,    FULL, true",
        "SAXONY,       1–2, 3–6, —,   -1,  0, HALF, HALF, QUARTER, QUARTER, HALF, false",
        "SWEDEN,       1–2, 3–6, —,    0,  0, HALF, HALF, HALF,    HALF,    FULL, false",
        "REICHSARMEE,  1–3, 4–6, —,   -2, -1, FULL, FULL, HALF,    HALF,    FULL, true"})
    @DisplayName("HOW-NAT-2: each nation's six factors (AMB-4: France limbers in a full move; AMB-5: Prussia 1760)")
    void tables(Nation n, String dithering, String dependable, String dashing, int move, int fire, Fraction infChange,
            Fraction cavChange, Fraction infFlank, Fraction cavFlank, Fraction limber, boolean manhandleHalf) {
        assertEquals(dithering, n.brigadierFaces(Rating.DITHERING));
        assertEquals(dependable, n.brigadierFaces(Rating.DEPENDABLE));
        assertEquals(dashing, n.brigadierFaces(Rating.DASHING));
        assertEquals(move, n.moveInitiative());
        assertEquals(fire, n.fireInitiative());
        assertEquals(infChange, n.formationChange(UnitType.INFANTRY, false));
        assertEquals(cavChange, n.formationChange(UnitType.CAVALRY, false));
        assertEquals(infFlank, n.flankDeduction(UnitType.INFANTRY, false));
        assertEquals(cavFlank, n.flankDeduction(UnitType.CAVALRY, false));
        assertEquals(limber, n.limberCost());
        assertEquals(manhandleHalf, n.manhandleAtHalfRate());
    }

    @Test
    @DisplayName("HOW-NAT-1, HOW-NAT-5: factors 4 to 6 keep to the values the rules allow, initiative within ±2; Austria is the vanilla table")
    void factorsKeepToAllowedValues() {
        for (Nation n : Nation.values()) {
            for (UnitType t : new UnitType[] {UnitType.INFANTRY, UnitType.CAVALRY}) {
                assertTrue(Set.of(Fraction.NONE, Fraction.HALF, Fraction.FULL).contains(n.formationChange(t, false)), n + " " + t);
                assertTrue(Set.of(Fraction.NONE, Fraction.QUARTER, Fraction.HALF).contains(n.flankDeduction(t, false)), n + " " + t);
            }
            assertTrue(Set.of(Fraction.HALF, Fraction.FULL).contains(n.limberCost()), n.toString());
            assertTrue(Math.abs(n.moveInitiative()) <= 2 && Math.abs(n.fireInitiative()) <= 2, "HOW-NAT-5 ±2: " + n);
        }
        assertEquals(0, Nation.AUSTRIA.moveInitiative() + Nation.AUSTRIA.fireInitiative() + Nation.AUSTRIA.unitPoints());
    }

    @Test
    @DisplayName("HOW-NAT-1, HOW-FORM-1: light infantry never pay for a formation change nor a flank move")
    void lightInfantryPayNothing() {
        for (Nation n : Nation.values()) {
            assertEquals(Fraction.NONE, n.formationChange(UnitType.LIGHT_INFANTRY, false), n.toString());
            assertEquals(Fraction.NONE, n.flankDeduction(UnitType.LIGHT_INFANTRY, false), n.toString());
        }
    }

    @Test
    @DisplayName("HOW-NAT-2: French foreign infantry change formation in half a move and lose a quarter to the flank")
    void frenchForeignInfantry() {
        for (Nation n : new Nation[] {Nation.FRANCE, Nation.FRANCE_1760}) {
            assertEquals(Fraction.HALF, n.formationChange(UnitType.INFANTRY, true));
            assertEquals(Fraction.QUARTER, n.flankDeduction(UnitType.INFANTRY, true));
        }
        assertEquals(Fraction.HALF, Nation.AUSTRIA.formationChange(UnitType.INFANTRY, true), "only the French have them");
    }

    @ParameterizedTest(name = "{0}: faces 1–6 give {1}")
    @CsvSource({
        "PRUSSIA, 'DITHERING,DEPENDABLE,DEPENDABLE,DEPENDABLE,DASHING,DASHING'",
        "PRUSSIA_1760, 'DITHERING,DEPENDABLE,DEPENDABLE,DEPENDABLE,DEPENDABLE,DASHING'",
        "AUSTRIA, 'DITHERING,DITHERING,DEPENDABLE,DEPENDABLE,DEPENDABLE,DASHING'",
        "RUSSIA, 'DITHERING,DITHERING,DEPENDABLE,DEPENDABLE,DEPENDABLE,DEPENDABLE'",
        "REICHSARMEE, 'DITHERING,DITHERING,DITHERING,DEPENDABLE,DEPENDABLE,DEPENDABLE'"})
    @DisplayName("HOW-NAT-2, HOW-ORG-13: a diced brigade commander's rating by face")
    void brigadierDice(Nation n, String ratings) {
        String[] expected = ratings.split(",");
        for (int face = 1; face <= 6; face++) {
            assertEquals(Rating.valueOf(expected[face - 1]), n.brigadierRating(face), n + " face " + face);
        }
    }

    @ParameterizedTest(name = "{0}: unit {1}, artillery and light {2}, variable brigadier {3}")
    @CsvSource({
        "PRUSSIA, 10, 5, 15", "PRUSSIA_1760, 10, 5, 10", "AUSTRIA, 0, 0, 0", "HBM, 0, 0, 0", "SAXONY, 0, 0, 0",
        "RUSSIA, -10, -5, -10", "RUSSIA_1759, 0, 0, 0", "FRANCE, -10, -5, -10", "FRANCE_1760, -10, -5, -10",
        "SWEDEN, -10, -5, -10", "REICHSARMEE, -15, -5, -15"})
    @DisplayName("HOW-NAT-2: each table's points modifiers (HOW-PTS-3, -4, -7; AMB-6: Russia 1759 as post-1760)")
    void pointsModifiers(Nation n, int unit, int artillery, int brigadier) {
        assertEquals(unit, n.unitPoints());
        assertEquals(artillery, n.artilleryAndLightPoints());
        assertEquals(brigadier, n.variableBrigadierPoints());
        assertEquals(n, Nation.fromId(n.id()));
    }
}
