package adjutant.engine.dice;

import java.math.BigInteger;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntPredicate;

/**
 * The rolls the rulesets make, as exact {@link Distribution}s grouped by result. A rules file reads
 * e.g. {@code Dice.sum(12, Die.D6).map(s -> s / 5)} for the hits of a 12-die fire pool
 * (LOA-FIRE-5), {@code Dice.successes(hits, Die.D6, f -> f >= 5)} for the saves of a skirmish
 * target (LOA-FIRE-6), {@code Dice.twoD6().plus(modifier).atLeast(8)} for a steadiness test
 * (LOA-MOR-9) and {@code Dice.d3().plus(2)} for a rout move.
 *
 * @implNote This class is immutable and thread-safe; {@link #sum} keeps the pools it has built.
 */
public final class Dice {

    /** Pools up to this many dice are kept once built: searches ask for the same few again and again. */
    private static final int CACHED_POOL = 64;

    private static final Distribution D6 = Die.D6.distribution();
    private static final Distribution AVERAGE = Die.AVERAGE.distribution();
    private static final Distribution D3 = Die.D3.distribution();
    private static final Distribution D2 = Die.D2.distribution();
    private static final Distribution TWO_D6 = D6.plus(D6);
    private static final Distribution NOTHING = Distribution.constant(0);

    private record Pool(Die die, int n) {}

    private static final ConcurrentHashMap<Pool, Distribution> POOLS = new ConcurrentHashMap<>();

    private Dice() {}

    /** One D6: 1..6, each 1/6. */
    public static Distribution d6() {
        return D6;
    }

    /** One average die (HOW-GEN-3): 2 and 5 at 1/6, 3 and 4 at 2/6; mean 3.5. */
    public static Distribution averageDie() {
        return AVERAGE;
    }

    /** One d3 = ⌈D6 / 2⌉ (LOA-GEN-3), over the D6's total 6. */
    public static Distribution d3() {
        return D3;
    }

    /** One d2: 1 on 1–3, 2 on 4–6 (LOA-GEN-3), over the D6's total 6. */
    public static Distribution d2() {
        return D2;
    }

    /** 2D6 summed: 2..12 over 36. */
    public static Distribution twoD6() {
        return TWO_D6;
    }

    /**
     * The pips of a pool of n dice, summed. A pool of 0 or fewer dice rolls nothing and scores 0
     * (LOA-GEN-5).
     */
    public static Distribution sum(int n, Die die) {
        if (n <= 0) {
            return NOTHING;
        }
        if (n > CACHED_POOL) {
            return die.distribution().times(n);
        }
        Pool key = new Pool(die, n);
        Distribution d = POOLS.get(key);
        if (d == null) {
            d = die.distribution().times(n);
            Distribution had = POOLS.putIfAbsent(key, d);
            d = had != null ? had : d;
        }
        return d;
    }

    /**
     * The number of n dice that show a face passing {@code success} (binomial): e.g. the saves of
     * n hits, one D6 each. The weights count the {@code size^n} rolls; 0 or fewer dice score 0.
     */
    public static Distribution successes(int n, Die die, IntPredicate success) {
        if (n <= 0) {
            return NOTHING;
        }
        BigInteger s = BigInteger.valueOf(die.count(success));
        BigInteger f = BigInteger.valueOf(die.size()).subtract(s);
        TreeMap<Integer, BigInteger> acc = new TreeMap<>();
        BigInteger choose = BigInteger.ONE; // C(n, k)
        for (int k = 0; k <= n; k++) {
            BigInteger w = choose.multiply(s.pow(k)).multiply(f.pow(n - k));
            if (w.signum() > 0) {
                acc.put(k, w);
            }
            choose = choose.multiply(BigInteger.valueOf(n - k)).divide(BigInteger.valueOf(k + 1));
        }
        return Distribution.of(acc);
    }

    /** The highest of n dice ("2d6 choose the highest", LOA-GEN-3); n ≥ 1. */
    public static Distribution highestOf(int n, Die die) {
        return keepOne(n, die, Distribution::keepHighest);
    }

    /** The lowest of n dice ("2d6 choose the lowest", LOA-GEN-3); n ≥ 1. */
    public static Distribution lowestOf(int n, Die die) {
        return keepOne(n, die, Distribution::keepLowest);
    }

    /** One die of n kept by {@code keep} (highest or lowest), rolling them in one at a time. */
    private static Distribution keepOne(int n, Die die, java.util.function.BinaryOperator<Distribution> keep) {
        Distribution one = die.distribution();
        Distribution kept = one;
        for (int i = 1; i < positive(n); i++) {
            kept = keep.apply(kept, one);
        }
        return kept;
    }

    private static int positive(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("keep one of " + n + " dice: need at least 1");
        }
        return n;
    }
}
