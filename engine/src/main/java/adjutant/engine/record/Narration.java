package adjutant.engine.record;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * A game told in words, step by step, as a person follows it at the table: a heading when a new
 * turn begins, each decision with the side that took it ("Prussians: Grenadiers Wedel advance
 * 12.0 cm…"), each roll of the dice or draw of cards indented under it. What the board's turn log
 * and {@code adjutant replay --log} show. The words come from the ruleset's codec.
 *
 * @implNote Not thread-safe: it remembers the turn of the last step told.
 */
public final class Narration<S extends GameState<S>, A> {

    private final Ruleset<S, A> ruleset;
    private final BiFunction<S, A, String> words;
    private int turn = Integer.MIN_VALUE;

    /** Told with the codec's words: everything, hidden information included (a finished game, a record). */
    public Narration(Ruleset<S, A> ruleset) {
        this(ruleset, ruleset.codec()::words);
    }

    /**
     * Told with {@code words}: a board playing against a person passes words that keep the
     * enemy's hidden information hidden (face-down order chits).
     */
    public Narration(Ruleset<S, A> ruleset, BiFunction<S, A, String> words) {
        this.ruleset = ruleset;
        this.words = words;
    }

    /** The lines for one step taken in {@code before}: a turn heading first when a new turn began there. */
    public List<String> step(S before, A action, boolean chance) {
        List<String> out = new ArrayList<>(2);
        int t = ruleset.rules().turn(before);
        if (t != turn) {
            turn = t;
            out.add("Turn " + t);
        }
        String said = words.apply(before, action);
        out.add(chance ? "    " + said : ruleset.sideName(before, ruleset.rules().toAct(before)) + ": " + said);
        return out;
    }

    /**
     * The lines for a recorded step, taken in {@code before} and leading to {@code after}: a sync
     * is told as the units set where they stand, measured from the side that measured them.
     */
    public List<String> step(S before, S after, GameRecord.Step<A> step) {
        if (!step.isSync()) {
            return step(before, step.action(), step.chance());
        }
        return ruleset.tableFrame().map(f -> List.of("    " + step.sync().words(f, after)))
                .orElse(List.of("    Units set where they stand on the table."));
    }

    /** Every step of a game from its states (one more than its steps: the first before anything). */
    public static <S extends GameState<S>, A> List<String> of(Ruleset<S, A> ruleset, List<S> states,
            List<GameRecord.Step<A>> steps) {
        if (states.size() <= steps.size()) {
            throw new IllegalArgumentException(states.size() + " states for " + steps.size() + " steps");
        }
        Narration<S, A> n = new Narration<>(ruleset);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            out.addAll(n.step(states.get(i), states.get(i + 1), steps.get(i)));
        }
        return out;
    }
}
