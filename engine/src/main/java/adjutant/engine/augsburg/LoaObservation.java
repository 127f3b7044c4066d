package adjutant.engine.augsburg;

import adjutant.engine.game.Observation;
import adjutant.engine.game.Side;
import java.util.List;
import java.util.SplittableRandom;

/**
 * What a side may see of a League of Augsburg game (AMB-3): everything but the enemy's chits
 * still face down. Its own chits, and every chit turned face up (LOA-ORD-2), it sees.
 *
 * <p>A determinization resamples each hidden enemy chit uniformly from the orders that unit may
 * be given ({@link Orders#allowed}), which is all the observer knows of it.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class LoaObservation implements Observation<LoaState> {

    /** The chit value a view shows for a face-down enemy chit. */
    public static final int HIDDEN = -2;

    @Override
    public LoaState view(LoaState state, Side side) {
        LoaState v = state.copy();
        for (int u = 0; u < v.units.length; u++) {
            if (hidden(v, side, u)) {
                v.units[u].chit = HIDDEN;
            }
        }
        return v;
    }

    @Override
    public LoaState determinize(LoaState state, Side side, SplittableRandom random) {
        LoaState d = state.copy();
        for (int u = 0; u < d.units.length; u++) {
            if (hidden(d, side, u)) {
                List<Order> allowed = Orders.allowed(d, u);
                d.units[u].chit = allowed.get(random.nextInt(allowed.size())).ordinal();
            }
        }
        return d;
    }

    /** Whether unit {@code u}'s chit is placed, the enemy's of {@code side}, and face down. */
    public static boolean hidden(LoaState s, Side side, int u) {
        UnitState us = s.units[u];
        return s.setup.side(u) != side && us.chit >= 0 && !us.revealed;
    }
}
