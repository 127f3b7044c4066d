package adjutant.engine.honours;

import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;

/**
 * What a unit's fire would do if it fired now, as things stand: the expected hits of its best
 * shot, averaged over the faces of the average die on its Hit Table row with every modifier
 * (HOW-HIT-1 to HOW-HIT-3, HOW-FIRE-12 for who may be shot at). Bots read it to see a fire
 * fight coming before the firing phase does: a position is better where one's units outshoot
 * the enemy's. It changes nothing and rolls nothing; grazing fire and split fire are left out.
 */
public final class FireOutlook {

    /** The faces of the average die (HOW-FIRE-11). */
    private static final int[] AVERAGE_DIE = {2, 3, 3, 4, 4, 5};

    private FireOutlook() {
    }

    /**
     * The expected hits of the unit's best shot now, 0 when it may not fire or has no target. Any
     * enemy in its firing zone and in range counts (HOW-FIRE-6, HOW-FIRE-18); the priority of
     * HOW-FIRE-12 and the line of sight are left out: this is read at every leaf of a search, and
     * the sight checks would cost more than the rest of the evaluation together.
     */
    public static double bestExpectedHits(HowState s, int unit) {
        return bestExpectedHits(s, unit, new EngagedUnits(s));
    }

    /** The same, with who is engaged read from {@code engaged}, kept for the state {@code s} as it is. */
    public static double bestExpectedHits(HowState s, int unit, EngagedUnits engaged) {
        if (!Firing.firer(s, unit, Firing.When.FIRING_PHASE).legal()) {
            return 0;
        }
        double reach = FireModifiers.maxReach(s, unit);
        Footprint f = s.footprint(unit);
        BuaFaces faces = null; // found at the first target
        double best = 0;
        for (int t = 0; t < s.units.length; t++) {
            if (s.setup.side(t) == s.setup.side(unit) || !s.inPlay(t) || !f.within(s.footprint(t), reach + 1e-6)
                    || Firing.meleeShields(s, unit, t, engaged.engaged(t)) || !FiringZone.touches(s, unit, s.footprint(t))) {
                continue;
            }
            faces = faces == null ? BuaFaces.of(s, unit) : faces;
            double range = Firing.range(s, unit, t, false);
            for (Ammo a : Firing.ammunition(s, unit)) {
                Band band = FireRange.band(s, unit, a, range);
                if (band != Band.OUT) {
                    best = Math.max(best, expectedHits(s, new Fire(unit, t, a, false), band, faces));
                }
            }
        }
        return best;
    }

    /** The expected hits of one fire, over the average die. */
    static double expectedHits(HowState s, Fire f, Band band) {
        return expectedHits(s, f, band, BuaFaces.of(s, f.unit()));
    }

    private static double expectedHits(HowState s, Fire f, Band band, BuaFaces faces) {
        int total = FireModifiers.total(FireModifiers.withoutSight(s, new FireModifiers.Shot(f.unit(), f.target(), f.ammo(), band,
                Firing.When.FIRING_PHASE, false, false), faces));
        HitTable.Row row = HitTable.fireRow(s, f.unit());
        double sum = 0;
        for (int face : AVERAGE_DIE) {
            sum += HitTable.hits(row, face + total, face);
        }
        return sum / AVERAGE_DIE.length;
    }
}
