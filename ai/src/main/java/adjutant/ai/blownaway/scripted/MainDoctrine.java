package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * The one thing of the turn (BA-TURN-4): which unit acts and how. Every legal main action is
 * valued by what it does at once, never by what the enemy might answer: ten points a man
 * gained or lost in ranks and eighty an objective ({@link Balance}), plus the marching,
 * garrison, flank, charge and line rules of {@link MoveDoctrine} for the unit that moves and
 * the order rules of {@link RallyDoctrine} for one that rallies. The best action is taken; pass
 * when nothing is worth more than standing still.
 */
final class MainDoctrine {
    /** A man in ranks, in the points of the positional rules (an inch of march is worth 2). */
    static final double MAN = 10;

    private final BlownAwayRules rules;

    MainDoctrine(BlownAwayRules rules) {
        this.rules = rules;
    }

    Scored choose(Situation at, List<BaAction> actions) {
        Orders orders = Orders.of(at);
        List<Scored> scored = new ArrayList<>(actions.size());
        for (BaAction a : actions) {
            scored.add(new Scored(a, value(at, orders, a), reason(a)));
        }
        return Scored.best(scored);
    }

    double value(Situation at, Orders orders, BaAction action) {
        if (action instanceof Pass) {
            return 0;
        }
        BaState after = at.state.copy();
        rules.applyLegal(after, action);
        Situation then = new Situation(after, at.side);
        double value = MAN * Balance.of(at.side, at.state, after);
        int u = action.actingUnit();
        if (action instanceof MobMove || action instanceof GunnerReturn || action instanceof adjutant.engine.blownaway.action.Rally) {
            return value + RallyDoctrine.value(at, then, action);
        }
        return value + MoveDoctrine.value(at, then, orders, u);
    }

    private static String reason(BaAction a) {
        return a instanceof Pass ? "nothing worth doing" : "the most useful thing this turn";
    }
}
