package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;

/**
 * A charge as declared, carried by the steps that follow it: who charges whom, how far it has
 * to go to contact (for the "more than half its move" tests, HOW-CHG-13, HOW-CHG-21,
 * HOW-CHG-24, AMB-12) and where its contacting move began (the charge bonus, HOW-MELEE-7).
 *
 * @param second the other target of a forced two-unit charge (HOW-CHG-12), −1 if none
 * @param path the charger's distance to contact at the declaration (cm)
 */
record Declared(int charger, int target, int second, double path, double fromX, double fromY, double fromFacing) {

    static Declared of(HowState s, Charge c, double path) {
        UnitState u = s.units[c.unit()];
        return new Declared(c.unit(), c.target(), c.second(), path, u.x, u.y, u.facing);
    }

    Charge charge() {
        return new Charge(charger, target, second);
    }

    /** The charger's footprint where it stood when it declared. */
    Footprint from(HowState s) {
        return Bases.footprint(s.setup, charger, new Vec2(fromX, fromY), fromFacing, s.units[charger].formation);
    }

    /** Whether the charger went more than half its normal move to contact (HOW-CHG-13, HOW-CHG-21, HOW-CHG-24). */
    boolean farRun(HowState s) {
        return path > Movement.normalMove(s, charger) / 2;
    }
}
