package adjutant.engine.honours;

import adjutant.engine.game.Side;

/**
 * Drives the turn through its eight phases (HOW-SEQ-1): whenever no step is waiting, the current
 * phase queues its next ones or ends, and after the breaking-point check the next turn begins.
 */
final class TurnFlow {

    /** Far more automatic transitions than any turn has: a bug, not a game, goes past it. */
    private static final int GUARD = 1_000_000;

    private TurnFlow() {
    }

    /** Runs the automatic part of the game up to the next decision, roll or the end. */
    static void advance(HowState s) {
        int guard = 0;
        while (s.tasks.isEmpty() && !s.result.isOver()) {
            PhaseLogic logic = logic(s.phase);
            if (!s.phaseStarted) {
                s.phaseStarted = true;
                logic.start(s);
                if (s.phase == Phase.GENERALS) {
                    Weather.startOfTurn(s); // rolled before the generals move, so on top
                }
            } else if (!logic.next(s)) {
                s.phase = s.phase.next();
                s.phaseStarted = false;
                if (s.phase == Phase.GENERALS) {
                    newTurn(s);
                }
            }
            if (++guard > GUARD) {
                throw new IllegalStateException("the turn flow does not progress: " + s);
            }
        }
    }

    static PhaseLogic logic(Phase phase) {
        return switch (phase) {
            case GENERALS -> Generals.LOGIC;
            case MOVE_INITIATIVE -> Initiative.MOVEMENT;
            case MOVEMENT -> MovementPhase.LOGIC;
            case FIRE_INITIATIVE -> Initiative.FIRING;
            case FIRING -> FiringPhase.LOGIC;
            case MELEE -> MeleePhase.LOGIC;
            case RALLY -> RallyPhase.LOGIC;
            case BREAK_CHECK -> BreakCheck.LOGIC;
        };
    }

    /** Clears the last turn's bookkeeping. */
    static void newTurn(HowState s) {
        s.turn++;
        for (UnitState u : s.units) {
            u.newTurn();
        }
        for (CommanderState c : s.commanders) {
            c.moved = false;
        }
        java.util.Arrays.fill(s.brigadeMoved, false);
        java.util.Arrays.fill(s.brigadeFired, false);
        java.util.Arrays.fill(s.brigadeOrder, null);
        s.directed[0] = -1;
        s.directed[1] = -1;
        s.moveInitiative = null;
        s.fireInitiative = null;
        s.active = null;
        s.activeBrigade = -1;
    }

    /** Whether the side still has a brigade with a unit in play that satisfies nothing else: for alternation. */
    static boolean hasUnits(HowState s, int brigade) {
        for (int u : s.setup.brigadeUnits(brigade)) {
            if (s.inPlay(u)) {
                return true;
            }
        }
        return false;
    }

    static Side other(Side side) {
        return side.opponent();
    }
}
