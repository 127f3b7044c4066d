package adjutant.engine.honours;

import java.util.EnumSet;
import java.util.Set;

/**
 * The faces a unit in a built-up area already fights in, whatever its target (HOW-TERR-26,
 * AMB-36): those of its earlier fires this phase and of every enemy within its reach that it
 * sees. A target adds its own face, so {@link #directionsWith} is
 * {@link FireModifiers#buaDirections} for every target, found with one round of sight checks
 * instead of one per target: a bot's fire outlook asks for every target and ammunition (10% of
 * an MCTS game on Kutzdorf). Kept for one unchanged state.
 */
final class BuaFaces {
    private static final BuaFaces OUTSIDE = new BuaFaces(null, null);

    private final Footprint firer;
    private final Set<Sector> faces;

    private BuaFaces(Footprint firer, Set<Sector> faces) {
        this.firer = firer;
        this.faces = faces;
    }

    static BuaFaces of(HowState s, int firer) {
        if (Cover.buaOf(s, firer) < 0) {
            return OUTSIDE;
        }
        Footprint f = s.footprint(firer);
        Set<Sector> faces = EnumSet.noneOf(Sector.class);
        addFought(s, firer, f, faces);
        return new BuaFaces(f, faces);
    }

    /**
     * Adds to {@code faces} the faces of the firer's earlier fires this phase and of the enemies
     * within its reach that it sees, until all four are counted. Sight is the costly test: only
     * asked for a face not yet counted.
     */
    static void addFought(HowState s, int firer, Footprint f, Set<Sector> faces) {
        for (FireRecord r : s.fireRecords) {
            if (r.firer() == firer && s.inPlay(r.target())) {
                faces.add(f.sectorHoldingMostOf(s.footprint(r.target())));
            }
        }
        double reach = FireModifiers.maxReach(s, firer);
        for (int e = 0; e < s.units.length && faces.size() < Sector.values().length; e++) {
            if (s.setup.side(e) == s.setup.side(firer) || !s.inPlay(e) || s.distance(firer, e) > reach) {
                continue;
            }
            Sector face = f.sectorHoldingMostOf(s.footprint(e));
            if (!faces.contains(face) && Sight.of(s, firer, e, false).visible()) {
                faces.add(face);
            }
        }
    }

    /** The directions the unit fights in when it fires at {@code target}; 0 outside a BUA. */
    int directionsWith(HowState s, int target) {
        if (faces == null) {
            return 0;
        }
        return faces.size() + (faces.contains(firer.sectorHoldingMostOf(s.footprint(target))) ? 0 : 1);
    }
}
