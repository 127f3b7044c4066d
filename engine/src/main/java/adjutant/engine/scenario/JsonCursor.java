package adjutant.engine.scenario;

import adjutant.engine.geometry.Vec2;
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
final class JsonCursor {
    private final JsonNode node;
    private final String path;
    private final Problems problems;

    private JsonCursor(JsonNode node, String path, Problems problems) {
        this.node = node == null || node.isNull() || node.isMissingNode() ? null : node;
        this.path = path;
        this.problems = problems;
    }

    static JsonCursor root(JsonNode node, Problems problems) {
        return new JsonCursor(node, "$", problems);
    }

    String path() {
        return path;
    }

    boolean isPresent() {
        return node != null;
    }

    JsonCursor field(String name) {
        JsonNode child = node != null && node.isObject() ? node.get(name) : null;
        return new JsonCursor(child, path + "." + name, problems);
    }

    void error(String message) {
        problems.error(path, message);
    }

    void warning(String message) {
        problems.warning(path, message);
    }

    /** Reports a missing required value; true when present. */
    boolean require() {
        if (node == null) {
            error("missing required field");
        }
        return node != null;
    }

    /**
     * Checks that the value is an object whose fields are all in {@code allowed}; unknown fields are
     * reported. Empty when the value is absent or not an object (then the caller reads no further).
     */
    Optional<JsonCursor> object(Set<String> allowed) {
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
    Optional<JsonCursor> map() {
        if (node == null) {
            return Optional.empty();
        }
        return node.isObject() ? Optional.of(this) : wrongType("an object");
    }

    /** The names of an object's fields, in file order (for objects keyed by id, such as armies). */
    List<String> fieldNames() {
        List<String> names = new ArrayList<>();
        if (node != null && node.isObject()) {
            node.fieldNames().forEachRemaining(names::add);
        }
        return names;
    }

    /** The elements of an array; empty (with a problem) when the value is not an array. */
    Optional<List<JsonCursor>> array() {
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

    Optional<String> text() {
        if (node == null) {
            return Optional.empty();
        }
        return node.isTextual() ? Optional.of(node.textValue()) : wrongType("a string");
    }

    Optional<Boolean> bool() {
        if (node == null) {
            return Optional.empty();
        }
        return node.isBoolean() ? Optional.of(node.booleanValue()) : wrongType("true or false");
    }

    /** A finite number. */
    OptionalDouble number() {
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
    OptionalDouble positive() {
        OptionalDouble v = number();
        if (v.isPresent() && !(v.getAsDouble() > 0)) {
            error("must be greater than 0, not " + format(v.getAsDouble()));
            return OptionalDouble.empty();
        }
        return v;
    }

    /** A finite number of at least zero. */
    OptionalDouble nonNegative() {
        OptionalDouble v = number();
        if (v.isPresent() && v.getAsDouble() < 0) {
            error("must not be negative, not " + format(v.getAsDouble()));
            return OptionalDouble.empty();
        }
        return v;
    }

    /** A whole number in int range (2.0 is accepted, 2.5 is not). */
    OptionalInt integer() {
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
    Optional<Vec2> point() {
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
    Optional<List<Vec2>> points() {
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

    /** An enum constant named by its id; an unknown id is reported with the ids expected. */
    <E> Optional<E> oneOf(Function<String, E> fromId) {
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

    static String describe(JsonNode n) {
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

    static String format(double v) {
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
