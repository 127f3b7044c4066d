package adjutant.engine.scenario;

/** Provisional: replaced by the scenario branch. */
public enum Role {
    SOLDIER, PIKEMAN, GUARDSMAN, OFFICER, DRUMMER, OTHER_COMMAND, FLAG_BEARER, GUNNER;

    public boolean isCommand() {
        return this == OFFICER || this == DRUMMER || this == OTHER_COMMAND || this == FLAG_BEARER;
    }
}
