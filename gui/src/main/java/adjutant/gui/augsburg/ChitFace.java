package adjutant.gui.augsburg;

import adjutant.engine.augsburg.LeagueOfAugsburgRuleset;
import adjutant.engine.augsburg.LoaObservation;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Order;
import adjutant.engine.augsburg.UnitState;
import adjutant.engine.game.Observation;
import adjutant.engine.game.Side;

/**
 * What a person sees of one unit's order chit (LOA-ORD-1, LOA-ORD-2, AMB-3): none placed yet; an
 * enemy chit face down (no letter: the board never learns it); the viewer's own chit, still face
 * down on the table but known to him; or a chit turned face up for all to see.
 *
 * <p>The board reads chits only from {@link #seen}, the engine's {@link Observation} of the state
 * for the viewing side, never from the state itself: what the rules hide stays hidden.
 *
 * @param look how the chit lies
 * @param order its order when the viewer may know it, else null
 * @implNote This class is immutable and thread-safe.
 */
record ChitFace(Look look, Order order) {

    enum Look {
        NONE,
        FACE_DOWN,
        OWN_FACE_DOWN,
        FACE_UP
    }

    static final ChitFace NONE = new ChitFace(Look.NONE, null);
    static final ChitFace FACE_DOWN = new ChitFace(Look.FACE_DOWN, null);

    /** The letter on the chit ("S" Stand Ready, "M" Move …), empty when the viewer may not read it. */
    String letter() {
        return order == null ? "" : String.valueOf(order.code);
    }

    /** The state as {@code viewer} may see it (null: everything, as when watching the bots). */
    static LoaState seen(LoaState state, Side viewer) {
        if (viewer == null) {
            return state;
        }
        Observation<LoaState> o = LeagueOfAugsburgRuleset.get().observation().orElseThrow();
        return o.view(state, viewer);
    }

    /** Unit {@code u}'s chit in a state already {@link #seen} by the viewer. */
    static ChitFace of(LoaState seen, int u) {
        UnitState us = seen.unit(u);
        if (us.chit == LoaObservation.HIDDEN) {
            return FACE_DOWN;
        }
        if (us.chit < 0) {
            return NONE;
        }
        return new ChitFace(us.revealed ? Look.FACE_UP : Look.OWN_FACE_DOWN, us.order());
    }
}
