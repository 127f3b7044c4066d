package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import java.util.ArrayList;
import java.util.List;

/**
 * Steps forward and back through a game's states. Holds the states (start, then one after each
 * action) and the actions between them; the cursor shows one state.
 */
public final class ReplayController {
    private final List<BaState> states = new ArrayList<>();
    private final List<BaAction> actions = new ArrayList<>();
    private int index;

    public ReplayController(BaState start) {
        states.add(start.copy());
    }

    /** A game to replay: {@code states.size() == actions.size() + 1}; the cursor starts at the end. */
    public static ReplayController of(List<BaState> states, List<BaAction> actions) {
        if (states.size() != actions.size() + 1) {
            throw new IllegalArgumentException(states.size() + " states for " + actions.size() + " actions");
        }
        ReplayController r = new ReplayController(states.get(0));
        for (int i = 0; i < actions.size(); i++) {
            r.states.add(states.get(i + 1).copy());
            r.actions.add(actions.get(i));
        }
        r.index = actions.size();
        return r;
    }

    /** Appends a new state at the end (truncating anything after the cursor) and moves there. */
    public void push(BaAction action, BaState after) {
        truncateAfterCursor();
        actions.add(action);
        states.add(after.copy());
        index = actions.size();
    }

    /** Drops the last action and moves to the new end; false when there is nothing to drop. */
    public boolean pop() {
        if (actions.isEmpty()) {
            return false;
        }
        actions.remove(actions.size() - 1);
        states.remove(states.size() - 1);
        index = actions.size();
        return true;
    }

    public boolean forward() {
        if (index >= actions.size()) {
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
        index = actions.size();
    }

    /** A copy of the state at the cursor. */
    public BaState current() {
        return states.get(index).copy();
    }

    /** The action that led to the state at the cursor, or null at the start. */
    public BaAction lastAction() {
        return index == 0 ? null : actions.get(index - 1);
    }

    public int index() {
        return index;
    }

    public int size() {
        return actions.size();
    }

    public boolean atEnd() {
        return index == actions.size();
    }

    public List<BaAction> actions() {
        return List.copyOf(actions);
    }

    private void truncateAfterCursor() {
        while (actions.size() > index) {
            actions.remove(actions.size() - 1);
            states.remove(states.size() - 1);
        }
    }
}
