package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.game.ChanceOutcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Chance version combats (BA-CMB-C): fight only where the odds favour us. A card contest is a
 * fair coin until something tips it: a flank or rear (+4 runners to us if we win), our cover
 * (+3 to our card), cavalry's +1, a gun's card-value runners, the enemy's larger k (it loses more
 * runners when it loses). The doctrine reckons the fight's expected {@link Balance} over the card
 * pairs the decks can still give, by their probabilities from the decks' open composition (never
 * the order of the cards), and fights the best combat that gains at least {@link #MARGIN} men;
 * otherwise it stops. A side that does not lead on objectives cannot wait for good odds (the
 * idle rule would draw the game, BA-END-2): it takes even fights too, down to {@link #BEHIND}.
 * One combat at a time, so each is judged after the last was resolved.
 */
final class CombatDoctrine {
    /** A fight must promise this many men gained; an even fight only spreads the engagement. */
    static final double MARGIN = 0.25;
    /** The least expected balance of a fight for a side that does not lead on objectives. */
    static final double BEHIND = -0.5;

    private final BlownAwayRules rules;
    private final LossDoctrine losses;

    CombatDoctrine(BlownAwayRules rules, LossDoctrine losses) {
        this.rules = rules;
        this.losses = losses;
    }

    Scored choose(Situation at, List<BaAction> actions) {
        List<Scored> scored = new ArrayList<>();
        BaAction stop = null;
        double least = at.leads() ? MARGIN : BEHIND;
        for (BaAction a : actions) {
            if (a instanceof Fight fight) {
                double value = expected(at, fight);
                if (value >= least) {
                    scored.add(new Scored(a, value, "a favourable combat"));
                }
            } else {
                stop = a;
            }
        }
        return scored.isEmpty() ? new Scored(stop, 0, "no favourable combat left") : Scored.best(scored);
    }

    /** The fight's expected balance: the card pairs grouped by the result they give (BlownAwayRules#chanceOutcomeClasses). */
    double expected(Situation at, Fight fight) {
        BaState before = at.state;
        BaState cards = at.after(rules, fight);
        if (!rules.isChanceNode(cards)) {
            return Balance.of(at.side, before, cards);
        }
        Map<Long, Double> probability = new HashMap<>();
        Map<Long, BaAction> representative = new HashMap<>();
        ToLongFunction<BaAction> result = BlownAwayRules.chanceOutcomeClasses(cards); // the combat's cover and units once, not per card pair
        for (ChanceOutcome<BaAction> o : rules.chanceOutcomes(cards)) {
            long key = result.applyAsLong(o.outcome());
            probability.merge(key, o.probability(), Double::sum);
            representative.putIfAbsent(key, o.outcome());
        }
        double sum = 0;
        BaState after = null;
        for (Map.Entry<Long, BaAction> e : representative.entrySet()) {
            after = after == null ? cards.copy() : cards.copyInto(after);
            rules.applyLegal(after, e.getValue());
            losses.settle(after);
            sum += probability.get(e.getKey()) * Balance.of(at.side, before, after);
        }
        return sum;
    }
}
