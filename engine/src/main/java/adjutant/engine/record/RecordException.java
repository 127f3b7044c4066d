package adjutant.engine.record;

import adjutant.engine.io.Printable;
/** A game record that cannot be read or replayed; the message says where and why. */
public final class RecordException extends Exception {
    private static final long serialVersionUID = 1L;

    public RecordException(String message) {
        super(Printable.keepingLines(message));
    }

    public RecordException(String message, Throwable cause) {
        super(Printable.keepingLines(message), cause);
    }
}
