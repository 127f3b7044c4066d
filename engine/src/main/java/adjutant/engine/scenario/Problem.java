package adjutant.engine.scenario;

import adjutant.engine.io.Printable;
import java.util.Objects;

/**
 * One thing wrong with a scenario file: where (a JSON path such as
 * {@code $.armies.red.units[2].anchor}), what, and how bad. Warnings do not stop a scenario from
 * loading.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Problem(String path, String message, Severity severity) {

    public enum Severity {
        ERROR,
        WARNING
    }

    /** Both texts are made {@link Printable}: they quote the file, which may hold anything. */
    public Problem {
        path = Printable.of(Objects.requireNonNull(path));
        message = Printable.of(Objects.requireNonNull(message));
        Objects.requireNonNull(severity);
    }

    public static Problem error(String path, String message) {
        return new Problem(path, message, Severity.ERROR);
    }

    public static Problem warning(String path, String message) {
        return new Problem(path, message, Severity.WARNING);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code $.path: message}, or {@code $.path: warning: message}. */
    @Override
    public String toString() {
        return path + ": " + (isError() ? "" : "warning: ") + message;
    }
}
