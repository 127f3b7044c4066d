package adjutant.tools.tournament;

import adjutant.engine.game.RulesChoice;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScheduleTest {

    private static TournamentParams params(Format format, int games, long seed, String... players) {
        return new TournamentParams(List.of(players), format, List.of("ridge", "ford", "village"),
                Optional.of(RulesChoice.parse("chance")), games, seed, Optional.empty(), Duration.ofMillis(100), 0);
    }

    @Test
    void roundRobinPlaysEveryPairWithEachSeedTwiceSidesSwapped() {
        Schedule s = Schedule.of(params(Format.ROUND_ROBIN, 6, 42, "a", "b", "c"));
        assertEquals(3, s.pairings().size());
        assertEquals(18, s.size());
        for (int i = 0; i < s.size(); i++) {
            assertEquals(i, s.game(i).index());
        }
        // Games 2k and 2k+1 form a pair: same pairing, pair, seed and scenario, sides swapped.
        for (int k = 0; k < s.size() / 2; k++) {
            ScheduledGame first = s.game(2 * k);
            ScheduledGame second = s.game(2 * k + 1);
            assertEquals(first.pairing(), second.pairing());
            assertEquals(first.pair(), second.pair());
            assertEquals(first.seed(), second.seed());
            assertEquals(first.scenario(), second.scenario());
            assertEquals(first.blue(), second.red());
            assertEquals(first.red(), second.blue());
            assertEquals(first.pairing().first(), first.blue());
        }
        // Each pairing plays games/2 pairs with distinct seeds; scenarios rotate over the pairs.
        Map<Integer, Set<Long>> seeds = new HashMap<>();
        for (ScheduledGame g : s.games()) {
            seeds.computeIfAbsent(g.pairing().index(), p -> new HashSet<>()).add(g.seed());
            assertEquals(List.of("ridge", "ford", "village").get(g.pair() % 3), g.scenario());
        }
        seeds.values().forEach(set -> assertEquals(3, set.size()));
        // Every player is blue as often as red.
        for (Entrant e : s.entrants()) {
            long blue = s.games().stream().filter(g -> g.blue().equals(e)).count();
            long red = s.games().stream().filter(g -> g.red().equals(e)).count();
            assertEquals(6, blue);
            assertEquals(6, red);
        }
    }

    @Test
    void gamesComeInRoundsOverThePairings() {
        Schedule s = Schedule.of(params(Format.ROUND_ROBIN, 4, 42, "a", "b", "c"));
        List<Integer> pairingOrder = s.games().stream().map(g -> g.pairing().index()).toList();
        assertEquals(List.of(0, 0, 1, 1, 2, 2, 0, 0, 1, 1, 2, 2), pairingOrder);
    }

    @Test
    void gauntletPairsTheFirstPlayerWithEachOther() {
        Schedule s = Schedule.of(params(Format.GAUNTLET, 2, 1, "new", "old1", "old2", "old3"));
        assertEquals(3, s.pairings().size());
        s.pairings().forEach(p -> assertEquals("new", p.first().name()));
        assertEquals(6, s.size());
    }

    @Test
    void seedsAreDeterministicAndDoNotDependOnTheNumberOfGames() {
        Schedule a = Schedule.of(params(Format.ROUND_ROBIN, 4, 7, "a", "b", "c"));
        Schedule b = Schedule.of(params(Format.ROUND_ROBIN, 20, 7, "a", "b", "c"));
        Schedule other = Schedule.of(params(Format.ROUND_ROBIN, 4, 8, "a", "b", "c"));
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.game(i).seed(), b.game(i).seed());
            assertNotEquals(a.game(i).seed(), other.game(i).seed());
            assertTrue(a.game(i).seed() >= 0);
        }
        Set<Long> all = new HashSet<>();
        b.games().forEach(g -> all.add(g.seed()));
        assertEquals(b.size() / 2, all.size());
    }

    @Test
    void repeatedSpecsAreNumbered() {
        List<Entrant> e = Schedule.entrants(List.of("greedy", "mcts", "greedy"));
        assertEquals(List.of("greedy#1", "mcts", "greedy#2"), e.stream().map(Entrant::name).toList());
        assertEquals("greedy", e.get(2).spec());
    }

    @Test
    void oddGameCountsAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> params(Format.ROUND_ROBIN, 5, 1, "a", "b"));
        assertTrue(e.getMessage().contains("even"));
    }
}
