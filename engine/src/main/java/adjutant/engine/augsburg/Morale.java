package adjutant.engine.augsburg;

/**
 * Morale and steadiness (MOR). SEAM (MOR helper): no tests yet.
 *
 * <p>To do: {@link #test} pushes a {@link RollTask} of the morale dice (LOA-MOR-2: ⌈original/6⌉
 * D6 for foot, per squadron lower of 2D6 for horse, 1D6 for guns) with the modifiers of
 * LOA-MOR-3 (rally points and joined commander subtract, LOA-CMD-8, LOA-CMD-9), pass when ≤
 * current figures (LOA-MOR-4), results LOA-MOR-5 (ORDERS_CANCELLED → LOA-ORD-5), chargers
 * LOA-MOR-7; {@link #rally} is the Y order (LOA-MOR-8); {@link #steadiness} the 2D6 ≥ 8 tests
 * (LOA-MOR-9). Tests happen at the end of the step that caused the casualties (LOA-SEQ-3,
 * LOA-MOR-1): push them below that step's remaining tasks.
 */
public final class Morale {

    private Morale() {
    }

    /** Pushes a morale test of the unit (LOA-MOR-1). Stub: none. */
    static void test(LoaState s, int unit) {
    }

    /**
     * The end of a step (LOA-SEQ-3, AMB-51: one unit's complete activation, or one reaction):
     * every unit whose {@code moraleDue} is set gets its test, in unit order, and the flags are
     * cleared. The activation phase calls it when a unit's activation has run out of steps; a
     * reaction's last step should call it too. Returns whether a step was pushed.
     */
    static boolean endOfStep(LoaState s) {
        boolean pushed = false;
        for (int u = s.units.length - 1; u >= 0; u--) {
            UnitState us = s.units[u];
            if (us.moraleDue) {
                us.moraleDue = false;
                int before = s.tasks.size();
                if (s.inPlay(u)) {
                    test(s, u);
                }
                pushed |= s.tasks.size() > before;
            }
            us.enfiladed = false;
        }
        return pushed;
    }

    /** Pushes the steps of a unit's Y order (LOA-MOR-8). Stub: none. */
    static void rally(LoaState s, int unit) {
    }
}
