package adjutant.engine.honours.action;

/**
 * A chance outcome: the faces one or two dice showed, {@code second} 0 for one die. What was
 * rolled (a command roll, an average die on the Hit Table, both sides' initiative) is said by the
 * state's current step; a person at a real table enters the faces he rolled.
 */
public record Roll(int first, int second) implements HowAction {

    public static Roll of(int face) {
        return new Roll(face, 0);
    }
}
