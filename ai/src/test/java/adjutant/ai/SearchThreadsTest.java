package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Where a person's bot searches on every core, and where it keeps one thread. */
class SearchThreadsTest {
    private static final Budget SECOND = Budget.ofTime(Duration.ofSeconds(1));

    @Test
    void mctsThinkingByTimeSearchesOnEveryCoreUpToTheMost() {
        assertEquals("mcts:think=1000ms,threads=2", SearchThreads.onCores("mcts:think=1000ms", SECOND, 2));
        assertEquals("mcts:threads=4", SearchThreads.onCores("mcts", SECOND, 4));
        assertEquals("mcts:threads=" + SearchThreads.MOST, SearchThreads.onCores("mcts", SECOND, 96));
    }

    @Test
    void aReproducibleBudgetAnotherPlayerOrOneCoreKeepOneThread() {
        assertEquals("mcts", SearchThreads.onCores("mcts", Budget.ofIterations(2000), 8), "the same answer on every machine");
        assertEquals("mcts", SearchThreads.onCores("mcts", new Budget(1000, 2000), 8));
        assertEquals("mcts:iterations=50", SearchThreads.onCores("mcts:iterations=50", SECOND, 8));
        assertEquals("mcts:think=1s,threads=1", SearchThreads.onCores("mcts:think=1s,threads=1", SECOND, 8), "the spec says");
        assertEquals("alphabeta:think=1000ms", SearchThreads.onCores("alphabeta:think=1000ms", SECOND, 8));
        assertEquals("mcts:think=1000ms", SearchThreads.onCores("mcts:think=1000ms", SECOND, 1));
    }
}
