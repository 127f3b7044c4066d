package adjutant.tools;

/** A bad command-line argument found after parsing (exit code 2). */
public final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
