package adjutant.ai;

/** A player spec that cannot be understood; the message is one line naming the bad part. */
public final class PlayerSpecException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public PlayerSpecException(String message) {
        super(message);
    }
}
