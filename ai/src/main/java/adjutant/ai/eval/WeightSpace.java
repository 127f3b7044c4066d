package adjutant.ai.eval;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * The weights an evaluation has, each with the range a tuner may search, {@code [min, max]}, and
 * a default (hand-set) value. A ruleset's evaluation defines its space; the tuner's codec works
 * over it.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record WeightSpace(List<Dimension> dimensions) {

    /** One weight: its name, search range {@code [min, max]} with {@code min < max}, and default. */
    public record Dimension(String name, double min, double max, double defaultValue) {
        public Dimension {
            Objects.requireNonNull(name, "name");
            if (name.isBlank()) {
                throw new IllegalArgumentException("blank weight name");
            }
            if (!Double.isFinite(min) || !Double.isFinite(max) || !(min < max)) {
                throw new IllegalArgumentException(
                        "weight '" + name + "' needs finite bounds with min < max, got [" + min + ", " + max + "]");
            }
            if (!(defaultValue >= min && defaultValue <= max)) {
                throw new IllegalArgumentException(
                        "default of weight '" + name + "' (" + defaultValue + ") is outside [" + min + ", " + max + "]");
            }
        }

        public boolean contains(double value) {
            return value >= min && value <= max;
        }
    }

    public WeightSpace {
        dimensions = List.copyOf(dimensions);
        if (dimensions.isEmpty()) {
            throw new IllegalArgumentException("a weight space needs at least one weight");
        }
        var seen = new HashSet<String>();
        for (Dimension d : dimensions) {
            if (!seen.add(d.name())) {
                throw new IllegalArgumentException("weight '" + d.name() + "' appears twice");
            }
        }
    }

    public static WeightSpace of(Dimension... dimensions) {
        return new WeightSpace(Arrays.asList(dimensions));
    }

    public static Dimension dimension(String name, double min, double max, double defaultValue) {
        return new Dimension(name, min, max, defaultValue);
    }

    public int size() {
        return dimensions.size();
    }

    public Dimension get(int index) {
        return dimensions.get(index);
    }

    public List<String> names() {
        return dimensions.stream().map(Dimension::name).toList();
    }

    /** The default value of every weight, in this space's order. */
    public Weights defaults() {
        return Weights.of(names(), dimensions.stream().mapToDouble(Dimension::defaultValue).toArray());
    }

    /**
     * {@code weights} with exactly this space's names, reordered to this space's order (the
     * provenance is kept). Values outside the search range are allowed: hand-set weights may lie
     * outside it.
     *
     * @param source names the weights in error messages, e.g. their file
     * @throws IllegalArgumentException naming {@code source} and the key for a missing or unknown
     *     weight
     */
    public Weights conform(Weights weights, String source) {
        List<String> names = names();
        for (String name : weights.names()) {
            if (!names.contains(name)) {
                throw new IllegalArgumentException(source + ": unknown weight '" + name + "' (known: "
                        + String.join(", ", names) + ")");
            }
        }
        double[] values = new double[size()];
        var missing = new ArrayList<String>();
        for (int i = 0; i < values.length; i++) {
            String name = names.get(i);
            if (weights.has(name)) {
                values[i] = weights.get(name);
            } else {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(source + ": missing weight" + (missing.size() > 1 ? "s " : " ")
                    + missing.stream().map(n -> "'" + n + "'").reduce((a, b) -> a + ", " + b).orElseThrow());
        }
        return Weights.of(names, values).withProvenance(weights.provenance());
    }

    /** Reads a weights file and {@linkplain #conform conforms} it to this space; errors name the file and key. */
    public Weights load(Path file) {
        return conform(Weights.load(file), file.toString());
    }
}
