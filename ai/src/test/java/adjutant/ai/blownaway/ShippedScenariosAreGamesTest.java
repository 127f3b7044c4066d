package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.Match;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Outcome;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shipped Blown Away scenario is a game (issue #24, item 5), in each variant: three
 * pairings play it twice each, and the six games must pass three criteria.
 *
 * <ul>
 *   <li><b>Pairings.</b> random against random, and greedy against greedy after 4 random opening
 *       decisions, each from two seeds (one player on both sides: swapping them would replay the
 *       same game); a cheap search against greedy, from {@value #SEARCH_SEEDS} seeds with the sides swapped: MCTS of
 *       {@value #MCTS_ITERATIONS} iterations with chance, alpha-beta of {@value #ALPHABETA_NODES}
 *       nodes without. The budgets are the least that still play with a plan (in Fieldworks the
 *       search is the only attacker that takes objectives) and keep the class about a minute on
 *       2 cores: its 96 games run two at a time, Fieldworks the longest (18 units, 200 turns,
 *       greedy weighing every candidate).
 *   <li><b>No win on a side's first turn.</b> No game is won within the first two turns (each
 *       side's first): such a scenario is decided by its deployment (the old Fieldworks, whose
 *       defender started one step from its third objective, won every game so).
 *   <li><b>No side wins every game.</b> Over the six games each side wins or draws at least one.
 *       Both sides are played by every pairing, so a side that wins all six wins whoever plays
 *       it: the scenario, not the players, decides.
 *   <li><b>Not every game is stopped.</b> At least one game is decided on the table (objectives
 *       taken, or a side with no man in ranks) rather than stopped by the turn limit (BA-END-1) or
 *       the idle rule (BA-END-2): a scenario in which nothing is ever decided is too long or too
 *       far apart. (An assault's defender wins when the game is stopped; that is a fair result,
 *       but not the only one there may be.)
 * </ul>
 *
 * Seeds are fixed, so the games are the same on every run: a failure is a change in the rules,
 * the players or the scenario, never luck.
 */
class ShippedScenariosAreGamesTest {
    static final int MCTS_ITERATIONS = 30;
    static final int ALPHABETA_NODES = 300;
    private static final int OPENING = 4;
    private static final long SEED = 7;
    /**
     * Seeds of the search's games, each played with the sides swapped. Fieldworks' attacker takes
     * its objectives near the turn limit (MCTS-30 against greedy: 7 wins in 8, in 151-200 turns),
     * so one or two games of chance can all end at the limit.
     */
    private static final int SEARCH_SEEDS = 4;

    static Stream<Arguments> scenarios() {
        return ScenarioCatalog.names(BaScenario.RULES).stream()
                .flatMap(name -> Stream.of(Variant.values()).map(v -> Arguments.of(name, v)));
    }

    /** One game's facts, as the criteria and the failure messages need them. */
    private record Game(String blue, String red, Outcome outcome, int turns, String termination, boolean stopped) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s (blue) vs %s (red): %s after %d turns (%s)", blue, red, outcome,
                    turns, termination);
        }
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("scenarios")
    void everyShippedScenarioIsAGame(String name, Variant variant) {
        BaScenario scenario = BaScenario.named(name);
        // MCTS without the rollouts the chance version plays by default: played by the scripted
        // commander they take this class from a minute to a quarter of an hour, and that
        // commander's own games on every scenario are tested elsewhere (ScriptedGamesTest).
        String search = variant == Variant.CHANCE ? "mcts:iterations=" + MCTS_ITERATIONS + ",rollout=0"
                : "alphabeta:nodes=" + ALPHABETA_NODES;
        // A pairing of one player with itself plays two seeds (swapping would replay the same game).
        List<Pairing> pairings = new ArrayList<>(List.of(
                new Pairing("random", "random", SEED, 0), new Pairing("random", "random", SEED + 1, 0),
                new Pairing("greedy", "greedy", SEED, OPENING), new Pairing("greedy", "greedy", SEED + 1, OPENING)));
        for (long seed = SEED; seed < SEED + SEARCH_SEEDS; seed++) {
            pairings.add(new Pairing(search, "greedy", seed, 0));
            pairings.add(new Pairing("greedy", search, seed, 0));
        }
        // The games are independent: two at a time on two cores.
        List<Game> games = pairings.parallelStream().map(p -> p.play(scenario, variant)).toList();
        String all = games.stream().map(Game::toString).reduce("", (a, g) -> a + "\n  " + g);

        assertTrue(games.stream().noneMatch(g -> g.turns() <= 2),
                () -> name + " " + variant.id() + ": a side wins on its first turn:" + all);
        for (Outcome win : List.of(Outcome.BLUE_WINS, Outcome.RED_WINS)) {
            assertTrue(games.stream().anyMatch(g -> g.outcome() != win),
                    () -> name + " " + variant.id() + ": " + win + " in every game, whoever plays:" + all);
        }
        assertTrue(games.stream().anyMatch(g -> !g.stopped()),
                () -> name + " " + variant.id() + ": every game is stopped by the turn limit or the idle rule:" + all);
    }

    /** Who plays blue and red, from which seed and after how many random opening decisions. */
    private record Pairing(String blue, String red, long seed, int opening) {
        Game play(BaScenario scenario, Variant variant) {
            BlownAwayRules rules = new BlownAwayRules();
            Match.Result<BaState, BaAction> r = Match.play(BlownAwayRuleset.get(), scenario, variant.id(), seed,
                    BaPlayers.create(blue, rules, variant, seed * 31 + 1), BaPlayers.create(red, rules, variant, seed * 31 + 2),
                    0, opening, null);
            // a field scenario adjudicates a win by men in ranks as BA-END-3: the reason tells a stop apart
            boolean stopped = r.termination().contains("turn limit of") || r.termination().contains("without a change");
            return new Game(blue, red, r.outcome(), r.turns(), r.termination(), stopped);
        }
    }
}
