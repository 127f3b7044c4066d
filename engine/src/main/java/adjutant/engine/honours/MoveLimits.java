package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Move;
import java.util.List;

/**
 * Who may move at all and the limits that depend on the unit rather than the ground: in play,
 * not fixed in contact (HOW-CHG-5), not evaded (HOW-CHG-19), not held by crossing fire
 * (HOW-FIRE-15), not stationary after being passed through (HOW-INTP-2), reforming units only
 * change formation in place (HOW-RALLY-6), each unit type in its own formations (HOW-ORG-7),
 * crews without guns keep theirs (HOW-MOVE-13); Poor and Feeble units only away from the enemy
 * (HOW-CMD-6, AMB-67); the march bonus (HOW-MOVE-7, AMB-49).
 */
final class MoveLimits {

    /**
     * At most this many separate moves per unit and turn: formation changes can cost nothing
     * (light infantry, HOW-FORM-1), so without a limit an activation need never end.
     */
    static final int MAX_MOVES_PER_TURN = 6;

    private MoveLimits() {
    }

    /** Why the unit may not make this move, as "RULE-ID the rest of the sentence", or null. */
    static String mayNotMove(HowState s, int u, Move m) {
        UnitState us = s.units[u];
        if (!s.inPlay(u)) {
            return "HOW-MOVE-2 is no longer in play";
        }
        if (us.fixed) {
            return "HOW-CHG-5 has been charged and is fixed in place until the melee";
        }
        if (us.charged || us.counterCharged) {
            return "HOW-CHG-5 charged this turn: it stays where the charge left it until the melee";
        }
        if (us.moveOrders >= MAX_MOVES_PER_TURN) {
            return "HOW-MOVE-2 has made " + MAX_MOVES_PER_TURN + " separate moves this turn, the most the engine allows";
        }
        if (us.evaded) {
            return "HOW-CHG-19 evaded this turn and may not move again";
        }
        if (us.mustNotMove) {
            return "HOW-FIRE-15 fired crossing fire without the moving penalty and may not move";
        }
        if (us.interpenetrated) {
            return "HOW-INTP-2 was passed through by a friend and stays stationary this turn";
        }
        if (!Command.mayMoveUnit(s, s.setup.brigadeOf(u))) {
            return "HOW-CMD-13 may not move: its brigade commander has already ridden after his units";
        }
        if (Command.held(s, u)) {
            return "HOW-SCN-4 is held in place by the scenario until turn "
                    + s.setup.brigade(s.setup.brigadeOf(u)).mayNotMoveBefore();
        }
        if (!Double.isFinite(m.x()) || !Double.isFinite(m.y()) || !Double.isFinite(m.facing())) {
            return "HOW-MOVE-4 cannot go to a place that is not on the table";
        }
        String formation = formation(s, u, m.formation());
        if (formation != null) {
            return formation;
        }
        boolean samePlace = new Vec2(us.x, us.y).distance(new Vec2(m.x(), m.y())) <= 0.005;
        boolean sameFacing = Angles.betweenDeg(us.facing, m.facing()) <= 0.01;
        if (samePlace && sameFacing && m.formation() == us.formation) {
            return "HOW-MOVE-2 is already there";
        }
        if (us.reforming && !(samePlace && sameFacing)) {
            return "HOW-RALLY-6 is reforming: it may only change formation in place";
        }
        if (us.gunsAbandoned && m.formation() != us.formation) {
            return "HOW-MOVE-13 is a crew without guns: it only moves, at light infantry speed";
        }
        return null;
    }

    /** Why the unit cannot take up the formation (HOW-ORG-7), or null. */
    private static String formation(HowState s, int u, Formation f) {
        List<Formation> ok = switch (s.setup.type(u)) {
            case INFANTRY, LIGHT_INFANTRY -> List.of(Formation.LINE, Formation.MARCH_COLUMN, Formation.IN_BUA);
            case CAVALRY -> List.of(Formation.LINE, Formation.DOUBLE_LINE, Formation.MARCH_COLUMN, Formation.DISMOUNTED,
                    Formation.IN_BUA);
            case ARTILLERY -> List.of(Formation.DEPLOYED, Formation.LIMBERED, Formation.IN_BUA);
            case TRANSPORT -> List.of(Formation.MARCH_COLUMN);
        };
        return ok.contains(f) || s.units[u].gunsAbandoned ? null
                : "HOW-ORG-7 cannot take up " + Words.formation(f);
    }

    /**
     * Poor and Feeble (HOW-CMD-6, AMB-67): the move may never bring the unit nearer its nearest
     * enemy at any point; formation and facing changes in place and limbering are free of this.
     */
    static MovePlan awayOnly(Sweep w) {
        HowState s = w.s;
        int u = w.u;
        Footprint a = w.a;
        Footprint b = w.b;
        boolean demoralised = BrigadeMorale.retreating(s, u); // HOW-OPT-1: they must retreat off the board
        if (!Movement.order(s, u).restricted() && !demoralised || a.frontCentre().distance(b.frontCentre()) <= 0.05) {
            return null;
        }
        double last = Double.NEGATIVE_INFINITY;
        for (Footprint f : w.path()) {
            double d = Proximity.nearestEnemy(s, u, f);
            if (d < last - 0.01 && !Movement.order(s, u).restricted()) {
                return MovePlan.refused("HOW-OPT-1", UnitNames.possessive(s.setup.unitName(u)) + " brigade is demoralised: it may only "
                        + "move away from the enemy, and this move comes nearer");
            }
            if (d < last - 0.01) {
                return MovePlan.refused("HOW-CMD-6", s.setup.unitName(u) + " is under a " + Movement.order(s, u).words()
                        + " order: it may only move away from the enemy, and this move comes nearer");
            }
            last = d;
        }
        return null;
    }

    /**
     * The march bonus (HOW-MOVE-7, AMB-49): on Steady, infantry and cavalry in march column, or
     * limbered guns on a road, more than 60 cm from every enemy all the way, may double move;
     * transport never, nor a unit that changed formation or made any move this turn that did not
     * qualify.
     */
    static boolean marchBonus(HowState s, int u, Footprint a, Footprint b, Formation fa, Formation fb, MoveCost c) {
        UnitType t = s.setup.type(u);
        UnitState us = s.units[u];
        if (Movement.order(s, u) != CommandResult.STEADY || fa != fb || us.changedFormation || us.offMarch
                || !Weather.of(s).doubleMoves()) {
            return false;
        }
        boolean ok = switch (t) {
            case INFANTRY, LIGHT_INFANTRY, CAVALRY -> fa == Formation.MARCH_COLUMN;
            case ARTILLERY -> fa == Formation.LIMBERED && c.road();
            case TRANSPORT -> false;
        };
        return ok && !Proximity.within(s, u, a, b, s.setup.cm(Distance.MARCH_BONUS_CLEARANCE));
    }
}
