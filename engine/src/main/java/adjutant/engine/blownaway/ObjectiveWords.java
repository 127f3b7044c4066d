package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;

/**
 * The objectives a step changes hands, said as a person marks them on the table: "The
 * Austrians take the Village." Ownership decides the game (BA-WIN-5), and it changes where no
 * man stands at the end of a move (pass-through, BA-WIN-3), so it is said, not left to be seen.
 */
final class ObjectiveWords {
    private ObjectiveWords() {}

    /** Sentences after a space for each objective whose owner differs in {@code after}; empty if none (or no after). */
    static String of(BaState before, BaState after) {
        if (after == null) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        for (int o = 0; o < before.objectiveCount(); o++) {
            Side owner = after.owner(o);
            if (owner != null && owner != before.owner(o)) {
                String side = before.setup.sideName(owner);
                b.append(UnitNames.plural(side) ? " The " : " ").append(UnitNames.says(side, "takes")).append(" the ")
                        .append(before.setup.board().objectives().get(o).name()).append('.');
            }
        }
        return b.toString();
    }
}
