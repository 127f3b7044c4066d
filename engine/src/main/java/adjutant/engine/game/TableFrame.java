package adjutant.engine.game;

/**
 * A ruleset's units as they stand on a real table, in the measures a person takes with a tape
 * and a protractor from his own side ({@link TablePlacement}): what the table assistant prints
 * after each of the bot's moves, and how it takes a unit's place from the real table (a "sync",
 * which nudges the model to match the table without counting as a move).
 *
 * @param <S> state type
 */
public interface TableFrame<S> {

    /** The unit lengths are measured in: "in" or "cm". */
    String lengthUnit();

    int unitCount(S s);

    String unitName(S s, int unit);

    Side side(S s, int unit);

    /** Whether the unit still has a formed body on the table to measure. */
    boolean onTable(S s, int unit);

    /** How many men or bases it has left, in words: "10 in ranks, 2 running". */
    String strength(S s, int unit);

    /** The point of the unit that is measured, e.g. "the centre of its front rank". */
    String referencePoint(S s, int unit);

    /** Where the unit's reference point stands, and its facing, seen by {@code viewer}. */
    TablePlacement placement(S s, int unit, Side viewer);

    /**
     * A copy of the state with the unit's formed body moved and turned as a whole so that its
     * reference point stands at {@code where}, seen by {@code viewer}.
     *
     * @throws IllegalArgumentException saying why the unit cannot stand there (off the table,
     *     on another unit)
     */
    S placed(S s, int unit, TablePlacement where, Side viewer);
}
