package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fast seeded random play: at MAIN a random unit's random candidate (without building the whole
 * list), elsewhere a uniform choice among the legal actions; chance by its exact probabilities.
 * Used by benchmarks and as the MCTS rollout policy.
 */
public final class RandomPlayout {
    private final BlownAwayRules rules;

    public RandomPlayout(BlownAwayRules rules) {
        this.rules = rules;
    }

    /** One random step (decision or chance outcome); returns the action taken. */
    public BaAction step(BaState s, SplittableRandom rng) {
        BaAction a;
        if (rules.isChanceNode(s)) {
            a = rules.sampleChance(s, rng.nextDouble());
        } else if (s.phase == Phase.MAIN) {
            a = rules.candidates().randomMainAction(s, rng);
        } else {
            List<BaAction> legal = rules.legalActions(s);
            a = legal.get(rng.nextInt(legal.size()));
        }
        rules.applyValidated(s, a);
        return a;
    }

    /** Plays until the game ends or {@code maxSteps} steps; returns the number of steps. */
    public int play(BaState s, SplittableRandom rng, int maxSteps) {
        int n = 0;
        while (n < maxSteps && !s.outcome.isOver()) {
            step(s, rng);
            n++;
        }
        return n;
    }
}
