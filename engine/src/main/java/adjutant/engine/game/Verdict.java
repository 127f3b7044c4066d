package adjutant.engine.game;

import java.util.Objects;

/**
 * The answer of {@link Rules#validate}: legal, or illegal with the rule id and a plain reason,
 * e.g. {@code BA-MOVE-9: would end 3.2" from Austrian Cavalry 1, which faces it}.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Verdict(boolean legal, String ruleId, String reason) {

    private static final Verdict OK = new Verdict(true, "", "");

    public Verdict {
        Objects.requireNonNull(ruleId);
        Objects.requireNonNull(reason);
    }

    public static Verdict ok() {
        return OK;
    }

    public static Verdict illegal(String ruleId, String reason) {
        return new Verdict(false, ruleId, reason);
    }

    /** A one-line message such as {@code BA-MOVE-3: the unit is engaged}. */
    public String message() {
        return legal ? "legal" : ruleId.isEmpty() ? reason : ruleId + ": " + reason;
    }

    @Override
    public String toString() {
        return message();
    }
}
