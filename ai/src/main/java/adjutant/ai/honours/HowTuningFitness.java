package adjutant.ai.honours;

import adjutant.ai.Match;
import adjutant.ai.Player;
import adjutant.ai.eval.Weights;
import adjutant.ai.tuning.GamePairPlayer;
import adjutant.ai.tuning.PairedGamesFitness;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.honours.HonoursRules;
import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fitness of evaluation weights for {@code adjutant tune}: paired games (same seed, sides
 * swapped) of the candidate's MCTS against a reference opponent (the same search with the
 * shipped weights unless the request names another), budgets in iterations so that results do
 * not depend on machine load.
 */
public final class HowTuningFitness implements TuningFitnessFactory {

    @Override
    public Setup create(Request request) {
        List<Scenario> scenarios = new ArrayList<>();
        for (String name : request.scenarios()) {
            Path p = Path.of(name);
            scenarios.add(Files.isRegularFile(p) ? ScenarioLoader.load(p) : ScenarioLoader.loadNamed(name));
        }
        String search = !request.player().isEmpty() ? request.player() : "mcts:iterations=" + request.budget();
        HowPlayers.create(search, new HonoursRules(), 0); // a bad spec fails now, not in a game
        String opponent = "reference".equals(request.opponent()) ? search : request.opponent();
        GamePairPlayer pairs = (candidate, champion, seed) -> {
            HonoursRules rules = new HonoursRules();
            Scenario sc = scenarios.get((int) Math.floorMod(seed, scenarios.size()));
            double score = 0;
            for (Side candidateSide : Side.values()) {
                Player<HowState, HowAction> mine = player(rules, candidate, search, seed * 7 + 1);
                Player<HowState, HowAction> theirs = champion.isPresent()
                        ? player(rules, champion.get(), search, seed * 7 + 2)
                        : HowPlayers.create(opponent, rules, seed * 7 + 2);
                Player<HowState, HowAction> blue = candidateSide == Side.BLUE ? mine : theirs;
                Player<HowState, HowAction> red = candidateSide == Side.BLUE ? theirs : mine;
                Outcome o = Match.play(HonoursRuleset.get(), sc, "standard", seed, blue, red, 0, request.openings(), null)
                        .outcome();
                score += o == Outcome.DRAW ? 0.5 : o == Outcome.winFor(candidateSide) ? 1 : 0;
            }
            return score;
        };
        return new Setup(HowFeatures.SPACE, new PairedGamesFitness(pairs, request.gamesPerEval()));
    }

    private static Player<HowState, HowAction> player(HonoursRules rules, Weights w, String spec, long seed) {
        return HowPlayers.factory(rules, w, seed).create(spec);
    }
}
