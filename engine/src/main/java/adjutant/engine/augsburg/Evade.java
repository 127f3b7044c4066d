package adjutant.engine.augsburg;

/**
 * Light troops, skirmishers, gunners and evasion (EVADE). SEAM (EVADE helper): nobody evades yet.
 *
 * <p>To do: {@link #mayEvade} for the charge reaction (LOA-EVADE-1, LOA-EVADE-4 to LOA-EVADE-10),
 * the evade steadiness test (LOA-EVADE-11), {@link #withdraw} for the compulsory 4" withdrawal
 * (LOA-EVADE-2), screening (LOA-EVADE-3) for Shooting's targets; a late evasion sets Unformed and
 * {@code mustRally} (LOA-EVADE-7).
 */
public final class Evade {

    private Evade() {
    }

    /** Whether the unit may answer a charge by evading (LOA-EVADE-7). */
    public static boolean mayEvade(LoaState s, int unit) {
        return s.setup.kind(unit).isLight() || s.setup.kind(unit).isArtillery();
    }

    /** Pushes the withdrawals of light units that a formed enemy came within 4" of (LOA-EVADE-2). Stub: none. */
    static void withdraw(LoaState s, int movedUnit) {
    }
}
