package adjutant.engine.scenario;

import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The JSON path each terrain feature, objective and unit of a scenario came from. The loader
 * leaves out elements it could not read, so indices in the model can differ from those in the
 * file; messages must name the file's. A missing army is replaced by an empty one so that the
 * rest can be checked; {@code missingArmies} says which, so that it is not checked itself.
 */
record SourceMap(
        List<String> terrain, List<String> objectives, List<String> blueUnits, List<String> redUnits, Set<Side> missingArmies) {

    SourceMap {
        missingArmies = Set.copyOf(missingArmies);
        terrain = List.copyOf(terrain);
        objectives = List.copyOf(objectives);
        blueUnits = List.copyOf(blueUnits);
        redUnits = List.copyOf(redUnits);
    }

    /** Paths for a scenario that maps one-to-one onto its file, as {@link ScenarioWriter} writes it. */
    static SourceMap of(Scenario s) {
        return new SourceMap(
                indexed("$.terrain", s.terrain().size()),
                indexed("$.objectives", s.objectives().size()),
                indexed(army(Side.BLUE) + ".units", s.army(Side.BLUE).units().size()),
                indexed(army(Side.RED) + ".units", s.army(Side.RED).units().size()),
                Set.of());
    }

    static String army(Side side) {
        return "$.armies." + side.id();
    }

    String unit(Side side, int index) {
        return Objects.requireNonNull((side == Side.BLUE ? blueUnits : redUnits).get(index));
    }

    private static List<String> indexed(String prefix, int n) {
        List<String> paths = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            paths.add(prefix + "[" + i + "]");
        }
        return paths;
    }
}
