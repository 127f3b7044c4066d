package adjutant.engine.honours;

/**
 * Which units touch an enemy (in melee, HOW-FIRE-8), each found once for one unchanged state.
 * A bot's fire outlook asks it for every firer and target pair, and each answer is a scan of
 * the enemy's units: asked afresh it made the outlook cubic in the units (8% of an MCTS game on
 * Lobositz). Keep it no longer than the state stays as it was.
 */
public final class EngagedUnits {
    private static final byte UNKNOWN = 0;
    private static final byte FREE = 1;
    private static final byte ENGAGED = 2;

    private final HowState state;
    private final byte[] known;

    public EngagedUnits(HowState state) {
        this.state = state;
        this.known = new byte[state.units.length];
    }

    /** {@link HowState#engaged(int)}, found on the first question. */
    public boolean engaged(int u) {
        if (known[u] == UNKNOWN) {
            known[u] = state.engaged(u) ? ENGAGED : FREE;
        }
        return known[u] == ENGAGED;
    }
}
