package adjutant.engine.blownaway.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.HeaderPaths;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The JSON path each terrain feature, objective and unit of a scenario came from. The loader
 * leaves out elements it could not read, so indices in the model can differ from those in the
 * file; messages must name the file's. A missing army is replaced by an empty one so that the
 * rest can be checked; {@code missingArmies} says which, so that it is not checked itself.
 * {@code keyObjectives}: the path of each key objective read.
 */
record SourceMap(HeaderPaths header, List<String> blueUnits, List<String> redUnits, Set<Side> missingArmies,
        List<String> keyObjectives) {

    SourceMap {
        Objects.requireNonNull(header);
        missingArmies = Set.copyOf(missingArmies);
        blueUnits = List.copyOf(blueUnits);
        redUnits = List.copyOf(redUnits);
        keyObjectives = List.copyOf(keyObjectives);
    }

    /** Paths for a scenario that maps one-to-one onto its file, as the writer writes it. */
    static SourceMap of(BaScenario s) {
        return new SourceMap(
                HeaderPaths.of(s.header()),
                HeaderPaths.indexed(army(Side.BLUE) + ".units", s.army(Side.BLUE).units().size()),
                HeaderPaths.indexed(army(Side.RED) + ".units", s.army(Side.RED).units().size()),
                Set.of(),
                HeaderPaths.indexed("$.keyObjectives", s.keyObjectives().size()));
    }

    static String army(Side side) {
        return "$.armies." + side.id();
    }

    String keyObjective(int index) {
        return Objects.requireNonNull(keyObjectives.get(index));
    }

    String unit(Side side, int index) {
        return Objects.requireNonNull((side == Side.BLUE ? blueUnits : redUnits).get(index));
    }
}
