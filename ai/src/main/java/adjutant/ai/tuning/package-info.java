/**
 * Tuning evaluation weights with a genetic algorithm (Jenetics), independent of any ruleset.
 *
 * <p>A ruleset wires in by returning a {@link adjutant.ai.tuning.TuningFitnessFactory} from its
 * players' plug-in ({@link adjutant.ai.RulesetAi#tuning}, so that {@code adjutant tune} finds it) that returns its
 * {@link adjutant.ai.eval.WeightSpace} and a fitness, usually a
 * {@link adjutant.ai.tuning.PairedGamesFitness} over a {@link adjutant.ai.tuning.GamePairPlayer}
 * that plays one seed twice, sides swapped, with iteration-counted budgets:
 * <pre>{@code
 * public final class SomeRulesetTuning implements TuningFitnessFactory {
 *     public Setup create(Request r) {
 *         GamePairPlayer games = (candidate, opponent, seed) -> ...; // score of candidate in [0, 2]
 *         return new Setup(SomeRulesetFeatures.SPACE, new PairedGamesFitness(games, r.gamesPerEval()));
 *     }
 * }
 * }</pre>
 * {@link adjutant.ai.tuning.Tuner} runs the evolution, reproducibly for a seed, with a checkpoint
 * after every generation.
 */
package adjutant.ai.tuning;
