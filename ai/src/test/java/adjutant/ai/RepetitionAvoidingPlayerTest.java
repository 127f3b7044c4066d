package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.game.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A search bot that comes back to a position it decided in plays something other than what
 * brought it back, when that is nearly as good (#22: two bots shuttled cavalry for 180 turns).
 */
class RepetitionAvoidingPlayerTest {

    /** A position known only by its key; the turn counter, which the key ignores, is left out. */
    private record Spot(long key) implements GameState<Spot> {
        @Override
        public Spot copy() {
            return this;
        }

        @Override
        public long hash() {
            return key;
        }

        @Override
        public long bytes() {
            return 16;
        }
    }

    private static final Spot HOME = new Spot(1);
    private static final Spot ELSEWHERE = new Spot(2);
    private static final Budget BUDGET = Budget.ofIterations(100);

    /** Like MCTS: always "pivot" at 0.60 with 500 visits; "advance" 0.57 (300), "wait" 0.50 (200). */
    private static Player<Spot, String> mctsLike() {
        return new Player<>() {
            @Override
            public String name() {
                return "mcts-like";
            }

            @Override
            public Decision<String> choose(Spot state, Budget budget) {
                return new Decision<>("pivot", 0.60, "win probability",
                        List.of(new Decision.Alternative<>("advance", 0.57, 300), new Decision.Alternative<>("wait", 0.50, 200)),
                        List.of("pivot"), 1000, 0, 500);
            }
        };
    }

    /** Like alpha-beta: its alternatives are bounds (0.9, too good to be true); searched without them it finds the truth. */
    private static final class AlphaBetaLike implements Player<Spot, String>, ExcludingSearch<Spot, String> {
        final List<Set<String>> exclusions = new ArrayList<>();
        final List<Budget> budgets = new ArrayList<>();
        final double secondBest;

        AlphaBetaLike(double secondBest) {
            this.secondBest = secondBest;
        }

        @Override
        public String name() {
            return "alphabeta-like";
        }

        @Override
        public Decision<String> choose(Spot state, Budget budget) {
            return chooseExcept(state, budget, Set.of());
        }

        @Override
        public Decision<String> chooseExcept(Spot state, Budget budget, Set<String> excluded) {
            exclusions.add(Set.copyOf(excluded));
            budgets.add(budget);
            if (!excluded.contains("pivot")) {
                return new Decision<>("pivot", 0.20, "evaluation at depth 2 turns",
                        List.of(new Decision.Alternative<>("charge", 0.9, 50)), List.of("pivot"), 1000, 0);
            }
            return new Decision<>("advance", secondBest, "evaluation at depth 2 turns", List.of(), List.of("advance"), 1000, 0);
        }
    }

    @Test
    @DisplayName("back at a position, the best other action within the margin is played, then the next")
    void leavesTheCycle() {
        RepetitionAvoidingPlayer<Spot, String> p = new RepetitionAvoidingPlayer<>(mctsLike());
        assertEquals("pivot", p.choose(HOME, BUDGET).action(), "first time here: the search's choice");
        assertEquals("pivot", p.choose(ELSEWHERE, BUDGET).action(), "another position is no repetition");
        Decision<String> second = p.choose(HOME, BUDGET);
        assertEquals("advance", second.action(), "pivot brought it back: advance, 0.03 worse");
        assertEquals(0.57, second.value());
        assertEquals("pivot", p.choose(HOME, BUDGET).action(),
                "pivot and advance both tried; wait is 0.10 worse, beyond the margin: repeat rather than blunder");
    }

    @Test
    @DisplayName("a new game forgets the positions of the last")
    void newGameForgets() {
        RepetitionAvoidingPlayer<Spot, String> p = new RepetitionAvoidingPlayer<>(mctsLike());
        p.choose(HOME, BUDGET);
        p.newGame();
        assertEquals("pivot", p.choose(HOME, BUDGET).action());
    }

    @Test
    @DisplayName("an undo on the board forgets the positions: a line taken back does not steer the next choice")
    void rewindForgets() {
        RepetitionAvoidingPlayer<Spot, String> p = new RepetitionAvoidingPlayer<>(mctsLike());
        p.choose(HOME, BUDGET);
        p.rewound();
        assertEquals("pivot", p.choose(HOME, BUDGET).action(), "the first pivot was taken back: no repetition");
        assertEquals("advance", p.choose(HOME, BUDGET).action(), "but the one played since is remembered");
    }

    @Test
    @DisplayName("alpha-beta searches again without the repeated action, since its other root scores are bounds")
    void researchesWithoutTheRepeatedAction() {
        AlphaBetaLike near = new AlphaBetaLike(0.15);
        RepetitionAvoidingPlayer<Spot, String> p = new RepetitionAvoidingPlayer<>(near);
        p.choose(HOME, BUDGET);
        assertEquals("advance", p.choose(HOME, BUDGET).action(), "0.05 worse on the evaluation's scale: within 0.1");
        assertEquals(List.of(Set.of(), Set.of(), Set.of("pivot")), near.exclusions);

        AlphaBetaLike far = new AlphaBetaLike(-0.3);
        RepetitionAvoidingPlayer<Spot, String> q = new RepetitionAvoidingPlayer<>(far);
        q.choose(HOME, BUDGET);
        assertEquals("pivot", q.choose(HOME, BUDGET).action(),
                "the bound of 0.9 is not trusted; the true second best is 0.5 worse, so it repeats");
    }

    @Test
    @DisplayName("under a time limit the two searches at a repeated position share it; iteration budgets stay whole")
    void timeIsShared() {
        AlphaBetaLike timed = new AlphaBetaLike(0.15);
        RepetitionAvoidingPlayer<Spot, String> p = new RepetitionAvoidingPlayer<>(timed);
        p.choose(HOME, new Budget(1000, 0));
        p.choose(HOME, new Budget(1000, 0));
        assertEquals(List.of(new Budget(1000, 0), new Budget(500, 0), new Budget(500, 0)), timed.budgets);
        AlphaBetaLike counted = new AlphaBetaLike(0.15);
        RepetitionAvoidingPlayer<Spot, String> q = new RepetitionAvoidingPlayer<>(counted);
        q.choose(HOME, BUDGET);
        q.choose(HOME, BUDGET);
        assertEquals(List.of(BUDGET, BUDGET, BUDGET), counted.budgets);
    }
}
