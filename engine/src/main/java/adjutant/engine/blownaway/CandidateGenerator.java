package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Angles;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The finite, well-chosen main actions offered at the MAIN decision point (Appendix B.2;
 * docs/candidate-actions.md). Per unit: advance toward each objective, close on each enemy
 * (the stop rule ends the move just inside 4 in), fall back, oblique steps, pivots to face the
 * nearest threat, formation change, rally, mob moves to safety, gunner return. Every candidate
 * passes the rules' validate; duplicates are dropped; the order is deterministic.
 */
public class CandidateGenerator {
    /** Bump when the generator changes, so perft counts stay comparable (B.2). */
    public static final String VERSION = "candidates/1";

    /**
     * Room for a side's and a unit's candidates, so that the lists are not copied as they grow:
     * a side has up to 60 or so (docs/candidate-actions.md), a unit up to 22 (a mob's).
     */
    private static final int CANDIDATES_PER_SIDE = 96;
    private static final int CANDIDATES_PER_UNIT = 24;

    /** Whether the candidates' verdicts are remembered across states ({@link MainVerdicts}). */
    private final boolean remember;

    public CandidateGenerator() {
        this(true);
    }

    /** {@code remember} false: every candidate is validated afresh (the plain computation, for tests). */
    CandidateGenerator(boolean remember) {
        this.remember = remember;
    }

    /** Are verdicts remembered across states ({@link MainVerdicts})? */
    boolean remembers() {
        return remember;
    }

    public List<BaAction> mainActions(BaState s) {
        return mainActions(s, NOTHING);
    }

    private static final Consumer<BaAction> NOTHING = a -> {};

    /**
     * {@link #mainActions(BaState)}, handing each legal action to {@code legal} as soon as it is
     * validated, while the state still keeps what its validation found ({@link BaState#validatedMove}).
     */
    List<BaAction> mainActions(BaState s, Consumer<BaAction> legal) {
        MoveContext moves = MoveContext.forCandidates(s); // work shared by every candidate's validation
        MainVerdicts known = remember ? MainVerdicts.forThread(s) : null;
        List<BaAction> candidates = mainCandidates(s);
        List<BaAction> out = new ArrayList<>(candidates.size());
        boolean plans = legal != NOTHING; // only a caller that plays the actions needs their plans
        for (BaAction a : candidates) { // each names a unit of the side to act: validateMain's first checks hold
            if (known != null && MainVerdicts.remembers(a) ? known.legal(a, moves, plans)
                    : a instanceof MobMove m ? MobMoves.legal(m, moves)
                    : BlownAwayRules.validateMain(s, a, moves).legal()) {
                out.add(a);
                legal.accept(a);
            }
        }
        return out;
    }

    /** {@link #mainActions} before validation: pass, then each unit's candidates, duplicates dropped. */
    public List<BaAction> mainCandidates(BaState s) {
        List<BaAction> out = new ArrayList<>(CANDIDATES_PER_SIDE);
        out.add(new Pass());
        EnemyCentre centre = new EnemyCentre(); // one for every mob of the side
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (s.setup.unitSide[u] == s.active) {
                addDistinct(unitActions(s, u, centre), out);
            }
        }
        return out;
    }

    /**
     * The sums over the enemy's men in ranks from which the mobs' candidates are aimed, found
     * for the first mob that asks; in figure order, as the sums were always added.
     */
    private static final class EnemyCentre {
        boolean found;
        double x;
        double y;
        int n;

        EnemyCentre of(BaState s) {
            if (!found) {
                found = true;
                for (int u = 0; u < s.setup.nUnits; u++) { // units hold consecutive figures, in order
                    if (s.setup.unitSide[u] == s.active) {
                        continue;
                    }
                    int from = s.setup.firstFigure[u];
                    for (int f = from; f < from + s.setup.startMen[u]; f++) {
                        if (s.statusOrdinal(f) == 0) {
                            x += s.x(f);
                            y += s.y(f);
                            n++;
                        }
                    }
                }
            }
            return this;
        }
    }

    /**
     * Appends the actions of one unit's list not equal to an earlier one of that list. Actions of
     * different units are never equal (each names its unit), so this drops exactly what one set
     * over the whole list would; equals is asked only of actions with equal hashes.
     */
    private static void addDistinct(List<BaAction> unitList, List<BaAction> out) {
        int[] hashes = new int[unitList.size()];
        long seen = 0; // bit h & 63 for every earlier hash h: an action whose bit is clear has no earlier equal
        for (int i = 0; i < hashes.length; i++) {
            BaAction a = unitList.get(i);
            hashes[i] = a.hashCode();
            long bit = 1L << hashes[i];
            if ((seen & bit) == 0 || !earlierEqual(unitList, hashes, i)) {
                out.add(a);
            }
            seen |= bit;
        }
    }

    private static boolean earlierEqual(List<BaAction> list, int[] hashes, int i) {
        for (int j = 0; j < i; j++) {
            if (hashes[j] == hashes[i] && list.get(j).equals(list.get(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * One main action drawn uniformly at random among a random unit's candidates, cheaply: for
     * random playouts, which cannot afford the full list at every turn. Pass when nothing is legal.
     */
    public BaAction randomMainAction(BaState s, SplittableRandom rng) {
        int units = s.setup.nUnits;
        for (int tries = 0; tries < 8; tries++) {
            int u = rng.nextInt(units);
            if (s.setup.unitSide[u] != s.active) {
                continue;
            }
            UnitSink sink = UnitSink.counting();
            EnemyCentre centre = new EnemyCentre();
            unitActions(s, u, centre, sink);
            if (sink.count() == 0) {
                continue;
            }
            sink.pick(rng.nextInt(sink.count()));
            unitActions(s, u, centre, sink);
            BaAction a = sink.picked();
            if (BlownAwayRules.validateMain(s, a).legal()) {
                return a;
            }
        }
        return new Pass();
    }

    /** Unvalidated candidates for one unit. */
    List<BaAction> unitActions(BaState s, int u) {
        return unitActions(s, u, new EnemyCentre());
    }

    private List<BaAction> unitActions(BaState s, int u, EnemyCentre centre) {
        List<BaAction> out = new ArrayList<>(CANDIDATES_PER_UNIT);
        unitActions(s, u, centre, UnitSink.into(out));
        return out;
    }

    /** {@link #unitActions(BaState, int)} into a sink of the caller's (for tests). */
    void unitActions(BaState s, int u, UnitSink out) {
        unitActions(s, u, new EnemyCentre(), out);
    }

    /**
     * Unit u's candidates, in their order, into {@code out}: every candidate made is first
     * announced by {@link UnitSink#next}, and built only when the sink wants it.
     */
    private void unitActions(BaState s, int u, EnemyCentre centre, UnitSink out) {
        int inRanks = s.inRanks(u);
        int running = s.running(u);
        if (inRanks == 0 && running == 0) {
            return;
        }
        if (running > 0) {
            int max = out.rallyMax(s, u);
            if (max > 0 && out.next()) {
                out.add(Rally.of(u, max));
            }
        }
        if (inRanks == 0) {
            mobMoves(s, u, centre, out);
            return;
        }
        if (s.setup.unitType[u] == UnitType.ARTILLERY && hasDetachedGunner(s, u) && out.next()) {
            out.add(new GunnerReturn(u));
        }
        if (running > 0 || s.engaged(u)) {
            return; // MIXED or engaged: rally and gunner return only (BA-MOVE-10/11)
        }
        orderedMoves(s, u, out);
    }

    private static boolean hasDetachedGunner(BaState s, int u) {
        int from = s.setup.firstFigure[u];
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal() && s.slot(f) < 0) {
                return true;
            }
        }
        return false;
    }

    private void orderedMoves(BaState s, int u, UnitSink out) {
        UnitType type = s.setup.unitType[u];
        double max = type == UnitType.CAVALRY ? Params.MOVE_CAVALRY
                : type == UnitType.ARTILLERY ? Params.MOVE_ARTILLERY : Params.MOVE_INFANTRY;
        boolean column = s.formationOrdinal(u) == Formation.COLUMN.ordinal();
        double facing = s.facing(u);
        double ax = s.anchorX(u);
        double ay = s.anchorY(u);
        boolean canTranslate = type != UnitType.ARTILLERY || s.setup.params.artilleryMayMove();

        // Straight ahead, full and half; oblique steps.
        if (canTranslate) {
            if (out.next()) {
                straight(u, 0, max, column, out);
            }
            if (out.next()) {
                straight(u, 0, max / 2, column, out);
            }
            if (!column) {
                for (double oblique : OBLIQUES) {
                    if (out.next()) {
                        out.add(new Move(u, 0, oblique, max));
                    }
                }
            }
        }
        if (out.done()) {
            return;
        }
        // Toward each objective not owned (or contested) by this side.
        Board b = s.setup.board;
        for (int o = 0; o < b.objectiveCount(); o++) {
            if (s.ownerCode(o) == s.active.ordinal() + 1 && !enemyNear(s, b.objectives().get(o).center().x(),
                    b.objectives().get(o).center().y(), 12)) {
                continue;
            }
            double tx = b.objectives().get(o).center().x();
            double ty = b.objectives().get(o).center().y();
            double dist = FastMath.hypot(tx - ax, ty - ay);
            if (canTranslate && dist > 0.5 && out.next()) { // over 0.5 in, so never rounded to nothing
                toward(u, turnToward(facing, ax, ay, tx, ty), Math.min(max, dist), column, out);
                if (out.done()) {
                    return;
                }
            }
        }
        // Close on each enemy within reach (stop rule ends it inside 4 in); face the nearest.
        double nearestD = Double.POSITIVE_INFINITY;
        double[] nearestRef = null; // the nearest's reference point, not looked up again below
        for (int e = 0; e < s.setup.nUnits; e++) {
            if (s.setup.unitSide[e] == s.active || !Relations.hasFront(s, e) && s.running(e) == 0 || s.inRanks(e) == 0) {
                continue; // only enemies with men in ranks are closed on or faced
            }
            double[] r = Relations.ref(s, e);
            double d = FastMath.hypot(r[0] - ax, r[1] - ay);
            if (canTranslate && d <= max + Params.CONTACT_RANGE + 2 && out.next()) {
                toward(u, turnToward(facing, ax, ay, r[0], r[1]), max, column, out);
            }
            if (d < nearestD) {
                nearestD = d;
                nearestRef = r;
            }
        }
        if (nearestRef != null) {
            double turn = turnToward(facing, ax, ay, nearestRef[0], nearestRef[1]);
            if (Math.abs(turn) > 5 && out.next()) {
                if (column) {
                    out.add(new Reform(u, Formation.COLUMN, Angles.normalize(facing + turn)));
                } else {
                    out.add(new Move(u, round1(turn), 0, 0));
                }
            }
            // Fall back: turn about and march away from the nearest threat.
            if (canTranslate && nearestD < 16 && out.next()) {
                if (column) {
                    out.add(new Snake(u, 180, List.of(new Snake.Leg(0, max))));
                } else {
                    out.add(new Move(u, 180, 0, max));
                }
            }
        }
        // Formation change keeping the facing.
        if (type != UnitType.ARTILLERY && out.next()) {
            out.add(new Reform(u, column ? Formation.LINE : Formation.COLUMN, facing));
        }
    }

    /** Is an enemy man in ranks within r of (x, y)? Units whose box is farther are skipped (BodyBounds). */
    static boolean enemyNear(BaState s, double x, double y, double r) {
        BodyBounds bounds = BodyBounds.of(s);
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (s.setup.unitSide[u] == s.active || bounds.gap(u, x, x, y, y) > r) {
                continue;
            }
            int from = s.setup.firstFigure[u];
            int to = from + s.setup.startMen[u];
            for (int f = from; f < to; f++) {
                if (s.statusOrdinal(f) == 0 && FastMath.hypot(s.x(f) - x, s.y(f) - y) <= r) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The four oblique steps of a line, in degrees off its facing. */
    private static final double[] OBLIQUES = {45, -45, 22.5, -22.5};

    private static void straight(int u, double turn, double dist, boolean column, UnitSink out) {
        if (column) {
            out.add(new Snake(u, 0, List.of(new Snake.Leg(turn, dist))));
        } else {
            out.add(new Move(u, turn, 0, dist));
        }
    }

    /**
     * A move toward a direction {@code turn} degrees off the facing: a pivot for lines, a bent
     * path for columns. {@code dist} must be at least 0.05 in, so that one move is always made.
     */
    private static void toward(int u, double turn, double dist, boolean column, UnitSink out) {
        turn = round1(turn);
        dist = round1(dist);
        if (!column) {
            // Small turns as an oblique step (no pivot), larger ones as pivot then advance.
            out.add(Math.abs(turn) <= 45 && Math.abs(turn) > 0 ? new Move(u, 0, turn, dist) : new Move(u, turn, 0, dist));
            return;
        }
        List<Snake.Leg> legs = new ArrayList<>();
        double left = turn;
        double per = dist / Math.max(1, Math.min(Params.SNAKE_MAX_SEGMENTS, (int) Math.ceil(Math.abs(turn) / 45.0)));
        double done = 0;
        while (legs.size() < Params.SNAKE_MAX_SEGMENTS && done < dist - 1e-9) {
            double t = Math.max(-45, Math.min(45, left));
            left -= t;
            double len = Math.abs(left) < 1e-9 ? dist - done : per;
            legs.add(new Snake.Leg(round1(t), round1(len)));
            done += len;
        }
        out.add(new Snake(u, 0, legs));
    }

    private void mobMoves(BaState s, int u, EnemyCentre centre, UnitSink out) {
        // Away from the centroid of enemy in-ranks men, toward the own rear edge, and the 8 directions.
        double mx = 0;
        double my = 0;
        int m = 0;
        int from = s.setup.firstFigure[u];
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            if (s.statusOrdinal(f) == FigureStatus.RUNNING.ordinal()) {
                mx += s.x(f);
                my += s.y(f);
                m++;
            }
        }
        if (m == 0) {
            return;
        }
        EnemyCentre enemy = centre.of(s);
        double cx = enemy.x;
        double cy = enemy.y;
        int n = enemy.n;
        mx /= m;
        my /= m;
        double rear = s.active == Side.BLUE ? -1 : 1;
        for (int j = 0; j < MOB_DISTANCES.length; j++) {
            double d = MOB_DISTANCES[j];
            if (out.next()) {
                out.add(new MobMove(u, 0, round1(rear * d)));
            }
            if (n > 0) {
                double dx = mx - cx / n;
                double dy = my - cy / n;
                double len = FastMath.hypot(dx, dy);
                if (len > 1e-6 && out.next()) {
                    out.add(new MobMove(u, round1(dx / len * d), round1(dy / len * d)));
                }
            }
            double[] steps = MOB_COMPASS[j];
            for (int k = 0; k < steps.length; k += 2) {
                if (out.next()) {
                    out.add(new MobMove(u, steps[k], steps[k + 1]));
                }
            }
        }
    }

    /** A mob's two move lengths: the full move and half of it. */
    private static final double[] MOB_DISTANCES = {Params.MOVE_MOB, Params.MOVE_MOB / 2};
    /** Per length, the eight compass steps (dx, dy), rounded: the same for every mob, so found once. */
    private static final double[][] MOB_COMPASS = new double[MOB_DISTANCES.length][16];

    static {
        for (int j = 0; j < MOB_DISTANCES.length; j++) {
            for (int k = 0; k < 8; k++) {
                double a = Math.toRadians(45 * k);
                MOB_COMPASS[j][2 * k] = round1(Math.cos(a) * MOB_DISTANCES[j]);
                MOB_COMPASS[j][2 * k + 1] = round1(Math.sin(a) * MOB_DISTANCES[j]);
            }
        }
    }

    /** Degrees to turn from {@code facing} to face (tx, ty) from (ax, ay), in (-180, 180]. */
    static double turnToward(double facing, double ax, double ay, double tx, double ty) {
        double dir = Math.toDegrees(Math.atan2(ty - ay, tx - ax));
        return Angles.normalize(dir - facing);
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
