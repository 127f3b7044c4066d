package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.HeaderPaths;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The JSON path each element of an Honours of War scenario came from. The reader leaves out
 * elements it cannot read, so indices in the model can differ from those in the file; messages
 * name the file's. A missing army is replaced by an empty one so that the rest can be checked.
 */
record HowSourceMap(HeaderPaths header, Map<Side, Paths> armies, List<String> objectiveValues,
        List<String> specialRules, Set<Side> missingArmies) {

    /** The paths of one army's commanders, brigades and units. */
    record Paths(List<String> commanders, List<String> brigades, List<String> units) {
        Paths {
            commanders = List.copyOf(commanders);
            brigades = List.copyOf(brigades);
            units = List.copyOf(units);
        }
    }

    HowSourceMap {
        Objects.requireNonNull(header);
        armies = Map.copyOf(armies);
        objectiveValues = List.copyOf(objectiveValues);
        specialRules = List.copyOf(specialRules);
        missingArmies = Set.copyOf(missingArmies);
    }

    /** Paths for a scenario that maps one-to-one onto its file, as the writer writes it. */
    static HowSourceMap of(HowScenario s) {
        Map<Side, Paths> armies = new EnumMap<>(Side.class);
        for (ArmySpec a : s.armies()) {
            String at = army(a.side());
            armies.put(a.side(), new Paths(HeaderPaths.indexed(at + ".commanders", a.commanders().size()),
                    HeaderPaths.indexed(at + ".brigades", a.brigades().size()),
                    HeaderPaths.indexed(at + ".units", a.units().size())));
        }
        return new HowSourceMap(HeaderPaths.of(s.header()), armies,
                HeaderPaths.indexed("$.objectiveValues", s.objectiveValues().size()),
                HeaderPaths.indexed("$.specialRules", s.specialRules().size()), Set.of());
    }

    static String army(Side side) {
        return "$.armies." + side.id();
    }

    String commander(Side side, int i) {
        return armies.get(side).commanders().get(i);
    }

    String brigade(Side side, int i) {
        return armies.get(side).brigades().get(i);
    }

    String unit(Side side, int i) {
        return armies.get(side).units().get(i);
    }
}
