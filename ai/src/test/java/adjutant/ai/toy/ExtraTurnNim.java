package adjutant.ai.toy;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * Misère nim with extra turns: take 1 to 3 stones; whoever takes the last stone loses; taking
 * exactly 3 makes you move again. The side to act therefore does not simply alternate.
 */
public final class ExtraTurnNim implements Rules<ExtraTurnNim.Pile, Integer> {

    public static final class Pile implements GameState<Pile> {
        int stones;
        Side toAct = Side.BLUE;
        /** Who took the last stone (and so lost), once the pile is empty. */
        Side loser;

        public Pile(int stones, Side toAct) {
            this.stones = stones;
            this.toAct = toAct;
        }

        @Override
        public Pile copy() {
            Pile p = new Pile(stones, toAct);
            p.loser = loser;
            return p;
        }

        @Override
        public long bytes() {
            return 32;
        }

        @Override
        public long hash() {
            return Zobrist.combine(Zobrist.combine(stones, toAct.ordinal()), loser == null ? 2 : loser.ordinal());
        }
    }

    @Override
    public Side toAct(Pile state) {
        return state.toAct;
    }

    @Override
    public List<Integer> legalActions(Pile state) {
        List<Integer> actions = new ArrayList<>(3);
        for (int take = 1; take <= Math.min(3, state.stones); take++) {
            actions.add(take);
        }
        return actions;
    }

    @Override
    public boolean isChanceNode(Pile state) {
        return false;
    }

    @Override
    public List<ChanceOutcome<Integer>> chanceOutcomes(Pile state) {
        return List.of();
    }

    @Override
    public Verdict validate(Pile state, Integer take) {
        return take >= 1 && take <= Math.min(3, state.stones)
                ? Verdict.ok()
                : Verdict.illegal("NIM-1", "cannot take " + take + " of " + state.stones);
    }

    @Override
    public void apply(Pile state, Integer take) {
        Verdict v = validate(state, take);
        if (!v.legal()) {
            throw new IllegalActionException(v);
        }
        state.stones -= take;
        if (state.stones == 0) {
            state.loser = state.toAct;
        } else if (take != 3) {
            state.toAct = state.toAct.opponent();
        }
    }

    @Override
    public GameResult result(Pile state) {
        return state.loser == null
                ? GameResult.ONGOING
                : new GameResult(Outcome.winFor(state.loser.opponent()), "NIM-2", "took the last stone");
    }
}
