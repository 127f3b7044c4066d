package adjutant.engine.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DieTest {

    @Test
    @DisplayName("HOW-GEN-3: the average die has faces 2,3,3,4,4,5")
    void averageDieFaces_HOW_GEN_3() {
        assertEquals(List.of(2, 3, 3, 4, 4, 5), Die.AVERAGE.faces());
        Distribution avd = Die.AVERAGE.distribution();
        assertEquals(6, avd.total().intValue());
        assertEquals(List.of(1, 2, 2, 1), List.of(avd.weight(2).intValue(), avd.weight(3).intValue(),
                avd.weight(4).intValue(), avd.weight(5).intValue()));
        assertEquals(1.0 / 6, avd.probability(5), 0, "a natural 5");
    }

    @Test
    @DisplayName("HOW-GEN-3: a D6 stands in for the AvD reading 1 as 3 and 6 as 4")
    void d6StandsInForAverageDie_HOW_GEN_3() {
        Die read = Die.D6.map(f -> f == 1 ? 3 : f == 6 ? 4 : f);
        assertEquals(Die.AVERAGE.distribution(), read.distribution());
    }

    @ParameterizedTest(name = "D6 face {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    @DisplayName("LOA-GEN-3: d3 is ceil(D6/2)")
    void d3IsHalfD6RoundedUp_LOA_GEN_3(int face) {
        assertEquals((int) Math.ceil(face / 2.0), Die.D3.faces().get(face - 1));
    }

    @ParameterizedTest(name = "D6 face {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    @DisplayName("LOA-GEN-3: d2 is 1 on 1-3, 2 on 4-6")
    void d2IsLowOrHighHalf_LOA_GEN_3(int face) {
        assertEquals(face <= 3 ? 1 : 2, Die.D2.faces().get(face - 1));
    }

    @Test
    void derivedDiceKeepTheSixFacesOfTheD6() {
        assertEquals(List.of(1, 1, 2, 2, 3, 3), Die.D3.faces());
        assertEquals(6, Die.D3.distribution().total().intValue());
        assertEquals(Distribution.uniform(1, 2, 3), Die.D3.distribution(), "each of 1, 2, 3 at 1/3");
        assertEquals(Distribution.uniform(1, 2), Die.D2.distribution());
    }

    @Test
    void countsTheFacesThatPass() {
        assertEquals(1, Die.D6.count(f -> f >= 6));
        assertEquals(2, Die.D6.count(f -> f >= 5));
        assertEquals(3, Die.AVERAGE.count(f -> f >= 4));
    }

    @Test
    void facesAreACopy() {
        List<Integer> faces = new ArrayList<>(List.of(1, 2));
        Die die = new Die(faces);
        faces.add(3);
        assertEquals(2, die.size());
        assertThrows(UnsupportedOperationException.class, () -> die.faces().add(4));
    }

    @Test
    void rejectsNoFacesOrNullFaces() {
        assertThrows(IllegalArgumentException.class, Die::of);
        assertThrows(NullPointerException.class, () -> new Die(null));
        assertThrows(NullPointerException.class, () -> new Die(java.util.Arrays.asList(1, null)));
    }
}
