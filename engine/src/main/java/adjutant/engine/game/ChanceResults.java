package adjutant.engine.game;

import adjutant.engine.io.Printable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The results of a roll or a draw as a person enters them at a real table: the faces that follow
 * the outcome's notation keyword ("3 5" of "roll 3 5"), or the whole notation; a {@code ?} stands
 * for a face the application should draw itself (a bot's card, say), with the true odds given
 * the faces entered.
 */
public final class ChanceResults {
    private ChanceResults() {}

    /** The distinct results a person may enter for the chance step {@code s} waits for. */
    public static <S extends GameState<S>, A> List<String> results(Ruleset<S, A> ruleset, S s) {
        ActionCodec<S, A> codec = ruleset.codec();
        return ruleset.rules().chanceOutcomes(s).stream().map(o -> faces(codec.notation(o.outcome()))).distinct().toList();
    }

    /** An example for a prompt: {@code '9 4' means: Cards turned up: Prussians 9, Austrians 4.} */
    public static <S extends GameState<S>, A> String example(Ruleset<S, A> ruleset, S s) {
        A first = ruleset.rules().chanceOutcomes(s).get(0).outcome();
        return "'" + faces(ruleset.codec().notation(first)) + "' means: " + Printable.of(ruleset.codec().words(s, first));
    }

    /**
     * The outcome a person entered; faces given as {@code ?} are drawn with {@code random} among
     * the outcomes that agree with the faces given, by their probabilities.
     *
     * @throws IllegalArgumentException when no outcome of this step agrees with the text
     */
    public static <S extends GameState<S>, A> A parse(Ruleset<S, A> ruleset, S s, String given, SplittableRandom random) {
        String text = given.trim().replaceAll("\\s+", " ");
        List<ChanceOutcome<A>> agreeing = new ArrayList<>();
        for (ChanceOutcome<A> o : ruleset.rules().chanceOutcomes(s)) {
            String n = ruleset.codec().notation(o.outcome());
            if (n.equalsIgnoreCase(text) || agrees(faces(n), text)) {
                agreeing.add(o);
            }
        }
        if (agreeing.isEmpty()) {
            throw new IllegalArgumentException(Printable.of(given) + " is not a result of this step; enter one of: "
                    + String.join(", ", results(ruleset, s)));
        }
        return draw(agreeing, random);
    }

    /** One outcome drawn by its probability (the whole step, when the application draws). */
    public static <S extends GameState<S>, A> A draw(Ruleset<S, A> ruleset, S s, SplittableRandom random) {
        return draw(ruleset.rules().chanceOutcomes(s), random);
    }

    private static <A> A draw(List<ChanceOutcome<A>> outcomes, SplittableRandom random) {
        double total = outcomes.stream().mapToDouble(ChanceOutcome::probability).sum();
        double r = random.nextDouble() * total;
        for (ChanceOutcome<A> o : outcomes) {
            r -= o.probability();
            if (r < 0) {
                return o.outcome();
            }
        }
        return outcomes.get(outcomes.size() - 1).outcome();
    }

    /** Whether entered faces match an outcome's, face by face, {@code ?} matching any. */
    private static boolean agrees(String faces, String entered) {
        String[] have = faces.split(" ");
        String[] want = entered.split(" ");
        if (have.length != want.length) {
            return false;
        }
        for (int i = 0; i < have.length; i++) {
            if (!want[i].equals("?") && !want[i].equalsIgnoreCase(have[i])) {
                return false;
            }
        }
        return true;
    }

    /** The faces of an outcome's notation: what follows its keyword ("3 5" of "roll 3 5"). */
    public static String faces(String notation) {
        int space = notation.indexOf(' ');
        return space < 0 ? notation : notation.substring(space + 1);
    }
}
