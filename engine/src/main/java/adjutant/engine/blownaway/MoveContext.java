package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.function.DoubleFunction;

/**
 * What the validations of the moves of one state share: the state's {@link Frames} and unit
 * boxes, each side's enemy elements, and per unit the work that depends only on the unit's
 * current pose (its ordered-move prerequisites, body, pinners, pivot point, the body pivoted by
 * each angle asked for, a mob's box). The candidates of one MAIN decision
 * ({@link CandidateGenerator#mainActions}) share one context, so a unit's ten or so moves do that
 * work once; a single validation makes its own, and so does exactly the plain work.
 *
 * <p>Everything is found when first asked for and never changes afterwards (callers must not
 * change a body they are given), except the mover's entries of the frames, which a plan moves
 * and {@link #release} puts back. The state must not change while the context is in use.
 */
final class MoveContext {
    private final BaState s;
    private final boolean single;
    private Frames frames;
    private final UnitWork[] units; // null until a unit is asked about
    private BodyBounds bounds;
    private final Snakes.Enemies[] enemies = new Snakes.Enemies[Side.COUNT];

    /** What is found of one unit as it stands. */
    private static final class UnitWork {
        Verdict prerequisites;
        Body body;
        boolean[] pinners; // null until found; all false when not pinned
        boolean pinned;
        double[] pivotPoint;
        Pivoted pivoted; // the last pose made, linked to the earlier ones
        double[] runningBox;
    }

    /** A context for one validation, whose legal plan the state keeps for the apply that follows. */
    MoveContext(BaState s) {
        this(s, true);
    }

    /** A context for one validation ({@code single}) or for the candidates of one decision. */
    private MoveContext(BaState s, boolean single) {
        this.s = s;
        this.single = single;
        units = new UnitWork[s.setup.nUnits];
    }

    /** A context shared by the candidates of one decision: plans that need recording for apply are not kept. */
    static MoveContext forCandidates(BaState s) {
        return new MoveContext(s, false);
    }

    /** Should a legal plan be kept on the state ({@link BaState#validatedMove}) for the apply that follows? */
    boolean keepsPlans() {
        return single; // a candidates' plans are mostly never applied
    }

    private UnitWork unit(int u) {
        if (units[u] == null) {
            units[u] = new UnitWork();
        }
        return units[u];
    }

    BaState state() {
        return s;
    }

    /** The state's frames, whose mover's entries a plan may change until {@link #release}. */
    Frames frames() {
        if (frames == null) {
            frames = single ? new Frames(s) : Frames.restorable(s);
        }
        return frames;
    }

    /** Puts unit u's frame back as the state has it, after a plan of u moved it. */
    void release(int u) {
        if (frames != null && u >= 0 && u < s.setup.nUnits) {
            frames.restore(u);
        }
    }

    /** {@link Movement#orderedPrerequisites} of an ordered move of u. */
    Verdict movePrerequisites(int u) {
        UnitWork w = unit(u);
        if (w.prerequisites == null) {
            w.prerequisites = Movement.orderedPrerequisites(s, u, true);
        }
        return w.prerequisites;
    }

    /** B(u) as the unit stands ({@link Body#of}); shared: copy it before moving it. */
    Body body(int u) {
        UnitWork w = unit(u);
        if (w.body == null) {
            w.body = Body.of(s, u);
        }
        return w.body;
    }

    /**
     * B(u) for a plan to pivot and move: a copy in a candidates' context; in a context of one
     * validation, which has no other plan to share it with, the context's own, which it forgets.
     */
    Body bodyToMove(int u) {
        Body b = body(u);
        if (single) {
            unit(u).body = null;
            return b;
        }
        return b.copy();
    }

    /** PINNED as a move of u sees it: not engaged and a threat pair under 4 in (BA-MOVE-9). */
    boolean pinned(int u) {
        return findPinners(u).pinned;
    }

    /** The enemy units that pin u ({@link RigidMoves#pinningUnits}), all false when u is not pinned; do not change. */
    boolean[] pinners(int u) {
        return findPinners(u).pinners;
    }

    private UnitWork findPinners(int u) {
        UnitWork w = unit(u);
        if (w.pinners == null) {
            boolean[] by = new boolean[s.setup.nUnits];
            // the frames are the state's here: a plan asks before it moves u's frame; an enemy
            // whose box is over 10 in from u's is beyond the 4 in of a threat pair (BA-MOVE-9)
            w.pinned = !s.engaged(u) && (bounds().near(u) & s.setup.units(s.setup.unitSide[u].opponent())) != 0
                    && RigidMoves.pinningUnits(s, frames(), body(u), by, bounds());
            w.pinners = by;
        }
        return w;
    }

    /** c(u), the pivot point of BA-GEO-9 ({@link SlotGeometry#pivotPoint}); do not change. */
    double[] pivotPoint(int u) {
        UnitWork w = unit(u);
        if (w.pivotPoint == null) {
            w.pivotPoint = SlotGeometry.pivotPoint(s, u);
        }
        return w.pivotPoint;
    }

    /**
     * What {@code make} builds of unit u pivoted by {@code deg} (a {@code kind}), built once per
     * angle (angles equal as {@link Double#compare} says, so that the same arithmetic is reused).
     */
    <T> T pivoted(int u, double deg, Class<T> kind, DoubleFunction<T> make) {
        UnitWork w = unit(u);
        for (Pivoted p = w.pivoted; p != null; p = p.earlier) {
            if (Double.compare(p.deg, deg) == 0 && kind.isInstance(p.made)) {
                return kind.cast(p.made);
            }
        }
        T made = make.apply(deg);
        w.pivoted = new Pivoted(deg, made, w.pivoted);
        return made;
    }

    private record Pivoted(double deg, Object made, Pivoted earlier) {}

    /** The state's boxes ({@link BodyBounds#of}). */
    BodyBounds bounds() {
        if (bounds == null) {
            bounds = BodyBounds.of(s);
        }
        return bounds;
    }

    /** The box of mob u's running men ({@link Pushes#runningBox}); do not change. */
    double[] runningBox(int u) {
        UnitWork w = unit(u);
        if (w.runningBox == null) {
            w.runningBox = Pushes.runningBox(s, u);
        }
        return w.runningBox;
    }

    /**
     * Every body element of the enemies of {@code side} ({@link Snakes.Enemies}); do not change.
     * A context of one validation borrows the thread's scratch (one snake plan uses it), a
     * candidates' context gathers its own once for all its plans.
     */
    Snakes.Enemies enemies(Side side) {
        if (enemies[side.ordinal()] == null) {
            enemies[side.ordinal()] = single ? Snakes.Enemies.scratch(s, side) : Snakes.Enemies.of(s, side);
        }
        return enemies[side.ordinal()];
    }
}
