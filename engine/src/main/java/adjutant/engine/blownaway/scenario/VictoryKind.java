package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.Ids;

/** How a scenario is won: by owning objectives (BA-WIN) or by keeping the field (BA-END-3). */
public enum VictoryKind {
    OBJECTIVES,
    FIELD;

    /** {@code objectives} or {@code field}. */
    public String id() {
        return Ids.camel(this);
    }

    public static VictoryKind fromId(String id) {
        return Ids.lookup(values(), VictoryKind::id, "victory kind", id);
    }
}
