package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.honours.CavalryKind;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.GunType;
import adjutant.engine.honours.UnitType;
import adjutant.engine.honours.Weapon;
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
 * The fields of a scenario file that Honours of War owns ({@code docs/honours-of-war-scenarios.md}):
 * the figure scale, both armies (nation, designated attacker, breaking point, commanders,
 * brigades, units as deployed), optional rules, season, turn limit, what each objective is worth,
 * fortified built-up areas and the scenario's special rules. Read by {@link HowScenarioReader},
 * checked by {@link HowScenarioValidator}, written by {@link HowScenarioWriter}; the table is in
 * centimetres.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class HowScenarioFormat implements ScenarioFormat {

    /** Units of one army: Lobositz, the largest book battle, has 21 a side. */
    public static final int MAX_UNITS_PER_ARMY = 60;
    /** Command figures of one army. */
    public static final int MAX_COMMANDERS_PER_ARMY = 40;
    /** Turns of a game (the book's games last 8 to 15). */
    public static final int MAX_TURN_LIMIT = 100;

    static final CavalryKind DEFAULT_CAVALRY = CavalryKind.MEDIUM;
    static final GunType DEFAULT_GUNS = GunType.MEDIUM;

    /** The terrain kinds of HOW-TERR; Blown Away's redoubts, fields, farms, crossroads and buildings are refused. */
    static final Set<TerrainKind> TERRAIN_KINDS = EnumSet.of(TerrainKind.WOODS, TerrainKind.WALL, TerrainKind.TRENCH,
            TerrainKind.RIVER, TerrainKind.BRIDGE, TerrainKind.ROAD, TerrainKind.HILL, TerrainKind.VILLAGE,
            TerrainKind.ROUGH, TerrainKind.STEEP_HILL, TerrainKind.WOODED_STEEP_HILL, TerrainKind.HEDGE,
            TerrainKind.FENCE, TerrainKind.TREELINE, TerrainKind.STREAM, TerrainKind.FORD, TerrainKind.TOWN);

    @Override
    public Set<String> fields() {
        return HowScenarioReader.FIELDS;
    }

    @Override
    public LengthUnit defaultUnit() {
        return LengthUnit.CENTIMETRE;
    }

    @Override
    public Set<TerrainKind> terrainKinds() {
        return TERRAIN_KINDS;
    }

    @Override
    public Optional<HowScenario> read(ScenarioHeader header, HeaderPaths paths, JsonCursor root,
            boolean headerComplete, Problems problems) {
        return new HowScenarioReader(headerComplete).scenario(header, paths, root, problems);
    }

    @Override
    public void write(Scenario scenario, ObjectNode root) {
        HowScenarioWriter.write(HowScenario.from(scenario), root);
    }

    @Override
    public List<Problem> validate(Scenario scenario) {
        return HowScenarioValidator.validate(HowScenario.from(scenario));
    }

    // ---- defaults, shared by the reader and the writer so that files round-trip ----

    /** Blue faces up the table (90°), red down it (270°). */
    public static double defaultFacing(Side side) {
        return side == Side.BLUE ? 90 : 270;
    }

    /** Line for foot and horse, deployed for guns, march column for transport (HOW-ORG-7, HOW-ORG-16). */
    public static Formation defaultFormation(UnitType type) {
        return switch (type) {
            case ARTILLERY -> Formation.DEPLOYED;
            case TRANSPORT -> Formation.MARCH_COLUMN;
            default -> Formation.LINE;
        };
    }

    /**
     * Muskets and battalion guns for close-order infantry, muskets for light infantry (AMB-20),
     * carbines for dismounted cavalry, none for the rest (HOW-FIRE-18).
     */
    public static Weapon defaultWeapon(UnitType type, Formation formation) {
        return switch (type) {
            case INFANTRY -> Weapon.MUSKETS_AND_GUNS;
            case LIGHT_INFANTRY -> Weapon.MUSKETS;
            case CAVALRY -> formation == Formation.DISMOUNTED ? Weapon.CARBINES : Weapon.NONE;
            default -> Weapon.NONE;
        };
    }
}
