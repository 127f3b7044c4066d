package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The warm-up that searches while a person thinks gives way to the bot, walks a game on, and ends. */
class IdleWarmUpTest {
    private final BlownAwayRuleset ruleset = BlownAwayRuleset.get();
    private final BaState start = BlownAway.newGame(BaScenario.named("skirmish"), Variant.CHANCE, 3);

    /** A player that plays the first legal action and keeps what it was asked; {@code then} runs after each search. */
    private final class Recording implements Player<BaState, BaAction> {
        final List<Budget> budgets = new ArrayList<>();
        final Set<Long> positions = new HashSet<>();
        final Budget own;
        Consumer<Integer> then = n -> {};

        Recording(Budget own) {
            this.own = own;
        }

        @Override
        public String name() {
            return "mcts:think=1s";
        }

        @Override
        public Budget defaultBudget() {
            return own;
        }

        @Override
        public Decision<BaAction> choose(BaState state, Budget budget) {
            budgets.add(budget);
            positions.add(state.hash());
            BaAction first = ruleset.rules().legalActions(state).get(0);
            then.accept(budgets.size());
            return Decision.unexplained(first, "first");
        }
    }

    @Test
    @DisplayName("it searches in chunks of its own time, on positions it walks on to, until asked to stop")
    void searchesInChunksUntilStopped() {
        Recording p = new Recording(new Budget(1000, 0));
        IdleWarmUp<BaState, BaAction> w = new IdleWarmUp<>(ruleset, p, start, new AtomicLong());
        p.then = n -> {
            if (n == 5) {
                w.stop(); // as the bot's own search does
            }
        };
        assertTrue(w.resume(), "the first resume asks for it to be run");
        assertFalse(w.resume(), "not twice while it is queued");
        w.run();
        assertEquals(5, p.budgets.size(), "it returned after the chunk it was searching");
        assertTrue(p.budgets.stream().allMatch(b -> b.millis() == IdleWarmUp.CHUNK_MILLIS && !b.hasIterationLimit()));
        assertTrue(p.positions.size() > 1, "it walked the game on: " + p.positions.size());
        assertTrue(w.resume(), "once it has returned, the person's next turn runs it again");
    }

    @Test
    @DisplayName("it ends once the JVM has searched enough, and is not started again")
    void endsOnceWarm() {
        Recording p = new Recording(new Budget(1000, 0));
        IdleWarmUp<BaState, BaAction> w = new IdleWarmUp<>(ruleset, p, start, new AtomicLong());
        assertTrue(w.resume());
        w.run();
        assertEquals(IdleWarmUp.MOST_MILLIS / IdleWarmUp.CHUNK_MILLIS, p.budgets.size());
        assertTrue(w.warm());
        assertFalse(w.resume());
    }

    @Test
    @DisplayName("only a player that searches is warmed, and the property turns it off")
    void onlySearchingPlayers() {
        assertTrue(IdleWarmUp.of(ruleset, new Recording(new Budget(1000, 0)), start).isPresent());
        assertTrue(IdleWarmUp.of(ruleset, new Recording(Budget.ofIterations(1000)), start).isPresent());
        assertFalse(IdleWarmUp.of(ruleset, new Recording(Budget.ofIterations(1)), start).isPresent(), "random, greedy, scripted");
        System.setProperty("adjutant.idleWarmUp", "false");
        try {
            assertFalse(IdleWarmUp.of(ruleset, new Recording(new Budget(1000, 0)), start).isPresent());
        } finally {
            System.clearProperty("adjutant.idleWarmUp");
        }
    }
}
