package adjutant.engine.scenario;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.io.Printable;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;

/**
 * A JSON value and its path, with typed readers that report what is wrong with it to a
 * {@link Problems} list instead of throwing. A reader returns empty when the value is absent or
 * unusable; {@link #require} reports absence. JSON {@code null} counts as absent.
 */
public final class JsonCursor {
    private final JsonNode node;
    private final String path;
    private final Problems problems;

    private JsonCursor(JsonNode node, String path, Problems problems) {
        this.node = node == null || node.isNull() || node.isMissingNode() ? null : node;
        this.path = path;
        this.problems = problems;
    }

    public static JsonCursor root(JsonNode node, Problems problems) {
        return new JsonCursor(node, "$", problems);
    }

    public String path() {
        return path;
    }

    public boolean isPresent() {
        return node != null;
    }

    public JsonCursor field(String name) {
        JsonNode child = node != null && node.isObject() ? node.get(name) : null;
        return new JsonCursor(child, path + "." + name, problems);
    }

    public void error(String message) {
        problems.error(path, message);
    }

    public void warning(String message) {
        problems.warning(path, message);
    }

    /** Reports a missing required value; true when present. */
    public boolean require() {
        if (node == null) {
            error("missing required field");
        }
        return node != null;
    }

    /**
     * Checks that the value is an object whose fields are all in {@code allowed}; unknown fields are
     * reported. Empty when the value is absent or not an object (then the caller reads no further).
     */
    public Optional<JsonCursor> object(Set<String> allowed) {
        if (node == null) {
            return Optional.empty();
        }
        if (!node.isObject()) {
            return wrongType("an object");
        }
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!allowed.contains(name)) {
                problems.error(path + "." + name, "unknown field" + suggestion(name, allowed));
            }
        }
        return Optional.of(this);
    }

    /** Checks that the value is an object with any keys (ids, such as roles or sides). */
    public Optional<JsonCursor> map() {
        if (node == null) {
            return Optional.empty();
        }
        return node.isObject() ? Optional.of(this) : wrongType("an object");
    }

    /** The names of an object's fields, in file order (for objects keyed by id, such as armies). */
    public List<String> fieldNames() {
        List<String> names = new ArrayList<>();
        if (node != null && node.isObject()) {
            node.fieldNames().forEachRemaining(names::add);
        }
        return names;
    }

    /** The elements of an array; empty (with a problem) when the value is not an array. */
    public Optional<List<JsonCursor>> array() {
        if (node == null) {
            return Optional.empty();
        }
        if (!node.isArray()) {
            return wrongType("an array");
        }
        List<JsonCursor> items = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            items.add(new JsonCursor(node.get(i), path + "[" + i + "]", problems));
        }
        return Optional.of(items);
    }

    public Optional<String> text() {
        if (node == null) {
            return Optional.empty();
        }
        return node.isTextual() ? Optional.of(node.textValue()) : wrongType("a string");
    }

    public Optional<Boolean> bool() {
        if (node == null) {
            return Optional.empty();
        }
        return node.isBoolean() ? Optional.of(node.booleanValue()) : wrongType("true or false");
    }

    /** A finite number. */
    public OptionalDouble number() {
        if (node == null) {
            return OptionalDouble.empty();
        }
        if (!node.isNumber()) {
            wrongType("a number");
            return OptionalDouble.empty();
        }
        double v = node.doubleValue();
        if (!Double.isFinite(v)) {
            error("must be a finite number, not " + node.asText());
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(v);
    }

    /** A finite number greater than zero. */
    public OptionalDouble positive() {
        OptionalDouble v = number();
        if (v.isPresent() && !(v.getAsDouble() > 0)) {
            error("must be greater than 0, not " + format(v.getAsDouble()));
            return OptionalDouble.empty();
        }
        return v;
    }

    /** A finite number of at least zero. */
    public OptionalDouble nonNegative() {
        OptionalDouble v = number();
        if (v.isPresent() && v.getAsDouble() < 0) {
            error("must not be negative, not " + format(v.getAsDouble()));
            return OptionalDouble.empty();
        }
        return v;
    }

    /** A whole number in int range (2.0 is accepted, 2.5 is not). */
    public OptionalInt integer() {
        if (node == null) {
            return OptionalInt.empty();
        }
        if (!node.isNumber()) {
            wrongType("an integer");
            return OptionalInt.empty();
        }
        double v = node.doubleValue();
        if (!node.canConvertToInt() || v != Math.rint(v)) {
            error("expected an integer, found " + node.asText());
            return OptionalInt.empty();
        }
        return OptionalInt.of(node.intValue());
    }

    /** A point {@code [x, y]}. */
    public Optional<Vec2> point() {
        if (node == null) {
            return Optional.empty();
        }
        if (!node.isArray() || node.size() != 2) {
            return wrongType("a point [x, y]");
        }
        OptionalDouble x = new JsonCursor(node.get(0), path + "[0]", problems).number();
        OptionalDouble y = new JsonCursor(node.get(1), path + "[1]", problems).number();
        return x.isPresent() && y.isPresent() ? Optional.of(new Vec2(x.getAsDouble(), y.getAsDouble())) : Optional.empty();
    }

    /** A list of points {@code [[x, y], ...]}; empty when any point is bad. */
    public Optional<List<Vec2>> points() {
        Optional<List<JsonCursor>> items = array();
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<Vec2> pts = new ArrayList<>();
        boolean ok = true;
        for (JsonCursor c : items.get()) {
            Optional<Vec2> p = c.point();
            ok &= p.isPresent();
            p.ifPresent(pts::add);
        }
        return ok ? Optional.of(pts) : Optional.empty();
    }

    /** Text that must not be blank; empty (and reported) when it is. */
    public Optional<String> nonBlank() {
        Optional<String> s = text();
        if (s.isPresent() && s.get().isBlank()) {
            error("must not be empty");
            return Optional.empty();
        }
        return s;
    }

    /** Text that must not be blank nor longer than {@code maxLength}; empty (and reported) when it is. */
    public Optional<String> nonBlank(int maxLength) {
        Optional<String> s = nonBlank();
        if (s.isPresent() && s.get().length() > maxLength) {
            error("is " + s.get().length() + " characters long; at most " + maxLength + " are allowed");
            return Optional.empty();
        }
        if (s.isPresent() && !Printable.of(s.get()).equals(s.get())) {
            error("must not contain control characters: '" + Printable.of(s.get()) + "'");
            return Optional.empty();
        }
        return s;
    }

    /** An id: required text, not blank, at most {@link ScenarioLimits#MAX_ID_LENGTH} characters. */
    public Optional<String> id() {
        require();
        return nonBlank(ScenarioLimits.MAX_ID_LENGTH);
    }

    /** Text that must be there and not be blank. */
    public Optional<String> requiredNonBlank() {
        require();
        return nonBlank();
    }

    /** A whole number of at least {@code min}; {@code fallback} (and a report) when it is less. */
    public int atLeast(int min, int fallback) {
        OptionalInt v = integer();
        if (v.isPresent() && v.getAsInt() < min) {
            error("must be at least " + min + ", not " + v.getAsInt());
            return fallback;
        }
        return v.orElse(fallback);
    }

    /**
     * The items of an array read by {@code reader}, keeping the path of each item read; an item
     * it cannot read is left out and {@code onLeftOut} runs.
     */
    public <T> List<T> list(List<String> paths, Function<JsonCursor, Optional<T>> reader, Runnable onLeftOut) {
        List<T> out = new ArrayList<>();
        for (JsonCursor item : array().orElse(List.of())) {
            Optional<T> value = reader.apply(item);
            if (value.isPresent()) {
                out.add(value.get());
                paths.add(item.path());
            } else {
                onLeftOut.run();
            }
        }
        return out;
    }

    /** An enum constant named by its id; an unknown id is reported with the ids expected. */
    public <E> Optional<E> oneOf(Function<String, E> fromId) {
        Optional<String> id = text();
        if (id.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(fromId.apply(id.get()));
        } catch (IllegalArgumentException e) {
            error(e.getMessage());
            return Optional.empty();
        }
    }

    private <T> Optional<T> wrongType(String expected) {
        error("expected " + expected + ", found " + describe(node));
        return Optional.empty();
    }

    public static String describe(JsonNode n) {
        if (n.isTextual()) {
            return "the string \"" + n.textValue() + "\"";
        }
        if (n.isNumber()) {
            return "the number " + n.asText();
        }
        if (n.isBoolean()) {
            return n.asText();
        }
        if (n.isArray()) {
            return "an array of " + n.size();
        }
        if (n.isObject()) {
            return "an object";
        }
        return n.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    }

    public static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** {@code " (did you mean 'turnLimit'?)"} when a known field is close to the unknown one. */
    private static String suggestion(String name, Set<String> allowed) {
        String best = null;
        int bestDistance = 3;
        for (String candidate : allowed) {
            int d = editDistance(name.toLowerCase(java.util.Locale.ROOT), candidate.toLowerCase(java.util.Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best == null ? "" : " (did you mean '" + best + "'?)";
    }

    private static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j], cur[j - 1]) + 1);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
