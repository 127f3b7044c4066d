package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.Board;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.Params;
import adjutant.engine.blownaway.Relations;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What one side sees of a position, in the words of its doctrine: own and enemy units, who
 * stands in which objective, how far a unit is from an objective, who could charge whom. Only
 * the open table is read (Blown Away hides nothing but the order of the decks).
 */
final class Situation {
    /** Beyond the 4-in contact range, the margin at which an enemy counts as able to reach a unit next turn. */
    private static final double CHARGE_MARGIN = Params.CONTACT_RANGE + 1;

    final BaState state;
    final Side side;
    final BaSetup setup;
    final Board board;
    // Answers kept for this position, which does not change while it is read: the doctrine asks
    // who may move and how far each unit is from each objective many times over for every action.
    private final byte[] mayMove; // 0 not yet asked, else 1 + the answer
    private final double[] distance; // unit * objectives + objective; NaN: not yet found
    private final byte[] threatened; // per objective, as mayMove
    private double[] runnersToEnemy; // per unit, made when first asked; NaN: not yet found
    private int[] flankThreats; // per unit, made when first asked; -1: not yet found
    private double garrisons = Double.NaN; // MoveDoctrine.garrisons of this position, once found
    /** The same answers for positions met before, kept by the units' stamps across positions. */
    private final UnitObjectiveLooks looks = UnitObjectiveLooks.get();
    private BodyBounds bounds; // the state's, when first needed

    Situation(BaState state, Side side) {
        this.state = state;
        this.side = side;
        this.setup = state.setup();
        this.board = setup.board();
        this.mayMove = new byte[setup.unitCount()];
        this.distance = new double[setup.unitCount() * board.objectiveCount()];
        this.threatened = new byte[board.objectiveCount()];
        Arrays.fill(distance, Double.NaN);
    }

    /** What one of our actions does, asked of the rules on a copy (never an enemy's answer: no search). */
    BaState after(BlownAwayRules rules, BaAction action) {
        return after(rules, action, null);
    }

    /**
     * The same, played on {@code spare} (a state of this setup no longer needed, or null): the
     * doctrines value every action on a copy, and refilling one state costs a fraction of a new one.
     */
    BaState after(BlownAwayRules rules, BaAction action, BaState spare) {
        BaState after = spare == null ? state.copy() : state.copyInto(spare);
        rules.applyLegal(after, action);
        return after;
    }

    boolean mine(int u) {
        return setup.side(u) == side;
    }

    /** An enemy unit with a man in ranks: one that can fight, block and hold objectives. */
    boolean formedEnemy(int u) {
        return !mine(u) && state.inRanks(u) > 0;
    }

    UnitType type(int u) {
        return setup.type(u);
    }

    int objectives() {
        return board.objectiveCount();
    }

    ObjectiveSpec objective(int o) {
        return board.objectives().get(o);
    }

    boolean owns(int o) {
        return state.owner(o) == side;
    }

    boolean enemyOwns(int o) {
        return state.owner(o) == side.opponent();
    }

    /** Do we own more objectives than the enemy? */
    boolean leads() {
        return state.objectivesOwned(side) > state.objectivesOwned(side.opponent());
    }

    boolean chance() {
        return setup.variant() == Variant.CHANCE;
    }

    /** Has {@code who} an in-ranks man inside objective {@code o} (BA-WIN-2)? */
    boolean occupies(Side who, int o) {
        for (int u = 0; u < setup.unitCount(); u++) {
            if (setup.side(u) == who && occupies(u, o)) {
                return true;
            }
        }
        return false;
    }

    /** Has unit {@code u} an in-ranks man inside objective {@code o}? */
    boolean occupies(int u, int o) {
        if (state.inRanks(u) == 0) {
            return false;
        }
        int slot = lookSlot(u);
        int known = looks.inside(slot, o);
        if (known != 0) {
            return known == 2;
        }
        boolean in = manInside(u, o);
        looks.keepInside(slot, o, in);
        return in;
    }

    /** The slot of unit u's looks in the thread's table ({@link UnitObjectiveLooks}), by its stamp. */
    private int lookSlot(int u) {
        if (bounds == null) {
            bounds = BodyBounds.of(state);
        }
        return looks.slot(bounds.stamp(u), objectives());
    }

    /** {@link #occupies} scanned afresh. */
    boolean manInside(int u, int o) {
        int from = setup.firstFigure(u);
        for (int f = from; f < from + setup.startMen(u); f++) {
            if (state.status(f) == FigureStatus.IN_RANKS && board.objectiveContains(o, state.figureX(f), state.figureY(f))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Inches from unit {@code u}'s nearest man in ranks to objective {@code o}: 0 once one stands
     * in it, which is all an occupation needs (BA-WIN-2).
     */
    double distanceToObjective(int u, int o) {
        int at = u * objectives() + o;
        if (Double.isNaN(distance[at])) {
            int slot = lookSlot(u);
            double d = looks.distance(slot, o);
            if (Double.isNaN(d)) {
                d = nearestManToObjective(u, o);
                looks.keepDistance(slot, o, d);
            }
            distance[at] = d;
        }
        return distance[at];
    }

    /** The distance of {@link #distanceToObjective} scanned afresh. */
    double nearestManToObjective(int u, int o) {
        ObjectiveSpec obj = objective(o);
        int from = setup.firstFigure(u);
        if (obj.isCircle()) {
            double nearest = NearestPoint.of(state, from, from + setup.startMen(u), FigureStatus.IN_RANKS,
                    obj.center().x(), obj.center().y(), Double.POSITIVE_INFINITY);
            return Math.max(0, nearest - obj.radius());
        }
        double best = Double.POSITIVE_INFINITY;
        for (int f = from; f < from + setup.startMen(u); f++) {
            if (state.status(f) == FigureStatus.IN_RANKS) {
                best = Math.min(best, distanceToObjective(o, state.figureX(f), state.figureY(f)));
            }
        }
        return best;
    }

    /** Inches from (x, y) to objective {@code o}'s edge, 0 inside. */
    private double distanceToObjective(int o, double x, double y) {
        ObjectiveSpec obj = objective(o);
        if (obj.isCircle()) {
            return Math.max(0, Math.hypot(x - obj.center().x(), y - obj.center().y()) - obj.radius());
        }
        if (board.objectiveContains(o, x, y)) {
            return 0;
        }
        List<Vec2> ring = obj.polygon();
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < ring.size(); i++) {
            Vec2 a = ring.get(i);
            Vec2 b = ring.get((i + 1) % ring.size());
            best = Math.min(best, Segment.pointSegmentDistance(x, y, a.x(), a.y(), b.x(), b.y()));
        }
        return best;
    }

    /** Inches from the nearest formed enemy unit's reference point to the edge of objective {@code o}. */
    double enemyDistanceToObjective(int o) {
        double best = Double.POSITIVE_INFINITY;
        for (int e = 0; e < setup.unitCount(); e++) {
            if (formedEnemy(e)) {
                best = Math.min(best, distanceToObjective(e, o));
            }
        }
        return best;
    }

    /** Can the enemy take objective {@code o} on its next turn? A generous guess: a unit within its move of it. */
    boolean threatened(int o) {
        if (threatened[o] == 0) {
            threatened[o] = (byte) (threatenedWithin(o, 1) ? 2 : 1);
        }
        return threatened[o] == 2;
    }

    /** Has the enemy a unit free to move that could reach objective {@code o} within {@code turns} of its moves? */
    boolean threatenedWithin(int o, int turns) {
        for (int e = 0; e < setup.unitCount(); e++) {
            // the distance first: kept per unit, it is cheaper than whether the unit is pinned
            if (formedEnemy(e) && distanceToObjective(e, o) <= turns * reach(e) + 1 && canMove(e)) {
                return true;
            }
        }
        return false;
    }

    /** Would one more objective win the game for the enemy (BA-WIN-5)? */
    boolean enemyOneShort() {
        return state.objectivesOwned(side.opponent()) + 1 >= setup.params().objectivesToWin();
    }

    /**
     * Objectives the enemy could take on its next turn: not its own, with none of our men in
     * ranks inside, and an enemy unit within its move of it.
     */
    int enemyCaptures() {
        int n = 0;
        for (int o = 0; o < objectives(); o++) {
            if (!enemyOwns(o) && !occupies(side, o) && threatened(o)) {
                n++;
            }
        }
        return n;
    }

    /** An objective worth marching on: not ours, or ours but threatened and without a garrison. */
    boolean needy(int o) {
        return !owns(o) || threatened(o) && !occupies(side, o);
    }

    /** How far a unit moves in one turn (BA-MOVE-1); guns that may not move reach nothing. */
    double reach(int u) {
        return switch (type(u)) {
            case CAVALRY -> Params.MOVE_CAVALRY;
            case INFANTRY -> Params.MOVE_INFANTRY;
            case ARTILLERY -> setup.params().artilleryMayMove() ? Params.MOVE_ARTILLERY : 0;
        };
    }

    /**
     * May the unit march next turn: ordered, not engaged and not pinned (BA-MOVE-3). A pinned
     * unit may only pivot, so closing on an enemy's front (BA-MOVE-9) stops its march.
     */
    boolean canMove(int u) {
        if (mayMove[u] == 0) {
            boolean free = state.inRanks(u) > 0 && state.running(u) == 0 && !state.engaged(u) && !BlownAwayRules.pinned(state, u);
            mayMove[u] = (byte) (free ? 2 : 1);
        }
        return mayMove[u] == 2;
    }

    /**
     * The enemy units that could hit unit {@code u} where it hurts next turn: formed, free to
     * move, within their move (plus contact range) and standing outside u's front (cavalry
     * counts twice). Without chance, enemy cavalry able to charge our cavalry counts too, from
     * any side: the two destroy each other (1 + 9 runners each way), and the charger keeps the
     * tempo and any objective it passes through.
     */
    int flankThreats(int u) {
        if (flankThreats == null) {
            flankThreats = new int[setup.unitCount()];
            Arrays.fill(flankThreats, -1);
        }
        if (flankThreats[u] < 0) {
            flankThreats[u] = countFlankThreats(u);
        }
        return flankThreats[u];
    }

    private int countFlankThreats(int u) {
        if (state.inRanks(u) == 0 || !Relations.hasFront(state, u)) {
            return 0;
        }
        int threats = 0;
        for (int e = 0; e < setup.unitCount(); e++) {
            if (formedEnemy(e) && type(e) != UnitType.ARTILLERY && canMove(e)
                    && Relations.distanceAtMost(state, u, e, reach(e) + CHARGE_MARGIN)) {
                if (Relations.flankOrRear(state, e, u)) {
                    threats += type(e) == UnitType.CAVALRY ? 2 : 1;
                } else if (!chance() && type(e) == UnitType.CAVALRY && type(u) == UnitType.CAVALRY) {
                    threats += 1;
                }
            }
        }
        return threats;
    }

    /** What {@code find} says of this position's garrisons, found once: the base position is asked for every action. */
    double garrisons(ToDoubleFunction<Situation> find) {
        if (Double.isNaN(garrisons)) {
            garrisons = find.applyAsDouble(this);
        }
        return garrisons;
    }

    /** Pikemen and guardsmen of unit {@code u} in ranks: while any stands, its losses run one man fewer (BA-CMB-11). */
    int pikesInRanks(int u) {
        int n = 0;
        int from = setup.firstFigure(u);
        for (int f = from; f < from + setup.startMen(u); f++) {
            Role role = setup.role(f);
            if ((role == Role.PIKEMAN || role == Role.GUARDSMAN) && state.status(f) == FigureStatus.IN_RANKS) {
                n++;
            }
        }
        return n;
    }

    /** How far ahead of its own rear edge a point lies. */
    double forward(double y) {
        return side == Side.BLUE ? y : setup.params().tableWidth() - y;
    }

    /** Inches from unit {@code u}'s nearest running man to the nearest enemy man in ranks (a mob's safety). */
    double runnersToEnemy(int u) {
        if (runnersToEnemy == null) {
            runnersToEnemy = new double[setup.unitCount()];
            Arrays.fill(runnersToEnemy, Double.NaN);
        }
        if (Double.isNaN(runnersToEnemy[u])) {
            runnersToEnemy[u] = nearestRunnerToEnemy(u);
        }
        return runnersToEnemy[u];
    }

    private double nearestRunnerToEnemy(int u) {
        double best = Double.POSITIVE_INFINITY;
        int from = setup.firstFigure(u);
        for (int f = from; f < from + setup.startMen(u); f++) {
            if (state.status(f) != FigureStatus.RUNNING) {
                continue;
            }
            for (int e = 0; e < setup.unitCount(); e++) {
                if (!mine(e)) {
                    int first = setup.firstFigure(e);
                    best = NearestPoint.of(state, first, first + setup.startMen(e), FigureStatus.IN_RANKS,
                            state.figureX(f), state.figureY(f), best);
                }
            }
        }
        return best;
    }

    /** Is some formed enemy unit within {@code inches} of unit {@code u}? */
    boolean enemyWithin(int u, double inches) {
        for (int e = 0; e < setup.unitCount(); e++) {
            if (formedEnemy(e) && Relations.distanceAtMost(state, u, e, inches)) {
                return true;
            }
        }
        return false;
    }
}
