package adjutant.engine.scenario;

/**
 * Kinds of terrain (section 1.8). WALL and ROAD are polylines, the rest polygons. Woods and
 * buildings block line of sight; an (unfordable) river and buildings are impassable. A scenario
 * may override both flags on any feature, e.g. a hill that blocks line of sight or a fordable
 * river.
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
    BUILDING;

    public boolean isPolyline() {
        return this == WALL || this == ROAD;
    }

    public boolean defaultBlocksLos() {
        return this == WOODS || this == BUILDING;
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
