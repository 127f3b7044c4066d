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
    private final boolean keepPlans;
    private Frames frames;
    private final Verdict[] prerequisites;
    private final Body[] bodies;
    private final boolean[][] pinners; // null until found; all false when not pinned
    private final boolean[] pinned;
    private final double[][] pivotPoints;
    private final Pivoted[] pivoted; // per unit, the last pose made, linked to the earlier ones
    private final double[][] runningBoxes;
    private BodyBounds bounds;
    private final Snakes.Enemies[] enemies = new Snakes.Enemies[Side.values().length];

    /** A context for one validation, whose legal plan the state keeps for the apply that follows. */
    MoveContext(BaState s) {
        this(s, true);
    }

    /** A context for the candidates of one decision, or for one validation ({@code keepPlans}). */
    private MoveContext(BaState s, boolean keepPlans) {
        this.s = s;
        this.keepPlans = keepPlans;
        int n = s.setup.nUnits;
        prerequisites = new Verdict[n];
        bodies = new Body[n];
        pinners = new boolean[n][];
        pinned = new boolean[n];
        pivotPoints = new double[n][];
        pivoted = new Pivoted[n];
        runningBoxes = new double[n][];
    }

    /** A context shared by the candidates of one decision: plans that need recording for apply are not kept. */
    static MoveContext forCandidates(BaState s) {
        return new MoveContext(s, false);
    }

    /** Should a legal plan be kept on the state ({@link BaState#validatedMove}) for the apply that follows? */
    boolean keepsPlans() {
        return keepPlans;
    }

    BaState state() {
        return s;
    }

    /** The state's frames, whose mover's entries a plan may change until {@link #release}. */
    Frames frames() {
        if (frames == null) {
            frames = new Frames(s);
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
        if (prerequisites[u] == null) {
            prerequisites[u] = Movement.orderedPrerequisites(s, u, true);
        }
        return prerequisites[u];
    }

    /** B(u) as the unit stands ({@link Body#of}); shared: copy it before moving it. */
    Body body(int u) {
        if (bodies[u] == null) {
            bodies[u] = Body.of(s, u);
        }
        return bodies[u];
    }

    /** PINNED as a move of u sees it: not engaged and a threat pair under 4 in (BA-MOVE-9). */
    boolean pinned(int u) {
        findPinners(u);
        return pinned[u];
    }

    /** The enemy units that pin u ({@link RigidMoves#pinningUnits}), all false when u is not pinned; do not change. */
    boolean[] pinners(int u) {
        findPinners(u);
        return pinners[u];
    }

    private void findPinners(int u) {
        if (pinners[u] == null) {
            boolean[] by = new boolean[s.setup.nUnits];
            // the frames are the state's here: a plan asks before it moves u's frame
            pinned[u] = !s.engaged(u) && RigidMoves.pinningUnits(s, frames(), body(u), by);
            pinners[u] = by;
        }
    }

    /** c(u), the pivot point of BA-GEO-9 ({@link SlotGeometry#pivotPoint}); do not change. */
    double[] pivotPoint(int u) {
        if (pivotPoints[u] == null) {
            pivotPoints[u] = SlotGeometry.pivotPoint(s, u);
        }
        return pivotPoints[u];
    }

    /**
     * What {@code make} builds of unit u pivoted by {@code deg} (a {@code kind}), built once per
     * angle (angles equal as {@link Double#compare} says, so that the same arithmetic is reused).
     */
    <T> T pivoted(int u, double deg, Class<T> kind, DoubleFunction<T> make) {
        for (Pivoted p = pivoted[u]; p != null; p = p.earlier) {
            if (Double.compare(p.deg, deg) == 0 && kind.isInstance(p.made)) {
                return kind.cast(p.made);
            }
        }
        T made = make.apply(deg);
        pivoted[u] = new Pivoted(deg, made, pivoted[u]);
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
        if (runningBoxes[u] == null) {
            runningBoxes[u] = Pushes.runningBox(s, u);
        }
        return runningBoxes[u];
    }

    /** Every body element of the enemies of {@code side} ({@link Snakes.Enemies#of}); do not change. */
    Snakes.Enemies enemies(Side side) {
        if (enemies[side.ordinal()] == null) {
            enemies[side.ordinal()] = Snakes.Enemies.of(s, side);
        }
        return enemies[side.ordinal()];
    }
}
