package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.MoveCommander;
import java.util.ArrayList;
import java.util.List;

/**
 * Command in the movement phase (HOW-CMD): activating a brigade queues its command roll
 * ({@link CommandRoll}), then the general's adjustment and the out-of-command tests; the
 * result's immediate effects are {@link CommandEffects}'. During the activation this class
 * answers what the order rules ask: whether units may still move (not once their commander has
 * ridden, HOW-CMD-13, nor while the scenario holds them), where the commander may ride, and
 * whether the brigade may end (Inspiring obligations, {@link Inspiring}).
 *
 * <p>What each result allows a unit ({@link UnitState#order}: k normal moves, Poor only away
 * from the enemy, HOW-CMD-5 to HOW-CMD-8, HOW-CMD-10) is enforced by the movement rules.
 */
final class Command {

    /** The brigade commander's spot behind his units: this far behind their middle, cm. */
    static final double BEHIND = 5;

    private Command() {
    }

    /** A brigade is activated: queue its command roll and what follows it (HOW-CMD-4, HOW-CMD-12). */
    static void activate(HowState s, int brigade) {
        CommandFigures.removeLeaderless(s);
        BrigadeMorale.queueWithdrawals(s, brigade); // HOW-OPT-1: below the roll and the retreats again
        retreatAgain(s, brigade); // below the roll: after it and the out-of-command tests, before any order
        s.push(new CommandRoll(brigade));
    }

    /**
     * Units that rallied off no hits in their first rally phase after losing morale retreat again
     * as their brigade is activated, whatever its result (HOW-RALLY-8, AMB-51); one that had halted
     * at a table edge leaves the table instead and is Done For (HOW-REACT-9).
     */
    private static void retreatAgain(HowState s, int brigade) {
        for (int u : s.setup.brigadeUnits(brigade)) {
            UnitState us = s.units[u];
            if (!s.inPlay(u) || !us.mustRetreatAgain) {
                continue;
            }
            if (us.atTableEdge) {
                Hits.doneFor(s, u);
                us.removed = true;
            } else {
                s.push(new Reactions.RetreatChoice(u, us.gunsAbandoned ? Reactions.Mode.CREW : Reactions.Mode.NORMAL));
            }
        }
    }

    /** Whether a scenario rule keeps the unit from moving this turn (HOW-SCN-4/5: BrigadeSpec.mayNotMoveBefore; light infantry may be exempt). */
    static boolean held(HowState s, int u) {
        var spec = s.setup.brigade(s.setup.brigadeOf(u));
        boolean exempt = spec.lightInfantryExempt() && s.setup.type(u) == UnitType.LIGHT_INFANTRY;
        return s.turn < spec.mayNotMoveBefore() && !exempt;
    }

    /** Whether units of the brigade may still move: not once its commander has ridden (HOW-CMD-13). */
    static boolean mayMoveUnit(HowState s, int brigade) {
        int bc = s.setup.brigadeCommander(brigade);
        return bc < 0 || !s.commanders[bc].moved;
    }

    /** Whether the unit may make a voluntary move now: its commander has not ridden and the scenario does not hold it. */
    static boolean mayMoveVoluntarily(HowState s, int u) {
        return mayMoveUnit(s, s.setup.brigadeOf(u)) && !held(s, u);
    }

    /** Where the brigade's commander may ride now: stay, or just behind the middle of his units (HOW-CMD-13). */
    static List<HowAction> commanderMoves(HowState s, int brigade) {
        int bc = s.setup.brigadeCommander(brigade);
        List<HowAction> out = new ArrayList<>();
        if (bc < 0) {
            return out;
        }
        CommanderState c = s.commanders[bc];
        List<Vec2> spots = new ArrayList<>();
        spots.add(new Vec2(c.x, c.y));
        Vec2 behind = CommandFigures.behind(s, brigade, BEHIND);
        if (behind != null) {
            spots.add(behind);
        }
        for (Vec2 p : spots) {
            MoveCommander m = new MoveCommander(bc, p.x(), p.y());
            if (validateCommanderMove(s, brigade, m).legal()) {
                out.add(m);
            }
        }
        return out;
    }

    static Verdict validateCommanderMove(HowState s, int brigade, MoveCommander m) {
        int bc = s.setup.brigadeCommander(brigade);
        if (bc < 0 || m.commander() != bc) {
            return Verdict.illegal("HOW-CMD-13", "only the commander of " + s.setup.brigade(brigade).name() + " rides with it");
        }
        CommanderState c = s.commanders[bc];
        String who = s.setup.commander(bc).name();
        if (c.removed) {
            return Verdict.illegal("HOW-CMD-13", who + " has left the field with his brigade");
        }
        if (c.moved) {
            return Verdict.illegal("HOW-CMD-13", who + " has ridden already this turn");
        }
        Verdict owed = Inspiring.pending(s, brigade);
        if (!owed.legal()) {
            return Verdict.illegal("HOW-CMD-13", who + " rides after his units have moved: " + owed.message());
        }
        Vec2 to = new Vec2(m.x(), m.y());
        return to.distance(new Vec2(c.x, c.y)) <= CommandFigureMove.EPS ? Verdict.ok() : CommandFigureMove.check(s, bc, to);
    }

    static void moveCommander(HowState s, MoveCommander m) {
        CommanderState c = s.commanders[m.commander()];
        c.x = m.x();
        c.y = m.y();
        c.moved = true;
    }

    /** Whether the brigade may end its activation now (Inspiring obligations met, HOW-CMD-9). */
    static Verdict mayEnd(HowState s, int brigade) {
        return Inspiring.pending(s, brigade);
    }

    static void endActivation(HowState s, int brigade) {
        for (int u : s.setup.brigadeUnits(brigade)) {
            s.units[u].inspiredFrom = -1;
        }
        CommandFigures.removeLeaderless(s);
    }
}
