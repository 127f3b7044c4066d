package adjutant.engine.dice;

import static adjutant.engine.dice.BruteForce.assertSame;
import static adjutant.engine.dice.BruteForce.dice;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The rolls of {@link Dice}: brute force for small pools, closed forms for large ones, and the specs' odds. */
class DiceTest {
    private static final BigInteger SIX = BigInteger.valueOf(6);

    static Stream<Arguments> smallPools() {
        return Stream.of(Die.D6, Die.AVERAGE, Die.D3, Die.D2)
                .flatMap(die -> IntStream.rangeClosed(1, 5).mapToObj(n -> Arguments.of(n, die)));
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("smallPools")
    void sumOfAPoolIsTheEnumeratedSum(int n, Die die) {
        Distribution pool = Dice.sum(n, die);
        assertSame(dice(n, die), f -> Arrays.stream(f).sum(), pool);
        assertEquals(SIX.pow(n), pool.total());
        assertEquals(pool, die.distribution().times(n));
    }

    @ParameterizedTest(name = "{0} dice")
    @ValueSource(ints = {0, -1, -7})
    @DisplayName("LOA-GEN-5: a pool of 0 or fewer dice scores 0")
    void emptyPoolScoresZero_LOA_GEN_5(int n) {
        for (Distribution d : List.of(Dice.sum(n, Die.D6), Dice.successes(n, Die.D6, f -> f >= 5))) {
            assertEquals(0, d.min());
            assertEquals(0, d.max());
            assertEquals(1.0, d.probability(0));
            assertEquals(BigInteger.ONE, d.total(), "6^0 rolls");
        }
        assertEquals(Distribution.constant(0), Dice.sum(n, Die.D6).map(s -> s / 5), "no hits");
    }

    static Stream<Arguments> successCases() {
        return IntStream.rangeClosed(1, 5).boxed().flatMap(n -> Stream.of(
                Arguments.of(n, 6, Die.D6), Arguments.of(n, 5, Die.D6), Arguments.of(n, 4, Die.D6),
                Arguments.of(n, 4, Die.AVERAGE), Arguments.of(n, 7, Die.D6), Arguments.of(n, 1, Die.D6)));
    }

    @ParameterizedTest(name = "{0} dice succeeding on {1}+ ({2})")
    @MethodSource("successCases")
    @DisplayName("LOA-FIRE-6: one save die per hit; saves are the dice at or above the target")
    void successesAreTheEnumeratedCount_LOA_FIRE_6(int n, int target, Die die) {
        IntPredicate success = f -> f >= target;
        assertSame(dice(n, die), f -> (int) Arrays.stream(f).filter(success).count(),
                Dice.successes(n, die, success));
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("smallPools")
    @DisplayName("LOA-GEN-3: 2d6 choose the highest / lowest keeps one die")
    void highestAndLowestOfNDice_LOA_GEN_3(int n, Die die) {
        if (n > 4) {
            return;
        }
        assertSame(dice(n, die), f -> Arrays.stream(f).max().getAsInt(), Dice.highestOf(n, die));
        assertSame(dice(n, die), f -> Arrays.stream(f).min().getAsInt(), Dice.lowestOf(n, die));
    }

    @ParameterizedTest(name = "{0} squadrons")
    @ValueSource(ints = {1, 2})
    @DisplayName("LOA-MOR-2: cavalry roll 2D6 per squadron and keep the lower die, summed")
    void cavalryMoraleDice_LOA_MOR_2(int squadrons) {
        assertSame(dice(2 * squadrons, Die.D6), f -> {
            int sum = 0;
            for (int i = 0; i < f.length; i += 2) {
                sum += Math.min(f[i], f[i + 1]);
            }
            return sum;
        }, Dice.lowestOf(2, Die.D6).times(squadrons));
    }

    @Test
    void keepingOneOfNoDiceIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Dice.highestOf(0, Die.D6));
        assertThrows(IllegalArgumentException.class, () -> Dice.lowestOf(-1, Die.D6));
    }

    /** Ways for n D6 to sum to s: Σ_k (−1)^k C(n, k) C(s − 6k − 1, n − 1). */
    private static BigInteger waysToSum(int n, int s) {
        BigInteger ways = BigInteger.ZERO;
        for (int k = 0; k <= n && s - 6 * k >= n; k++) {
            BigInteger term = choose(n, k).multiply(choose(s - 6 * k - 1, n - 1));
            ways = k % 2 == 0 ? ways.add(term) : ways.subtract(term);
        }
        return ways;
    }

    private static BigInteger choose(int n, int k) {
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return c;
    }

    @ParameterizedTest(name = "{0} D6")
    @ValueSource(ints = {10, 24, 25, 40, 64, 65, 80})
    @DisplayName("large pools stay exact: the sum of n D6 against the closed form, total 6^n")
    void largePoolsAreExact(int n) {
        Distribution pool = Dice.sum(n, Die.D6);
        assertEquals(SIX.pow(n), pool.total());
        assertEquals(n, pool.min());
        assertEquals(6 * n, pool.max());
        BigInteger sum = BigInteger.ZERO;
        double p = 0;
        for (int s = n; s <= 6 * n; s++) {
            assertEquals(waysToSum(n, s), pool.weight(s), "ways to roll " + s);
            assertEquals(pool.weight(s), pool.weight(7 * n - s), "symmetric about 3.5n");
            sum = sum.add(pool.weight(s));
            p += pool.probability(s);
        }
        assertEquals(pool.total(), sum);
        assertEquals(1.0, p, 1e-12);
        assertEquals(3.5 * n, pool.mean(), 1e-12);
        assertTrue(pool.probability(n) > 0, "all ones: 6^-n, not rounded to 0");
        assertEquals(Math.pow(6, -n), pool.probability(n), Math.pow(6, -n) * 1e-15);
    }

    @Test
    @DisplayName("large pools stay exact: 100 save dice, binomial weights C(100,k) 2^k 4^(100-k)")
    void largeSuccessCountsAreExact() {
        Distribution saves = Dice.successes(100, Die.D6, f -> f >= 5);
        assertEquals(SIX.pow(100), saves.total());
        for (int k = 0; k <= 100; k++) {
            assertEquals(choose(100, k).shiftLeft(k).multiply(BigInteger.valueOf(4).pow(100 - k)), saves.weight(k));
        }
        assertEquals(100 / 3.0, saves.mean(), 1e-12);
    }

    @Test
    void poolsAreKeptOnceBuilt() {
        assertTrue(Dice.sum(12, Die.D6) == Dice.sum(12, Die.D6));
        assertEquals(Dice.sum(12, Die.D6), Dice.sum(12, Die.of(1, 2, 3, 4, 5, 6)));
    }

    @Test
    @DisplayName("HOW-GEN-3: the average die's mean is 3.5, as the D6's")
    void averageDieMean_HOW_GEN_3() {
        assertEquals(3.5, Dice.averageDie().mean());
        assertEquals(3.5, Dice.d6().mean());
        assertEquals(List.of(2, 3, 4, 5),
                Dice.averageDie().outcomes().stream().map(Distribution.Outcome::value).toList());
    }

    @ParameterizedTest(name = "modifier {0}: {1}/6")
    @CsvSource({"0, 3", "1, 4", "-1, 2", "2, 5", "-2, 1"})
    @DisplayName("HOW-GEN-4: the 4-6 test passes with 1/2, 2/3, 1/3, 5/6, 1/6 at +0, +1, -1, +2, -2")
    void fourToSixTest_HOW_GEN_4(int modifier, int sixths) {
        Distribution roll = Dice.d6().plus(modifier);
        assertEquals(BigInteger.valueOf(sixths), roll.weight(v -> v >= 4));
        assertEquals(SIX, roll.total());
        assertEquals(sixths / 6.0, roll.atLeast(4));
    }

    @Test
    @DisplayName("HOW-GEN-4: the 2D6 11-12 test has probability 3/36 = 1/12")
    void elevenTwelveOnTwoD6_HOW_GEN_4() {
        assertEquals(BigInteger.valueOf(3), Dice.twoD6().weight(v -> v >= 11));
        assertEquals(BigInteger.valueOf(36), Dice.twoD6().total());
        assertEquals(1.0 / 12, Dice.twoD6().atLeast(11));
        assertSame(dice(2, Die.D6), f -> f[0] + f[1], Dice.twoD6());
    }

    @Test
    @DisplayName("LOA-MOR-9: 8+ on 2D6 is 15/36")
    void steadinessTest_LOA_MOR_9() {
        assertEquals(BigInteger.valueOf(15), Dice.twoD6().weight(v -> v >= 8));
        assertEquals(15.0 / 36, Dice.twoD6().atLeast(8));
    }

    @Test
    @DisplayName("LOA-GEN-3, LOA-MOR-5: d3 and d2 rolls, d3 + 2 for a rout")
    void derivedDice_LOA_GEN_3() {
        assertEquals(Distribution.uniform(1, 2, 3), Dice.d3());
        assertEquals(Distribution.uniform(1, 2), Dice.d2());
        assertEquals(Distribution.uniform(3, 4, 5), Dice.d3().plus(2));
        assertEquals(Die.D3.distribution(), Dice.d3());
    }
}
