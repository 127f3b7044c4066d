package adjutant.tools.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as written on the command line: {@code 100ms}, {@code 2s}, {@code 1.5s}, {@code 1m}, {@code 0}. */
public final class Durations {

    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m)");

    private Durations() {}

    public static Duration parse(String text) {
        String t = text.strip();
        if (t.equals("0")) {
            return Duration.ZERO;
        }
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration such as 100ms, 2s or 1.5s");
        }
        double value = Double.parseDouble(m.group(1));
        double millis = switch (m.group(2)) {
            case "ms" -> value;
            case "s" -> value * 1_000;
            default -> value * 60_000;
        };
        return Duration.ofMillis(Math.round(millis));
    }
}
