package adjutant.engine.augsburg.action;

/**
 * A decision or a chance outcome of the League of Augsburg rules. Actions hold indices and
 * numbers only (units, brigades and commanders by their index in the game's setup), so an
 * action stays valid in every copy of a state. What a {@link Roll} or a {@link Choose} is about
 * is said by the step the state is at.
 */
public sealed interface LoaAction permits PlaceChit, GiveCp, RallyPoint, Join, Act, Defer, Activate, Move, Charge,
        Fire, React, Choose, Pass, Roll {
}
