package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.geometry.Vec2;

/**
 * What dragging a piece means in a ruleset that moves pieces by exact distances: the unit's
 * handle (its pivot point) follows the mouse, and the action is the move that brings the handle
 * there. The board previews that action with the rules' verdict while the mouse moves and plays
 * it when the mouse is released.
 *
 * @param <S> state type
 * @param <A> action type
 */
public interface PieceDrag<S extends GameState<S>, A> {

    /** Whether the person may drag {@code unit} now (their unit, in a step where units move). */
    boolean canDrag(S state, int unit);

    /** The point of the unit that follows the mouse. */
    Vec2 handle(S state, int unit);

    /** The exact action that brings the unit's handle to {@code to}. */
    A moveTo(S state, int unit, Vec2 to);
}
