package adjutant.ai.tuning;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a tuning run is: population size, number of generations, run seed, opponent mode and a
 * description of the fitness problem (rules, scenarios, games per evaluation, opponent, budget...)
 * as strings. A run resumed from a checkpoint must have the same settings, except that the number
 * of generations may change (a finished run can be extended).
 *
 * @param population individuals per generation, at least 4
 * @param generations generations to run in total, at least 1
 * @param seed the run seed; every random stream of the run derives from it
 * @param versus what candidates play against
 * @param problem the fitness problem as name → value, compared on resume
 */
public record TuningSettings(int population, int generations, long seed, Versus versus, Map<String, String> problem) {

    /** What a candidate's games are played against. */
    public enum Versus {
        /** The fixed reference opponent of the fitness function. */
        REFERENCE,
        /**
         * The best candidate of the previous generation (the defaults in the first): an arms race,
         * whose fitness values are not comparable between generations.
         */
        CHAMPION
    }

    public TuningSettings {
        if (population < 4) {
            throw new IllegalArgumentException("population must be at least 4, got " + population);
        }
        if (generations < 1) {
            throw new IllegalArgumentException("generations must be at least 1, got " + generations);
        }
        Objects.requireNonNull(versus, "versus");
        problem = Collections.unmodifiableMap(new TreeMap<>(problem));
    }

    public static TuningSettings of(int population, int generations, long seed) {
        return new TuningSettings(population, generations, seed, Versus.REFERENCE, Map.of());
    }

    public TuningSettings withGenerations(int generations) {
        return new TuningSettings(population, generations, seed, versus, problem);
    }

    public TuningSettings withVersus(Versus versus) {
        return new TuningSettings(population, generations, seed, versus, problem);
    }

    public TuningSettings withProblem(Map<String, String> problem) {
        return new TuningSettings(population, generations, seed, versus, problem);
    }

    /**
     * How {@code other} differs from these settings in anything but the number of generations,
     * e.g. {@code ["population 10, not 8"]}; empty when a run with these settings may resume one
     * made with {@code other}.
     */
    public List<String> differencesFrom(TuningSettings other) {
        var diffs = new ArrayList<String>();
        if (population != other.population) {
            diffs.add("population " + other.population + ", not " + population);
        }
        if (seed != other.seed) {
            diffs.add("seed " + other.seed + ", not " + seed);
        }
        if (versus != other.versus) {
            diffs.add("versus " + other.versus.name().toLowerCase(Locale.ROOT)
                    + ", not " + versus.name().toLowerCase(Locale.ROOT));
        }
        var keys = new TreeSet<>(problem.keySet());
        keys.addAll(other.problem.keySet());
        for (String key : keys) {
            String mine = problem.get(key);
            String theirs = other.problem.get(key);
            if (!Objects.equals(mine, theirs)) {
                diffs.add(key + " " + (theirs == null ? "unset" : theirs) + ", not " + (mine == null ? "unset" : mine));
            }
        }
        return diffs;
    }
}
