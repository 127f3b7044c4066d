package adjutant.ai;

/**
 * How many threads a person's bot searches on: where one player thinks for a person against the
 * clock (the board, {@code suggest}), MCTS searches on every core the machine has, up to
 * {@link #MOST}; where games are played by the hundred (selfplay, tournaments, tuning) they run
 * side by side instead, one thread each, and the spec says otherwise only by {@code threads=}.
 * An iteration budget keeps one thread, so that its answer is the same on every machine.
 */
public final class SearchThreads {
    /** More searches than this add little: each one's tree grows shallower as they are added. */
    public static final int MOST = 8;

    private SearchThreads() {}

    /**
     * {@code spec} with {@code threads=} for this machine's cores, where it names MCTS, does not
     * say its threads, and will search with {@code budget}, a time limit alone.
     */
    public static String onThisMachine(String spec, Budget budget) {
        return onCores(spec, budget, Runtime.getRuntime().availableProcessors());
    }

    static String onCores(String spec, Budget budget, int cores) {
        PlayerSpec parsed = PlayerSpec.parse(spec);
        int threads = Math.min(cores, MOST);
        if (parsed.kind() != PlayerKind.MCTS || threads < 2 || parsed.has("threads") || budget.hasIterationLimit()
                || parsed.has("iterations")) {
            return spec;
        }
        return spec + (spec.contains(":") ? "," : ":") + "threads=" + threads;
    }
}
