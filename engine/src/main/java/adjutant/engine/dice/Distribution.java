package adjutant.engine.dice;

import adjutant.engine.game.ChanceOutcome;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * The exact probability distribution of an integer result: a die, a pool of dice summed, the
 * number of successes among some dice, a die kept out of two, and whatever rules make of those.
 *
 * <p><b>Exact weights.</b> A distribution is kept as integer <em>weights</em> over a common
 * <em>total</em>: {@code P(v) = weight(v) / total()}. For dice the weight of a value is the number
 * of equally likely face combinations that give it and the total is the number of all
 * combinations, e.g. {@code 6^n} for n D6; so the weights are exactly the counts of a brute-force
 * enumeration, and every operation here keeps them exact (weights are not reduced to lowest
 * terms). They are {@link BigInteger}s: {@code 6^24} is the largest power of 6 that fits a long,
 * and the rulesets roll pools of 40 dice and more. Exactness makes tests plain equalities, keeps
 * small probabilities (all 40 dice showing 1) non-zero and makes any order of operations give the
 * same answer. The {@code double} probabilities that searches use are worked out once, at
 * construction, from the exact ratio, and sum to 1 within 1e-12.
 *
 * <p><b>Grouped by result.</b> Only values that occur are kept, each once, with its total weight:
 * a pool of n D6 is the {@code 5n + 1} sums it can show, never {@code 6^n} rolls, and
 * {@link #map} merges the values that lead to the same result (hits = sum / 5). Searches use a
 * distribution as a chance node, whose children must be the distinct results.
 *
 * <p>Two distributions are {@link #equals equal} when they give every value the same probability,
 * whatever their totals (the constant 1 equals a D6 mapped to 1).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Distribution {

    /** One value of a distribution with its probability (positive). */
    public record Outcome(int value, double probability) {}

    /** {@link #times} convolves in one dense array up to this many values, sparse maps beyond. */
    private static final long DENSE_LIMIT = 1 << 16;

    private final int[] values;          // strictly ascending
    private final BigInteger[] weights;  // each > 0
    private final BigInteger total;      // sum of weights
    private final double[] probabilities;
    private final double[] cumulative;   // running sums of probabilities, as Rules.sampleChance adds them

    /** From a value → weight map of positive weights (every builder here makes only those). */
    private Distribution(TreeMap<Integer, BigInteger> weightByValue) {
        if (weightByValue.isEmpty()) {
            throw new IllegalArgumentException("a distribution needs at least one value");
        }
        int n = weightByValue.size();
        values = new int[n];
        weights = new BigInteger[n];
        BigInteger sum = BigInteger.ZERO;
        int i = 0;
        for (Map.Entry<Integer, BigInteger> e : weightByValue.entrySet()) {
            if (e.getValue().signum() <= 0) {
                throw new IllegalArgumentException("weight of " + e.getKey() + " not positive: " + e.getValue());
            }
            values[i] = e.getKey();
            weights[i++] = e.getValue();
            sum = sum.add(e.getValue());
        }
        total = sum;
        probabilities = new double[n];
        cumulative = new double[n];
        double running = 0;
        for (i = 0; i < n; i++) {
            probabilities[i] = ratio(weights[i], total);
            running += probabilities[i];
            cumulative[i] = running;
        }
    }

    /** From a value → weight map of positive weights, for the builders of this package. */
    static Distribution of(TreeMap<Integer, BigInteger> weightByValue) {
        return new Distribution(new TreeMap<>(weightByValue));
    }

    /** The value {@code value} for certain (total 1). */
    public static Distribution constant(int value) {
        return uniform(value);
    }

    /**
     * Equally likely values, repeats counting several times (weight 1 each, total their number):
     * {@code uniform(2, 3, 3, 4, 4, 5)} is the average die.
     */
    public static Distribution uniform(int... values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        TreeMap<Integer, BigInteger> acc = new TreeMap<>();
        for (int v : values) {
            acc.merge(v, BigInteger.ONE, BigInteger::add);
        }
        return new Distribution(acc);
    }

    /** The lowest value of positive probability. */
    public int min() {
        return values[0];
    }

    /** The highest value of positive probability. */
    public int max() {
        return values[values.length - 1];
    }

    /** The common denominator of the weights: the number of equally likely elementary outcomes. */
    public BigInteger total() {
        return total;
    }

    /** The exact weight of {@code value}: {@code probability(value) == weight(value) / total()}. */
    public BigInteger weight(int value) {
        int i = Arrays.binarySearch(values, value);
        return i >= 0 ? weights[i] : BigInteger.ZERO;
    }

    /** The exact total weight of the values that pass {@code event}. */
    public BigInteger weight(IntPredicate event) {
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < values.length; i++) {
            if (event.test(values[i])) {
                sum = sum.add(weights[i]);
            }
        }
        return sum;
    }

    /** P(result = value); 0 outside the support. */
    public double probability(int value) {
        int i = Arrays.binarySearch(values, value);
        return i >= 0 ? probabilities[i] : 0;
    }

    /** P(event(result)), rounded once from the exact sum. */
    public double probability(IntPredicate event) {
        return ratio(weight(event), total);
    }

    /** P(result ≥ k): the chance of a "k or more" test. */
    public double atLeast(int k) {
        return probability(v -> v >= k);
    }

    /** P(result ≤ k). */
    public double atMost(int k) {
        return probability(v -> v <= k);
    }

    /** The expected result. */
    public double mean() {
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < values.length; i++) {
            sum = sum.add(weights[i].multiply(BigInteger.valueOf(values[i])));
        }
        return new BigDecimal(sum).divide(new BigDecimal(total), MathContext.DECIMAL128).doubleValue();
    }

    /** The values of positive probability in ascending order, with their probabilities. */
    public List<Outcome> outcomes() {
        List<Outcome> out = new ArrayList<>(values.length);
        for (int i = 0; i < values.length; i++) {
            out.add(new Outcome(values[i], probabilities[i]));
        }
        return List.copyOf(out);
    }

    /**
     * The value that {@code u} in [0, 1) selects: the first, in ascending order, whose running sum
     * of probabilities exceeds u, the highest if rounding leaves none. This is the convention of
     * {@link adjutant.engine.game.Rules#sampleChance} on {@link #toChanceOutcomes}, so a ruleset
     * can sample a chance node without building its list; u = 0 gives {@link #min}. As there, a
     * far tail whose running sum already rounds to 1 (below 1e-13 in all, e.g. 220+ on 40 D6) is
     * never drawn.
     */
    public int sample(double u) {
        if (!(u >= 0 && u < 1)) {
            throw new IllegalArgumentException("u out of [0, 1): " + u);
        }
        int lo = 0;
        int hi = values.length - 1;
        while (lo < hi) { // first i with u < cumulative[i]; the last one if none
            int mid = (lo + hi) >>> 1;
            if (u < cumulative[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return values[lo];
    }

    /** The distribution of {@code f(result)}; values that {@code f} sends to one result merge. */
    public Distribution map(IntUnaryOperator f) {
        TreeMap<Integer, BigInteger> acc = new TreeMap<>();
        for (int i = 0; i < values.length; i++) {
            acc.merge(f.applyAsInt(values[i]), weights[i], BigInteger::add);
        }
        return new Distribution(acc);
    }

    /** The result plus a fixed modifier (a modified roll: d3 + 2, 2D6 − 1). */
    public Distribution plus(int modifier) {
        return map(v -> Math.addExact(v, modifier));
    }

    /** The sum of this result and an independent {@code other} (convolution); totals multiply. */
    public Distribution plus(Distribution other) {
        return combine(other, Math::addExact);
    }

    /**
     * The sum of n independent copies of this result; n = 0 is the constant 0. For a pool of dice
     * with the pool floor of LOA-GEN-5 use {@link Dice#sum}.
     */
    public Distribution times(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative count: " + n);
        }
        long span = (long) max() - min();
        if (n == 0 || span * n > DENSE_LIMIT) {
            Distribution sum = constant(0);
            for (int i = 0; i < n; i++) {
                sum = sum.plus(this);
            }
            return sum;
        }
        // one dense array, offset by n * min, convolved n times; one distribution at the end
        BigInteger[] one = new BigInteger[(int) span + 1];
        Arrays.fill(one, BigInteger.ZERO);
        for (int i = 0; i < values.length; i++) {
            one[values[i] - min()] = weights[i];
        }
        BigInteger[] sum = one;
        for (int k = 1; k < n; k++) {
            BigInteger[] next = new BigInteger[sum.length + one.length - 1];
            Arrays.fill(next, BigInteger.ZERO);
            for (int i = 0; i < sum.length; i++) {
                if (sum[i].signum() != 0) {
                    for (int j = 0; j < one.length; j++) {
                        if (one[j].signum() != 0) {
                            BigInteger w = one[j].equals(BigInteger.ONE) ? sum[i] : sum[i].multiply(one[j]);
                            next[i + j] = next[i + j].add(w);
                        }
                    }
                }
            }
            sum = next;
        }
        int low = Math.multiplyExact(n, min());
        Math.multiplyExact(n, max()); // the highest sum fits an int
        TreeMap<Integer, BigInteger> acc = new TreeMap<>();
        for (int i = 0; i < sum.length; i++) {
            if (sum[i].signum() != 0) {
                acc.put(low + i, sum[i]);
            }
        }
        return new Distribution(acc);
    }

    /** The higher of this result and an independent {@code other} ("2d6 choose the highest"). */
    public Distribution keepHighest(Distribution other) {
        return combine(other, Math::max);
    }

    /** The lower of this result and an independent {@code other} ("2d6 choose the lowest"). */
    public Distribution keepLowest(Distribution other) {
        return combine(other, Math::min);
    }

    /**
     * A roll that depends on this one: for each value v, the distribution {@code next.apply(v)}
     * (e.g. one save die per hit: {@code hits.flatMap(h -> Dice.successes(h, Die.D6, f -> f < 5))}
     * gives the unsaved hits). The branches are brought to a common total, the least common
     * multiple of theirs, so the weights stay the counts of an enumeration (the save dice a roll
     * did not use counting as rolled and ignored).
     */
    public Distribution flatMap(IntFunction<Distribution> next) {
        Distribution[] branch = new Distribution[values.length];
        BigInteger lcm = BigInteger.ONE;
        for (int i = 0; i < values.length; i++) {
            branch[i] = Objects.requireNonNull(next.apply(values[i]), "next distribution");
            BigInteger t = branch[i].total;
            lcm = lcm.divide(lcm.gcd(t)).multiply(t);
        }
        TreeMap<Integer, BigInteger> acc = new TreeMap<>();
        for (int i = 0; i < values.length; i++) {
            Distribution b = branch[i];
            BigInteger factor = weights[i].multiply(lcm.divide(b.total));
            for (int j = 0; j < b.values.length; j++) {
                acc.merge(b.values[j], factor.multiply(b.weights[j]), BigInteger::add);
            }
        }
        return new Distribution(acc);
    }

    /**
     * The chance node of this result: one outcome per value of positive probability, in ascending
     * order, as {@code outcome} names it. Values whose probability underflows a double (a chance
     * below 1e-300) are left out. Each value must give a different outcome: {@link #map} first to
     * merge the values that lead to the same one.
     *
     * @throws IllegalArgumentException if two values give equal outcomes
     */
    public <A> List<ChanceOutcome<A>> toChanceOutcomes(IntFunction<? extends A> outcome) {
        List<ChanceOutcome<A>> out = new ArrayList<>(values.length);
        Set<A> seen = new HashSet<>();
        for (int i = 0; i < values.length; i++) {
            if (probabilities[i] > 0) {
                A a = outcome.apply(values[i]);
                if (!seen.add(a)) {
                    throw new IllegalArgumentException(
                            "two values give the outcome " + a + "; map the distribution first");
                }
                out.add(new ChanceOutcome<>(a, probabilities[i]));
            }
        }
        return List.copyOf(out);
    }

    /** The distribution of {@code op(x, y)} for this x and an independent y. */
    private Distribution combine(Distribution other, IntBinaryOperator op) {
        TreeMap<Integer, BigInteger> acc = new TreeMap<>();
        for (int i = 0; i < values.length; i++) {
            for (int j = 0; j < other.values.length; j++) {
                acc.merge(op.applyAsInt(values[i], other.values[j]),
                        weights[i].multiply(other.weights[j]), BigInteger::add);
            }
        }
        return new Distribution(acc);
    }

    /** w / t as the nearest double (to within an ulp for totals beyond 2^53). */
    private static double ratio(BigInteger w, BigInteger t) {
        if (t.bitLength() <= 53) {
            return w.doubleValue() / t.doubleValue(); // both exact: one correctly rounded division
        }
        return new BigDecimal(w).divide(new BigDecimal(t), MathContext.DECIMAL128).doubleValue();
    }

    /** Equal when every value has the same probability (exactly), whatever the totals. */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Distribution d) || !Arrays.equals(values, d.values)) {
            return false;
        }
        for (int i = 0; i < values.length; i++) {
            if (!weights[i].multiply(d.total).equals(d.weights[i].multiply(total))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /** E.g. {@code {2: 1, 3: 2, 4: 2, 5: 1}/6}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < values.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(values[i]).append(": ").append(weights[i]);
        }
        return sb.append("}/").append(total).toString();
    }
}
