package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.Ids;
import java.util.List;

/** What a man is in his unit (section 1.2). */
public enum Role {
    SOLDIER,
    PIKEMAN,
    GUARDSMAN,
    OFFICER,
    DRUMMER,
    OTHER_COMMAND,
    FLAG_BEARER,
    GUNNER;

    /**
     * The order in which roles take formation slots at deployment (BA-GEO-25): the flag bearer
     * first, so he stands at the centre of the front rank.
     */
    public static final List<Role> ASSIGNMENT_ORDER =
            List.of(FLAG_BEARER, OFFICER, DRUMMER, OTHER_COMMAND, PIKEMAN, GUARDSMAN, SOLDIER, GUNNER);

    /** Officers, drummers, other command figures and flag bearers (BA-CAS-2). */
    public boolean isCommand() {
        return this == OFFICER || this == DRUMMER || this == OTHER_COMMAND || this == FLAG_BEARER;
    }

    /** The id used in scenario files, lower camel case: {@code soldier}, {@code flagBearer}. */
    public String id() {
        return Ids.camel(this);
    }

    public static Role fromId(String id) {
        return Ids.lookup(values(), Role::id, "role", id);
    }
}
