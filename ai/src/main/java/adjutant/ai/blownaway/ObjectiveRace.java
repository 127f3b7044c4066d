package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.Params;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.VictoryKind;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ObjectiveSpec;
import java.util.Arrays;

/**
 * The race for objectives as a commander counts it: how many of its own moves a side needs, at
 * the least, before it owns enough objectives to win (BA-WIN-5). A side moves one unit a turn,
 * ownership persists without a garrison (BA-WIN-4) and a move that passes through an objective
 * takes it (BA-WIN-3), so the game is a race in moves, and a side one move from winning is in
 * a different position from one that is three moves away, whatever the distances sum to.
 *
 * <p>Each missing objective is taken by a different unit of the side, at a cost of the moves
 * that unit's nearest man in ranks needs to reach it at the unit's pace (at least one); a unit
 * that must first rally or finish a combat pays one move more, and an objective with enemy men
 * in ranks inside (which cannot be taken while they stand, BA-WIN-2/4) {@link #GARRISONED} more,
 * as does one the enemy can stand in before the unit arrives ({@link Opposition}: sooner, or as
 * soon when the enemy's main action comes first).
 * The cheapest choice of objectives and units is found exactly, by a small search.
 *
 * <p>Without this the evaluation saw only the mean distance to the objectives, which rewards
 * advancing every unit a little; the scripted commander, which finishes captures one by one,
 * beat MCTS-2000 16–4 on encounter (#22).
 */
final class ObjectiveRace {
    /** Moves it takes to clear an objective of the enemy men standing in it: a combat, and a move in. */
    static final int GARRISONED = 2;
    /** A side that cannot win by objectives, or has no unit to send, is this many moves away. */
    static final int UNREACHABLE = Integer.MAX_VALUE / 4;

    private ObjectiveRace() {}

    /** 1/moves for blue minus 1/moves for red: in [-1, 1], 0 when neither can win by objectives. */
    static double feature(BaState s) {
        return feature(s, BodyBounds.of(s));
    }

    /** {@link #feature(BaState)} with the state's boxes at hand ({@code bounds}). */
    static double feature(BaState s, BodyBounds bounds) {
        return feature(s, ObjectiveView.of(s, bounds));
    }

    /** {@link #feature(BaState)} from the evaluation's {@code view} of the units and objectives. */
    static double feature(BaState s, ObjectiveView view) {
        return closeness(movesToWin(s, Side.BLUE, view)) - closeness(movesToWin(s, Side.RED, view));
    }

    private static double closeness(int moves) {
        return moves >= UNREACHABLE ? 0 : 1.0 / Math.max(1, moves);
    }

    /** The fewest moves of {@code side} before it owns enough objectives to win; {@link #UNREACHABLE} if none. */
    static int movesToWin(BaState s, Side side) {
        return movesToWin(s, side, ObjectiveView.of(s, BodyBounds.of(s)));
    }

    private static int movesToWin(BaState s, Side side, ObjectiveView view) {
        BaSetup setup = s.setup();
        if (!winsByObjectives(setup, side)) {
            return UNREACHABLE;
        }
        int missing = setup.params().objectivesToWin() - s.objectivesOwned(side);
        if (missing <= 0) {
            return 0;
        }
        Opposition opposition = Opposition.of(s, view, side);
        RaceMemo memo = RaceMemo.get();
        memo.describe(s, side, view, opposition);
        int kept = memo.find();
        if (kept >= 0) {
            return kept;
        }
        int moves = Choices.of(s, side, view, opposition).cheapest(missing);
        memo.keep(moves);
        return moves;
    }

    /** {@link #movesToWin} found afresh, without {@link RaceMemo} (for tests). */
    static int movesToWinAfresh(BaState s, Side side) {
        BaSetup setup = s.setup();
        int missing = setup.params().objectivesToWin() - s.objectivesOwned(side);
        if (!winsByObjectives(setup, side)) {
            return UNREACHABLE;
        }
        ObjectiveView view = ObjectiveView.of(s, BodyBounds.of(s));
        return missing <= 0 ? 0 : Choices.of(s, side, view, Opposition.of(s, view, side)).cheapest(missing);
    }

    /** Objectives win an objectives game for either side, an assault for the attacker only (BA-WIN-5). */
    static boolean winsByObjectives(BaSetup setup, Side side) {
        VictoryKind kind = setup.params().victory();
        return kind == VictoryKind.OBJECTIVES || kind == VictoryKind.ASSAULT && setup.params().attacker() == side;
    }

    /**
     * Moves for unit u of {@code side} to take objective o; {@link #UNREACHABLE} when the side
     * owns it already, or u is not the side's or has no man in ranks. The plain form, scanning
     * every man: {@link #costFromFacts} is what the evaluation computes.
     */
    static int cost(BaState s, Side side, int o, int u) {
        if (s.owner(o) == side || s.setup().side(u) != side || s.inRanks(u) == 0) {
            return UNREACHABLE;
        }
        int moves = reachIn(s, u, baseMoves(s, u, o, nearestSquared(s, u, o)), UNREACHABLE);
        if (moves >= UNREACHABLE) {
            return UNREACHABLE;
        }
        Side enemy = side.opponent();
        if (garrisoned(s, enemy, o)) {
            return moves + GARRISONED;
        }
        int reach = Opposition.REACH_CAP;
        for (int e = 0; e < s.setup().unitCount(); e++) {
            if (s.setup().side(e) == enemy && s.inRanks(e) > 0) {
                reach = Math.min(reach, reachIn(s, e, baseMoves(s, e, o, nearestSquared(s, e, o)), Opposition.REACH_CAP));
            }
        }
        return Opposition.interceptedAt(reach, moves, Opposition.nextMainMover(s) == enemy) ? moves + GARRISONED : moves;
    }

    /**
     * The moves unit u needs to stand in an objective {@code base} moves away (its
     * {@link #baseMoves}), with a combat to finish or men to rally first; {@code cap} if more.
     */
    static int reachIn(BaState s, int u, int base, int cap) {
        return reachIn(base, paidDelay(s, u), cap);
    }

    /** {@link #reachIn(BaState, int, int, int)} for a unit whose {@link #paidDelay} is {@code paidDelay}. */
    static int reachIn(int base, int paidDelay, int cap) {
        return Math.min(cap, withDelay(base, paidDelay));
    }

    /** A move more for a unit that must first finish a combat or rally its men (BA-MOVE-10/11). */
    static int delay(BaState s, int u) {
        return s.engaged(u) || s.running(u) > 0 ? 1 : 0;
    }

    /**
     * The {@link #delay} the race counts for unit u: none for a gun that may not move, which takes
     * an objective only where it stands.
     */
    static int paidDelay(BaState s, int u) {
        return staysPut(s, u) ? 0 : delay(s, u);
    }

    /** Is unit u a gun that may not move (no pace), which takes an objective only where it stands? */
    static boolean staysPut(BaState s, int u) {
        return pace(s, u) == 0;
    }

    /**
     * The moves for unit u, whose nearest man in ranks is {@code nearest} (squared) from objective
     * o's centre, to stand in it, before any delay: at its pace, at least one; a gun that may not
     * move takes it only from where it stands ({@link #UNREACHABLE} otherwise).
     */
    static int baseMoves(BaState s, int u, int o, double nearest) {
        double radius = s.setup().board().objectives().get(o).radius();
        double pace = pace(s, u);
        if (pace == 0) {
            return Math.max(0, Math.sqrt(nearest) - radius) == 0 ? 1 : UNREACHABLE;
        }
        return moves(nearest, radius, pace);
    }

    /** {@link #baseMoves} with the {@link #paidDelay}: a combat to finish or men to rally first (BA-MOVE-10/11). */
    private static int withDelay(int base, int paidDelay) {
        return base >= UNREACHABLE ? UNREACHABLE : base + paidDelay;
    }

    private static double pace(BaState s, int u) {
        UnitType type = s.setup().type(u);
        return switch (type) {
            case CAVALRY -> Params.MOVE_CAVALRY;
            case ARTILLERY -> s.setup().params().artilleryMayMove() ? Params.MOVE_ARTILLERY : 0;
            default -> Params.MOVE_INFANTRY;
        };
    }

    /** The squared distance from objective o's centre to unit u's nearest man in ranks, scanning every man. */
    static double nearestSquared(BaState s, int u, int o) {
        ObjectiveSpec obj = s.setup().board().objectives().get(o);
        double least = Double.POSITIVE_INFINITY;
        int from = s.setup().firstFigure(u);
        for (int f = from; f < from + s.setup().startMen(u); f++) {
            if (s.status(f) == FigureStatus.IN_RANKS) {
                double dx = s.figureX(f) - obj.center().x();
                double dy = s.figureY(f) - obj.center().y();
                least = Math.min(least, dx * dx + dy * dy);
            }
        }
        return least;
    }

    /**
     * {@link #cost(BaState, Side, int, int)} as the evaluation computes it, from the units' facts
     * kept in {@link UnitObjectiveFacts}: the same number (ObjectiveRaceTest checks it against the
     * plain one).
     */
    static int costFromFacts(BaState s, BodyBounds bounds, Side side, int o, int u) {
        if (s.owner(o) == side || s.setup().side(u) != side || s.inRanks(u) == 0) {
            return UNREACHABLE;
        }
        ObjectiveView view = ObjectiveView.of(s, bounds);
        int moves = reachIn(s, u, view.facts(u).moves[o], UNREACHABLE);
        return moves >= UNREACHABLE ? UNREACHABLE : moves + Opposition.of(s, view, side).extra(o, moves);
    }

    /** Moves at {@code pace} to come within {@code radius} of a point {@code squared} away (squared distance), at least one. */
    private static int moves(double squared, double radius, double pace) {
        double gap = Math.max(0, Math.sqrt(squared) - radius);
        return Math.max(1, (int) Math.ceil(gap / pace - 1e-9));
    }

    /** Does a man in ranks of unit u stand inside objective o? */
    private static boolean hasManInside(BaState s, int u, int o) {
        BaSetup setup = s.setup();
        int from = setup.firstFigure(u);
        for (int f = from; f < from + setup.startMen(u); f++) {
            if (s.status(f) == FigureStatus.IN_RANKS && setup.board().objectiveContains(o, s.figureX(f), s.figureY(f))) {
                return true;
            }
        }
        return false;
    }

    /** Does a man in ranks of {@code side} stand inside objective o? */
    private static boolean garrisoned(BaState s, Side side, int o) {
        BaSetup setup = s.setup();
        for (int u = 0; u < setup.unitCount(); u++) {
            if (setup.side(u) != side) {
                continue;
            }
            if (hasManInside(s, u, o)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The side's choices: for each objective it does not own, the moves each of its units with
     * men in ranks needs to take it, cheapest first. The search over them finds the least total
     * of taking {@code missing} objectives, each by a different unit, as a search over every
     * objective and every unit would; it only skips what cannot beat the best found (#23: this
     * feature was half of alpha-beta's time).
     */
    private static final class Choices {
        final int[][] cost;
        final int[][] unit;
        /** bound[r][k]: the sum of the k smallest cheapest costs among rows r on, which no choice undercuts. */
        final int[][] bound;

        private Choices(int[][] cost, int[][] unit) {
            this.cost = cost;
            this.unit = unit;
            this.bound = new int[cost.length + 1][];
            for (int r = 0; r <= cost.length; r++) {
                int[] least = new int[cost.length - r];
                for (int i = r; i < cost.length; i++) {
                    least[i - r] = cost[i].length == 0 ? UNREACHABLE : cost[i][0];
                }
                Arrays.sort(least);
                bound[r] = new int[least.length + 1];
                for (int k = 1; k <= least.length; k++) {
                    bound[r][k] = (int) Math.min(UNREACHABLE, (long) bound[r][k - 1] + least[k - 1]);
                }
            }
        }

        /** {@code opposition}: the objectives the enemy stands in, and how soon it can stand in the others. */
        static Choices of(BaState s, Side side, ObjectiveView view, Opposition opposition) {
            int[] units = unitsInRanks(s, side);
            int objectives = s.setup().board().objectiveCount();
            int[] rowObjective = new int[objectives]; // a row for each objective the side does not own
            int rows = 0;
            for (int o = 0; o < objectives; o++) {
                if (s.owner(o) != side) {
                    rowObjective[rows++] = o;
                }
            }
            long[][] packed = new long[rows][];
            for (int r = 0; r < rows; r++) {
                packed[r] = new long[units.length];
            }
            for (int i = 0; i < units.length; i++) { // one look at each unit's facts for every row (#23)
                int[] moves = view.facts(units[i]).moves;
                int delay = view.delay(units[i]); // a combat to finish, or men to rally, first (BA-MOVE-10/11)
                for (int r = 0; r < rows; r++) {
                    packed[r][i] = packedCost(units[i], moves[rowObjective[r]], delay, rowObjective[r], opposition);
                }
            }
            int[][] cost = new int[rows][];
            int[][] unit = new int[rows][];
            for (int r = 0; r < rows; r++) {
                long[] row = packed[r];
                Arrays.sort(row); // each unit's moves to take the row's objective, cheapest first
                cost[r] = new int[row.length];
                unit[r] = new int[row.length];
                for (int i = 0; i < row.length; i++) {
                    cost[r][i] = (int) (row[i] >>> 32);
                    unit[r][i] = (int) row[i];
                }
            }
            return new Choices(cost, unit);
        }

        private static int[] unitsInRanks(BaState s, Side side) {
            BaSetup setup = s.setup();
            int[] units = new int[setup.unitCount()];
            int n = 0;
            for (int u = 0; u < setup.unitCount(); u++) {
                if (setup.side(u) == side && s.inRanks(u) > 0) {
                    units[n++] = u;
                }
            }
            return Arrays.copyOf(units, n);
        }

        /** Unit u's moves to take objective o ({@code base} moves away, {@code delay} paid first), packed as cost (high bits) and unit (low bits). */
        private static long packedCost(int u, int base, int delay, int o, Opposition opposition) {
            int moves = withDelay(base, delay);
            if (moves < UNREACHABLE) {
                moves += opposition.extra(o, moves);
            }
            return (long) moves << 32 | u;
        }

        int cheapest(int missing) {
            return cheapest(missing, 0, 0L, 0, UNREACHABLE);
        }

        /**
         * The least total cost of taking {@code missing} more objectives from row {@code r} on,
         * each by a unit not in {@code used}; {@code best}: the best total found so far.
         */
        private int cheapest(int missing, int r, long used, int spent, int best) {
            if (missing == 0) {
                return Math.min(best, spent);
            }
            if (cost.length - r < missing || spent + bound[r][missing] >= best) {
                return best;
            }
            int[] c = cost[r];
            for (int i = 0; i < c.length && c[i] < UNREACHABLE && spent + c[i] < best; i++) {
                int u = unit[r][i];
                if ((used & 1L << u) == 0) {
                    best = cheapest(missing - 1, r + 1, used | 1L << u, spent + c[i], best);
                }
            }
            return cheapest(missing, r + 1, used, spent, best); // leave this objective to others
        }
    }
}
