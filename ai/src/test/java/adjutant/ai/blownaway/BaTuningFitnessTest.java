package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.PlayerKind;
import adjutant.ai.PlayerSpecException;
import adjutant.ai.eval.Weights;
import adjutant.ai.tuning.FitnessFunction;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fitness of real Blown Away games, as `adjutant tune` measures it. */
class BaTuningFitnessTest {

    private static FitnessFunction fitness(String rules, String player) {
        var request = new TuningFitnessFactory.Request(rules, List.of("skirmish"), 4, "reference", 50, 4, player);
        return new BaTuningFitness().create(request).fitness();
    }

    @Test
    void aFixedSeedGivesTheSameFitness() {
        for (String rules : List.of("chance", "without-chance")) {
            Weights candidate = BaFeatures.SPACE.defaults();
            double a = fitness(rules, "greedy").fitness(candidate, 17);
            double b = fitness(rules, "greedy").fitness(candidate, 17);
            assertEquals(a, b, rules);
            assertTrue(a >= 0 && a <= 1, rules + ": " + a);
        }
    }

    @Test
    void theReferenceIsTheShippedPlayerSoItsOwnWeightsScoreOneHalf() {
        // The same deterministic player on both sides of every pair (sides swapped): each pair
        // is one game played twice, so the candidate scores exactly 1 of 2.
        Weights shipped = BaWeights.shipped(Variant.WITHOUT_CHANCE, PlayerKind.GREEDY);
        assertEquals(0.5, fitness("without-chance", "greedy").fitness(shipped, 3), 1e-12);
    }

    @Test
    void aBadPlayerSpecFailsAtOnce() {
        assertThrows(PlayerSpecException.class, () -> fitness("chance", "mcts:speed=9"));
    }
}
