package adjutant.engine.honours.scenario;

import adjutant.engine.scenario.HeaderPaths;
import adjutant.engine.scenario.JsonCursor;
import adjutant.engine.scenario.LengthUnit;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import adjutant.engine.scenario.ScenarioHeader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The body of an Honours of War scenario file: armies, scale, options. (Being written.) */
public final class HowScenarioFormat implements ScenarioFormat {

    @Override
    public Set<String> fields() {
        return Set.of("scale", "armies", "options", "season", "turnLimit", "objectiveValues", "fortified");
    }

    @Override
    public LengthUnit defaultUnit() {
        return LengthUnit.CENTIMETRE;
    }

    @Override
    public Optional<? extends Scenario> read(ScenarioHeader header, HeaderPaths paths, JsonCursor root,
            boolean headerComplete, Problems problems) {
        problems.error("$", "Honours of War scenario files are not readable yet");
        return Optional.empty();
    }

    @Override
    public void write(Scenario scenario, ObjectNode root) {
        throw new UnsupportedOperationException("not yet");
    }

    @Override
    public List<Problem> validate(Scenario scenario) {
        return List.of();
    }
}
