package adjutant.engine.augsburg;

import adjutant.engine.game.Hasher;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Side;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;

/**
 * Everything in a League of Augsburg game that changes: units, commanders, the turn and phase,
 * the steps waiting to happen ({@link Task}) and the activation queue (LOA-CMD-6). Both sides'
 * chits are here; what a side may see of them is {@link LoaObservation}'s.
 */
public final class LoaState implements GameState<LoaState> {

    final LoaSetup setup;
    UnitState[] units;
    CommanderState[] commanders;
    int turn = 1;
    Phase phase = Phase.ORDERS;
    /** Whether the current phase has begun (TurnFlow starts each phase once). */
    boolean phaseStarted;
    /** Where a phase that goes in steps has got to; set by the phase's start. */
    int step;
    ArrayDeque<Task> tasks = new ArrayDeque<>();
    GameResult result = GameResult.ONGOING;
    /** Brigades still to act this turn, head first (LOA-CMD-6). */
    int[] queue = new int[0];
    /** The brigade acting now, −1 between activations. */
    int activeBrigade = -1;
    /** The unit whose order is being carried out, −1 none. */
    int activeUnit = -1;
    /** Per brigade: its CP total when the pools were rolled, for the queue order (LOA-CMD-6). */
    int[] brigadeTotal;
    /** Per brigade: +1 it won this turn's queue roll-off against tied enemy brigades, −1 lost, 0 none (LOA-CMD-6). */
    int[] rollOff;
    /** Figures unit a made unit b lose this turn, at {@code a * unitCount + b} (LOA-ORD-4 hold-fire modifier). */
    int[] inflicted;

    LoaState(LoaSetup setup) {
        this.setup = setup;
        units = new UnitState[setup.unitCount()];
        for (int u = 0; u < units.length; u++) {
            units[u] = new UnitState();
        }
        commanders = new CommanderState[setup.commanderCount()];
        for (int c = 0; c < commanders.length; c++) {
            commanders[c] = new CommanderState();
        }
        brigadeTotal = new int[setup.brigadeCount()];
        rollOff = new int[setup.brigadeCount()];
        inflicted = new int[setup.unitCount() * setup.unitCount()];
    }

    private LoaState(LoaState o) {
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
        step = o.step;
        tasks = new ArrayDeque<>(o.tasks); // tasks are immutable
        result = o.result;
        queue = o.queue.clone();
        activeBrigade = o.activeBrigade;
        activeUnit = o.activeUnit;
        brigadeTotal = o.brigadeTotal.clone();
        rollOff = o.rollOff.clone();
        inflicted = o.inflicted.clone();
    }

    @Override
    public LoaState copy() {
        return new LoaState(this);
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
            u.hash(h);
        }
        for (CommanderState c : commanders) {
            c.hash(h);
        }
        h.mix(turn).mix(phase.ordinal()).mix(phaseStarted).mix(step).mix(activeBrigade).mix(activeUnit);
        h.mix(result.outcome().ordinal()).mix(result.ruleId());
        h.mix(queue.length);
        for (int b : queue) {
            h.mix(b);
        }
        for (int t : brigadeTotal) {
            h.mix(t);
        }
        for (int t : rollOff) {
            h.mix(t);
        }
        for (int t : inflicted) {
            h.mix(t);
        }
        h.mix(tasks.size());
        for (Task t : tasks) {
            h.mix(t.getClass().getSimpleName()).mix(t.key());
        }
        return h.value();
    }

    @Override
    public long bytes() {
        long b = 128 + 24L * tasks.size() + 8L * queue.length + 8L * brigadeTotal.length;
        b += units.length * (96L + 16 + 4L * FigureType.values().length);
        b += commanders.length * 48L + 16 + 4L * inflicted.length;
        return b;
    }

    public LoaSetup setup() {
        return setup;
    }

    public UnitState unit(int u) {
        return units[u];
    }

    public CommanderState commander(int c) {
        return commanders[c];
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

    /** The step waiting now, null when none (the game is over). */
    public Task currentTask() {
        return tasks.peek();
    }

    /** The steps waiting, top first (read-only use). */
    public Iterator<Task> tasks() {
        return tasks.iterator();
    }

    Task pop() {
        return tasks.pop();
    }

    void push(Task t) {
        tasks.push(t);
    }

    /** Brigades still to act this turn, head first (a copy). */
    public int[] queue() {
        return queue.clone();
    }

    public int activeBrigade() {
        return activeBrigade;
    }

    /** Figures unit {@code by} made unit {@code target} lose this turn (LOA-ORD-4). */
    public int inflicted(int by, int target) {
        return inflicted[by * units.length + target];
    }

    /**
     * Removes {@code n} figures of a unit caused by unit {@code by} (−1 none), rear-rank rank and
     * file first and command figures last (AMB-36), marks its morale test due at the end of the
     * step (LOA-SEQ-3) and counts the losses; returns the figures actually removed.
     */
    public int removeFigures(int unit, int n, int by) {
        UnitState u = units[unit];
        int removed = 0;
        FigureType[] order = {FigureType.MUSKETEER, FigureType.PIKE, FigureType.TROOPER, FigureType.CREW,
                FigureType.DRUMMER, FigureType.FLAG, FigureType.OFFICER};
        for (FigureType t : order) {
            while (removed < n && u.figures[t.ordinal()] > 0) {
                u.figures[t.ordinal()]--;
                removed++;
            }
        }
        if (removed > 0) {
            u.moraleDue = true;
            u.lossesThisTurn += removed;
            if (by >= 0) {
                inflicted[by * units.length + unit] += removed;
            }
        }
        return removed;
    }

    /** On the table and not dispersed. */
    public boolean inPlay(int u) {
        return !units[u].removed;
    }

    /** The unit's footprint (LOA-ORG-2 to LOA-ORG-5). */
    public Footprint footprint(int u) {
        return units[u].footprint(setup.kind(u));
    }

    /** Figures a side has now, counting removed units as none. */
    public int figures(Side side) {
        int n = 0;
        for (int u = 0; u < units.length; u++) {
            if (setup.side(u) == side && inPlay(u)) {
                n += units[u].figureCount();
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return "LoaState[turn " + turn + ", " + phase + ", step " + step + ", queue " + Arrays.toString(queue)
                + ", tasks " + tasks + "]";
    }
}
