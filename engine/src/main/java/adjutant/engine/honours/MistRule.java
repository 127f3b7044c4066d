package adjutant.engine.honours;

import adjutant.engine.honours.scenario.SpecialRule;
import adjutant.engine.scenario.TerrainKind;
import java.util.Optional;

/**
 * Lobositz's swirling mist (HOW-SCN-5, AMB-45): in the scenario's first turns a fire, or an
 * intended charge, from beyond 20 cm fails on a D6 of 1–2 when the firer or charger, or its
 * target, is on the plain (not on a hill). A unit in a built-up area is a large enough target
 * to be fired at normally. {@link MistRoll} rolls the die; this class says when it is needed.
 */
final class MistRule {

    private static final TerrainKind[] HILLS = {TerrainKind.HILL, TerrainKind.STEEP_HILL, TerrainKind.WOODED_STEEP_HILL};

    private MistRule() {
    }

    /** The scenario's mist, if it has one. */
    static Optional<SpecialRule.Mist> of(HowState s) {
        return s.setup.scenario().specialRule(SpecialRule.Mist.class);
    }

    /** Whether a fire by {@code unit} at {@code target} must first pass the mist roll. */
    static boolean fire(HowState s, int unit, int target) {
        return applies(s, unit, target) && Cover.buaOf(s, target) < 0;
    }

    /** Whether a charge by {@code unit} at {@code target} must first pass the mist roll. */
    static boolean charge(HowState s, int unit, int target) {
        return applies(s, unit, target);
    }

    private static boolean applies(HowState s, int unit, int target) {
        Optional<SpecialRule.Mist> mist = of(s);
        return mist.isPresent() && s.turn <= mist.get().turns()
                && s.distance(unit, target) > beyond(s) + 1e-6
                && (onPlain(s, unit) || onPlain(s, target));
    }

    /** The mist's distance (20 cm at 28mm) at the game's scale, cm; +∞ without mist. */
    static double beyond(HowState s) {
        return of(s).map(m -> m.beyondCm() * s.setup.cm(Distance.CLOSE_TO_ENEMY) / Distance.CLOSE_TO_ENEMY.cm28())
                .orElse(Double.POSITIVE_INFINITY);
    }

    /** The highest face that fails: 2 in Lobositz. */
    static int failUpTo(HowState s) {
        return of(s).map(SpecialRule.Mist::failUpTo).orElse(0);
    }

    /** Whether the unit stands on the plain: not mostly on a hill of any kind. */
    static boolean onPlain(HowState s, int unit) {
        Footprint f = s.footprint(unit);
        for (TerrainKind k : HILLS) {
            if (s.setup.terrain().mostlyIn(f, k)) {
                return false;
            }
        }
        return true;
    }
}
