package adjutant.ai.blownaway;

import adjutant.ai.EvaluatorSource;
import adjutant.ai.Match;
import adjutant.ai.Player;
import adjutant.ai.eval.Weights;
import adjutant.ai.tuning.GamePairPlayer;
import adjutant.ai.tuning.GameScore;
import adjutant.ai.tuning.PairedGamesFitness;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fitness of evaluation weights for {@code adjutant tune}: paired games (same seed, sides
 * swapped) of the candidate's search against a reference opponent, both budgeted in iterations
 * so results do not depend on machine load. The candidate plays MCTS in the chance version and
 * alpha-beta in the without-chance version, or the player the request names. The reference
 * opponent ({@code reference}) is the same player with the shipped weights, so a run improves on
 * what players use today.
 */
public final class BaTuningFitness implements TuningFitnessFactory {

    @Override
    public Setup create(Request request) {
        Variant variant;
        try {
            variant = Variant.fromId(request.rules());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--rules: " + e.getMessage(), e);
        }
        List<BaScenario> scenarios = new ArrayList<>();
        for (String name : request.scenarios()) {
            Path p = Path.of(name);
            scenarios.add(BaScenario.from(Files.isRegularFile(p) ? ScenarioLoader.load(p) : ScenarioLoader.loadNamed(name)));
        }
        String search = !request.player().isEmpty() ? request.player()
                : variant == Variant.CHANCE
                ? "mcts:iterations=" + request.budget()
                : "alphabeta:nodes=" + request.budget();
        BaPlayers.create(search, new BlownAwayRules(), variant, 0); // a bad spec fails now, not in a game
        String opponent = "reference".equals(request.opponent()) ? search : request.opponent();
        GamePairPlayer pairs = (candidate, champion, seed) -> {
            BlownAwayRules rules = new BlownAwayRules();
            BaScenario sc = scenarios.get((int) Math.floorMod(seed, scenarios.size()));
            double score = 0;
            for (Side candidateSide : Side.values()) {
                Player<BaState, BaAction> mine = player(rules, variant, candidate, search, seed * 7 + 1);
                Player<BaState, BaAction> theirs = champion.isPresent()
                        ? player(rules, variant, champion.get(), search, seed * 7 + 2)
                        : BaPlayers.create(opponent, rules, variant, seed * 7 + 2);
                Player<BaState, BaAction> blue = candidateSide == Side.BLUE ? mine : theirs;
                Player<BaState, BaAction> red = candidateSide == Side.BLUE ? theirs : mine;
                var result = Match.play(BlownAwayRuleset.get(), sc, variant.id(), seed, blue, red, 0, request.openings(), null);
                score += GameScore.of(result, candidateSide, request.margin());
            }
            return score;
        };
        return new Setup(BaFeatures.SPACE, new PairedGamesFitness(pairs, request.gamesPerEval()));
    }

    /** The shipped players of the variant, with weights {@code w} in place of the shipped ones. */
    private static Player<BaState, BaAction> player(BlownAwayRules rules, Variant variant, Weights w, String spec, long seed) {
        BaEvaluator ev = new BaEvaluator(w);
        return BaPlayers.factory(rules, variant, seed, EvaluatorSource.fixed(ev)).create(spec);
    }
}
