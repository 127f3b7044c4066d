package adjutant.ai.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.eval.Weights;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PairedGamesFitnessTest {

    // A stand-in for two games: the candidate's chance grows with menInRanks; the seed is the luck.
    static double fakePair(Weights candidate, Optional<Weights> opponent, long seed) {
        double strength = candidate.get("menInRanks") - opponent.map(o -> o.get("menInRanks")).orElse(1.0);
        var random = new SplittableRandom(seed);
        double score = 0;
        for (int game = 0; game < 2; game++) {
            double p = 1 / (1 + Math.exp(-strength));
            double u = random.nextDouble();
            score += u < p ? 1 : u < p + 0.1 ? 0.5 : 0;
        }
        return score;
    }

    @Test
    void sameCandidateAndSeedGiveTheSameFitness() {
        var fitness = new PairedGamesFitness(PairedGamesFitnessTest::fakePair, 20);
        Weights w = TestSpaces.BLOWN_AWAY.defaults();
        assertEquals(fitness.fitness(w, 99), fitness.fitness(w, 99));
        double f = fitness.fitness(w, 99);
        assertTrue(f >= 0 && f <= 1, "fitness is a mean score per game: " + f);
    }

    @Test
    void everyCandidateOfAGenerationPlaysTheSameGameSeeds() {
        var seen = Collections.synchronizedList(new ArrayList<List<Object>>());
        GamePairPlayer recorder = (candidate, opponent, seed) -> {
            seen.add(List.of(candidate.get("menInRanks"), seed));
            return 1;
        };
        var fitness = new PairedGamesFitness(recorder, 6);
        Weights a = TestSpaces.BLOWN_AWAY.defaults();
        double[] v = a.values();
        v[0] = 3.5;
        Weights b = Weights.of(a.names(), v);
        fitness.fitness(a, 1234);
        fitness.fitness(b, 1234);
        List<Object> seedsOfA = seen.stream().filter(e -> e.get(0).equals(1.0)).map(e -> e.get(1)).toList();
        List<Object> seedsOfB = seen.stream().filter(e -> e.get(0).equals(3.5)).map(e -> e.get(1)).toList();
        assertEquals(3, seedsOfA.size());
        assertEquals(seedsOfA, seedsOfB);
        assertEquals(3, seedsOfA.stream().distinct().count(), "each pair has its own game seed");
        fitness.fitness(a, 1235);
        assertTrue(Collections.disjoint(seedsOfA, seen.subList(6, 9).stream().map(e -> e.get(1)).toList()),
                "another generation seed gives other games");
    }

    @Test
    void scoreIsMeanPerGameAndVersusPassesTheChampion() {
        var opponents = Collections.synchronizedList(new ArrayList<Optional<Weights>>());
        GamePairPlayer player = (candidate, opponent, seed) -> {
            opponents.add(opponent);
            return 1.5;
        };
        Weights champion = TestSpaces.BLOWN_AWAY.defaults();
        assertEquals(0.75, new PairedGamesFitness(player, 4).fitness(champion, 1));
        assertEquals(0.75, new PairedGamesFitness(player, 4).versus(champion).fitness(champion, 1));
        assertEquals(List.of(Optional.empty(), Optional.empty(), Optional.of(champion), Optional.of(champion)), opponents);
    }

    @Test
    void gamesPerEvalMustBeEvenAndPositive() {
        assertThrows(IllegalArgumentException.class, () -> new PairedGamesFitness(PairedGamesFitnessTest::fakePair, 3));
        assertThrows(IllegalArgumentException.class, () -> new PairedGamesFitness(PairedGamesFitnessTest::fakePair, 0));
    }

    @Test
    void aPairScoreOutsideZeroToTwoIsAnError() {
        var fitness = new PairedGamesFitness((c, o, s) -> 2.5, 2);
        assertThrows(IllegalStateException.class, () -> fitness.fitness(TestSpaces.BLOWN_AWAY.defaults(), 1));
    }
}
