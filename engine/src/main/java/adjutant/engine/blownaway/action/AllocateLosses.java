package adjutant.engine.blownaway.action;

import java.util.List;

/**
 * The causing player's choice of which men of {@code unit} are killed and which run
 * (BA-CMB-6, BA-CAS-5), given as figure indices. Only asked for in FREE victim selection.
 */
public record AllocateLosses(int unit, List<Integer> killed, List<Integer> runners) implements BaAction {
    public AllocateLosses {
        killed = List.copyOf(killed);
        runners = List.copyOf(runners);
    }

    @Override
    public int actingUnit() {
        return unit;
    }
}
