package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;

/**
 * Command figures on the table besides their rides: stepping aside for units (HOW-CMD-3),
 * leaving when their brigade is gone (HOW-CMD-13), and the points the rules measure to.
 */
final class CommandFigures {

    /** How far past a unit's flank a figure stands once moved aside, cm. */
    static final double ASIDE_MARGIN = 0.5;

    private CommandFigures() {
    }

    /**
     * Moves every command figure standing inside the unit's footprint aside, the minimum distance
     * to the left or right of the unit's path, just clear of its flank (HOW-CMD-3). Figures of the
     * other side take a casualty test at once (HOW-CMD-18 (b)).
     *
     * <p>Decision (decisions-cmd.md): the engine takes the shorter way out, to the left on an exact
     * tie; the D6 of HOW-CMD-3 is for players who dispute it and is not modelled.
     */
    static void clear(HowState s, int unit) {
        Footprint f = s.footprint(unit);
        for (int c = 0; c < s.commanders.length; c++) {
            CommanderState cs = s.commanders[c];
            Vec2 p = new Vec2(cs.x, cs.y);
            if (cs.removed || !f.contains(p)) {
                continue;
            }
            double lateral = f.lateral(p);
            double half = f.width() / 2 + ASIDE_MARGIN;
            Vec2 to = f.toWorld(f.ahead(p), lateral >= 0 ? half : -half);
            cs.x = to.x();
            cs.y = to.y();
            if (s.setup.commanderSide(c) != s.setup.side(unit)) {
                CommandCasualties.movedAside(s, c);
            }
        }
    }

    /**
     * A brigade commander may go back with his brigade when all its units retreat, even if he has
     * ridden already (HOW-CMD-13): the retreat rules call this with the units' mean displacement.
     * He follows it if that ride is legal under HOW-CMD-2 (his allowance aside), else stays.
     *
     * @return whether he moved
     */
    static boolean followRetreat(HowState s, int brigade, Vec2 displacement) {
        int bc = s.setup.brigadeCommander(brigade);
        if (bc < 0 || s.commanders[bc].removed) {
            return false;
        }
        CommanderState cs = s.commanders[bc];
        Vec2 from = new Vec2(cs.x, cs.y);
        Vec2 to = from.plus(displacement);
        adjutant.engine.geometry.Segment path = adjutant.engine.geometry.Segment.of(from, to);
        boolean legal = s.setup.terrain().table().contains(to) && CommandFigureMove.impassableOn(s, path) == null
                && CommandFigureMove.enemyWithin(s, s.setup.commanderSide(bc), path,
                        s.setup.cm(Distance.COMMAND_FIGURE_CLEARANCE)) < 0
                && CommandFigureMove.endsSafely(s, bc, to).legal();
        if (legal) {
            cs.x = to.x();
            cs.y = to.y();
        }
        return legal;
    }

    /** Takes off every brigade commander all of whose units are Done For or gone (HOW-CMD-13). */
    static void removeLeaderless(HowState s) {
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            int bc = s.setup.brigadeCommander(b);
            if (bc >= 0 && !s.commanders[bc].removed && !TurnFlow.hasUnits(s, b)) {
                s.commanders[bc].removed = true;
            }
        }
    }

    /** Distance from a point to what a general directs: the brigade commander figure, or the independent unit itself (HOW-CMD-14). */
    static double toDirected(HowState s, int brigade, Vec2 p) {
        int bc = s.setup.brigadeCommander(brigade);
        if (bc >= 0) {
            return new Vec2(s.commanders[bc].x, s.commanders[bc].y).distance(p);
        }
        return s.footprint(s.setup.brigadeUnits(brigade)[0]).distanceTo(p);
    }

    /** 5 cm behind the middle of the brigade's units in play: the mean of their rear-edge centres, stepped back along their mean facing. Null if none is in play. */
    static Vec2 behind(HowState s, int brigade, double cm) {
        Vec2 sum = Vec2.ZERO;
        Vec2 forward = Vec2.ZERO;
        int n = 0;
        for (int u : s.setup.brigadeUnits(brigade)) {
            if (s.inPlay(u)) {
                Footprint f = s.footprint(u);
                sum = sum.plus(f.toWorld(-f.depth(), 0));
                forward = forward.plus(f.forward());
                n++;
            }
        }
        if (n == 0) {
            return null;
        }
        Vec2 back = forward.length() < 1e-9 ? Vec2.ZERO : forward.normalized().times(-cm);
        return sum.times(1.0 / n).plus(back);
    }
}
