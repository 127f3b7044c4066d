package adjutant.engine.scenario;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The part of the scenario file format that a ruleset owns: its top-level fields (armies,
 * options, game length …), how to read and check them, and how to write them back. The generic
 * {@link ScenarioLoader} reads the header and hands the rest over, with the same path-precise
 * {@link Problems}.
 */
public interface ScenarioFormat {

    /** The top-level fields this ruleset reads, beside the header's. */
    Set<String> fields();

    /** The unit of the table when a file names none. */
    LengthUnit defaultUnit();

    /**
     * The terrain kinds this ruleset's scenarios may use; the loader refuses the others with the
     * feature's path. The default: every kind.
     */
    default Set<TerrainKind> terrainKinds() {
        return java.util.EnumSet.allOf(TerrainKind.class);
    }

    /**
     * Reads this ruleset's fields and checks the whole scenario (header included, for the rules
     * that involve both, such as units deployed off the table or in impassable terrain).
     *
     * @param header the header as read (elements that could not be read left out)
     * @param paths where each header element came from
     * @param headerComplete false when parts of the header were left out: then checks that judge
     *     the scenario as a whole (the balance of forces) are skipped
     * @return the scenario, unless something of this ruleset's could not be read at all
     */
    Optional<? extends Scenario> read(ScenarioHeader header, HeaderPaths paths, JsonCursor root,
            boolean headerComplete, Problems problems);

    /** Writes this ruleset's fields of {@code scenario} into {@code root}, after the header's. */
    void write(Scenario scenario, ObjectNode root);

    /** Every problem of a scenario of this ruleset built in code, its own and the header's. */
    List<Problem> validate(Scenario scenario);
}
