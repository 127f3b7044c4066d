package adjutant.engine.honours.action;

/**
 * A decision or a chance outcome of Honours of War. Actions hold indices and numbers only
 * (units, brigades and commanders by their index in the game's setup), so an action stays valid
 * in every copy of a state. What a {@link Roll} or a {@link YesNo} is about is said by the step
 * the state is at.
 */
public sealed interface HowAction permits PlaceGeneral, ChooseFirst, Activate, Move, Charge, MoveCommander,
        EndActivation, Respond, Fire, Retreat, YesNo, Rally, Pass, Roll {
}
