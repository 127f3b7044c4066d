package adjutant.engine.blownaway;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.Formation;
import java.util.Arrays;

/**
 * Everything that changes in a Blown Away game (Appendix A): every man's position and status,
 * every unit's formation, facing, anchor, engagement bookkeeping and cannon balls, the
 * commanders, objective owners, both decks (as counts per value: the order never matters to the
 * rules, BA-B.3), and the turn's phase and scratch data.
 *
 * <p>The per-man and per-unit values are packed, one backing array per primitive type
 * ({@link #doubleData}, {@link #byteData}, {@link #shortData}, plus {@link #pairs}, {@link #tally} and the
 * column spines), at offsets fixed by the setup's counts. Search copies a state for every node and
 * rollout: some 30 small arrays paid an allocation each, where a handful of larger ones cost about
 * what one clone of the same bytes costs (#23). The package reads and writes the values through
 * the small accessors below (plain indexed access at an offset, which the JIT inlines); everybody
 * else uses the public ones. Positions are rounded to 0.001 in after each action (AMB-57) so that
 * equal positions hash equally.
 */
public final class BaState implements GameState<BaState> {
    public static final int NONE = -1;

    final BaSetup setup;

    /**
     * The doubles, at these offsets (x at 0, each other value at its ...At): per man (index = figure
     * id) x, y, departX, departY (a gunner's position when he began to run, NaN if never); per unit
     * facing (degrees, a battery's boresight), anchorX, anchorY (the pivot point: centre of the front
     * rank, a battery's axle); per side (ordinal) commanderX, commanderY. x, y, facing and the anchor
     * are written by the rules only through the setters at the end, which keep {@link #bounds}.
     */
    final double[] doubleData;
    private final int yAt;
    private final int departXAt;
    private final int departYAt;
    private final int facingAt;
    private final int anchorXAt;
    private final int anchorYAt;
    private final int commanderXAt;
    private final int commanderYAt;

    /**
     * The bytes, likewise: per man status (a FigureStatus ordinal; setStatus keeps statusCount); per
     * unit formation (ordinal), balls (cannon-ball markers), usedCombat (conducted combat in this
     * combat phase, BA-CMB-4) and fired (fired at long range this turn, BA-ART-1) as 0 or 1; per
     * objective its owner (0 none, 1 blue, 2 red); the decks' remaining and discarded cards (side *
     * 13 + (value - 1)).
     */
    final byte[] byteData;
    private final int formationAt;
    private final int ballsAt;
    private final int usedCombatAt;
    private final int firedAt;
    private final int ownerAt;
    private final int deckAt;
    private final int discardAt;

    /**
     * The shorts, likewise: per man slot (formation slot, or -1: running, killed, detached gunner);
     * per unit gridSize (N of its current formation grid, BA-GEO-25), k (KILLED_ON_FIELD men in the
     * current engagement), engagement (id, or NONE), declared (without-chance: declared target, NONE
     * = hold, UNDECLARED); then statusCount, men of each unit per status at unit * 4 + FigureStatus
     * ordinal, kept by setStatus.
     */
    final short[] shortData;
    private final int gridSizeAt;
    private final int kAt;
    private final int engagementAt;
    private final int declaredAt;
    private final int statusCountAt;

    final long[] pairs; // per unit, bit v set: this unit has fought unit v in the current engagement
    final double[][] spine; // per unit, COLUMN: rank centres head first as x0,y0,x1,y1,...; null otherwise

    static final short UNDECLARED = -2;
    private static final int STATUSES = FigureStatus.VALUES.length;
    static final int DECK = 26; // deck and discard entries: 2 sides * 13 values

    // ---- turn and phase
    int turn = 1; // BA-TURN-8
    Side active;
    Phase phase = Phase.MAIN;
    Side deciding; // who decides now (the other side during its declarations, loss choices)
    int cursor = NONE; // ARTILLERY: current gun; DECLARE: current unit
    int pendingAttacker = NONE; // chance: the combat waiting for its cards
    int pendingTarget = NONE;
    int idleTurns;
    boolean changedThisTurn;
    boolean commanderMoved; // the once-per-turn commander move is used (BA-CMDR-2)
    int nextEngagementId;
    // pending losses (Phase.LOSSES, FREE victim selection): a queue, head first, of
    // Losses.STRIDE ints and 2 doubles (the causing unit's reference point) per entry
    int[] losses = NO_LOSSES;
    double[] lossRef = NO_LOSS_REF;

    static final int[] NO_LOSSES = new int[0];
    static final double[] NO_LOSS_REF = new double[0];

    // ---- statistics (BA-END-4), by Side ordinal: men killed in combat or by long-range fire at
    // 0 and 1, men removed by pushes (eliminated) at 2 and 3
    final int[] tally;

    // ---- result
    Outcome outcome = Outcome.ONGOING;
    String resultRule = "";
    String resultReason = "";

    // ---- scratch, not part of the game: never hashed
    /**
     * The plan of the move last validated legal on this state, so that applying that very action
     * next need not plan it again ({@link Movement#validated}); every apply clears it. Valid while
     * the state changes only through the rules. Not copied.
     */
    Movement.Validated validatedMove;
    /**
     * The units' boxes ({@link BodyBounds#of}), with what is known of pairs of units, or null
     * until asked for: current for every unit not in {@link #boundsDirty}. The setters that move
     * a man in ranks, take a man into or out of ranks, change his slot, move an anchor or turn a
     * unit mark the unit, and nothing else writes those arrays; men out of ranks are no body
     * element and nothing kept depends on them. Copies share the boxes.
     */
    BodyBounds bounds;
    /** Bit u: unit u changed since {@link #bounds} were built, so what they hold of it may be stale. */
    long boundsDirty;
    /**
     * Bit u: unit u changed otherwise than by losing men from its ranks (which can only part it
     * from others: {@link PairFacts#without}). A subset of {@link #boundsDirty}.
     */
    long boundsGrown;
    /**
     * ARTILLERY: the targets of the gun at the cursor ({@link Artillery#targetSet}), found as the
     * cursor moved to it so that the legal actions need not look again, or
     * {@link #UNKNOWN_TARGETS}; every apply forgets them. Copied.
     */
    long cursorTargets = UNKNOWN_TARGETS;
    static final long UNKNOWN_TARGETS = -1; // every unit: never a gun's targets, its own side being none
    /**
     * How far {@link #cursorTargets} is known when it is not {@link #UNKNOWN_TARGETS}: it holds
     * the gun's targets among the units below this index, those from it on being still to look
     * at (the phase machine only needs to know that a gun has a target; the rest is found when
     * the legal actions are listed). Copied.
     */
    int cursorTargetsKnownTo;

    BaState(BaSetup setup) {
        this.setup = setup;
        int f = setup.nFigures;
        int u = setup.nUnits;
        if (u > 64) {
            throw new IllegalArgumentException("at most 64 units are supported, got " + u);
        }
        yAt = f;
        departXAt = 2 * f;
        departYAt = 3 * f;
        facingAt = 4 * f;
        anchorXAt = facingAt + u;
        anchorYAt = anchorXAt + u;
        commanderXAt = anchorYAt + u;
        commanderYAt = commanderXAt + 2;
        doubleData = new double[commanderYAt + 2];
        Arrays.fill(doubleData, departXAt, facingAt, Double.NaN); // departX, departY: never ran

        formationAt = f;
        ballsAt = formationAt + u;
        usedCombatAt = ballsAt + u;
        firedAt = usedCombatAt + u;
        ownerAt = firedAt + u;
        deckAt = ownerAt + setup.board.objectiveCount();
        discardAt = deckAt + DECK;
        byteData = new byte[discardAt + DECK];

        gridSizeAt = f;
        kAt = gridSizeAt + u;
        engagementAt = kAt + u;
        declaredAt = engagementAt + u;
        statusCountAt = declaredAt + u;
        shortData = new short[statusCountAt + u * STATUSES];
        Arrays.fill(shortData, engagementAt, declaredAt, (short) NONE);
        Arrays.fill(shortData, declaredAt, statusCountAt, UNDECLARED);
        for (int i = 0; i < u; i++) {
            shortData[statusCountAt + i * STATUSES] = (short) setup.startMen[i]; // every man starts in ranks
        }

        pairs = new long[u];
        spine = new double[u][];
        tally = new int[4];
    }

    private BaState(BaState o) {
        setup = o.setup;
        doubleData = o.doubleData.clone();
        yAt = o.yAt;
        departXAt = o.departXAt;
        departYAt = o.departYAt;
        facingAt = o.facingAt;
        anchorXAt = o.anchorXAt;
        anchorYAt = o.anchorYAt;
        commanderXAt = o.commanderXAt;
        commanderYAt = o.commanderYAt;
        byteData = o.byteData.clone();
        formationAt = o.formationAt;
        ballsAt = o.ballsAt;
        usedCombatAt = o.usedCombatAt;
        firedAt = o.firedAt;
        ownerAt = o.ownerAt;
        deckAt = o.deckAt;
        discardAt = o.discardAt;
        shortData = o.shortData.clone();
        gridSizeAt = o.gridSizeAt;
        kAt = o.kAt;
        engagementAt = o.engagementAt;
        declaredAt = o.declaredAt;
        statusCountAt = o.statusCountAt;
        pairs = o.pairs.clone();
        spine = o.spine.clone();
        for (int u = 0; u < spine.length; u++) {
            if (spine[u] != null) {
                spine[u] = spine[u].clone();
            }
        }
        tally = o.tally.clone();
        turn = o.turn;
        active = o.active;
        phase = o.phase;
        deciding = o.deciding;
        cursor = o.cursor;
        pendingAttacker = o.pendingAttacker;
        pendingTarget = o.pendingTarget;
        idleTurns = o.idleTurns;
        changedThisTurn = o.changedThisTurn;
        commanderMoved = o.commanderMoved;
        nextEngagementId = o.nextEngagementId;
        losses = o.losses.length == 0 ? NO_LOSSES : o.losses.clone();
        lossRef = o.lossRef.length == 0 ? NO_LOSS_REF : o.lossRef.clone();
        outcome = o.outcome;
        resultRule = o.resultRule;
        resultReason = o.resultReason;
        bounds = o.bounds;
        boundsDirty = o.boundsDirty;
        boundsGrown = o.boundsGrown;
        cursorTargets = o.cursorTargets;
        cursorTargetsKnownTo = o.cursorTargetsKnownTo;
    }

    @Override
    public BaState copy() {
        return new BaState(this);
    }

    /**
     * The copy constructor's work done into {@code spare}'s arrays, which a state of the same
     * setup has in the same sizes: a copy then costs about one arraycopy of {@link #bytes()}
     * instead of allocating and zeroing as much fresh memory first (#23). Every field the copy
     * constructor sets is set here ({@code BaStateCopyIntoTest} compares them all).
     */
    @Override
    public BaState copyInto(BaState spare) {
        if (spare == this || spare.setup != setup) {
            return copy();
        }
        System.arraycopy(doubleData, 0, spare.doubleData, 0, doubleData.length);
        System.arraycopy(byteData, 0, spare.byteData, 0, byteData.length);
        System.arraycopy(shortData, 0, spare.shortData, 0, shortData.length);
        System.arraycopy(pairs, 0, spare.pairs, 0, pairs.length);
        System.arraycopy(tally, 0, spare.tally, 0, tally.length);
        for (int u = 0; u < spine.length; u++) {
            double[] from = spine[u];
            double[] to = spare.spine[u];
            spare.spine[u] = from == null ? null
                    : to != null && to.length == from.length ? copied(from, to) : from.clone();
        }
        spare.turn = turn;
        spare.active = active;
        spare.phase = phase;
        spare.deciding = deciding;
        spare.cursor = cursor;
        spare.pendingAttacker = pendingAttacker;
        spare.pendingTarget = pendingTarget;
        spare.idleTurns = idleTurns;
        spare.changedThisTurn = changedThisTurn;
        spare.commanderMoved = commanderMoved;
        spare.nextEngagementId = nextEngagementId;
        spare.losses = losses.length == 0 ? NO_LOSSES : losses.clone();
        spare.lossRef = lossRef.length == 0 ? NO_LOSS_REF : lossRef.clone();
        spare.outcome = outcome;
        spare.resultRule = resultRule;
        spare.resultReason = resultReason;
        spare.bounds = bounds;
        spare.boundsDirty = boundsDirty;
        spare.boundsGrown = boundsGrown;
        spare.cursorTargets = cursorTargets;
        spare.cursorTargetsKnownTo = cursorTargetsKnownTo;
        spare.validatedMove = null; // scratch of the state that was there
        return spare;
    }

    private static double[] copied(double[] from, double[] to) {
        System.arraycopy(from, 0, to, 0, from.length);
        return to;
    }

    /**
     * A 64-bit key equal for equal states: every field that the rules read, positions quantised
     * to 0.001 in and angles to 0.001 degree. Commander positions are left out (BA-CMDR-5: they
     * only matter for display; rallies place him). See {@link StateHash}.
     */
    @Override
    public long hash() {
        return StateHash.of(this);
    }

    /** The hash without the turn counter and idle clocks: the same position on another turn (repetitions). */
    @Override
    public long positionKey() {
        return StateHash.position(this);
    }

    /**
     * The arrays' bytes plus 1024 for the object and array headers (an allowance fixed when the
     * state held about 40 arrays; kept so that benchmark figures stay comparable).
     */
    @Override
    public long bytes() {
        return arrayBytes() + 1024;
    }

    /**
     * Bytes held by this state's arrays (what a copy must move), for benchmarks: the same count
     * as before the arrays were packed (#23), so that figures stay comparable.
     */
    public long arrayBytes() {
        long n = 8L * doubleData.length + byteData.length + 2L * shortData.length + 8L * pairs.length
                + 4L * tally.length;
        for (double[] sp : spine) {
            n += sp == null ? 0 : 8L * sp.length;
        }
        return n;
    }

    // ------------------------------------------------------------------ read-only accessors

    public BaSetup setup() {
        return setup;
    }

    public Vec2 position(int figure) {
        return new Vec2(x(figure), y(figure));
    }

    public double figureX(int figure) {
        return x(figure);
    }

    public double figureY(int figure) {
        return y(figure);
    }

    public FigureStatus status(int figure) {
        return FigureStatus.VALUES[statusOrdinal(figure)];
    }

    public int slot(int figure) {
        return shortData[figure];
    }

    public Formation formation(int unit) {
        return Formation.of(formationOrdinal(unit));
    }

    public double facingDeg(int unit) {
        return facing(unit);
    }

    public Vec2 anchor(int unit) {
        return new Vec2(anchorX(unit), anchorY(unit));
    }

    public int killedInFight(int unit) {
        return k(unit);
    }

    /** The unit's engagement id, or {@link #NONE}. */
    public int engagement(int unit) {
        return shortData[engagementAt + unit];
    }

    public boolean engaged(int unit) {
        return engagement(unit) != NONE;
    }

    /** Have units {@code a} and {@code b} fought each other in their current engagement? */
    public boolean paired(int a, int b) {
        return (pairs[a] & (1L << b)) != 0;
    }

    public int balls(int unit) {
        return byteData[ballsAt + unit];
    }

    public boolean usedCombat(int unit) {
        return byteData[usedCombatAt + unit] != 0;
    }

    public boolean fired(int unit) {
        return byteData[firedAt + unit] != 0;
    }

    public Vec2 commander(Side side) {
        return new Vec2(commanderX(side.ordinal()), commanderY(side.ordinal()));
    }

    /** Owner of objective {@code i}, or null when nobody owns it. */
    public Side owner(int objective) {
        int code = ownerCode(objective);
        return code == 0 ? null : Side.of(code - 1);
    }

    public int objectivesOwned(Side side) {
        int n = 0;
        for (int o = 0; o < objectiveCount(); o++) {
            if (ownerCode(o) == side.ordinal() + 1) {
                n++;
            }
        }
        return n;
    }

    /** Cards of {@code value} (1..13) left in {@code side}'s deck. */
    public int cardsLeft(Side side, int value) {
        return deckCount(side.ordinal() * 13 + value - 1);
    }

    public int cardsLeft(Side side) {
        int n = 0;
        for (int v = 0; v < 13; v++) {
            n += deckCount(side.ordinal() * 13 + v);
        }
        return n;
    }

    public int cardsDiscarded(Side side, int value) {
        return discardCount(side.ordinal() * 13 + value - 1);
    }

    public int turn() {
        return turn;
    }

    public Side active() {
        return active;
    }

    public Phase phase() {
        return phase;
    }

    /** The side that decides at this point (the active side, or the other in its declarations). */
    public Side deciding() {
        return deciding;
    }

    /** The gun (ARTILLERY) or unit (DECLARE) the current decision is about, or {@link #NONE}. */
    public int cursor() {
        return cursor;
    }

    public int pendingAttacker() {
        return pendingAttacker;
    }

    public int pendingTarget() {
        return pendingTarget;
    }

    /** How many loss allocations wait to be chosen (Phase.LOSSES), 0 otherwise. */
    public int pendingLosses() {
        return losses.length / Losses.STRIDE;
    }

    /** The unit whose losses are to be allocated now, or {@link #NONE}. */
    public int lossUnit() {
        return losses.length == 0 ? NONE : losses[Losses.UNIT];
    }

    public int declaredTarget(int unit) {
        return declared(unit);
    }

    public boolean commanderMoved() {
        return commanderMoved;
    }

    public int idleTurns() {
        return idleTurns;
    }

    public int killed(Side side) {
        return tally[side.ordinal()];
    }

    public int eliminated(Side side) {
        return tally[2 + side.ordinal()];
    }

    public Outcome outcome() {
        return outcome;
    }

    public String resultRule() {
        return resultRule;
    }

    public String resultReason() {
        return resultReason;
    }

    // ------------------------------------------------------------------ derived counts

    public int count(int unit, FigureStatus s) {
        return shortData[statusCountAt + unit * STATUSES + s.ordinal()];
    }

    public int inRanks(int unit) {
        return count(unit, FigureStatus.IN_RANKS);
    }

    public int running(int unit) {
        return count(unit, FigureStatus.RUNNING);
    }

    /** Men of a side in ranks. */
    public int inRanks(Side side) {
        int n = 0;
        for (int u = 0; u < setup.nUnits; u++) {
            if (setup.unitSide[u] == side) {
                n += inRanks(u);
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ the packed values, for this package
    // Plain reads and writes at each value's offset, nothing more. The rules write x, y, status,
    // slot, facing and the anchors only through the setters of the next section, which keep the
    // counts and the boxes; the raw writers of those (set...Raw) are for tests that build or
    // corrupt states by hand. Readers return the type the value is stored in.

    double x(int f) {
        return doubleData[f];
    }

    double y(int f) {
        return doubleData[yAt + f];
    }

    double departX(int f) {
        return doubleData[departXAt + f];
    }

    double departY(int f) {
        return doubleData[departYAt + f];
    }

    double facing(int u) {
        return doubleData[facingAt + u];
    }

    double anchorX(int u) {
        return doubleData[anchorXAt + u];
    }

    double anchorY(int u) {
        return doubleData[anchorYAt + u];
    }

    double commanderX(int side) {
        return doubleData[commanderXAt + side];
    }

    double commanderY(int side) {
        return doubleData[commanderYAt + side];
    }

    byte statusOrdinal(int f) {
        return byteData[f];
    }

    byte formationOrdinal(int u) {
        return byteData[formationAt + u];
    }

    /** The objectives on the table: how many owners the state holds. */
    int objectiveCount() {
        return deckAt - ownerAt;
    }

    /** Objective {@code o}'s owner: 0 none, 1 blue, 2 red. */
    byte ownerCode(int o) {
        return byteData[ownerAt + o];
    }

    /** Cards left in the decks, at side * 13 + (value - 1). */
    byte deckCount(int i) {
        return byteData[deckAt + i];
    }

    /** Discarded cards, at side * 13 + (value - 1). */
    byte discardCount(int i) {
        return byteData[discardAt + i];
    }

    short gridSize(int u) {
        return shortData[gridSizeAt + u];
    }

    short k(int u) {
        return shortData[kAt + u];
    }

    short declared(int u) {
        return shortData[declaredAt + u];
    }

    void setDepartX(int f, double v) {
        doubleData[departXAt + f] = v;
    }

    void setDepartY(int f, double v) {
        doubleData[departYAt + f] = v;
    }

    void setCommanderX(int side, double v) {
        doubleData[commanderXAt + side] = v;
    }

    void setCommanderY(int side, double v) {
        doubleData[commanderYAt + side] = v;
    }

    void setFormationOrdinal(int u, int v) {
        byteData[formationAt + u] = (byte) v;
    }

    void setBalls(int u, int v) {
        byteData[ballsAt + u] = (byte) v;
    }

    void setUsedCombat(int u, boolean v) {
        byteData[usedCombatAt + u] = (byte) (v ? 1 : 0);
    }

    void setFired(int u, boolean v) {
        byteData[firedAt + u] = (byte) (v ? 1 : 0);
    }

    void setOwnerCode(int o, int v) {
        byteData[ownerAt + o] = (byte) v;
    }

    void setDeckCount(int i, int v) {
        byteData[deckAt + i] = (byte) v;
    }

    void setDiscardCount(int i, int v) {
        byteData[discardAt + i] = (byte) v;
    }

    void setGridSize(int u, int v) {
        shortData[gridSizeAt + u] = (short) v;
    }

    void setK(int u, int v) {
        shortData[kAt + u] = (short) v;
    }

    void setEngagement(int u, int v) {
        shortData[engagementAt + u] = (short) v;
    }

    void setDeclared(int u, int v) {
        shortData[declaredAt + u] = (short) v;
    }

    /** One more man of {@code side} killed in combat or by long-range fire. */
    void countKilled(int side) {
        tally[side]++;
    }

    /** One more man of {@code side} removed by a push. */
    void countEliminated(int side) {
        tally[2 + side]++;
    }

    void setXRaw(int f, double v) {
        doubleData[f] = v;
    }

    void setYRaw(int f, double v) {
        doubleData[yAt + f] = v;
    }

    void setFacingRaw(int u, double v) {
        doubleData[facingAt + u] = v;
    }

    void setAnchorXRaw(int u, double v) {
        doubleData[anchorXAt + u] = v;
    }

    void setAnchorYRaw(int u, double v) {
        doubleData[anchorYAt + u] = v;
    }

    void setStatusRaw(int f, int v) {
        byteData[f] = (byte) v;
    }

    void setSlotRaw(int f, int v) {
        shortData[f] = (short) v;
    }

    // ------------------------------------------------------------------ unit writes (mark the unit changed)

    /** Sets figure f's status (a FigureStatus ordinal), keeping the counts per unit. */
    void setStatus(int f, int newStatus) {
        int old = byteData[f];
        int at = statusCountAt + setup.figUnit[f] * STATUSES;
        shortData[at + old]--;
        shortData[at + newStatus]++;
        byteData[f] = (byte) newStatus;
        if (newStatus == IN_RANKS) {
            changed(setup.figUnit[f]);
        } else if (old == IN_RANKS) {
            boundsDirty |= 1L << setup.figUnit[f]; // a man lost from the ranks
        }
    }

    /** Puts figure f at (px, py). */
    void moveFigure(int f, double px, double py) {
        doubleData[f] = px;
        doubleData[yAt + f] = py;
        if (byteData[f] == IN_RANKS) {
            changed(setup.figUnit[f]);
        }
    }

    /** Sets figure f's formation slot (-1: none). */
    void setSlot(int f, int k) {
        shortData[f] = (short) k;
        if (byteData[f] == IN_RANKS) {
            changed(setup.figUnit[f]); // a gunner's slot may man or unman his battery
        }
    }

    /** Turns unit u to face {@code deg} degrees. */
    void setFacing(int u, double deg) {
        doubleData[facingAt + u] = deg;
        changed(u); // its sector, so what it faces, turns with it
    }

    /** Puts unit u's anchor (a battery's axle) at (ax, ay). */
    void moveAnchor(int u, double ax, double ay) {
        doubleData[anchorXAt + u] = ax;
        doubleData[anchorYAt + u] = ay;
        changed(u);
    }

    /** Marks unit u changed, otherwise than by losses only. */
    private void changed(int u) {
        boundsDirty |= 1L << u;
        boundsGrown |= 1L << u;
    }

    private static final int IN_RANKS = 0; // FigureStatus.IN_RANKS.ordinal()
}
