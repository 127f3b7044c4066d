package adjutant.engine.honours;

import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

/** Seeded random play of the shipped Honours of War scenarios, for tests that check a shortcut at every step. */
final class RandomHowPlay {
    private RandomHowPlay() {}

    /** A new game of the shipped scenario {@code name} (e.g. "lobositz"). */
    static HowState newGame(String name) {
        return HowGame.newGame(HowScenario.from(ScenarioLoader.load(Path.of("..", "scenarios", "honours-of-war", name + ".json"))));
    }

    /** One step: a chance outcome drawn by its probability, or a legal action drawn uniformly. */
    static void step(HonoursRules rules, HowState s, SplittableRandom random) {
        HowAction a;
        if (rules.isChanceNode(s)) {
            a = rules.sampleChance(s, random.nextDouble());
        } else {
            List<HowAction> legal = rules.legalActions(s);
            a = legal.get(random.nextInt(legal.size()));
        }
        rules.apply(s, a);
    }
}
