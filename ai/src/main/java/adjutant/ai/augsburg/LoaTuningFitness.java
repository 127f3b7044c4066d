package adjutant.ai.augsburg;

import adjutant.ai.Match;
import adjutant.ai.Player;
import adjutant.ai.eval.Weights;
import adjutant.ai.tuning.GamePairPlayer;
import adjutant.ai.tuning.PairedGamesFitness;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.augsburg.LoaRules;
import adjutant.engine.augsburg.LeagueOfAugsburgRuleset;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.action.LoaAction;
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
public final class LoaTuningFitness implements TuningFitnessFactory {

    private static final String VARIANT = LeagueOfAugsburgRuleset.get().variants().get(0).id();

    @Override
    public Setup create(Request request) {
        List<Scenario> scenarios = new ArrayList<>();
        for (String name : request.scenarios()) {
            Path p = Path.of(name);
            scenarios.add(Files.isRegularFile(p) ? ScenarioLoader.load(p) : ScenarioLoader.loadNamed(name));
        }
        String search = !request.player().isEmpty() ? request.player() : "mcts:iterations=" + request.budget();
        LoaPlayers.create(search, new LoaRules(), 0); // a bad spec fails now, not in a game
        String opponent = "reference".equals(request.opponent()) ? search : request.opponent();
        GamePairPlayer pairs = (candidate, champion, seed) -> {
            LoaRules rules = new LoaRules();
            Scenario sc = scenarios.get((int) Math.floorMod(seed, scenarios.size()));
            double score = 0;
            for (Side candidateSide : Side.values()) {
                Player<LoaState, LoaAction> mine = player(rules, candidate, search, seed * 7 + 1);
                Player<LoaState, LoaAction> theirs = champion.isPresent()
                        ? player(rules, champion.get(), search, seed * 7 + 2)
                        : LoaPlayers.create(opponent, rules, seed * 7 + 2);
                Player<LoaState, LoaAction> blue = candidateSide == Side.BLUE ? mine : theirs;
                Player<LoaState, LoaAction> red = candidateSide == Side.BLUE ? theirs : mine;
                Outcome o = Match.play(LeagueOfAugsburgRuleset.get(), sc, VARIANT, seed, blue, red, 0, request.openings(), null)
                        .outcome();
                score += o == Outcome.DRAW ? 0.5 : o == Outcome.winFor(candidateSide) ? 1 : 0;
            }
            return score;
        };
        return new Setup(LoaFeatures.SPACE, new PairedGamesFitness(pairs, request.gamesPerEval()));
    }

    private static Player<LoaState, LoaAction> player(LoaRules rules, Weights w, String spec, long seed) {
        return LoaPlayers.factory(rules, w, seed).create(spec);
    }
}
