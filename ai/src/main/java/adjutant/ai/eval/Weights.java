package adjutant.ai.eval;

import adjutant.engine.io.AtomicFiles;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A named weight vector for an evaluation: ordered names, each with a finite value, plus the
 * provenance of the numbers (how they were made: command, seed, date, generations, fitness...).
 *
 * <p>The JSON form is
 * <pre>{@code
 * {"format": "adjutant-weights/1",
 *  "weights": {"menInRanks": 1.0, "runningMen": -0.5},
 *  "provenance": {"command": "adjutant tune ...", "seed": 7, "fitness": 0.61}}
 * }</pre>
 * {@code provenance} is optional and holds strings, numbers and booleans only. Which names a
 * vector must have is the business of a {@link WeightSpace}; see {@link WeightSpace#load}.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Weights {

    /** The value of the {@code "format"} field of a weights file. */
    public static final String FORMAT = "adjutant-weights/1";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final List<String> names;
    private final double[] values;
    private final Map<String, Object> provenance;

    private Weights(List<String> names, double[] values, Map<String, Object> provenance) {
        if (names.size() != values.length) {
            throw new IllegalArgumentException(names.size() + " names but " + values.length + " values");
        }
        if (names.isEmpty()) {
            throw new IllegalArgumentException("a weight vector needs at least one weight");
        }
        var seen = new HashSet<String>();
        for (int i = 0; i < values.length; i++) {
            String name = Objects.requireNonNull(names.get(i), "weight name");
            if (name.isBlank()) {
                throw new IllegalArgumentException("blank weight name");
            }
            if (!seen.add(name)) {
                throw new IllegalArgumentException("weight '" + name + "' appears twice");
            }
            if (!Double.isFinite(values[i])) {
                throw new IllegalArgumentException("weight '" + name + "' is not finite: " + values[i]);
            }
        }
        var prov = new LinkedHashMap<String, Object>();
        for (var e : provenance.entrySet()) {
            prov.put(Objects.requireNonNull(e.getKey()), normalised(e.getKey(), e.getValue()));
        }
        this.names = List.copyOf(names);
        this.values = values.clone();
        this.provenance = Collections.unmodifiableMap(prov);
    }

    // Provenance values are strings, booleans, longs or doubles, so that a JSON round trip is exact.
    private static Object normalised(String key, Object v) {
        if (v instanceof String || v instanceof Boolean) {
            return v;
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        throw new IllegalArgumentException("provenance '" + key + "' must be a string, number or boolean, not " + v);
    }

    /** Weights named {@code names[i]} with value {@code values[i]}, without provenance. */
    public static Weights of(List<String> names, double[] values) {
        return new Weights(names, values, Map.of());
    }

    /** Weights in the iteration order of {@code weights} (use a {@link LinkedHashMap}). */
    public static Weights of(Map<String, Double> weights) {
        var names = new ArrayList<String>(weights.size());
        double[] values = new double[weights.size()];
        int i = 0;
        for (var e : weights.entrySet()) {
            names.add(e.getKey());
            values[i++] = Objects.requireNonNull(e.getValue(), e.getKey());
        }
        return of(names, values);
    }

    /** The same weights with {@code provenance} (strings, numbers and booleans) instead of the old one. */
    public Weights withProvenance(Map<String, ?> provenance) {
        return new Weights(names, values, new LinkedHashMap<>(provenance));
    }

    public List<String> names() {
        return names;
    }

    public int size() {
        return values.length;
    }

    /** A copy of the values, in the order of {@link #names()}. */
    public double[] values() {
        return values.clone();
    }

    public double get(int index) {
        return values[index];
    }

    /**
     * The value of weight {@code name}.
     *
     * @throws IllegalArgumentException for a name this vector does not have
     */
    public double get(String name) {
        int i = names.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("unknown weight '" + name + "' (known: " + String.join(", ", names) + ")");
        }
        return values[i];
    }

    public boolean has(String name) {
        return names.contains(name);
    }

    /** The weights as an ordered, unmodifiable map. */
    public Map<String, Double> asMap() {
        var map = new LinkedHashMap<String, Double>();
        for (int i = 0; i < values.length; i++) {
            map.put(names.get(i), values[i]);
        }
        return Collections.unmodifiableMap(map);
    }

    /** How these weights were made; empty when unknown. Unmodifiable, in insertion order. */
    public Map<String, Object> provenance() {
        return provenance;
    }

    // ---------------------------------------------------------------- JSON

    public String toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        ObjectNode w = root.putObject("weights");
        for (int i = 0; i < values.length; i++) {
            w.put(names.get(i), values[i]);
        }
        if (!provenance.isEmpty()) {
            root.set("provenance", JSON.valueToTree(provenance));
        }
        try {
            return JSON.writeValueAsString(root) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads the JSON form.
     *
     * @param source names the text in error messages, e.g. its file name
     * @throws IllegalArgumentException naming {@code source} (and the key) when the text is not a
     *     weights document or a weight is not a number
     */
    public static Weights fromJson(String json, String source) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(source + ": not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(source + ": expected a JSON object with \"format\" and \"weights\"");
        }
        JsonNode format = root.get("format");
        if (format == null || !FORMAT.equals(format.asText())) {
            throw new IllegalArgumentException(source + ": \"format\" must be \"" + FORMAT + "\", found "
                    + (format == null ? "none" : format.toString()));
        }
        JsonNode w = root.get("weights");
        if (w == null || !w.isObject() || w.isEmpty()) {
            throw new IllegalArgumentException(source + ": \"weights\" must be a non-empty object of name: number");
        }
        var names = new ArrayList<String>();
        double[] values = new double[w.size()];
        for (Map.Entry<String, JsonNode> e : w.properties()) {
            if (!e.getValue().isNumber()) {
                throw new IllegalArgumentException(source + ": weight '" + e.getKey() + "' is not a number: " + e.getValue());
            }
            values[names.size()] = e.getValue().doubleValue();
            names.add(e.getKey());
        }
        var provenance = new LinkedHashMap<String, Object>();
        JsonNode p = root.get("provenance");
        if (p != null && !p.isNull()) {
            if (!p.isObject()) {
                throw new IllegalArgumentException(source + ": \"provenance\" must be an object");
            }
            for (Map.Entry<String, JsonNode> e : p.properties()) {
                JsonNode v = e.getValue();
                Object value = v.isIntegralNumber() ? (Object) v.longValue()
                        : v.isNumber() ? (Object) v.doubleValue()
                        : v.isBoolean() ? (Object) v.booleanValue()
                        : v.isTextual() ? v.textValue()
                        : v.toString();
                provenance.put(e.getKey(), value);
            }
        }
        try {
            return new Weights(names, values, provenance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    /** Reads a weights file; errors name the file. Prefer {@link WeightSpace#load} to also check the names. */
    public static Weights load(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("weights file not found: " + file, e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read weights file " + file + ": " + e.getMessage(), e);
        }
        return fromJson(text, file.toString());
    }

    /** Writes the JSON form atomically (temporary file in the same folder, then an atomic move). */
    public void save(Path file) {
        AtomicFiles.writeStringUnchecked(file, toJson());
    }

    // ---------------------------------------------------------------- value semantics

    @Override
    public boolean equals(Object o) {
        return o instanceof Weights w
                && names.equals(w.names)
                && Arrays.equals(values, w.values)
                && provenance.equals(w.provenance);
    }

    @Override
    public int hashCode() {
        return Objects.hash(names, Arrays.hashCode(values), provenance);
    }

    @Override
    public String toString() {
        return asMap().toString();
    }
}
