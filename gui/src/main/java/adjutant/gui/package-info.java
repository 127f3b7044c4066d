/**
 * The board: a JavaFX shell that plays, watches, replays and explains games of any installed
 * ruleset, and draws them. It names no ruleset: it reaches each through the registries,
 * {@code adjutant.engine.game.Rulesets} (rules, scenarios, words for actions),
 * {@code adjutant.ai.RulesetAis} (players) and {@link adjutant.gui.BoardPlugins} (how pieces
 * look and what the mouse does to them).
 *
 * <ul>
 *   <li>Entry: {@link adjutant.gui.BoardLauncher}, the only door the command line uses;
 *       {@link adjutant.gui.AdjutantApp} and {@link adjutant.gui.GameStage} build a window for the
 *       ruleset the scenario or record names, and another when a game of another ruleset follows.
 *   <li>Play: {@link adjutant.gui.GameController} (one ruleset's game, its record, undo and the
 *       bots' searches in {@link adjutant.gui.BotSearch}), {@link adjutant.gui.ReplayController},
 *       {@link adjutant.gui.GameLoader} (a scenario or a record, every step checked).
 *   <li>Window: {@link adjutant.gui.MainWindow}, {@link adjutant.gui.ActionPanel} (candidates in
 *       words), {@link adjutant.gui.ExplanationPanel}, {@link adjutant.gui.NewGameDialog}.
 *   <li>Painting, a pure function of a {@link adjutant.gui.BoardScene}: {@link adjutant.gui.BoardPainter}
 *       runs the layers, the shell's own (table, {@link adjutant.gui.TerrainPainter},
 *       {@link adjutant.gui.ObjectivePainter}, header) and the plug-in's (pieces, preview);
 *       {@link adjutant.gui.BoardView} shows it in the window, {@link adjutant.gui.SnapshotRenderer}
 *       in a PNG.
 *   <li>A ruleset plugs in with a {@link adjutant.gui.BoardPlugin}, optionally with a
 *       {@link adjutant.gui.PieceDrag} and {@link adjutant.gui.BoardTool}s, registered in
 *       {@code META-INF/services/adjutant.gui.BoardPlugin}.
 * </ul>
 */
package adjutant.gui;
