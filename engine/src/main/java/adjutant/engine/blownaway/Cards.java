package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.RulesOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * The chance outcomes of a combat's two cards (BA-CMB-C-2, AMB-02, AMB-49): each side's draw is
 * an independent event whose distribution is its deck's remaining composition, or its discard
 * pile when the deck is empty (the reshuffle). Outcomes are never merged: two draws that give the
 * same combat result still leave different decks. INDEPENDENT mode: 169 outcomes of 1/169.
 */
final class Cards {
    private Cards() {}

    /** The probability of each value 1..13 (index value - 1) for the side's next card. */
    static double[] distribution(BaState s, Side side) {
        double[] p = new double[13];
        if (s.setup.params.options().deckMode() == RulesOptions.DeckMode.INDEPENDENT) {
            java.util.Arrays.fill(p, 1.0 / 13);
            return p;
        }
        boolean deck = s.cardsLeft(side) > 0; // else the discards
        int base = side.ordinal() * 13;
        int[] src = new int[13];
        int total = 0;
        for (int v = 0; v < 13; v++) {
            src[v] = deck ? s.deckCount(base + v) : s.discardCount(base + v);
            total += src[v];
        }
        if (total == 0) {
            throw new IllegalStateException(side.id() + " has neither cards nor discards");
        }
        for (int v = 0; v < 13; v++) {
            p[v] = (double) src[v] / total;
        }
        return p;
    }

    /** Every pair of cards, blue * 13 + red (values - 1): draws are values, shared by all outcome lists. */
    private static final CardDraw[] DRAWS = new CardDraw[169];

    static {
        for (int i = 0; i < DRAWS.length; i++) {
            DRAWS[i] = new CardDraw(i / 13 + 1, i % 13 + 1);
        }
    }

    static List<ChanceOutcome<BaAction>> outcomes(BaState s) {
        double[] pb = distribution(s, Side.BLUE);
        double[] pr = distribution(s, Side.RED);
        List<ChanceOutcome<BaAction>> out = new ArrayList<>(169);
        for (int b = 0; b < 13; b++) {
            if (pb[b] == 0) {
                continue;
            }
            for (int r = 0; r < 13; r++) {
                if (pr[r] != 0) {
                    out.add(new ChanceOutcome<>(DRAWS[b * 13 + r], pb[b] * pr[r]));
                }
            }
        }
        return out;
    }

    /**
     * The pair of {@link #outcomes} that u in [0, 1) selects by running sums in the same order
     * and the same arithmetic, so the same pair as sampling from the list.
     */
    static CardDraw sample(BaState s, double u) {
        double[] pb = distribution(s, Side.BLUE);
        double[] pr = distribution(s, Side.RED);
        double sum = 0;
        int last = -1;
        for (int b = 0; b < 13; b++) {
            if (pb[b] == 0) {
                continue;
            }
            for (int r = 0; r < 13; r++) {
                if (pr[r] != 0) {
                    last = b * 13 + r;
                    sum += pb[b] * pr[r];
                    if (u < sum) {
                        return DRAWS[last];
                    }
                }
            }
        }
        return DRAWS[last];
    }

    /** artRun (F-4): the card's value up to 10, Jack/Queen/King 4. */
    static int artRun(int value) {
        return value <= 10 ? value : 4;
    }
}
