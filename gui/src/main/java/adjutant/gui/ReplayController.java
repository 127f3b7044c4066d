package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.record.GameRecord;
import java.util.ArrayList;
import java.util.List;

/**
 * Steps forward and back through a game record's steps. Holds the states (start, then one after
 * each step) and the steps between them; the cursor shows one state.
 */
public final class ReplayController<S extends GameState<S>, A> {
    private final List<S> states = new ArrayList<>();
    private final List<GameRecord.Step<A>> steps = new ArrayList<>();
    private int index;

    public ReplayController(S start) {
        states.add(start.copy());
    }

    /** A game to replay: {@code states.size() == steps.size() + 1}; the cursor starts at the end. */
    public static <S extends GameState<S>, A> ReplayController<S, A> of(List<S> states, List<GameRecord.Step<A>> steps) {
        if (states.size() != steps.size() + 1) {
            throw new IllegalArgumentException(states.size() + " states for " + steps.size() + " steps");
        }
        ReplayController<S, A> r = new ReplayController<>(states.get(0));
        for (int i = 0; i < steps.size(); i++) {
            r.states.add(states.get(i + 1).copy());
            r.steps.add(steps.get(i));
        }
        r.index = steps.size();
        return r;
    }

    /** Appends a new step at the end (truncating anything after the cursor) and moves there. */
    public void push(GameRecord.Step<A> step, S after) {
        while (steps.size() > index) {
            steps.remove(steps.size() - 1);
            states.remove(states.size() - 1);
        }
        steps.add(step);
        states.add(after.copy());
        index = steps.size();
    }

    /** Drops the last step and moves to the new end; false when there is nothing to drop. */
    public boolean pop() {
        if (steps.isEmpty()) {
            return false;
        }
        steps.remove(steps.size() - 1);
        states.remove(states.size() - 1);
        index = steps.size();
        return true;
    }

    public boolean forward() {
        if (index >= steps.size()) {
            return false;
        }
        index++;
        return true;
    }

    public boolean back() {
        if (index == 0) {
            return false;
        }
        index--;
        return true;
    }

    public void toStart() {
        index = 0;
    }

    public void toEnd() {
        index = steps.size();
    }

    /** A copy of the state at the cursor. */
    public S current() {
        return states.get(index).copy();
    }

    /** The step that led to the state at the cursor, or null at the start. */
    public GameRecord.Step<A> lastStep() {
        return index == 0 ? null : steps.get(index - 1);
    }

    /** The action that led to the state at the cursor, or null at the start. */
    public A lastAction() {
        return index == 0 ? null : steps.get(index - 1).action();
    }

    /** The state before the step that led to the cursor's, or null at the start. */
    public S previous() {
        return index == 0 ? null : states.get(index - 1).copy();
    }

    public int index() {
        return index;
    }

    public int size() {
        return steps.size();
    }

    public boolean atEnd() {
        return index == steps.size();
    }

    public List<GameRecord.Step<A>> steps() {
        return List.copyOf(steps);
    }

    /** The state before step {@code i} (0 = the start); the history's own copy, not to be changed. */
    public S stateBefore(int i) {
        return states.get(i);
    }

    /** Step {@code i} (0-based). */
    public GameRecord.Step<A> step(int i) {
        return steps.get(i);
    }
}
