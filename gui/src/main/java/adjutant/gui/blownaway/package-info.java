/**
 * Blown Away's board, plugged into the shell as {@link adjutant.gui.blownaway.BlownAwayBoard}:
 * figures by role and status ({@link adjutant.gui.blownaway.FigurePainter}), guns, facing arrows,
 * unit labels that never overlap ({@link adjutant.gui.blownaway.UnitLabels}), commanders, the
 * firing gun's arc, engagements, the preview of a dragged move, the status and decks lines;
 * a drag of a unit is an exact move ({@link adjutant.gui.blownaway.DragMove}) and a tool places
 * the commander. Everything here is package-private but the plug-in.
 */
package adjutant.gui.blownaway;
