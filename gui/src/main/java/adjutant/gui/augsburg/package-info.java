/**
 * The League of Augsburg's board, plugged into the shell as
 * {@link adjutant.gui.augsburg.AugsburgBoard}: units as their figures in ranks
 * ({@link adjutant.gui.augsburg.FigureLayout}, {@link adjutant.gui.augsburg.UnitPainter}), order
 * chits face up or face down as the viewing side may see them ({@link adjutant.gui.augsburg.ChitFace},
 * read from the engine's observation, never from the state), status tags, commanders with their
 * command radius; dragging a unit plays the move its order offers.
 */
package adjutant.gui.augsburg;
