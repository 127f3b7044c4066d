package adjutant.engine.scenario;

import java.util.List;

/**
 * A scenario of some ruleset: the shared {@link ScenarioHeader} and whatever its ruleset adds
 * (armies, options). Each ruleset has its own implementation; code outside the ruleset sees
 * only this. Load one with {@link ScenarioLoader}, write one with {@link ScenarioWriter}.
 */
public interface Scenario {

    ScenarioHeader header();

    default String rules() {
        return header().rules();
    }

    default String name() {
        return header().name();
    }

    default String title() {
        return header().title();
    }

    default String description() {
        return header().description();
    }

    default Table table() {
        return header().table();
    }

    default List<TerrainFeature> terrain() {
        return header().terrain();
    }

    default List<ObjectiveSpec> objectives() {
        return header().objectives();
    }
}
