package adjutant.engine.augsburg;

/**
 * Shooting (FIRE). SEAM (FIRE helper): nobody fires yet.
 *
 * <p>To do: {@link #offerFire} pushes a decision of {@code Fire(unit, target)} over the targets
 * of LOA-FIRE-9 (or a Pass when none), then the pool (LOA-FIRE-1 to LOA-FIRE-4, D-1 to D-6) as a
 * {@link RollTask} of the pip total (Dice.sum), hits = ⌊total/5⌋ (LOA-FIRE-5), saves as a
 * RollTask of successes (LOA-FIRE-6), casualties (LOA-FIRE-7, AMB-36), the target's morale
 * (LOA-FIRE-8, via Morale), Stand Ready return fire (LOA-ORD-4), French step (LOA-MOVE-4),
 * caracole (LOA-MOVE-5), half effect (LOA-FIRE-10); set {@code firedBefore}/{@code firedThisTurn}.
 */
public final class Shooting {

    private Shooting() {
    }

    /** Pushes the steps of a unit's F order. Stub: none. */
    static void offerFire(LoaState s, int unit) {
    }
}
