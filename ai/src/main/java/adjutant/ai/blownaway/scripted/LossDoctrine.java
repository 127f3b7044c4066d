package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Loss allocation when victims are chosen by hand (BA-CAS, FREE mode). The causing side picks,
 * among the allocations the rules offer, the one that (1) takes an objective from the enemy,
 * by clearing its last in-ranks men out of it, (2) leaves the fewest enemy men standing in
 * objectives, (3) leaves the fewest pikemen and guardsmen in ranks, whose presence takes a
 * runner off every later loss (BA-CMB-11); ties keep the rules' canonical allocation, offered first.
 */
final class LossDoctrine {
    private final BlownAwayRules rules;

    LossDoctrine(BlownAwayRules rules) {
        this.rules = rules;
    }

    Scored choose(Situation at, List<BaAction> actions) {
        List<Scored> scored = new ArrayList<>();
        BaState spare = null;
        for (BaAction a : actions) {
            BaState after = at.after(rules, a, spare);
            scored.add(new Scored(a, value(at.side, at.state, after), "losses where they hurt the enemy most"));
            spare = after;
        }
        return Scored.best(scored);
    }

    /**
     * Resolves any losses still to be allocated in a state reached while reckoning ahead,
     * the rules' canonical way; the doctrine's own choice would differ only in which men go.
     */
    void settle(BaState s) {
        while (s.phase() == Phase.LOSSES) {
            rules.applyLegal(s, rules.legalActions(s).get(0));
        }
    }

    private static double value(Side side, BaState before, BaState after) {
        Situation then = new Situation(after, side);
        double value = Balance.of(side, before, after);
        for (int u = 0; u < after.setup().unitCount(); u++) {
            if (!then.formedEnemy(u)) {
                continue;
            }
            for (int o = 0; o < then.objectives(); o++) {
                if (then.occupies(u, o)) {
                    value -= 0.5;
                }
            }
            value -= 0.1 * then.pikesInRanks(u);
        }
        return value;
    }
}
