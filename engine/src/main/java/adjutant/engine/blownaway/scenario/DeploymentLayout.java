package adjutant.engine.blownaway.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Where a unit's men stand: the formation grid of BA-GEO-25 with the spacings, ranks, files and
 * crew offsets of section 0.3.
 *
 * <p>Local slot coordinates are x to the unit's right and y forward, with the anchor at the origin;
 * the world position is {@code anchor + x·r + y·f} with f the facing and r = (f.y, −f.x) its
 * right-hand lateral (BA-GEO-1).
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class DeploymentLayout {

    /** Centre-to-centre spacing of files, both arms ({@code spacing.*.file}). */
    public static final double FILE_SPACING = 1.0;
    public static final double INFANTRY_RANK_SPACING = 1.0;
    public static final double CAVALRY_RANK_SPACING = 2.0;
    /** Ranks of a line ({@code line.ranks}). */
    public static final int LINE_RANKS = 2;
    /** Files of a column ({@code column.files}). */
    public static final int COLUMN_FILES = 2;
    /** Footprint radii, for overlap tests only ({@code radius.*}). */
    public static final double INFANTRY_RADIUS = 0.4;
    public static final double CAVALRY_RADIUS = 0.5;
    public static final double CANNON_RADIUS = 0.6;
    /** Crew slot k of a battery is at x = ∓0.75 (left first), y = −(1 + k / 2) ({@code battery.crewOffsets}). */
    public static final double CREW_HALF_GAP = 0.75;

    private DeploymentLayout() {}

    /**
     * The unit's men on their slots at deployment: slots in slot order, filled by role in
     * {@link Role#ASSIGNMENT_ORDER} (BA-GEO-25, BA-GEO-20).
     */
    public static List<DeployedFigure> layout(UnitSpec unit) {
        List<Vec2> slots = slotPositions(unit.formation(), unit.type(), unit.menCount(), unit.anchor(), unit.facingDeg());
        List<DeployedFigure> figures = new ArrayList<>(slots.size());
        for (Role role : Role.ASSIGNMENT_ORDER) {
            for (int k = 0; k < unit.count(role); k++) {
                int slot = figures.size();
                figures.add(new DeployedFigure(role, slot, slots.get(slot)));
            }
        }
        return List.copyOf(figures);
    }

    /** The gun's axle (the anchor) for a battery; empty for other formations. */
    public static Optional<Vec2> gunAxle(UnitSpec unit) {
        return unit.formation() == Formation.BATTERY ? Optional.of(unit.anchor()) : Optional.empty();
    }

    /** World positions of the {@code n} slots of a grid, in slot order. */
    public static List<Vec2> slotPositions(Formation formation, UnitType type, int n, Vec2 anchor, double facingDeg) {
        Vec2 f = facing(facingDeg);
        Vec2 r = f.rightNormal();
        List<Vec2> world = new ArrayList<>(n);
        for (Vec2 local : localSlots(formation, type, n)) {
            world.add(anchor.plus(r.times(local.x())).plus(f.times(local.y())));
        }
        return List.copyOf(world);
    }

    /** Local positions (x right, y forward, anchor at the origin) of the {@code n} slots, in slot order. */
    public static List<Vec2> localSlots(Formation formation, UnitType type, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative slot count " + n);
        }
        if (formation == Formation.BATTERY) {
            List<Vec2> crew = new ArrayList<>(n);
            for (int k = 0; k < n; k++) {
                crew.add(new Vec2(k % 2 == 0 ? -CREW_HALF_GAP : CREW_HALF_GAP, -(1 + k / 2)));
            }
            return List.copyOf(crew);
        }
        if (n == 0) {
            return List.of();
        }
        int files = formation == Formation.LINE ? ceilDiv(n, LINE_RANKS) : Math.min(COLUMN_FILES, n);
        int ranks = ceilDiv(n, files);
        double rankSpacing = rankSpacing(type);
        List<Vec2> slots = new ArrayList<>(n);
        for (int j = 0; j < ranks; j++) {
            int inRank = j < ranks - 1 ? files : n - (ranks - 1) * files;
            double mid = (inRank - 1) / 2.0;
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < inRank; i++) {
                order.add(i);
            }
            // Centre outwards; of two slots equally far from the centre the left one (smaller x) first.
            order.sort(Comparator.<Integer>comparingDouble(i -> Math.abs(i - mid)).thenComparingInt(i -> i));
            for (int i : order) {
                slots.add(new Vec2((i - mid) * FILE_SPACING, -j * rankSpacing));
            }
        }
        return List.copyOf(slots);
    }

    /** Footprint radius of a man of this type (gunners stand on foot). */
    public static double manRadius(UnitType type) {
        return type == UnitType.CAVALRY ? CAVALRY_RADIUS : INFANTRY_RADIUS;
    }

    public static double rankSpacing(UnitType type) {
        return type == UnitType.CAVALRY ? CAVALRY_RANK_SPACING : INFANTRY_RANK_SPACING;
    }

    /** Unit vector of a facing, exact at multiples of 90 degrees so that grids stay on round numbers. */
    public static Vec2 facing(double deg) {
        Vec2 u = Vec2.unit(deg);
        return new Vec2(snap(u.x()), snap(u.y()));
    }

    private static double snap(double v) {
        for (double target : new double[] {-1, 0, 1}) {
            if (Math.abs(v - target) < 1e-12) {
                return target;
            }
        }
        return v;
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
