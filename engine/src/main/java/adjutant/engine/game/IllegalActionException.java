package adjutant.engine.game;

/** Thrown by {@link Rules#apply} for an action that {@link Rules#validate} rejects. */
public final class IllegalActionException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Verdict verdict;

    public IllegalActionException(Verdict verdict) {
        super(verdict.message());
        this.verdict = verdict;
    }

    public Verdict verdict() {
        return verdict;
    }
}
