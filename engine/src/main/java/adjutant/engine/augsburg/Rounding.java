package adjutant.engine.augsburg;

/**
 * LOA-GEN-4 (AMB-7): every division in these rules rounds down (dice pools, hits ÷5 and ÷10,
 * halving, melee dice counts), except "or portion thereof", which rounds up (LOA-MOR-2). Counts
 * only: distances in inches are never rounded.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class Rounding {

    private Rounding() {
    }

    /** ⌊a / b⌋ (b > 0): 7 pips ÷ 5 = 1 hit, 5 figures ÷ 2 = 2 dice. */
    public static int down(int a, int b) {
        return Math.floorDiv(a, b);
    }

    /** Half, rounded down (LOA-FIRE-3, LOA-FIRE-10). */
    public static int half(int a) {
        return Math.floorDiv(a, 2);
    }

    /** ⌈a / b⌉ (b > 0): "one for every b or portion thereof", e.g. morale dice ⌈16 / 6⌉ = 3 (LOA-MOR-2). */
    public static int portionThereof(int a, int b) {
        return -Math.floorDiv(-a, b);
    }

    /** LOA-GEN-5 (AMB-8): a pool cut to 0 or fewer dice rolls nothing. */
    public static int pool(int dice) {
        return Math.max(0, dice);
    }
}
