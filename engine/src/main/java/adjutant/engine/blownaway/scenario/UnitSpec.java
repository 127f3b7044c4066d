package adjutant.engine.blownaway.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * A unit as deployed. Figure positions are not stored: {@link DeploymentLayout} derives them from
 * the formation, anchor and facing (BA-GEO-25).
 *
 * @param label flavour only: "fusiliers", "Pandours", ... (may be empty)
 * @param militia militia units take +2 runners
 * @param anchor the pivot point: centre of the front rank (LINE, COLUMN) or the gun's axle (BATTERY)
 * @param facingDeg degrees counter-clockwise from +x; blue normally faces 90, red -90
 * @param men count per role, in {@link Role} order; roles with no men are left out
 * @implNote This class is immutable and thread-safe.
 */
public record UnitSpec(
        String id,
        String name,
        UnitType type,
        String label,
        boolean militia,
        Formation formation,
        Vec2 anchor,
        double facingDeg,
        Map<Role, Integer> men) {

    /** Gunners of an artillery unit unless the scenario says otherwise (BA-SETUP-6). */
    public static final int DEFAULT_GUNNERS = 4;

    public UnitSpec {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        Objects.requireNonNull(label);
        Objects.requireNonNull(formation);
        Objects.requireNonNull(anchor);
        if (!Double.isFinite(facingDeg)) {
            throw new IllegalArgumentException("facing must be finite: " + facingDeg);
        }
        EnumMap<Role, Integer> copy = new EnumMap<>(Role.class);
        men.forEach((role, n) -> {
            if (n < 0) {
                throw new IllegalArgumentException("negative count of " + role + ": " + n);
            }
            if (n > 0) {
                copy.put(role, n);
            }
        });
        men = Collections.unmodifiableMap(copy);
    }

    /** Number of men of {@code role}. */
    public int count(Role role) {
        return men.getOrDefault(role, 0);
    }

    /** Total men (the gun is not a man). */
    public int menCount() {
        return men.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The recommended infantry unit: 10 soldiers, an officer, a drummer and a flag bearer (BA-SETUP-6). */
    public static Map<Role, Integer> standardInfantry() {
        return Map.of(Role.SOLDIER, 10, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1);
    }
}
