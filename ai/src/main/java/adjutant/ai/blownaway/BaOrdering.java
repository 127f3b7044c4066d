package adjutant.ai.blownaway;

import adjutant.ai.ActionOrdering;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.blownaway.action.Snake;

/** "Captures first" for Blown Away: combats, then fire and rallies, then long moves (charges). */
public final class BaOrdering implements ActionOrdering<BaState, BaAction> {
    @Override
    public int priority(BaState s, BaAction a) {
        if (a instanceof Fight || a instanceof Declare d && !d.holds()) {
            return 3;
        }
        if (a instanceof Fire || a instanceof Rally) {
            return 2;
        }
        if (a instanceof Move m && m.distance() >= 6 || a instanceof Snake sn && sn.length() >= 6) {
            return 1;
        }
        return 0;
    }
}
