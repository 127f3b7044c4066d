package adjutant.engine.augsburg;

/**
 * Movement and terrain (MOVE, TERR). SEAM (MOVE helper): nothing moves yet.
 *
 * <p>To do: {@link #offerMove} pushes a decision task (a record implementing {@link Task})
 * offering {@code Move(unit, x, y, facing)} end positions for M (straight ahead up to the NM,
 * LOA-MOVE-2), W (pivot on a front corner, outer arc ≤ NM, AMB-25; unlimbered guns pivot ≤ 45°,
 * AMB-24) and R (about-face, half rate, LOA-MOVE-3), with validate accepting any exact legal
 * end position; rates LOA-MOVE-1, mixed going AMB-23, going and obstacles LOA-TERR-1, Unformed
 * in bad going LOA-TERR-2, cover categories LOA-TERR-3; then LOA-EVADE-2 withdrawals.
 * Also: {@link #normalMove}, the NM every other section uses (fall-backs, routs, evasion).
 */
public final class MoveRules {

    private MoveRules() {
    }

    /** Pushes the steps of a unit's M, W or R order (LOA-MOVE-2, LOA-MOVE-3). Stub: none. */
    static void offerMove(LoaState s, int unit, Order order) {
    }

    /**
     * AMB-42: pushes each side's CinC's move (12" good going, 8" bad, LOA-ORG-11), a
     * {@code Move(-1 - commander, …)} decision or Pass. Stub: none.
     */
    static void moveCincs(LoaState s) {
    }

    /** AMB-42: pushes the brigadier's free move when his brigade acts, before its units. Stub: none. */
    static void moveBrigadier(LoaState s, int brigade) {
    }

    /** The unit's Normal Move in good going, inches (LOA-MOVE-1). */
    public static double normalMove(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        Formation f = s.units[unit].formation;
        return switch (k) {
            case FRENCH_FOOT, DUTCH_FOOT -> 4;
            case SKIRMISH_FOOT -> 6;
            case PISTOLEERS -> 8;
            case AGGRESSIVE_HORSE -> 10;
            case DRAGOONS -> f == Formation.DISMOUNTED ? 6 : 8; // dismounted dragoons are Skirmishing Foot (LOA-ORG-4)
            case LIGHT_HORSE -> 8; // AMB-14: as mounted dragoons
            case LIGHT_GUN, FIELD_GUN, HEAVY_GUN -> f == Formation.LIMBERED ? 4 : 0;
        };
    }
}
