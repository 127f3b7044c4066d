package adjutant.engine.game;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * The answer of {@link Rules#validate}: legal, or illegal with the rule id and a plain reason,
 * e.g. {@code BA-MOVE-9: would end 3.2" from Austrian Cavalry 1, which faces it}.
 *
 * <p>The reason may be given as a supplier, formatted only when asked: searches validate many
 * candidates and read no reasons, so formatting them eagerly is wasted work. Suppliers must
 * capture only values (never a state that may change afterwards), so the text is the same
 * whenever it is read.
 *
 * @implNote This class is immutable and thread-safe (the formatted reason is cached racily; every
 *     thread formats the same text).
 */
public final class Verdict {

    private static final Verdict OK = new Verdict(true, "", "");

    private final boolean legal;
    private final String ruleId;
    private final Supplier<String> lazyReason;
    private String reason;

    private Verdict(boolean legal, String ruleId, String reason) {
        this.legal = legal;
        this.ruleId = Objects.requireNonNull(ruleId);
        this.reason = Objects.requireNonNull(reason);
        this.lazyReason = null;
    }

    private Verdict(String ruleId, Supplier<String> reason) {
        this.legal = false;
        this.ruleId = Objects.requireNonNull(ruleId);
        this.lazyReason = Objects.requireNonNull(reason);
    }

    public static Verdict ok() {
        return OK;
    }

    public static Verdict illegal(String ruleId, String reason) {
        return new Verdict(false, ruleId, reason);
    }

    /** Illegal, with the reason formatted when first read. */
    public static Verdict illegal(String ruleId, Supplier<String> reason) {
        return new Verdict(ruleId, reason);
    }

    public boolean legal() {
        return legal;
    }

    public String ruleId() {
        return ruleId;
    }

    public String reason() {
        String r = reason;
        if (r == null) {
            r = Objects.requireNonNull(lazyReason.get());
            reason = r;
        }
        return r;
    }

    /** A one-line message such as {@code BA-MOVE-3: the unit is engaged}. */
    public String message() {
        return legal ? "legal" : ruleId.isEmpty() ? reason() : ruleId + ": " + reason();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Verdict v && legal == v.legal && ruleId.equals(v.ruleId) && reason().equals(v.reason());
    }

    @Override
    public int hashCode() {
        return Objects.hash(legal, ruleId, reason());
    }

    @Override
    public String toString() {
        return message();
    }
}
