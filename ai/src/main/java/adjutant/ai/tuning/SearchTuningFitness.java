package adjutant.ai.tuning;

import adjutant.ai.Match;
import adjutant.ai.Player;
import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fitness of evaluation weights for {@code adjutant tune}, for a ruleset whose searching player
 * takes its weights: paired games (same seed, sides swapped) of the candidate's search against a
 * reference opponent (the same search with the shipped weights unless the request names another),
 * budgets in iterations so that results do not depend on machine load.
 */
public final class SearchTuningFitness<S extends GameState<S>, A> implements TuningFitnessFactory {

    /** Builds a player from a spec, with the given weights, or the shipped ones when null. */
    @FunctionalInterface
    public interface PlayerMaker<S extends GameState<S>, A> {
        Player<S, A> make(String spec, Weights weights, long seed);
    }

    private final Ruleset<S, A> ruleset;
    private final String variant;
    private final WeightSpace space;
    private final PlayerMaker<S, A> players;

    public SearchTuningFitness(Ruleset<S, A> ruleset, String variant, WeightSpace space, PlayerMaker<S, A> players) {
        this.ruleset = ruleset;
        this.variant = variant;
        this.space = space;
        this.players = players;
    }

    @Override
    public Setup create(Request request) {
        List<Scenario> scenarios = new ArrayList<>();
        for (String name : request.scenarios()) {
            Path p = Path.of(name);
            scenarios.add(Files.isRegularFile(p) ? ScenarioLoader.load(p) : ScenarioLoader.loadNamed(name));
        }
        String search = !request.player().isEmpty() ? request.player() : "mcts:iterations=" + request.budget();
        players.make(search, null, 0); // a bad spec fails now, not in a game
        String opponent = "reference".equals(request.opponent()) ? search : request.opponent();
        GamePairPlayer pairs = (candidate, champion, seed) -> {
            Scenario sc = scenarios.get((int) Math.floorMod(seed, scenarios.size()));
            double score = 0;
            for (Side candidateSide : Side.values()) {
                Player<S, A> mine = players.make(search, candidate, seed * 7 + 1);
                Player<S, A> theirs = champion.isPresent() ? players.make(search, champion.get(), seed * 7 + 2)
                        : players.make(opponent, null, seed * 7 + 2);
                Player<S, A> blue = candidateSide == Side.BLUE ? mine : theirs;
                Player<S, A> red = candidateSide == Side.BLUE ? theirs : mine;
                var result = Match.play(ruleset, sc, variant, seed, blue, red, 0, request.openings(), null);
                score += GameScore.of(result, candidateSide, request.margin());
            }
            return score;
        };
        return new Setup(space, new PairedGamesFitness(pairs, request.gamesPerEval()));
    }
}
