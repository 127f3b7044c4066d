package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.ShowcaseStates;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.List;

/**
 * Test rules: the real Blown Away rules, except that a Pass in the MAIN step whose follow-up
 * steps (artillery, combat) the engine cannot run yet simply hands the turn over. Lets the play
 * loop (person, bot, person) be tested while those rules are being written.
 */
final class TurnPassingRules implements Rules<BaState, BaAction> {
    private final BlownAwayRules real = new BlownAwayRules();

    @Override
    public Side toAct(BaState s) {
        return real.toAct(s);
    }

    @Override
    public List<BaAction> legalActions(BaState s) {
        return real.legalActions(s);
    }

    @Override
    public boolean isChanceNode(BaState s) {
        return real.isChanceNode(s);
    }

    @Override
    public List<ChanceOutcome<BaAction>> chanceOutcomes(BaState s) {
        return real.chanceOutcomes(s);
    }

    @Override
    public Verdict validate(BaState s, BaAction a) {
        return real.validate(s, a);
    }

    @Override
    public void apply(BaState s, BaAction a) {
        if (a instanceof Pass && s.phase() == Phase.MAIN) {
            BaState attempt = s.copy();
            try {
                real.apply(attempt, a);
            } catch (UnsupportedOperationException notYet) {
                ShowcaseStates.passTurn(s);
                return;
            }
        }
        real.apply(s, a);
    }

    @Override
    public GameResult result(BaState s) {
        return real.result(s);
    }
}
