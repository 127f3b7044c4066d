package adjutant.ai.tuning;

import adjutant.ai.eval.WeightSpace;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Makes the fitness of a tuning run from the {@code tune} command's arguments. Each ruleset's
 * players' plug-in ({@link adjutant.ai.RulesetAi#tuning}) provides its own.
 */
@FunctionalInterface
public interface TuningFitnessFactory {

    /**
     * The {@code tune} command's description of the games to play.
     *
     * @param rules rules variant id, e.g. {@code chance} or {@code without-chance}
     * @param scenarios scenario names the games are drawn from
     * @param gamesPerEval games per candidate evaluation (even: played in pairs, sides swapped)
     * @param opponent player spec of the fixed reference opponent, e.g. {@code mcts}
     * @param budget search iterations per decision for both players
     * @param openings random decisions played from each game's seed before the players take
     *     over, the same for both games of a pair: without them deterministic players (alpha-beta
     *     in a game without chance) would play the same game from every seed
     * @param player player spec of the candidate (its weights are the candidate's), e.g.
     *     {@code greedy} or {@code alphabeta:depth=1}; empty for the ruleset's search with
     *     {@code budget} iterations
     * @param margin weight of the loss margin in each game's score, in [0, 1] ({@link GameScore});
     *     0 scores wins, draws and losses alone
     */
    record Request(String rules, List<String> scenarios, int gamesPerEval, String opponent, long budget, int openings,
            String player, double margin) {

        /** A request that scores the outcome alone. */
        public Request(String rules, List<String> scenarios, int gamesPerEval, String opponent, long budget, int openings,
                String player) {
            this(rules, scenarios, gamesPerEval, opponent, budget, openings, player, 0);
        }

        public Request {
            if (!(margin >= 0 && margin <= 1)) {
                throw new IllegalArgumentException("margin must be in [0, 1], got " + margin);
            }
            Objects.requireNonNull(rules);
            Objects.requireNonNull(player);
            scenarios = List.copyOf(scenarios);
            Objects.requireNonNull(opponent);
            if (openings < 0) {
                throw new IllegalArgumentException("openings must not be negative, got " + openings);
            }
        }

        /** The request as strings, for {@link TuningSettings#problem()} and provenance. */
        public Map<String, String> describe() {
            var map = new LinkedHashMap<String, String>();
            map.put("rules", rules);
            map.put("scenarios", String.join(",", scenarios));
            map.put("gamesPerEval", Integer.toString(gamesPerEval));
            map.put("opponent", opponent);
            map.put("budget", Long.toString(budget));
            map.put("openings", Integer.toString(openings));
            if (!player.isEmpty()) {
                map.put("player", player);
            }
            if (margin > 0) { // runs without it keep the settings they were started with (--resume)
                map.put("margin", Double.toString(margin));
            }
            return map;
        }
    }

    /** The weights to tune and how to measure them. */
    record Setup(WeightSpace space, FitnessFunction fitness) {
        public Setup {
            Objects.requireNonNull(space);
            Objects.requireNonNull(fitness);
        }
    }

    /**
     * @throws IllegalArgumentException for a request it cannot serve (unknown scenario...)
     */
    Setup create(Request request);
}
