package adjutant.engine.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    /**
     * The figures that stand alone, such as the commanders, by name, each with where it stands
     * seen by {@code viewer} (its facing means nothing); none by default.
     */
    default Map<String, TablePlacement> markers(S s, Side viewer) {
        return Map.of();
    }

    /** Where the unit's reference point stands, and its facing, seen by {@code viewer}. */
    TablePlacement placement(S s, int unit, Side viewer);

    /**
     * A copy of the state with the unit's formed body moved and turned as a whole so that its
     * reference point stands at {@code where}, seen by {@code viewer}.
     *
     * @throws IllegalArgumentException saying why the unit cannot stand there (off the table,
     *     on another unit)
     */
    default S placed(S s, int unit, TablePlacement where, Side viewer) {
        return placedAll(s, Map.of(unit, where), viewer);
    }

    /**
     * A copy of the state with several units moved at once (so that two may change places), each
     * checked only once all stand where they go.
     *
     * @throws IllegalArgumentException saying why one of them cannot stand there
     */
    S placedAll(S s, Map<Integer, TablePlacement> where, Side viewer);

    /**
     * Why a unit stands outside its side's deployment zone, for a person setting up his army;
     * empty when it may deploy where it stands. By default none: the scenario places the armies.
     */
    default Optional<String> outsideDeployment(S s, int unit) {
        return Optional.empty();
    }

    /**
     * Other deployments a side may choose instead of the scenario's, each the placements of its
     * units seen by {@code viewer}, for a bot that deploys in secret; the first is the
     * scenario's own. Each is legal by the rules unless {@link #placedAll} refuses it. By default
     * none: the scenario fixes both deployments, and there is no secret one to choose.
     */
    default List<Map<Integer, TablePlacement>> deploymentPlans(S s, Side side, Side viewer) {
        return List.of();
    }
}
