package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;

/**
 * What an event changed for one side, in men in ranks: the enemy's men put out of ranks less
 * its own, an objective worth {@link #OBJECTIVE} men, a broken enemy unit a few more, a won
 * game everything. Doctrines compare their options by it.
 */
final class Balance {
    static final double OBJECTIVE = 8;
    static final double BROKEN_UNIT = 2;
    static final double GAME = 1000;

    private Balance() {}

    static double of(Side side, BaState before, BaState after) {
        Outcome outcome = after.outcome();
        if (outcome.isOver()) {
            return GAME * (2 * outcome.scoreFor(side) - 1);
        }
        double value = 0;
        for (int u = 0; u < before.setup().unitCount(); u++) {
            int lost = before.inRanks(u) - after.inRanks(u);
            boolean broken = before.inRanks(u) > 0 && after.inRanks(u) == 0;
            double sign = before.setup().side(u) == side ? -1 : 1;
            value += sign * (lost + (broken ? BROKEN_UNIT : 0));
        }
        Side enemy = side.opponent();
        value += OBJECTIVE * (after.objectivesOwned(side) - before.objectivesOwned(side));
        value -= OBJECTIVE * (after.objectivesOwned(enemy) - before.objectivesOwned(enemy));
        return value;
    }
}
