package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;

/**
 * Normal moves and what a move costs (HOW-MOVE, HOW-FORM, HOW-ART, HOW-TERR-2): the distances of
 * HOW-MOVE-1, the turn's allowance in normal moves (HOW-MOVE-2, AMB-48), and the path-cost API
 * other rules (charges, evades, compulsory moves) measure with.
 */
public final class Movement {

    private Movement() {
    }

    /**
     * The unit's normal move in cm (HOW-MOVE-1) in {@code formation}, on a road or not, at the
     * game's scale. Deployed artillery: its manhandling distance to the front (HOW-ART-3), halved
     * for France and the Reichsarmee. Dismounted cavalry and crews without guns: the light
     * infantry move (HOW-MOVE-10, HOW-MOVE-13). Road rates only for guns and transport (HOW-TERR-15).
     */
    public static double normalMove(HowState s, int u, Formation formation, boolean road) {
        HowSetup setup = s.setup;
        var spec = setup.unit(u);
        if (spec.type() == UnitType.ARTILLERY && !s.units[u].gunsAbandoned
                && (formation == Formation.DEPLOYED || formation == Formation.IN_BUA)) {
            return manhandle(s, u, false);
        }
        return setup.cm(switch (spec.type()) {
            case INFANTRY -> formation == Formation.MARCH_COLUMN ? Distance.INFANTRY_COLUMN_MOVE : Distance.INFANTRY_LINE_MOVE;
            case LIGHT_INFANTRY -> Distance.LIGHT_INFANTRY_MOVE;
            case CAVALRY -> formation == Formation.DISMOUNTED || formation == Formation.IN_BUA ? Distance.LIGHT_INFANTRY_MOVE
                    : formation == Formation.MARCH_COLUMN ? Distance.CAVALRY_COLUMN_MOVE : Distance.CAVALRY_LINE_MOVE;
            case ARTILLERY -> {
                if (s.units[u].gunsAbandoned) {
                    yield Distance.LIGHT_INFANTRY_MOVE; // HOW-MOVE-13: crews at LI speed
                }
                if (spec.horseArtillery()) {
                    yield road ? Distance.HORSE_ARTILLERY_ROAD_MOVE : Distance.HORSE_ARTILLERY_MOVE; // HOW-ART-7
                }
                yield road ? Distance.LIMBERED_ROAD_MOVE : Distance.LIMBERED_MOVE;
            }
            case TRANSPORT -> road ? Distance.TRANSPORT_ROAD_MOVE : Distance.TRANSPORT_MOVE;
        });
    }

    /** The unit's normal move as it stands now, off road (the line rate once it changed formation, HOW-FORM-5). */
    public static double normalMove(HowState s, int u) {
        Formation f = s.units[u].formation;
        return rate(s, u, f, f, false);
    }

    /**
     * The normal move a move from {@code from} to {@code to} is measured in: the line rate for
     * close-order infantry and mounted cavalry that change formation in it or did earlier this
     * turn (HOW-FORM-5, AMB-48); the limbered rate to limber or unlimber (HOW-ART-4); otherwise
     * the rate of the formation it starts in.
     */
    static double rate(HowState s, int u, Formation from, Formation to, boolean road) {
        UnitType type = s.setup.type(u);
        boolean formed = type == UnitType.INFANTRY || type == UnitType.CAVALRY && from != Formation.DISMOUNTED
                && to != Formation.DISMOUNTED && from != Formation.IN_BUA;
        if (formed && (from != to || s.units[u].changedFormation)) {
            return normalMove(s, u, Formation.LINE, false);
        }
        if (type == UnitType.ARTILLERY && from != to && !s.units[u].gunsAbandoned) {
            return normalMove(s, u, Formation.LIMBERED, false);
        }
        return normalMove(s, u, from, road);
    }

    /** Manhandling distance (HOW-ART-3): front and rear, or flank; halved for France and the Reichsarmee. */
    static double manhandle(HowState s, int u, boolean flank) {
        var spec = s.setup.unit(u);
        GunType g = spec.guns() == null ? GunType.MEDIUM : spec.guns();
        boolean light = g == GunType.LIGHT || g == GunType.LIGHT_UNICORN;
        Distance d = g == GunType.HEAVY ? (flank ? Distance.MANHANDLE_HEAVY_FLANK : Distance.MANHANDLE_HEAVY)
                : light ? (flank ? Distance.MANHANDLE_LIGHT_FLANK : Distance.MANHANDLE_LIGHT)
                : (flank ? Distance.MANHANDLE_MEDIUM_FLANK : Distance.MANHANDLE_MEDIUM); // howitzers as medium, AMB-61
        double cm = s.setup.cm(d);
        return s.setup.nation(u).manhandleAtHalfRate() ? cm / 2 : cm;
    }

    static double manhandleFlank(HowState s, int u) {
        return manhandle(s, u, true);
    }

    /**
     * Normal moves the unit may spend this turn (HOW-MOVE-2): its command result's moves (Steady
     * when none is set yet), at most a double move (HOW-MOVE-3). Poor and Feeble units may still
     * make one move away from the enemy (HOW-CMD-6, AMB-67). {@code marchBonus}: the move
     * qualifies for the Steady march bonus (HOW-MOVE-7).
     */
    static double budget(HowState s, int u, boolean marchBonus) {
        CommandResult order = order(s, u);
        int moves = order.restricted() ? 1 : order.moves();
        if (order == CommandResult.STEADY && marchBonus) {
            moves = 2;
        }
        return Math.min(2, moves);
    }

    /** The unit's command result this turn, Steady until the command roll sets one. */
    static CommandResult order(HowState s, int u) {
        CommandResult o = s.units[u].order;
        return o == null ? CommandResult.STEADY : o;
    }

    /**
     * The allowance (cm of the normal move that applies to this move, HOW-FORM-5 line rate when
     * the formation changes) the unit spends going from {@code from} (in its current formation)
     * to {@code to} in {@code formation}: wheel and straight distance (HOW-MOVE-4), ground
     * (HOW-TERR-2), obstacles, flank and rear deductions (HOW-MOVE-5), formation change costs
     * (HOW-FORM); {@link Double#POSITIVE_INFINITY} when the path is impassable to it or the
     * close-to-the-enemy limits forbid it (HOW-MOVE-6). Friends and enemies in the way are not
     * looked at here. Compare it with {@link #remaining(HowState, int)}.
     */
    public static double cost(HowState s, int u, Footprint from, Footprint to, Formation formation) {
        return costOf(s, u, from, to, formation).cm();
    }

    /** The same cost in normal moves, with why it is infinite when it is. */
    static MoveCost costOf(HowState s, int u, Footprint from, Footprint to, Formation formation) {
        boolean close = Proximity.within(s, u, from, to, s.setup.cm(Distance.CLOSE_TO_ENEMY));
        return PathCost.of(s, u, from, s.units[u].formation, to, formation, close);
    }

    /**
     * The cm of allowance the unit has left this turn (HOW-MOVE-2, AMB-48), in its current normal
     * move (without the march bonus, which depends on the move).
     */
    public static double remaining(HowState s, int u) {
        return remainingMoves(s, u) * normalMove(s, u);
    }

    /** Normal moves left this turn (without the march bonus). */
    static double remainingMoves(HowState s, int u) {
        return Math.max(0, budget(s, u, false) - s.units[u].movesUsed);
    }

    /**
     * After a forced move (HOW-INTP-6): if the unit overlaps a friend, shift it the least distance
     * that clears every unit and keeps it on the table. Returns whether it is clear.
     */
    public static boolean clearOverlap(HowState s, int unit) {
        UnitState us = s.units[unit];
        Footprint f = s.footprint(unit);
        if (Proximity.clear(s, unit, f)) {
            return true;
        }
        double step = 0.25;
        for (double d = step; d <= 200; d += step) {
            for (int k = 0; k < 24; k++) {
                Vec2 shifted = f.frontCentre().plus(Vec2.unit(k * 15.0).times(d));
                Footprint g = f.movedTo(shifted, f.facing());
                if (s.setup.terrain().onTable(g) && Proximity.clear(s, unit, g)) {
                    us.x = shifted.x();
                    us.y = shifted.y();
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * After a forced move (retreat, rout, evade, pursuit): a unit that halts at the table's edge
     * stands on the table (HOW-REACT-9), so a footprint a turn left hanging over the edge is
     * slid back on, the least distance. Does nothing to a unit already on the table.
     */
    public static void keepOnTable(HowState s, int unit) {
        Footprint f = s.footprint(unit);
        var table = s.setup.terrain().table();
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Vec2 c : f.corners()) {
            minX = Math.min(minX, c.x());
            maxX = Math.max(maxX, c.x());
            minY = Math.min(minY, c.y());
            maxY = Math.max(maxY, c.y());
        }
        double dx = minX < 0 ? -minX : maxX > table.length() ? table.length() - maxX : 0;
        double dy = minY < 0 ? -minY : maxY > table.width() ? table.width() - maxY : 0;
        s.units[unit].x += dx;
        s.units[unit].y += dy;
    }
}
