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
 * <p>Primitive arrays keep {@link #copy()} cheap. Fields are package-private: the rules in this
 * package read and write them; everybody else uses the accessors. Positions are rounded to
 * 0.001 in after each action (AMB-57) so that equal positions hash equally.
 */
public final class BaState implements GameState<BaState> {
    public static final int NONE = -1;

    final BaSetup setup;

    // ---- men (index = figure id); x, y, status and slot are written only through the setters at the end
    final double[] x;
    final double[] y;
    final byte[] status; // FigureStatus ordinal; setStatus keeps statusCount
    final short[] slot; // formation slot, or -1 (running, killed, detached gunner)
    final double[] departX; // gunners: where he stood when he began to run (NaN if never)
    final double[] departY;

    // ---- units (index = unit id)
    final byte[] formation; // Formation ordinal
    final double[] facing; // degrees, unit facing (a battery's boresight); written by setFacing
    final double[] anchorX; // pivot point: centre of the front rank; a battery's axle (written by moveAnchor)
    final double[] anchorY;
    final short[] gridSize; // N of the unit's current formation grid (BA-GEO-25)
    final double[][] spine; // COLUMN: rank centres head first as x0,y0,x1,y1,...; null otherwise
    final short[] k; // KILLED_ON_FIELD men in the current engagement
    final short[] engagement; // engagement id, or NONE
    final long[] pairs; // bit v set: this unit has fought unit v in the current engagement
    final byte[] balls; // cannon-ball markers (artillery)
    final boolean[] usedCombat; // conducted combat in this combat phase (BA-CMB-4)
    final boolean[] fired; // fired at long range this turn (BA-ART-1)
    final short[] declared; // without-chance: declared target, NONE = hold, UNDECLARED
    /** Men of each unit per status, unit * 4 + FigureStatus ordinal: a count of status, kept by setStatus. */
    final short[] statusCount;

    static final short UNDECLARED = -2;
    private static final int STATUSES = FigureStatus.VALUES.length;

    // ---- commanders, objectives, decks
    final double[] commanderX; // by Side ordinal
    final double[] commanderY;
    final byte[] owner; // per objective: 0 none, 1 blue, 2 red
    final byte[] deck; // remaining cards: side * 13 + (value - 1)
    final byte[] discard; // discarded cards, same layout

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

    // ---- statistics (BA-END-4)
    final int[] killed; // by Side ordinal: men killed in combat or by long-range fire
    final int[] eliminated; // by Side ordinal: men removed by pushes

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

    BaState(BaSetup setup) {
        this.setup = setup;
        int f = setup.nFigures;
        int u = setup.nUnits;
        if (u > 64) {
            throw new IllegalArgumentException("at most 64 units are supported, got " + u);
        }
        x = new double[f];
        y = new double[f];
        status = new byte[f];
        slot = new short[f];
        departX = new double[f];
        departY = new double[f];
        Arrays.fill(departX, Double.NaN);
        Arrays.fill(departY, Double.NaN);
        formation = new byte[u];
        facing = new double[u];
        anchorX = new double[u];
        anchorY = new double[u];
        gridSize = new short[u];
        spine = new double[u][];
        k = new short[u];
        engagement = new short[u];
        Arrays.fill(engagement, (short) NONE);
        pairs = new long[u];
        balls = new byte[u];
        usedCombat = new boolean[u];
        fired = new boolean[u];
        declared = new short[u];
        Arrays.fill(declared, UNDECLARED);
        statusCount = new short[u * STATUSES];
        for (int i = 0; i < u; i++) {
            statusCount[i * STATUSES] = (short) setup.startMen[i]; // every man starts in ranks
        }
        commanderX = new double[2];
        commanderY = new double[2];
        owner = new byte[setup.board.objectiveCount()];
        deck = new byte[26];
        discard = new byte[26];
        killed = new int[2];
        eliminated = new int[2];
    }

    private BaState(BaState o) {
        setup = o.setup;
        x = o.x.clone();
        y = o.y.clone();
        status = o.status.clone();
        slot = o.slot.clone();
        departX = o.departX.clone();
        departY = o.departY.clone();
        formation = o.formation.clone();
        facing = o.facing.clone();
        anchorX = o.anchorX.clone();
        anchorY = o.anchorY.clone();
        gridSize = o.gridSize.clone();
        spine = new double[o.spine.length][];
        for (int u = 0; u < spine.length; u++) {
            spine[u] = o.spine[u] == null ? null : o.spine[u].clone();
        }
        k = o.k.clone();
        engagement = o.engagement.clone();
        pairs = o.pairs.clone();
        balls = o.balls.clone();
        usedCombat = o.usedCombat.clone();
        fired = o.fired.clone();
        declared = o.declared.clone();
        statusCount = o.statusCount.clone();
        commanderX = o.commanderX.clone();
        commanderY = o.commanderY.clone();
        owner = o.owner.clone();
        deck = o.deck.clone();
        discard = o.discard.clone();
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
        killed = o.killed.clone();
        eliminated = o.eliminated.clone();
        outcome = o.outcome;
        resultRule = o.resultRule;
        resultReason = o.resultReason;
        bounds = o.bounds;
        boundsDirty = o.boundsDirty;
        boundsGrown = o.boundsGrown;
        cursorTargets = o.cursorTargets;
    }

    @Override
    public BaState copy() {
        return new BaState(this);
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

    /** The arrays' bytes plus the object and array headers (about 40 arrays of 16 bytes, and the object). */
    @Override
    public long bytes() {
        return arrayBytes() + 1024;
    }

    /** Bytes held by this state's arrays (what a copy must move), for benchmarks. */
    public long arrayBytes() {
        long n = 8L * (x.length + y.length + departX.length + departY.length)
                + status.length + 2L * slot.length
                + formation.length + 8L * (facing.length + anchorX.length + anchorY.length) + 2L * gridSize.length
                + 2L * k.length + 2L * engagement.length + 8L * pairs.length + balls.length + usedCombat.length
                + fired.length + 2L * declared.length + 2L * statusCount.length + 8L * 4 + owner.length + deck.length + discard.length + 16;
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
        return new Vec2(x[figure], y[figure]);
    }

    public double figureX(int figure) {
        return x[figure];
    }

    public double figureY(int figure) {
        return y[figure];
    }

    public FigureStatus status(int figure) {
        return FigureStatus.VALUES[status[figure]];
    }

    public int slot(int figure) {
        return slot[figure];
    }

    public Formation formation(int unit) {
        return Formation.values()[formation[unit]];
    }

    public double facingDeg(int unit) {
        return facing[unit];
    }

    public Vec2 anchor(int unit) {
        return new Vec2(anchorX[unit], anchorY[unit]);
    }

    public int killedInFight(int unit) {
        return k[unit];
    }

    /** The unit's engagement id, or {@link #NONE}. */
    public int engagement(int unit) {
        return engagement[unit];
    }

    public boolean engaged(int unit) {
        return engagement[unit] != NONE;
    }

    /** Have units {@code a} and {@code b} fought each other in their current engagement? */
    public boolean paired(int a, int b) {
        return (pairs[a] & (1L << b)) != 0;
    }

    public int balls(int unit) {
        return balls[unit];
    }

    public boolean usedCombat(int unit) {
        return usedCombat[unit];
    }

    public boolean fired(int unit) {
        return fired[unit];
    }

    public Vec2 commander(Side side) {
        return new Vec2(commanderX[side.ordinal()], commanderY[side.ordinal()]);
    }

    /** Owner of objective {@code i}, or null when nobody owns it. */
    public Side owner(int objective) {
        return owner[objective] == 0 ? null : Side.values()[owner[objective] - 1];
    }

    public int objectivesOwned(Side side) {
        int n = 0;
        for (byte b : owner) {
            if (b == side.ordinal() + 1) {
                n++;
            }
        }
        return n;
    }

    /** Cards of {@code value} (1..13) left in {@code side}'s deck. */
    public int cardsLeft(Side side, int value) {
        return deck[side.ordinal() * 13 + value - 1];
    }

    public int cardsLeft(Side side) {
        int n = 0;
        for (int v = 0; v < 13; v++) {
            n += deck[side.ordinal() * 13 + v];
        }
        return n;
    }

    public int cardsDiscarded(Side side, int value) {
        return discard[side.ordinal() * 13 + value - 1];
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
        return declared[unit];
    }

    public boolean commanderMoved() {
        return commanderMoved;
    }

    public int idleTurns() {
        return idleTurns;
    }

    public int killed(Side side) {
        return killed[side.ordinal()];
    }

    public int eliminated(Side side) {
        return eliminated[side.ordinal()];
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
        return statusCount[unit * STATUSES + s.ordinal()];
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

    // ------------------------------------------------------------------ unit writes (mark the unit changed)

    /** Sets figure f's status (a FigureStatus ordinal), keeping the counts per unit. */
    void setStatus(int f, int newStatus) {
        int old = status[f];
        int at = setup.figUnit[f] * STATUSES;
        statusCount[at + old]--;
        statusCount[at + newStatus]++;
        status[f] = (byte) newStatus;
        if (newStatus == IN_RANKS) {
            changed(setup.figUnit[f]);
        } else if (old == IN_RANKS) {
            boundsDirty |= 1L << setup.figUnit[f]; // a man lost from the ranks
        }
    }

    /** Puts figure f at (px, py). */
    void moveFigure(int f, double px, double py) {
        x[f] = px;
        y[f] = py;
        if (status[f] == IN_RANKS) {
            changed(setup.figUnit[f]);
        }
    }

    /** Sets figure f's formation slot (-1: none). */
    void setSlot(int f, int k) {
        slot[f] = (short) k;
        if (status[f] == IN_RANKS) {
            changed(setup.figUnit[f]); // a gunner's slot may man or unman his battery
        }
    }

    /** Turns unit u to face {@code deg} degrees. */
    void setFacing(int u, double deg) {
        facing[u] = deg;
        changed(u); // its sector, so what it faces, turns with it
    }

    /** Puts unit u's anchor (a battery's axle) at (ax, ay). */
    void moveAnchor(int u, double ax, double ay) {
        anchorX[u] = ax;
        anchorY[u] = ay;
        changed(u);
    }

    /** Marks unit u changed, otherwise than by losses only. */
    private void changed(int u) {
        boundsDirty |= 1L << u;
        boundsGrown |= 1L << u;
    }

    private static final int IN_RANKS = 0; // FigureStatus.IN_RANKS.ordinal()
}
