package adjutant.engine.honours;

/**
 * Normal moves and what a move costs (HOW-MOVE, HOW-FORM, HOW-ART, HOW-TERR-2).
 * (Skeleton: the normal-move table; the rest is being written.)
 */
public final class Movement {

    private Movement() {
    }

    /**
     * The unit's normal move in cm (HOW-MOVE-1) in {@code formation}, on a road or not, at the
     * game's scale. Deployed artillery: its manhandling distance to the front.
     */
    public static double normalMove(HowState s, int u, Formation formation, boolean road) {
        HowSetup setup = s.setup;
        var spec = setup.unit(u);
        return setup.cm(switch (spec.type()) {
            case INFANTRY -> formation == Formation.MARCH_COLUMN ? Distance.INFANTRY_COLUMN_MOVE : Distance.INFANTRY_LINE_MOVE;
            case LIGHT_INFANTRY -> Distance.LIGHT_INFANTRY_MOVE;
            case CAVALRY -> formation == Formation.DISMOUNTED ? Distance.LIGHT_INFANTRY_MOVE
                    : formation == Formation.MARCH_COLUMN ? Distance.CAVALRY_COLUMN_MOVE : Distance.CAVALRY_LINE_MOVE;
            case ARTILLERY -> {
                if (s.units[u].gunsAbandoned) {
                    yield Distance.LIGHT_INFANTRY_MOVE; // HOW-MOVE-13: crews at LI speed
                }
                if (formation == Formation.DEPLOYED) {
                    GunType g = spec.guns() == null ? GunType.MEDIUM : spec.guns();
                    yield g == GunType.LIGHT || g == GunType.LIGHT_UNICORN ? Distance.MANHANDLE_LIGHT
                            : g == GunType.HEAVY ? Distance.MANHANDLE_HEAVY : Distance.MANHANDLE_MEDIUM;
                }
                if (spec.horseArtillery()) {
                    yield road ? Distance.HORSE_ARTILLERY_ROAD_MOVE : Distance.HORSE_ARTILLERY_MOVE;
                }
                yield road ? Distance.LIMBERED_ROAD_MOVE : Distance.LIMBERED_MOVE;
            }
            case TRANSPORT -> road ? Distance.TRANSPORT_ROAD_MOVE : Distance.TRANSPORT_MOVE;
        });
    }

    /** The unit's normal move as it stands now, off road. */
    public static double normalMove(HowState s, int u) {
        return normalMove(s, u, s.units[u].formation, false);
    }

    /**
     * The allowance (cm of the normal move that applies to this move, HOW-FORM-5 line rate when
     * the formation changes) the unit spends going from {@code from} (its current formation) to
     * {@code to} in {@code formation}: wheel and straight distance (HOW-MOVE-4), terrain
     * (HOW-TERR-2), obstacles, flank and rear deductions (HOW-MOVE-5), formation change costs
     * (HOW-FORM); {@link Double#POSITIVE_INFINITY} when the path is impassable to it.
     * Compare it with {@link #remaining(HowState, int)}.
     */
    public static double cost(HowState s, int u, Footprint from, Footprint to, Formation formation) {
        return from.frontCentre().distance(to.frontCentre());
    }

    /** The cm of allowance the unit has left this turn (HOW-MOVE-2, AMB-48), in its current normal move. */
    public static double remaining(HowState s, int u) {
        UnitState us = s.units[u];
        int moves = us.order == null ? 1 : us.order.moves();
        return Math.max(0, moves - us.movesUsed) * normalMove(s, u);
    }
}
