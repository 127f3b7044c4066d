/**
 * Players for any ruleset that implements {@code adjutant.engine.game.Rules}.
 *
 * <ul>
 *   <li>{@link adjutant.ai.Player} chooses with a {@link adjutant.ai.Budget} and explains itself
 *       in a {@link adjutant.ai.Decision}.
 *   <li>{@link adjutant.ai.RandomPlayer}, {@link adjutant.ai.GreedyPlayer}: baselines.
 *   <li>{@link adjutant.ai.mcts.MctsPlayer}: Monte Carlo tree search, for games with chance.
 *   <li>{@link adjutant.ai.alphabeta.AlphaBetaPlayer}: alpha-beta, for games without chance.
 *   <li>{@link adjutant.ai.PlayerSpec} and {@link adjutant.ai.PlayerFactory}: players from
 *       command-line specs such as {@code mcts:think=1s}.
 *   <li>{@code scripted}: a ruleset's own hand-written commander, given to the factory as
 *       {@link adjutant.ai.ScriptedCommanders} (Blown Away's:
 *       {@link adjutant.ai.blownaway.scripted.ScriptedCommander}).
 * </ul>
 *
 * <p>A ruleset plugs in with three things: its {@code Rules}, an {@link adjutant.ai.EvaluatorSource}
 * (weights file to {@link adjutant.ai.Evaluator}) and optionally an {@link adjutant.ai.ActionOrdering}.
 */
package adjutant.ai;
