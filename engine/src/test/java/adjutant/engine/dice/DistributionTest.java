package adjutant.engine.dice;

import static adjutant.engine.dice.BruteForce.assertSame;
import static adjutant.engine.dice.BruteForce.dice;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.ChanceOutcome;
import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The operations of {@link Distribution}, each against a brute-force enumeration of the rolls. */
class DistributionTest {

    @Test
    void constantAndUniform() {
        Distribution c = Distribution.constant(7);
        assertEquals(7, c.min());
        assertEquals(7, c.max());
        assertEquals(BigInteger.ONE, c.total());
        assertEquals(1.0, c.probability(7));
        Distribution u = Distribution.uniform(3, 1, 3);
        assertEquals(List.of(new Distribution.Outcome(1, 1.0 / 3), new Distribution.Outcome(3, 2.0 / 3)),
                u.outcomes());
        assertEquals(BigInteger.valueOf(3), u.total());
        assertThrows(IllegalArgumentException.class, Distribution::uniform);
    }

    @ParameterizedTest(name = "D6 + AvD + d3: {0} copies of each")
    @ValueSource(ints = {1, 2})
    void plusIsTheSumOfIndependentRolls(int n) {
        Distribution d = Distribution.constant(0);
        for (int i = 0; i < n; i++) {
            d = d.plus(Dice.d6()).plus(Dice.averageDie()).plus(Dice.d3());
        }
        List<Die> dice = Stream.generate(() -> List.of(Die.D6, Die.AVERAGE, Die.D3)).limit(n)
                .flatMap(List::stream).toList();
        assertSame(dice, f -> java.util.Arrays.stream(f).sum(), d);
    }

    @ParameterizedTest(name = "modifier {0}")
    @ValueSource(ints = {-3, -1, 0, 2})
    void plusAModifierShiftsTheValues(int modifier) {
        assertSame(dice(1, Die.D3), f -> f[0] + modifier, Dice.d3().plus(modifier));
    }

    @ParameterizedTest(name = "{0} x 2D6")
    @ValueSource(ints = {0, 1, 2})
    void timesIsTheNFoldSum(int n) {
        assertSame(dice(2 * n, Die.D6), f -> java.util.Arrays.stream(f).sum(), Dice.twoD6().times(n));
        assertThrows(IllegalArgumentException.class, () -> Dice.d6().times(-1));
    }

    @ParameterizedTest(name = "{0} D6 summed, then divided by {1}")
    @MethodSource("poolsAndDivisors")
    @DisplayName("LOA-FIRE-5, LOA-MELEE-5: hits are the pool's pips divided by 5 (10), rounded down")
    void mapMergesEqualResults_LOA_FIRE_5(int n, int divisor) {
        Distribution hits = Dice.sum(n, Die.D6).map(s -> s / divisor);
        assertSame(dice(n, Die.D6), f -> java.util.Arrays.stream(f).sum() / divisor, hits);
    }

    static Stream<Arguments> poolsAndDivisors() {
        return Stream.of(1, 2, 3, 4, 5).flatMap(n -> Stream.of(Arguments.of(n, 5), Arguments.of(n, 10)));
    }

    @Test
    void mapKeepsTheTotal() {
        Distribution parity = Dice.d6().map(f -> f % 2);
        assertEquals(List.of(0, 1), parity.outcomes().stream().map(Distribution.Outcome::value).toList());
        assertEquals(BigInteger.valueOf(3), parity.weight(0));
        assertEquals(BigInteger.valueOf(6), parity.total());
    }

    @ParameterizedTest(name = "D6 against AvD, D3 against D6, AvD against 2D6: case {0}")
    @ValueSource(ints = {0, 1, 2})
    void keepHighestAndLowestOfTwoDifferentRolls(int pair) {
        List<List<Die>> dice = List.of(List.of(Die.D6, Die.AVERAGE), List.of(Die.D3, Die.D6),
                List.of(Die.AVERAGE, Die.D6, Die.D6));
        Distribution[] a = {Dice.d6(), Dice.d3(), Dice.averageDie()};
        Distribution[] b = {Dice.averageDie(), Dice.d6(), Dice.twoD6()};
        List<Die> roll = dice.get(pair);
        assertSame(roll, f -> Math.max(f[0], roll.size() == 2 ? f[1] : f[1] + f[2]), a[pair].keepHighest(b[pair]));
        assertSame(roll, f -> Math.min(f[0], roll.size() == 2 ? f[1] : f[1] + f[2]), a[pair].keepLowest(b[pair]));
    }

    @ParameterizedTest(name = "{0} fire dice, saves on {1}+")
    @MethodSource("firePoolsAndSaves")
    @DisplayName("LOA-FIRE-5/6: unsaved hits = floor(pips / 5) less one save die per hit")
    void flatMapRollsTheSavesOfEachHit_LOA_FIRE_6(int n, int saveOn) {
        Distribution unsaved = Dice.sum(n, Die.D6).map(s -> s / 5)
                .flatMap(h -> Dice.successes(h, Die.D6, f -> f >= saveOn).map(saved -> h - saved));
        // n fire dice, then n save dice of which the first `hits` count (at most n hits: 6n / 5 < n + 1 for n < 5)
        assertSame(dice(2 * n, Die.D6), f -> {
            int pips = 0;
            for (int i = 0; i < n; i++) {
                pips += f[i];
            }
            int hits = pips / 5;
            int lost = hits;
            for (int i = 0; i < hits; i++) {
                lost -= f[n + i] >= saveOn ? 1 : 0;
            }
            return lost;
        }, unsaved);
    }

    static Stream<Arguments> firePoolsAndSaves() {
        return Stream.of(1, 2, 3, 4).flatMap(n -> Stream.of(Arguments.of(n, 6), Arguments.of(n, 5)));
    }

    @Test
    void flatMapBringsBranchesToTheirLeastCommonMultiple() {
        // a coin (1, 2): on 1 a d3 of total 3, on 2 a D6 (total 6): common total 2 * 6
        Distribution d = Distribution.uniform(1, 2)
                .flatMap(c -> c == 1 ? Distribution.uniform(1, 2, 3) : Dice.d6());
        assertEquals(BigInteger.valueOf(12), d.total());
        assertEquals(BigInteger.valueOf(3), d.weight(1), "2 of 6 via the d3, 1 of 6 via the D6");
        assertEquals(BigInteger.ONE, d.weight(6));
    }

    @Test
    void probabilitiesAndTheirSums() {
        Distribution d = Dice.twoD6();
        assertEquals(6.0 / 36, d.probability(7));
        assertEquals(0.0, d.probability(1));
        assertEquals(0.0, d.probability(13));
        assertEquals(1.0, d.atLeast(2));
        assertEquals(0.0, d.atLeast(13));
        assertEquals(1.0, d.atMost(12));
        assertEquals(0.0, d.atMost(1));
        assertEquals(1.0 / 36, d.atMost(2));
        assertEquals(BigInteger.valueOf(15), d.weight(v -> v >= 8));
        assertEquals(0.5, d.probability(v -> v % 2 == 0), 1e-15);
        assertEquals(7.0, d.mean());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("assorted")
    void outcomesAscendWithPositiveProbabilitiesSummingToOne(String name, Distribution d) {
        List<Distribution.Outcome> outcomes = d.outcomes();
        double sum = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            assertTrue(outcomes.get(i).probability() > 0);
            assertTrue(i == 0 || outcomes.get(i - 1).value() < outcomes.get(i).value());
            assertEquals(d.probability(outcomes.get(i).value()), outcomes.get(i).probability());
            sum += outcomes.get(i).probability();
        }
        assertEquals(1.0, sum, 1e-12);
        assertEquals(d.min(), outcomes.get(0).value());
        assertEquals(d.max(), outcomes.get(outcomes.size() - 1).value());
        BigInteger weights = BigInteger.ZERO;
        for (int v = d.min(); v <= d.max(); v++) {
            weights = weights.add(d.weight(v));
        }
        assertEquals(d.total(), weights, "the weights sum to the total");
    }

    static Stream<Arguments> assorted() {
        return Stream.of(
                Arguments.of("D6", Dice.d6()),
                Arguments.of("AvD", Dice.averageDie()),
                Arguments.of("2D6", Dice.twoD6()),
                Arguments.of("40 D6", Dice.sum(40, Die.D6)),
                Arguments.of("hits of 40 D6", Dice.sum(40, Die.D6).map(s -> s / 5)),
                Arguments.of("D6 doubled (gaps)", Dice.d6().map(f -> 2 * f)),
                Arguments.of("successes of 30 on 6", Dice.successes(30, Die.D6, f -> f == 6)),
                Arguments.of("highest of 3 AvD", Dice.highestOf(3, Die.AVERAGE)));
    }

    @Test
    void valuesLeftOutHaveProbabilityZero() {
        Distribution doubled = Dice.d6().map(f -> 2 * f);
        assertEquals(6, doubled.outcomes().size());
        assertEquals(0.0, doubled.probability(3));
        assertEquals(BigInteger.ZERO, doubled.weight(3));
    }

    @Test
    void equalWhenEveryValueHasTheSameProbability() {
        assertEquals(Distribution.constant(1), Dice.d6().map(f -> 1));
        assertEquals(Distribution.constant(1).hashCode(), Dice.d6().map(f -> 1).hashCode());
        assertEquals(Dice.d3(), Distribution.uniform(1, 2, 3));
        assertEquals(Dice.d6(), Dice.d6().plus(Distribution.constant(0)));
        assertEquals(Dice.d6(), Dice.d6().keepHighest(Distribution.constant(1)));
        assertNotEquals(Dice.d6(), Dice.averageDie());
        assertNotEquals(Dice.d6(), Dice.d6().plus(1));
        assertEquals("{2: 1, 3: 2, 4: 2, 5: 1}/6", Dice.averageDie().toString());
    }

    @Test
    @DisplayName("sample: u = 0 gives the lowest value, u just under 1 the highest")
    void sampleBoundaries() {
        for (Distribution d : List.of(Dice.d6(), Dice.twoD6(), Dice.sum(40, Die.D6), Dice.d6().map(f -> 2 * f))) {
            assertEquals(d.min(), d.sample(0.0));
        }
        for (Distribution d : List.of(Dice.d6(), Dice.twoD6(), Dice.sum(5, Die.D6), Dice.d6().map(f -> 2 * f))) {
            assertEquals(d.max(), d.sample(Math.nextDown(1.0)));
        }
        // 40 D6: the running sum reaches 1 in doubles before the far tail, as in Rules.sampleChance
        Distribution pool = Dice.sum(40, Die.D6);
        int top = pool.sample(Math.nextDown(1.0));
        assertTrue(top > 200 && top <= 240, "top " + top);
        assertTrue(pool.atLeast(top + 1) < 1e-13, "what is never drawn is below 1e-13");
        Distribution coin = Distribution.uniform(0, 1);
        assertEquals(0, coin.sample(Math.nextDown(0.5)));
        assertEquals(1, coin.sample(0.5), "the first value whose running sum exceeds u");
        assertThrows(IllegalArgumentException.class, () -> coin.sample(1.0));
        assertThrows(IllegalArgumentException.class, () -> coin.sample(-0.0 - 1e-9));
        assertThrows(IllegalArgumentException.class, () -> coin.sample(Double.NaN));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("assorted")
    @DisplayName("sample picks what Rules.sampleChance picks from toChanceOutcomes")
    void sampleAgreesWithRulesSampleChance(String name, Distribution d) {
        List<ChanceOutcome<Integer>> outcomes = d.toChanceOutcomes(v -> v);
        SplittableRandom rng = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            double u = i < 1000 ? i / 1000.0 : rng.nextDouble();
            assertEquals(sampleChance(outcomes, u), d.sample(u), "u = " + u);
        }
        for (double cut : cumulativeSums(outcomes)) { // exactly at and just below each running sum
            if (cut < 1) {
                assertEquals(sampleChance(outcomes, cut), d.sample(cut));
                assertEquals(sampleChance(outcomes, Math.nextDown(cut)), d.sample(Math.nextDown(cut)));
            }
        }
    }

    /** The engine's one rule for sampling chance, which {@link Distribution#sample} must follow. */
    private static <A> A sampleChance(List<ChanceOutcome<A>> outcomes, double u) {
        return ChanceOutcome.select(outcomes, u);
    }

    private static double[] cumulativeSums(List<? extends ChanceOutcome<?>> outcomes) {
        double[] cum = new double[outcomes.size()];
        double sum = 0;
        for (int i = 0; i < cum.length; i++) {
            sum += outcomes.get(i).probability();
            cum[i] = sum;
        }
        return cum;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sampled")
    @DisplayName("sample draws each value with its probability (chi-square, fixed seed)")
    void sampleFrequencies(String name, Distribution d) {
        int draws = 60_000;
        SplittableRandom rng = new SplittableRandom(20_240_601L);
        int[] counts = new int[d.max() - d.min() + 1];
        for (int i = 0; i < draws; i++) {
            counts[d.sample(rng.nextDouble()) - d.min()]++;
        }
        // bins expected below 5 draws are pooled into one
        double chi2 = 0;
        int bins = 0;
        double pooledExpected = 0;
        int pooledCount = 0;
        for (int v = d.min(); v <= d.max(); v++) {
            double expected = draws * d.probability(v);
            int seen = counts[v - d.min()];
            if (expected >= 5) {
                chi2 += (seen - expected) * (seen - expected) / expected;
                bins++;
            } else {
                pooledExpected += expected;
                pooledCount += seen;
                assertTrue(expected > 0 || seen == 0, "drew " + v + " of probability 0");
            }
        }
        if (pooledExpected >= 5) {
            chi2 += (pooledCount - pooledExpected) * (pooledCount - pooledExpected) / pooledExpected;
            bins++;
        }
        int df = bins - 1;
        // the 99.9% quantile of chi-square with df degrees of freedom (Wilson-Hilferty)
        double a = 2.0 / (9 * df);
        double bound = df * Math.pow(1 - a + 3.09 * Math.sqrt(a), 3);
        assertTrue(chi2 < bound, "chi2 " + chi2 + " >= " + bound + " with " + df + " df");
    }

    static Stream<Arguments> sampled() {
        return Stream.of(
                Arguments.of("D6", Dice.d6()),
                Arguments.of("2D6", Dice.twoD6()),
                Arguments.of("3 AvD", Dice.sum(3, Die.AVERAGE)),
                Arguments.of("hits of 12 D6", Dice.sum(12, Die.D6).map(s -> s / 5)),
                Arguments.of("saves of 10 hits on 5-6", Dice.successes(10, Die.D6, f -> f >= 5)),
                Arguments.of("lowest of 2 D6", Dice.lowestOf(2, Die.D6)));
    }

    @Test
    void toChanceOutcomesNamesEachValue() {
        List<ChanceOutcome<String>> outcomes = Dice.d3().toChanceOutcomes(v -> "move " + v);
        assertEquals(List.of(new ChanceOutcome<>("move 1", 1.0 / 3), new ChanceOutcome<>("move 2", 1.0 / 3),
                new ChanceOutcome<>("move 3", 1.0 / 3)), outcomes);
        assertEquals(6, Dice.d6().map(f -> 2 * f).toChanceOutcomes(v -> v).size(), "no zero-probability gaps");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Dice.twoD6().toChanceOutcomes(v -> v >= 8 ? "pass" : "fail"));
        assertTrue(e.getMessage().contains("map"));
        assertEquals(List.of(new ChanceOutcome<>("fail", 21.0 / 36), new ChanceOutcome<>("pass", 15.0 / 36)),
                Dice.twoD6().map(v -> v >= 8 ? 1 : 0).toChanceOutcomes(v -> v == 1 ? "pass" : "fail"));
    }
}
