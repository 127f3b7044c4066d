package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.Rally;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The one thing of the turn (BA-TURN-4): which unit acts and how. Every legal main action is
 * valued by what it does at once: ten points a man gained or lost in ranks and eighty an
 * objective ({@link Balance}), less the objectives it leaves open to the enemy's next move
 * ({@link #danger}; a reckoning by distance, not a search of the enemy's replies), plus the marching,
 * garrison, flank, charge and line rules of {@link MoveDoctrine} for the unit that moves and
 * the order rules of {@link RallyDoctrine} for one that rallies. The best action is taken; pass
 * when nothing is worth more than standing still.
 */
final class MainDoctrine {
    /** A man in ranks, in the points of the positional rules (a unit's last march onto its objective is worth 60). */
    static final double MAN = 10;
    static final double LOST_NEXT_TURN = 400;
    static final double PER_CAPTURE = 75;

    private final BlownAwayRules rules;

    MainDoctrine(BlownAwayRules rules) {
        this.rules = rules;
    }

    /**
     * Every legal action valued on the position it leads to, in the order {@code order} gives
     * them (a seeded shuffle), then best first: equal values keep that order.
     */
    List<Scored> rank(Situation at, BiFunction<BaState, List<Scored>, List<Scored>> order) {
        Orders orders = Orders.of(at);
        List<Scored> scored = new ArrayList<>();
        rules.legalSuccessors(at.state, (a, after) -> scored.add(new Scored(a, value(at, orders, a, after), reason(a))));
        List<Scored> ranked = new ArrayList<>(order.apply(at.state, scored));
        ranked.sort(Scored.BEST_FIRST);
        return ranked;
    }

    /** The worth of {@code action}, which turned {@code at}'s position into {@code after}. */
    double value(Situation at, Orders orders, BaAction action, BaState after) {
        Situation then = new Situation(after, at.side);
        double value = MAN * Balance.of(at.side, at.state, after) - danger(then);
        if (action instanceof Pass) {
            return value;
        }
        if (action instanceof MobMove || action instanceof GunnerReturn || action instanceof Rally) {
            return value + RallyDoctrine.value(at, then, action);
        }
        return value + MoveDoctrine.value(at, then, orders, action.actingUnit());
    }

    /**
     * What the enemy could take next turn once the action is done: the game, if it needs one more
     * objective and can reach one we do not stand in; otherwise {@link #PER_CAPTURE} for each
     * objective open to it. So a threatened objective is garrisoned, or the threat met, first.
     */
    static double danger(Situation then) {
        if (then.state.outcome().isOver()) {
            return 0;
        }
        int captures = then.enemyCaptures();
        return captures > 0 && then.enemyOneShort() ? LOST_NEXT_TURN : PER_CAPTURE * captures;
    }

    private static String reason(BaAction a) {
        return a instanceof Pass ? "nothing worth doing" : "the most useful thing this turn";
    }
}
