package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.alphabeta.AlphaBetaPlayer;
import adjutant.ai.mcts.MctsPlayer;
import adjutant.ai.mcts.ParallelMctsPlayer;
import adjutant.ai.toy.TicTacToe;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PlayerFactoryTest {

    private final List<Optional<Path>> weightsAsked = new ArrayList<>();
    private final PlayerFactory<TicTacToe.Board, Integer> factory = new PlayerFactory<>(
            new TicTacToe(),
            (kind, weights) -> {
                weightsAsked.add(weights);
                return TicTacToe.openLines();
            },
            ActionOrdering.none(),
            17);

    @Test
    void buildsEveryKindNamedBySpec() {
        assertInstanceOf(RandomPlayer.class, factory.create("random"));
        assertInstanceOf(GreedyPlayer.class, factory.create("greedy"));
        // searches of a game with nothing hidden avoid repeating positions (RepetitionAvoidingPlayerTest)
        assertInstanceOf(MctsPlayer.class, assertInstanceOf(RepetitionAvoidingPlayer.class, factory.create("mcts")).inner());
        assertInstanceOf(AlphaBetaPlayer.class, assertInstanceOf(RepetitionAvoidingPlayer.class, factory.create("alphabeta")).inner());
        assertEquals("mcts:iterations=500,c=0.7", factory.create("mcts:iterations=500,c=0.7").name());
        assertInstanceOf(ParallelMctsPlayer.class,
                assertInstanceOf(RepetitionAvoidingPlayer.class, factory.create("mcts:threads=2")).inner());
        assertInstanceOf(MctsPlayer.class, assertInstanceOf(RepetitionAvoidingPlayer.class, factory.create("mcts:threads=1")).inner());
        assertThrows(PlayerSpecException.class, () -> factory.create("mcts:threads=0"));
        assertThrows(PlayerSpecException.class, () -> factory.create("mcts:threads=65"));
        assertInstanceOf(ParallelMctsPlayer.class,
                assertInstanceOf(RepetitionAvoidingPlayer.class, factory.create("mcts:threads=2,parallel=tree")).inner());
        assertThrows(PlayerSpecException.class, () -> factory.create("mcts:threads=2,parallel=leaf"));
    }

    @Test
    void oneThreadSearchesAsThePlainSearchAndMoreThreadsKeepAnIterationBudgetsDecisions() {
        TicTacToe.Board board = TicTacToe.Board.of("X...O....");
        assertEquals(Decisions.withoutTime(factory.create("mcts:iterations=300").choose(board)),
                Decisions.withoutTime(factory.create("mcts:iterations=300,threads=1").choose(board)));
        Decision<Integer> a = factory.create("mcts:iterations=300,threads=2").choose(board);
        assertEquals(Decisions.withoutTime(a), Decisions.withoutTime(factory.create("mcts:iterations=300,threads=2").choose(board)));
        assertEquals(300, a.iterations());
    }

    @Test
    void derivesBudgetsFromTheSpec() {
        assertEquals(Budget.ofIterations(1000), factory.create("mcts").defaultBudget());
        assertEquals(Budget.ofIterations(2000), factory.create("mcts:iterations=2000").defaultBudget());
        assertEquals(new Budget(1000, 0), factory.create("mcts:think=1s").defaultBudget());
        assertEquals(new Budget(500, 3000), factory.create("mcts:think=500ms,iterations=3000").defaultBudget());
        assertEquals(Budget.ofIterations(20_000), factory.create("alphabeta").defaultBudget());
        assertEquals(Budget.ofIterations(5000), factory.create("alphabeta:nodes=5000").defaultBudget());
        assertEquals(new Budget(500, 0), factory.create("alphabeta:think=500ms").defaultBudget());
        assertEquals(Budget.ofIterations(Long.MAX_VALUE), factory.create("alphabeta:depth=4").defaultBudget());
    }

    @Test
    void loadsTheWeightsNamedBySpec() {
        factory.create("mcts:weights=w.json");
        factory.create("greedy");
        assertEquals(List.of(Optional.of(Path.of("w.json")), Optional.empty()), weightsAsked);
    }

    @Test
    void mctsLoadsItsLeafWeightsApartOnlyWhenTheSpecNamesThem() {
        factory.create("mcts:weights=w.json,leafweights=leaf.json");
        assertEquals(List.of(Optional.of(Path.of("w.json")), Optional.of(Path.of("leaf.json"))), weightsAsked);
        weightsAsked.clear();
        factory.create("mcts");
        assertEquals(List.of(Optional.empty()), weightsAsked);
        assertThrows(PlayerSpecException.class, () -> factory.create("alphabeta:leafweights=leaf.json"));
    }

    @Test
    void sameSpecAndSeedPlayAlike() {
        TicTacToe.Board board = TicTacToe.Board.of("X...O....");
        Decision<Integer> a = factory.create("mcts:iterations=300").choose(board);
        Decision<Integer> b = factory.create("mcts:iterations=300").choose(board);
        assertEquals(Decisions.withoutTime(a), Decisions.withoutTime(b));
        assertEquals(300, a.iterations());
    }

    @Test
    void searchesStopOnATimeBudget() {
        TicTacToe.Board board = TicTacToe.Board.of(".........");
        for (String spec : List.of("mcts:think=20ms", "alphabeta:think=20ms")) {
            Decision<Integer> d = factory.create(spec).choose(board);
            assertTrue(d.iterations() > 0, spec);
            assertEquals(TicTacToe.Board.of(".........").hash(), board.hash(), "the state is left as it was");
        }
    }

    @Test
    void searchesLeaveOutWhatThePruningCallsPointlessAndRandomPlayDoesNot() {
        factory.pruning((board, square) -> square != 6); // only the bottom-left corner is worth a look
        TicTacToe.Board empty = TicTacToe.Board.of(".........");
        for (String spec : List.of("greedy", "mcts:iterations=50", "alphabeta:depth=2")) {
            assertEquals(6, factory.create(spec).choose(empty).action(), spec);
        }
        boolean elsewhere = false;
        for (int seed = 0; seed < 20; seed++) {
            elsewhere |= factory.create("random:seed=" + seed).choose(empty).action() != 6;
        }
        assertTrue(elsewhere, "random play sees every legal square");
        factory.pruning((board, square) -> true);
        assertTrue(factory.create("greedy").choose(empty).action() >= 0, "a list pruned to nothing is kept whole");
    }

    @Test
    void builtPlayersRespectTheirDepth() {
        Decision<Integer> d = factory.create("alphabeta:depth=2").choose(TicTacToe.Board.of("X...O...."));
        assertEquals("evaluation at depth 2", d.valueKind());
    }

    @Test
    void reportsOutOfRangeSettingsAsSpecErrors() {
        PlayerSpecException e = assertThrows(PlayerSpecException.class, () -> factory.create("alphabeta:depth=0"));
        assertTrue(e.getMessage().startsWith("bad settings in 'alphabeta:depth=0': "), e.getMessage());
        assertThrows(PlayerSpecException.class, () -> factory.create("mcts:iterations=0"));
        assertThrows(PlayerSpecException.class, () -> factory.create("mcts:widenexp=2"));
    }

    @Test
    void scriptedIsTheRulesetsOwnCommander() {
        PlayerSpecException e = assertThrows(PlayerSpecException.class, () -> factory.create("scripted"));
        assertEquals("scripted is a Blown Away commander; this ruleset has none yet", e.getMessage());
        Player<TicTacToe.Board, Integer> own = new RandomPlayer<>("scripted:seed=3", new TicTacToe(), 3);
        factory.scripted((name, seed) -> {
            assertEquals("scripted:seed=3", name);
            assertEquals(3, seed);
            return own;
        });
        assertEquals(own, factory.create("scripted:seed=3"));
    }
}
