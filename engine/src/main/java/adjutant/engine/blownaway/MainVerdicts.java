package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * The legality of ordered-move candidates (moves, snakes, reforms) remembered across states, so
 * that listing the legal actions need not validate again a candidate whose every input is as it
 * was when it was last validated (#23). Searches, rollouts and random games meet the same units
 * standing where they stood many times over: at a main decision most units neither moved nor
 * had anything move near them since the last one.
 *
 * <p>What a candidate's validation reads: its own unit (the men in ranks, their slots, facing,
 * anchor, formation, grid, spine, men running, whether engaged) and the body elements (men in
 * ranks, a manned cannon) and sector frames of other units within the stop distance or overlap
 * reach of where the move can take its men; the table, terrain and options are the setup's.
 * So a candidate is remembered under its unit's {@link BodyBounds#stamp} and those other
 * values, with a <em>region</em>: a box, found from the unit and the action alone, that holds
 * every position its men can take during the move, grown by the farthest reach of any check.
 * Any unit whose box misses the region cannot change the verdict, and the units that meet it
 * are named by their stamps (which change whenever their men in ranks, facing or anchor do):
 * equal stamps, equal inputs, equal verdict. A legal rigid move keeps its plan too, which the
 * state then remembers as its own validation does ({@link BaState#validatedMove}).
 *
 * <p>Each thread keeps its own (for the setup it last served), bounded in size: a hit gives what
 * the validation would, so nothing else changes whether an entry is kept or dropped.
 * {@code MainVerdictsTest} checks every candidate's remembered answer against its validation
 * along seeded random games of every scenario in both versions.
 */
final class MainVerdicts {
    /** Regions kept before the whole store is dropped (a few megabytes). */
    static final int MOST_REGIONS = 1 << 14;
    /** Answers a region keeps, for different neighbours, the newest replacing the oldest. */
    private static final int ANSWERS = 2;
    /** A column tracker's lateral offset from its path is at most a file and a half (with men appended behind the grid). */
    private static final double COLUMN_LATERAL = 1.5;

    private static final ThreadLocal<MainVerdicts> PER_THREAD = ThreadLocal.withInitial(MainVerdicts::new);

    private BaSetup setup;
    private final HashMap<UnitKey, UnitEntry> units = new HashMap<>();
    private int regions;
    /** The context and unit last asked about, and that unit's entry. */
    private MoveContext lastContext;
    private int lastUnit = -1;
    private UnitEntry lastActions;
    /** Where in {@code lastActions}' order the unit's next candidate is looked for first. */
    private int cursor;
    /**
     * The units other than the last one asked about whose boxes meet its entry's reach ({@code
     * UnitEntry.reachX0} ...) as it stood when they were found ({@code nearGrowth}): every
     * region's neighbours are among them, so each candidate looks at these only (#23).
     */
    private long nearEntry;
    private int nearGrowth = -1;
    /** Candidates answered from memory, and validated, on this thread since it began. */
    private long hits;
    private long validations;
    private long openGround;

    /** Everything of the unit itself that a validation of its ordered moves reads. */
    private record UnitKey(int unit, long stamp, int formation, int grid, int running, boolean engaged, int spine) {}

    /** Where one action of one unit (as it stands) can reach, and its answers for the neighbours met there. */
    private static final class Region {
        final double x0, x1, y0, y1; // every position of the men
        /**
         * A rigid move's end pose when no enemy stops it short (the men pivoted, then moved the
         * whole distance), else the whole region: where a friend may be stood on (BA-MOVE-7).
         */
        final double endX0, endX1, endY0, endY1;
        final boolean rigid; // a rigid move, whose end is all a friend can be in the way of
        final double enemyReach; // how far from them an enemy counts (the stop rule, overlap, pinning)
        final boolean openGround; // on the table, clear of impassable ground (Board#openGround): the setup's, for good
        final long[] neighbours = new long[ANSWERS]; // bit v: unit v's box meets the region
        final long[][] stamps = new long[ANSWERS][]; // their stamps, in unit order; null: no answer yet
        final boolean[] legal = new boolean[ANSWERS];
        final Object[] plans = new Object[ANSWERS]; // a legal rigid move's plan, else null
        int next;
        int index; // its place in its unit's order (UnitEntry)

        Region(double[] box, double[] end, boolean rigid, double enemyReach, Board board) {
            this.x0 = box[0];
            this.x1 = box[1];
            this.y0 = box[2];
            this.y1 = box[3];
            this.endX0 = end[0];
            this.endX1 = end[1];
            this.endY0 = end[2];
            this.endY1 = end[3];
            this.rigid = rigid;
            this.enemyReach = enemyReach;
            this.openGround = board.openGround(x0, x1, y0, y1);
        }
    }

    /**
     * One unit's regions (as it stands), by action and in the order they were first asked for: a
     * unit's candidates come in much the same order at every listing, so the next one is first
     * looked for after the last one found, by equality alone, before the hash table is asked.
     */
    private static final class UnitEntry {
        final HashMap<BaAction, Region> byAction = new HashMap<>();
        final ArrayList<BaAction> order = new ArrayList<>();
        final ArrayList<Region> regions = new ArrayList<>();
        /**
         * The box of every region's box grown by the farthest either look reaches (enemies or
         * friends, {@link #neighbours}), and how many times it grew: a unit whose box misses it
         * is no region's neighbour.
         */
        double reachX0 = Double.POSITIVE_INFINITY, reachX1 = Double.NEGATIVE_INFINITY;
        double reachY0 = Double.POSITIVE_INFINITY, reachY1 = Double.NEGATIVE_INFINITY;
        int growth;

        /** The region of {@code a}, looked for at {@code place} in the order first; null if none. */
        Region at(int place, BaAction a) {
            return place < order.size() && order.get(place).equals(a) ? regions.get(place) : byAction.get(a);
        }

        Region add(BaAction a, Region r) {
            r.index = order.size();
            order.add(a);
            regions.add(r);
            byAction.put(a, r);
            double pad = Math.max(r.enemyReach, FRIEND_REACH);
            if (r.x0 - pad < reachX0 || r.x1 + pad > reachX1 || r.y0 - pad < reachY0 || r.y1 + pad > reachY1) {
                reachX0 = Math.min(reachX0, r.x0 - pad);
                reachX1 = Math.max(reachX1, r.x1 + pad);
                reachY0 = Math.min(reachY0, r.y0 - pad);
                reachY1 = Math.max(reachY1, r.y1 + pad);
                growth++;
            }
            return r;
        }
    }

    private MainVerdicts() {}

    /** The thread's store, emptied first when it last served another setup. */
    static MainVerdicts forThread(BaState s) {
        MainVerdicts m = PER_THREAD.get();
        if (m.setup != s.setup) {
            m.clear();
            m.setup = s.setup;
        }
        return m;
    }

    /**
     * How this thread's candidates of the remembered kinds were answered since it began: {from
     * memory, validated, by the order checks alone far from everything}.
     */
    static long[] threadAnswers() {
        MainVerdicts m = PER_THREAD.get();
        return new long[] {m.hits, m.validations, m.openGround};
    }

    private void clear() {
        units.clear();
        regions = 0;
        lastContext = null;
    }

    /** Are candidates like {@code a} remembered (ordered moves, snakes, reforms)? */
    static boolean remembers(BaAction a) {
        return a instanceof Move || a instanceof Snake || a instanceof Reform;
    }

    /**
     * Is candidate {@code a} (one of {@link #remembers}) legal in {@code ctx}'s state? As
     * {@code BlownAwayRules.validateMain(s, a, ctx).legal()}, and for a rigid move with the same
     * effect on {@link BaState#validatedMove}; a snake or reform answered from memory leaves it as
     * it was, so that its apply plans it (nothing but an apply changes a state under a plan it
     * keeps, and every apply drops it).
     */
    boolean legal(BaAction a, MoveContext ctx) {
        return legal(a, ctx, true);
    }

    /**
     * The same; {@code plans} false: the caller applies none of the candidates it asks about (a
     * list of the legal actions), so a rigid move far from every unit, edge and impassable
     * polygon is answered by the checks that read neither ({@link RigidMoves#orderChecks}),
     * unplanned: the state then keeps no plan, as after an illegal one, and that answer is not
     * remembered (it is cheaper found again than looked up).
     */
    boolean legal(BaAction a, MoveContext ctx, boolean plans) {
        BaState s = ctx.state();
        int u = a.actingUnit();
        if (u < 0 || u >= s.setup.nUnits || s.setup.unitSide[u] != s.active) {
            return BlownAwayRules.validateMain(s, a, ctx).legal();
        }
        BodyBounds bounds = ctx.bounds();
        if (ctx != lastContext || u != lastUnit) { // a unit's candidates come one after another
            lastContext = ctx;
            lastUnit = u;
            lastActions = units.computeIfAbsent(unitKey(s, bounds, u), k -> new UnitEntry());
            cursor = 0;
            nearGrowth = -1;
        }
        Region r = lastActions.at(cursor, a);
        if (r == null) {
            if (regions >= MOST_REGIONS) {
                clear();
                lastActions = units.computeIfAbsent(unitKey(s, bounds, u), k -> new UnitEntry());
                nearGrowth = -1;
            }
            r = lastActions.add(a, region(ctx, u, a));
            regions++;
        }
        cursor = r.index + 1;
        if (nearGrowth != lastActions.growth) {
            UnitEntry e = lastActions;
            nearEntry = meeting(bounds, everyUnit(s) & ~(1L << u), e.reachX0, e.reachX1, e.reachY0, e.reachY1);
            nearGrowth = e.growth;
        }
        long near = neighbours(s, bounds, u, r, nearEntry);
        assert near == neighbours(s, bounds, u, r, -1L) : "a neighbour outside the entry's reach";
        for (int i = 0; i < ANSWERS; i++) {
            if (r.stamps[i] != null && r.neighbours[i] == near && sameStamps(bounds, near, r.stamps[i])) {
                if (rigid(s, a)) { // as Movement.remember: the plan when legal, else none
                    s.validatedMove = r.plans[i] != null ? new Movement.Validated(a, r.plans[i]) : null;
                }
                hits++;
                return r.legal[i];
            }
        }
        if (!plans && near == 0 && a instanceof Move m && rigid(s, a) && r.openGround) {
            s.validatedMove = null;
            openGround++;
            return RigidMoves.orderChecks(m, ctx).legal();
        }
        boolean legal = BlownAwayRules.validateMain(s, a, ctx).legal();
        validations++;
        int i = r.next;
        r.next = (i + 1) % ANSWERS;
        r.neighbours[i] = near;
        r.stamps[i] = stamps(bounds, near);
        r.legal[i] = legal;
        r.plans[i] = legal && rigid(s, a) && s.validatedMove != null ? s.validatedMove.plan() : null;
        return legal;
    }

    /** Is {@code a} validated as a rigid move (which the state remembers, {@link Movement#validate})? */
    private static boolean rigid(BaState s, BaAction a) {
        return a instanceof Move && s.formationOrdinal(a.actingUnit()) != Formation.COLUMN.ordinal();
    }

    private static UnitKey unitKey(BaState s, BodyBounds bounds, int u) {
        return new UnitKey(u, bounds.stamp(u), s.formationOrdinal(u), s.gridSize(u), s.running(u), s.engaged(u),
                Arrays.hashCode(s.spine[u]));
    }

    /**
     * The units other than u that a check may look at, as a bit set: enemies whose boxes come
     * within the enemy reach of the region, friends within {@link #FRIEND_REACH} (they only must
     * not be stood on at the end, BA-MOVE-7, BA-FORM-2) of where the men may end. Only an enemy
     * stops a rigid move short (BA-GEO-13, the stop rule), so with none in reach its men end
     * where the whole move takes them, and a friend beside the path but clear of that end cannot
     * change the verdict. Only the units of {@code among} (a bit set holding every one that can
     * be found) are looked at.
     */
    private static long neighbours(BaState s, BodyBounds bounds, int u, Region r, long among) {
        Side side = s.setup.unitSide[u];
        double pad = r.enemyReach;
        long enemies = meeting(bounds, s.setup.units(side.opponent()) & among, r.x0 - pad, r.x1 + pad, r.y0 - pad,
                r.y1 + pad);
        boolean toTheEnd = r.rigid && enemies == 0;
        pad = FRIEND_REACH;
        long friends = s.setup.units(side) & among & ~(1L << u);
        return enemies | (toTheEnd ? meeting(bounds, friends, r.endX0 - pad, r.endX1 + pad, r.endY0 - pad, r.endY1 + pad)
                : meeting(bounds, friends, r.x0 - pad, r.x1 + pad, r.y0 - pad, r.y1 + pad));
    }

    /** Every unit of the setup, as a bit set. */
    private static long everyUnit(BaState s) {
        return s.setup.units(Side.BLUE) | s.setup.units(Side.RED);
    }

    /** The units of {@code units} (a bit set) whose boxes meet the box [x0, x1] × [y0, y1]. */
    private static long meeting(BodyBounds bounds, long units, double x0, double x1, double y0, double y1) {
        long out = 0;
        for (long left = units; left != 0; left &= left - 1) {
            int v = Long.numberOfTrailingZeros(left);
            if (bounds.meets(v, x0, x1, y0, y1)) {
                out |= 1L << v;
            }
        }
        return out;
    }

    /** Two footprints' radii and the boxes' reject margin, with room to spare: the overlaps' reach. */
    private static final double FRIEND_REACH = 2 * Params.MAX_RADIUS + 0.1;

    private static long[] stamps(BodyBounds bounds, long near) {
        long[] out = new long[Long.bitCount(near)];
        int i = 0;
        for (long left = near; left != 0; left &= left - 1) {
            out[i++] = bounds.stamp(Long.numberOfTrailingZeros(left));
        }
        return out;
    }

    private static boolean sameStamps(BodyBounds bounds, long near, long[] kept) {
        int i = 0;
        for (long left = near; left != 0; left &= left - 1) {
            if (bounds.stamp(Long.numberOfTrailingZeros(left)) != kept[i++]) {
                return false;
            }
        }
        return true;
    }

    /**
     * A box holding every position the unit's men can take during action {@code a} (and stand
     * in before it), with the farthest any check looks from a man at an enemy: the stop distance
     * and pinning (4 in), enemy overlap (two radii and the pass clearance). Conservative: a
     * larger region only costs hits.
     */
    private static Region region(MoveContext ctx, int u, BaAction a) {
        BaState s = ctx.state();
        double[] box = new double[4];
        ctx.body(u).box(box); // the men where they stand: pinning, the threat before the move
        double[] end = null;
        boolean rigid = a instanceof Move && s.formationOrdinal(u) != Formation.COLUMN.ordinal();
        if (a instanceof Reform r) {
            layoutBox(s, ctx, u, r, box);
        } else if (rigid) {
            end = rigidBox(s, ctx, u, (Move) a, box);
        } else {
            snakeBox(s, u, a, box);
        }
        double enemyReach = Math.max(Params.CONTACT_RANGE, 2 * Params.MAX_RADIUS + s.setup.params.options().passClearance())
                + 0.1;
        return new Region(box, end != null ? end : box, rigid, enemyReach, s.setup.board);
    }

    /** Slack for the rounding of positions found otherwise than the validation finds them. */
    private static final double SLACK = 1e-3;

    /** Grows {x0, x1, y0, y1} to take in (x, y) with the slack around it. */
    private static void take(double[] box, double x, double y, double grow) {
        box[0] = Math.min(box[0], x - grow);
        box[1] = Math.max(box[1], x + grow);
        box[2] = Math.min(box[2], y - grow);
        box[3] = Math.max(box[3], y + grow);
    }

    /**
     * A rigid move: the body pivoted about c(U) (BA-GEO-10), then swept along the move's
     * direction by its length. Returns the box of the end pose after the whole move (with the
     * slack), or null when the move is rejected before any position is looked at.
     */
    private static double[] rigidBox(BaState s, MoveContext ctx, int u, Move m, double[] box) {
        double d = m.distance();
        double dir = Math.toRadians(s.facing(u) + m.pivotDeg() + m.offsetDeg());
        if (!(d >= 0) || !Double.isFinite(d) || !Double.isFinite(dir) || !Double.isFinite(m.pivotDeg())) {
            return null; // BA-MOVE-1: rejected before any position is looked at
        }
        // the body pivoted about c(U): itself when the pivot is nought
        double[] pivoted = m.pivotDeg() == 0 ? box.clone() : pivotedBox(ctx, u, m.pivotDeg());
        // where the men stand before and after the pivot, as the region has always been grown
        double[] turned = {Math.min(box[0], pivoted[0]), Math.max(box[1], pivoted[1]), Math.min(box[2], pivoted[2]),
            Math.max(box[3], pivoted[3])};
        double ex = d * Math.cos(dir);
        double ey = d * Math.sin(dir);
        box[0] = Math.min(box[0], Math.min(turned[0], turned[0] + ex)) - SLACK;
        box[1] = Math.max(box[1], Math.max(turned[1], turned[1] + ex)) + SLACK;
        box[2] = Math.min(box[2], Math.min(turned[2], turned[2] + ey)) - SLACK;
        box[3] = Math.max(box[3], Math.max(turned[3], turned[3] + ey)) + SLACK;
        return new double[] {pivoted[0] + ex - SLACK, pivoted[1] + ex + SLACK, pivoted[2] + ey - SLACK,
            pivoted[3] + ey + SLACK};
    }

    /** The box {x0, x1, y0, y1} of unit u's body pivoted about c(U) by {@code deg} (BA-GEO-10). */
    private static double[] pivotedBox(MoveContext ctx, int u, double deg) {
        double[] c = ctx.pivotPoint(u);
        Body b = ctx.body(u);
        double cos = Math.cos(Math.toRadians(deg));
        double sin = Math.sin(Math.toRadians(deg));
        double[] box = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        for (int i = 0; i < b.n; i++) {
            double dx = b.x[i] - c[0];
            double dy = b.y[i] - c[1];
            take(box, c[0] + dx * cos - dy * sin, c[1] + dx * sin + dy * cos, 0);
        }
        return box;
    }

    /**
     * A snake, or a column's move (a straight snake): every tracker stands on the path Q (the
     * pivoted spine, the ranks behind it, the head's legs) at most a file and a half aside
     * (BA-GEO-12), so within the box of the pivoted men, the pivoted spine and the head's path.
     */
    private static void snakeBox(BaState s, int u, BaAction a, double[] box) {
        double pivot = a instanceof Snake sn ? sn.pivotDeg() : ((Move) a).pivotDeg();
        List<Snake.Leg> legs = a instanceof Snake sn ? sn.legs()
                : List.of(new Snake.Leg(0, Math.max(0, ((Move) a).distance())));
        if (!Double.isFinite(pivot)) {
            return; // BA-MOVE-1
        }
        UnitType type = s.setup.unitType[u];
        double hx = s.anchorX(u);
        double hy = s.anchorY(u);
        double cos = Math.cos(Math.toRadians(pivot));
        double sin = Math.sin(Math.toRadians(pivot));
        double grow = COLUMN_LATERAL + SLACK;
        int from = s.setup.firstFigure[u];
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            if (s.statusOrdinal(f) == 0) {
                double dx = s.x(f) - hx;
                double dy = s.y(f) - hy;
                take(box, hx + dx * cos - dy * sin, hy + dx * sin + dy * cos, grow);
            }
        }
        double[] spine = s.spine[u] != null ? s.spine[u]
                : BlownAway.straightSpine(new Vec2(hx, hy), s.facing(u), Math.max(1, s.gridSize(u)), type);
        for (int k = 0; k + 1 < spine.length; k += 2) {
            double dx = spine[k] - hx;
            double dy = spine[k + 1] - hy;
            take(box, hx + dx * cos - dy * sin, hy + dx * sin + dy * cos, grow);
        }
        double deg = s.facing(u) + pivot;
        double px = hx;
        double py = hy;
        take(box, px, py, grow);
        double total = 0;
        for (Snake.Leg l : legs) {
            total += l.length();
            if (!Double.isFinite(l.turnDeg()) || !Double.isFinite(l.length()) || total > RigidMoves.maxMove(type) + 1) {
                return; // BA-MOVE-1 or BA-MOVE-6: rejected before the path is walked
            }
            deg += l.turnDeg();
            px += Math.cos(Math.toRadians(deg)) * l.length();
            py += Math.sin(Math.toRadians(deg)) * l.length();
            take(box, px, py, grow);
        }
    }

    /** A reform: the new grid about c(U), or a battery's crew about its axle (Reforms.layout). */
    private static void layoutBox(BaState s, MoveContext ctx, int u, Reform r, double[] box) {
        UnitType type = s.setup.unitType[u];
        double[] c = type == UnitType.ARTILLERY ? new double[] {s.anchorX(u), s.anchorY(u)} : ctx.pivotPoint(u);
        Formation target = r.formation() == null ? Formation.of(s.formationOrdinal(u)) : r.formation();
        double[] local = type == UnitType.ARTILLERY
                ? SlotGeometry.local(Formation.BATTERY, type, Math.max(s.gridSize(u), s.setup.startMen[u]))
                : target == Formation.BATTERY || s.inRanks(u) == 0 ? new double[0]
                : SlotGeometry.local(target, type, s.inRanks(u));
        if (!Double.isFinite(r.facingDeg())) {
            return; // BA-FORM-1
        }
        double facing = adjutant.engine.geometry.Angles.normalize(r.facingDeg());
        double fx = SlotGeometry.fx(facing);
        double fy = SlotGeometry.fy(facing);
        for (int k = 0; k + 1 < local.length; k += 2) {
            take(box, SlotGeometry.worldX(c[0], fx, fy, local[k], local[k + 1]),
                    SlotGeometry.worldY(c[1], fx, fy, local[k], local[k + 1]), SLACK);
        }
    }
}
