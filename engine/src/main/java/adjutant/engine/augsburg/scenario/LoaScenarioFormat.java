package adjutant.engine.augsburg.scenario;

import adjutant.engine.scenario.HeaderPaths;
import adjutant.engine.scenario.JsonCursor;
import adjutant.engine.scenario.LengthUnit;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.TerrainKind;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The fields of a scenario file that the League of Augsburg rules own: {@code turnLimit}
 * (LOA-VIC-1, default 12) and {@code armies}, blue's then red's, each with its CinC and brigades
 * of units as deployed (LOA-ORG). Read by {@link LoaScenarioReader}, checked by
 * {@link LoaScenarioValidator}, written by {@link LoaScenarioWriter}; the table is in inches.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class LoaScenarioFormat implements ScenarioFormat {

    public static final int MAX_UNITS_PER_ARMY = 60;
    public static final int MAX_TURN_LIMIT = 100;

    /** Going (LOA-TERR-1): woods, rough, buildings and works are bad going; hedges, walls, fences obstacles. */
    static final Set<TerrainKind> TERRAIN_KINDS = EnumSet.of(TerrainKind.WOODS, TerrainKind.ROUGH, TerrainKind.HEDGE,
            TerrainKind.FENCE, TerrainKind.WALL, TerrainKind.BUILDING, TerrainKind.VILLAGE, TerrainKind.TOWN,
            TerrainKind.REDOUBT, TerrainKind.TRENCH, TerrainKind.HILL, TerrainKind.ROAD, TerrainKind.STREAM);

    @Override
    public Set<String> fields() {
        return LoaScenarioReader.FIELDS;
    }

    @Override
    public LengthUnit defaultUnit() {
        return LengthUnit.INCH;
    }

    @Override
    public Set<TerrainKind> terrainKinds() {
        return TERRAIN_KINDS;
    }

    @Override
    public Optional<LoaScenario> read(ScenarioHeader header, HeaderPaths paths, JsonCursor root,
            boolean headerComplete, Problems problems) {
        return new LoaScenarioReader().scenario(header, root, problems);
    }

    @Override
    public void write(Scenario scenario, ObjectNode root) {
        LoaScenarioWriter.write(LoaScenario.from(scenario), root);
    }

    @Override
    public List<Problem> validate(Scenario scenario) {
        Problems p = new Problems();
        LoaScenarioValidator.validate(LoaScenario.from(scenario), p);
        return p.list();
    }
}
