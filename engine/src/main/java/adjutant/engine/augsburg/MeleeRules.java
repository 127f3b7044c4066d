package adjutant.engine.augsburg;

/**
 * Charges and melee (MELEE). SEAM (MELEE helper): nobody charges yet.
 *
 * <p>To do: {@link #offerCharge} pushes a decision of {@code Charge(unit, target)} over the
 * targets of LOA-MELEE-9 (or a Pass), then the procedure of LOA-MELEE-2: charge bonus roll
 * (LOA-MOVE-6, AMB-28), the defender's {@code React} decision (fire, point-blank LOA-MELEE-10,
 * counter-charge LOA-MELEE-11, evade via Evade), reach (LOA-MELEE-12, LOA-MOR-7), dice
 * (LOA-MELEE-3, LOA-MELEE-4) rolled as pip totals, resolution (LOA-MELEE-5 to LOA-MELEE-8).
 */
public final class MeleeRules {

    private MeleeRules() {
    }

    /** Pushes the steps of a unit's C order. Stub: none. */
    static void offerCharge(LoaState s, int unit) {
    }
}
