package adjutant.engine.honours;

import adjutant.engine.game.Hasher;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Side;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * Everything in an Honours of War game that changes: units, command figures, the turn and
 * phase, the steps waiting to happen, and each side's bookkeeping for the turn.
 */
public final class HowState implements GameState<HowState> {

    final HowSetup setup;
    UnitState[] units;
    CommanderState[] commanders;
    int turn = 1;
    Phase phase = Phase.GENERALS;
    /** Whether the current phase has begun (TurnFlow starts each phase once). */
    boolean phaseStarted;
    ArrayDeque<Task> tasks = new ArrayDeque<>();
    GameResult result = GameResult.ONGOING;

    // ---- the turn's initiative and activations ----
    /** Winners of this turn's movement and firing initiative, null until rolled. */
    Side moveInitiative;
    Side fireInitiative;
    /** The side whose activation comes next in movement or firing (HOW-SEQ-3). */
    Side active;
    /** The brigade activated now, −1 between activations. */
    int activeBrigade = -1;
    /** Per brigade: activated this movement phase; fired this firing phase. */
    boolean[] brigadeMoved;
    boolean[] brigadeFired;
    /** Per brigade: this turn's command result, null before its roll. */
    CommandResult[] brigadeOrder;
    /** Per side: the brigade its general directs this turn (HOW-CMD-14), −1 none. */
    int[] directed = {-1, -1};
    /** Weather score 2–12 (HOW-WX-1), 0 without weather. */
    int weather;
    /** Per side: army points lost so far (HOW-VIC-2, HOW-VIC-3). */
    double[] pointsLost = new double[2];
    /** Per scenario objective value: the side holding it (null while nobody ever has). */
    Side[] objectiveHolder;
    /** Where a phase that goes in steps (melee, rally) has got to; set by the phase's start. */
    int phaseStep;
    /** This firing phase's fires, in order (HOW-FIRE-1; command casualties read them, HOW-CMD-18). */
    java.util.List<FireRecord> fireRecords = new java.util.ArrayList<>();
    /** The firing phase's step: 0 fire, 1 command casualties done, 2 reactions queued (HOW-FIRE-5). */
    int firingStage;
    /**
     * Per side: the commander who took over as commanding general during the game (HOW-SCN-5,
     * {@link CommandChange}); −1 while the scenario's own general commands, −2 when nobody does.
     */
    int[] generalOverride = {-1, -1};

    HowState(HowSetup setup) {
        this.setup = setup;
        units = new UnitState[setup.unitCount()];
        for (int u = 0; u < units.length; u++) {
            units[u] = new UnitState();
        }
        commanders = new CommanderState[setup.commanderCount()];
        for (int c = 0; c < commanders.length; c++) {
            commanders[c] = new CommanderState();
        }
        brigadeMoved = new boolean[setup.brigadeCount()];
        brigadeFired = new boolean[setup.brigadeCount()];
        brigadeOrder = new CommandResult[setup.brigadeCount()];
        objectiveHolder = new Side[setup.scenario().objectiveValues().size()];
    }

    private HowState(HowState o) {
        setup = o.setup;
        units = new UnitState[o.units.length];
        for (int u = 0; u < units.length; u++) {
            units[u] = o.units[u].copy();
        }
        commanders = new CommanderState[o.commanders.length];
        for (int c = 0; c < commanders.length; c++) {
            commanders[c] = o.commanders[c].copy();
        }
        turn = o.turn;
        phase = o.phase;
        phaseStarted = o.phaseStarted;
        tasks = new ArrayDeque<>(o.tasks);
        result = o.result;
        moveInitiative = o.moveInitiative;
        fireInitiative = o.fireInitiative;
        active = o.active;
        activeBrigade = o.activeBrigade;
        brigadeMoved = o.brigadeMoved.clone();
        brigadeFired = o.brigadeFired.clone();
        brigadeOrder = o.brigadeOrder.clone();
        directed = o.directed.clone();
        weather = o.weather;
        pointsLost = o.pointsLost.clone();
        objectiveHolder = o.objectiveHolder.clone();
        phaseStep = o.phaseStep;
        fireRecords = new java.util.ArrayList<>(o.fireRecords);
        firingStage = o.firingStage;
        generalOverride = o.generalOverride.clone();
    }

    @Override
    public HowState copy() {
        return new HowState(this);
    }

    @Override
    public long hash() {
        return hashWith(new Hasher());
    }

    /** The hash that game records of formats 1 and 2 carry ({@link Hasher#serial()}). */
    long serialHash() {
        return hashWith(Hasher.serial());
    }

    private long hashWith(Hasher h) {
        for (UnitState u : units) {
            u.hashInto(h);
        }
        for (CommanderState c : commanders) {
            c.hashInto(h);
        }
        h.mix(turn).mix(phase.ordinal()).mix(phaseStarted).mix(result.outcome().ordinal());
        h.mix(tasks.size());
        for (Task t : tasks) {
            h.mix(t.toString());
        }
        h.mix(side(moveInitiative)).mix(side(fireInitiative)).mix(side(active)).mix(activeBrigade);
        for (int b = 0; b < brigadeMoved.length; b++) {
            h.mix(brigadeMoved[b]).mix(brigadeFired[b]).mix(brigadeOrder[b] == null ? -1 : brigadeOrder[b].ordinal());
        }
        h.mix(directed[0]).mix(directed[1]).mix(weather).mix(pointsLost[0]).mix(pointsLost[1]);
        for (Side s : objectiveHolder) {
            h.mix(side(s));
        }
        h.mix(phaseStep);
        h.mix(firingStage).mix(fireRecords.size());
        for (FireRecord r : fireRecords) {
            h.mix(r.firer()).mix(r.target()).mix(r.canister());
        }
        h.mix(generalOverride[0]).mix(generalOverride[1]);
        return h.value();
    }

    private static int side(Side s) {
        return s == null ? -1 : s.ordinal();
    }

    @Override
    public long bytes() {
        return 64 + units.length * 200L + commanders.length * 48L + tasks.size() * 48L + brigadeMoved.length * 8L;
    }

    // ---- read access ----

    public HowSetup setup() {
        return setup;
    }

    public int turn() {
        return turn;
    }

    public Phase phase() {
        return phase;
    }

    public GameResult result() {
        return result;
    }

    public UnitState unit(int u) {
        return units[u];
    }

    public CommanderState commander(int c) {
        return commanders[c];
    }

    /** The steps waiting, the next first. */
    public Deque<Task> tasks() {
        return tasks.clone();
    }

    /** The step the game is at, null when it is over. */
    public Task currentTask() {
        return tasks.peek();
    }

    public Side moveInitiative() {
        return moveInitiative;
    }

    public Side fireInitiative() {
        return fireInitiative;
    }

    public int activeBrigade() {
        return activeBrigade;
    }

    public CommandResult brigadeOrder(int b) {
        return brigadeOrder[b];
    }

    public int directed(Side side) {
        return directed[side.ordinal()];
    }

    public int weather() {
        return weather;
    }

    /** This firing phase's fires so far: firer, target, canister (HOW-CMD-18). */
    public java.util.List<FireRecord> fireRecords() {
        return java.util.List.copyOf(fireRecords);
    }

    public double pointsLost(Side side) {
        return pointsLost[side.ordinal()];
    }

    /** Who holds the scenario's objective of this id (HOW-VIC-4), null if it has no value or nobody holds it. */
    public Side objectiveHolder(String objectiveId) {
        var values = setup.scenario().objectiveValues();
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i).objective().equals(objectiveId)) {
                return objectiveHolder[i];
            }
        }
        return null;
    }

    /** The side's commanding general now, −1 if none: the scenario's, or who replaced him (HOW-SCN-5, AMB-45). */
    public int general(Side side) {
        int o = generalOverride[side.ordinal()];
        return o == -1 ? setup.general(side) : Math.max(-1, o);
    }

    /** The commander's role now: one who took over as commanding general is the general (HOW-SCN-5, AMB-45). */
    public CommanderRole role(int c) {
        return c == general(setup.commanderSide(c)) ? CommanderRole.GENERAL : setup.commander(c).role();
    }

    // ---- helpers the rules share ----

    /** The unit's rectangle of bases as it stands now. */
    public Footprint footprint(int u) {
        return units[u].footprint(setup, u);
    }

    /** Bases this close (cm) are in contact: charges line units up exactly, this absorbs rounding. */
    public static final double CONTACT = 0.05;

    /** Nearest edge to nearest edge between two units (HOW-GEN-5). */
    public double distance(int a, int b) {
        return footprint(a).distanceTo(footprint(b));
    }

    /** Whether two units' bases touch. */
    public boolean inContact(int a, int b) {
        return footprint(a).within(footprint(b), CONTACT);
    }

    /** Whether the unit touches any enemy unit in play (in melee, HOW-FIRE-8). */
    public boolean engaged(int u) {
        Side side = setup.side(u);
        for (int e = 0; e < units.length; e++) {
            if (setup.side(e) != side && inPlay(e) && inContact(u, e)) {
                return true;
            }
        }
        return false;
    }

    /** The nearest enemy unit in play, −1 if none. */
    public int nearestEnemy(int u) {
        Side side = setup.side(u);
        Footprint f = footprint(u);
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int e = 0; e < units.length; e++) {
            if (setup.side(e) != side && inPlay(e) && f.boxGap(footprint(e)) < bestD) {
                double d = f.distanceTo(footprint(e));
                if (d < bestD) {
                    bestD = d;
                    best = e;
                }
            }
        }
        return best;
    }

    /** Distance to the nearest enemy unit in play, +∞ if none. */
    public double nearestEnemyDistance(int u) {
        int e = nearestEnemy(u);
        return e < 0 ? Double.POSITIVE_INFINITY : distance(u, e);
    }

    /** Whether the unit is on the table and in play. */
    public boolean inPlay(int u) {
        return units[u].active();
    }

    void push(Task t) {
        tasks.push(t);
    }

    /** Queues a step after every step already waiting. */
    void later(Task t) {
        tasks.addLast(t);
    }

    Task pop() {
        return tasks.pop();
    }

    @Override
    public String toString() {
        return "HowState[turn " + turn + ", " + phase + ", tasks " + Arrays.toString(tasks.toArray()) + "]";
    }
}
