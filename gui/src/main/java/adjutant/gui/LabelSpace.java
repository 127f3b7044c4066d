package adjutant.gui;

import java.util.ArrayList;
import java.util.List;

/**
 * The screen space already taken by labels and markers during one paint, so that a label can be
 * put where it covers nothing: the shell adds the objectives' names, the ruleset's painter its
 * pieces and their labels.
 */
public final class LabelSpace {
    private final List<ScreenBox> taken = new ArrayList<>();

    public void take(ScreenBox box) {
        taken.add(box);
    }

    /** Whether {@code box} overlaps nothing taken so far. */
    public boolean isFree(ScreenBox box) {
        return taken.stream().noneMatch(box::overlaps);
    }
}
