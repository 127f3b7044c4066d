package adjutant.engine.honours;

/**
 * The columns of the terrain movement matrix (HOW-TERR-3): what a unit counts as when terrain
 * slows or stops it. Dismounted cavalry and crews without guns move as light infantry
 * (HOW-MOVE-10, HOW-MOVE-13).
 */
enum Troop {
    CLOSE_ORDER_INFANTRY,
    LIGHT_INFANTRY,
    /** Heavy and medium cavalry. */
    CAVALRY,
    LIGHT_CAVALRY,
    /** Limbered or manhandled guns. */
    ARTILLERY,
    TRANSPORT;

    /** What the unit counts as in {@code formation}. */
    static Troop of(HowState s, int u, Formation formation) {
        var spec = s.setup.unit(u);
        return switch (spec.type()) {
            case INFANTRY -> CLOSE_ORDER_INFANTRY;
            case LIGHT_INFANTRY -> LIGHT_INFANTRY;
            case CAVALRY -> formation == Formation.DISMOUNTED || formation == Formation.IN_BUA ? LIGHT_INFANTRY
                    : spec.cavalry() == CavalryKind.LIGHT ? LIGHT_CAVALRY : CAVALRY;
            case ARTILLERY -> s.units[u].gunsAbandoned ? LIGHT_INFANTRY : ARTILLERY;
            case TRANSPORT -> TRANSPORT;
        };
    }

    /** Light infantry and light cavalry: unaffected by woods and rough ground. */
    boolean light() {
        return this == LIGHT_INFANTRY || this == LIGHT_CAVALRY;
    }

    /** Guns and wagons: only bridges and designated fords across water, no rough or steep ground (HOW-ART-8). */
    boolean wheeled() {
        return this == ARTILLERY || this == TRANSPORT;
    }

    boolean mounted() {
        return this == CAVALRY || this == LIGHT_CAVALRY;
    }
}
