package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.Ids;

/**
 * How a scenario is won: by owning objectives (BA-WIN), by keeping the field (BA-END-3), or by
 * an assault: the attacker must take objectives before the turn limit, the defender only has
 * to hold (the Fieldworks report, spec 8.4; see docs/rules-decisions.md).
 */
public enum VictoryKind {
    OBJECTIVES,
    FIELD,
    ASSAULT;

    /** {@code objectives}, {@code field} or {@code assault}. */
    public String id() {
        return Ids.camel(this);
    }

    public static VictoryKind fromId(String id) {
        return Ids.lookup(values(), VictoryKind::id, "victory kind", id);
    }

    /** Objectives decide the game (objectives and assault); a field scenario ignores them. */
    public boolean usesObjectives() {
        return this != FIELD;
    }
}
