package adjutant.ai.toy;

import adjutant.engine.scenario.Table;
import adjutant.ai.Evaluator;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.List;

/**
 * A small game of Pig with a loaded die and a turn limit. On its turn a side rolls as often as it
 * likes (each roll is a chance node) and then holds to bank its turn total. The die shows 1 with
 * probability 0.2 (bust: the turn total is lost and the turn ends), 2 with 0.5 and 3 with 0.3.
 * Reaching {@code goal} banked-plus-turn points wins at once; after {@code turns} turns in all the
 * higher banked score wins, equal scores draw. A side decides several times in a row.
 */
public final class PigRace implements Rules<PigRace.Table, PigRace.Move> {

    public enum Move { ROLL, HOLD, ONE, TWO, THREE }

    private static final List<ChanceOutcome<Move>> DIE = List.of(
            new ChanceOutcome<>(Move.ONE, 0.2), new ChanceOutcome<>(Move.TWO, 0.5), new ChanceOutcome<>(Move.THREE, 0.3));
    private static final List<Move> CHOICES = List.of(Move.ROLL, Move.HOLD);

    private final int goal;

    public PigRace(int goal) {
        this.goal = goal;
    }

    public static final class Table implements GameState<Table> {
        final int[] banked = new int[2];
        int turnTotal;
        int turnsLeft;
        Side toAct = Side.BLUE;
        boolean rolling;
        Side winner;
        boolean drawn;

        public Table(int blue, int red, int turnTotal, int turnsLeft, Side toAct) {
            banked[0] = blue;
            banked[1] = red;
            this.turnTotal = turnTotal;
            this.turnsLeft = turnsLeft;
            this.toAct = toAct;
        }

        @Override
        public Table copy() {
            Table t = new Table(banked[0], banked[1], turnTotal, turnsLeft, toAct);
            t.rolling = rolling;
            t.winner = winner;
            t.drawn = drawn;
            return t;
        }

        @Override
        public long bytes() {
            return 80;
        }

        @Override
        public long hash() {
            long h = banked[0];
            h = Zobrist.combine(h, banked[1]);
            h = Zobrist.combine(h, turnTotal);
            h = Zobrist.combine(h, turnsLeft);
            h = Zobrist.combine(h, toAct.ordinal());
            h = Zobrist.combine(h, rolling ? 1 : 0);
            h = Zobrist.combine(h, winner == null ? 2 : winner.ordinal());
            return Zobrist.combine(h, drawn ? 1 : 0);
        }
    }

    @Override
    public Side toAct(Table state) {
        return state.toAct;
    }

    @Override
    public List<Move> legalActions(Table state) {
        return state.rolling || result(state).isOver() ? List.of() : CHOICES;
    }

    @Override
    public boolean isChanceNode(Table state) {
        return state.rolling && !result(state).isOver();
    }

    @Override
    public List<ChanceOutcome<Move>> chanceOutcomes(Table state) {
        return isChanceNode(state) ? DIE : List.of();
    }

    @Override
    public Verdict validate(Table state, Move move) {
        if (result(state).isOver()) {
            return Verdict.illegal("PIG-0", "the game is over");
        }
        boolean face = move.ordinal() >= Move.ONE.ordinal();
        return face == state.rolling ? Verdict.ok() : Verdict.illegal("PIG-1", move + " is not possible now");
    }

    @Override
    public void apply(Table state, Move move) {
        Verdict v = validate(state, move);
        if (!v.legal()) {
            throw new IllegalActionException(v);
        }
        int me = state.toAct.ordinal();
        switch (move) {
            case ROLL -> state.rolling = true;
            case HOLD -> {
                state.banked[me] += state.turnTotal;
                endTurn(state);
            }
            case ONE -> {
                state.rolling = false;
                state.turnTotal = 0;
                endTurn(state);
            }
            case TWO, THREE -> {
                state.rolling = false;
                state.turnTotal += move == Move.TWO ? 2 : 3;
                if (state.banked[me] + state.turnTotal >= goal) {
                    state.winner = state.toAct;
                }
            }
        }
    }

    private void endTurn(Table state) {
        state.turnTotal = 0;
        state.turnsLeft--;
        state.toAct = state.toAct.opponent();
        if (state.turnsLeft == 0) {
            int blue = state.banked[0];
            int red = state.banked[1];
            if (blue == red) {
                state.drawn = true;
            } else {
                state.winner = blue > red ? Side.BLUE : Side.RED;
            }
        }
    }

    @Override
    public GameResult result(Table state) {
        if (state.winner != null) {
            return new GameResult(Outcome.winFor(state.winner), "PIG-2", "reached the goal or led at the end");
        }
        return state.drawn ? new GameResult(Outcome.DRAW, "PIG-3", "level at the end") : GameResult.ONGOING;
    }

    /** Banked lead plus half the turn total of the side to act, over the goal. Antisymmetric. */
    public Evaluator<Table> lead() {
        return (t, side) -> {
            double blue = t.banked[0] - t.banked[1] + (t.toAct == Side.BLUE ? 0.5 : -0.5) * t.turnTotal;
            double v = Math.max(-1, Math.min(1, blue / goal));
            return side == Side.BLUE ? v : -v;
        };
    }
}
