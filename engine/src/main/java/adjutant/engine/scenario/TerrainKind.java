package adjutant.engine.scenario;

/**
 * Kinds of terrain on a table, for every ruleset (each reads the kinds it knows; its scenario
 * format says which it accepts). Walls, roads, hedges, fences, lines of trees and streams are
 * polylines, the rest polygons. Woods and buildings block line of sight; an (unfordable) river
 * and buildings are impassable. A scenario may override both flags on any feature, e.g. a hill
 * that blocks line of sight or a fordable river.
 *
 * <p>Blown Away (section 1.8) uses the kinds up to BUILDING. Honours of War (HOW-TERR) reads
 * HILL as a gentle hill, TRENCH as an entrenchment, VILLAGE as a rustic built-up area and TOWN
 * as an urban one, and adds the kinds after BUILDING.
 */
public enum TerrainKind {
    WOODS,
    WALL,
    REDOUBT,
    TRENCH,
    RIVER,
    BRIDGE,
    ROAD,
    HILL,
    FIELD,
    VILLAGE,
    FARM,
    CROSSROADS,
    BUILDING,
    /** Marsh, rocks, heavy scrub (HOW-TERR-10). */
    ROUGH,
    STEEP_HILL,
    WOODED_STEEP_HILL,
    HEDGE,
    FENCE,
    /** A line of trees: an obstacle that blocks line of sight (HOW-TERR-6). */
    TREELINE,
    STREAM,
    /** A designated ford across a river or stream (HOW-TERR-19). */
    FORD,
    /** An urban built-up area: dense, mostly stone (HOW-TERR-4). */
    TOWN;

    public boolean isPolyline() {
        return this == WALL || this == ROAD || this == HEDGE || this == FENCE || this == TREELINE || this == STREAM;
    }

    public boolean defaultBlocksLos() {
        return this == WOODS || this == BUILDING || this == WOODED_STEEP_HILL || this == TREELINE || this == TOWN;
    }

    public boolean defaultImpassable() {
        return this == RIVER || this == BUILDING;
    }

    /** The id used in scenario files, lower case: {@code woods}, {@code crossroads}. */
    public String id() {
        return Ids.camel(this);
    }

    public static TerrainKind fromId(String id) {
        return Ids.lookup(values(), TerrainKind::id, "terrain kind", id);
    }
}
