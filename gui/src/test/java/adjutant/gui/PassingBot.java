package adjutant.gui;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.PlaceCommander;
import java.util.List;

/** A trivial bot for tests: always passes, and explains itself with a made-up alternative. */
final class PassingBot implements Player<BaState, BaAction> {
    @Override
    public String name() {
        return "passing";
    }

    @Override
    public Decision<BaAction> choose(BaState state, Budget budget) {
        return new Decision<>(new Pass(), 0.5, "test value",
                List.of(new Decision.Alternative<>(PlaceCommander.stayPut(), 0.25, 3)), List.of(new Pass()), 1, 0);
    }
}
