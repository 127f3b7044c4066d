package adjutant.engine.augsburg.scenario;

import adjutant.engine.augsburg.Formation;
import adjutant.engine.augsburg.Kind;
import adjutant.engine.scenario.Problems;
import java.util.HashSet;
import java.util.Set;

/**
 * Checks a League of Augsburg scenario as a whole: unique unit and brigade ids, units and
 * commanders on the table, formations the kind can take (LOA-ORD-6), pikes only in foot
 * (LOA-ORG-6), army size. Paths name the element ({@code $.armies[1].brigades[0].units[2]}).
 */
final class LoaScenarioValidator {

    private LoaScenarioValidator() {
    }

    static void validate(LoaScenario s, Problems p) {
        Set<String> unitIds = new HashSet<>();
        Set<String> brigadeIds = new HashSet<>();
        for (int a = 0; a < 2; a++) {
            ArmySpec army = s.armies().get(a);
            String ap = "$.armies[" + a + "]";
            if (!s.table().contains(army.cinc().position())) {
                p.error(ap + ".cinc.at", "the CinC stands off the table");
            }
            int units = 0;
            for (int b = 0; b < army.brigades().size(); b++) {
                BrigadeSpec brigade = army.brigades().get(b);
                String bp = ap + ".brigades[" + b + "]";
                if (!brigadeIds.add(brigade.id())) {
                    p.error(bp + ".id", "duplicate brigade id '" + brigade.id() + "'");
                }
                if (!s.table().contains(brigade.brigadier().position())) {
                    p.error(bp + ".brigadier.at", "the brigadier stands off the table");
                }
                if (brigade.units().isEmpty()) {
                    p.error(bp + ".units", "a brigade has at least one unit");
                }
                for (int u = 0; u < brigade.units().size(); u++) {
                    UnitSpec unit = brigade.units().get(u);
                    String up = bp + ".units[" + u + "]";
                    units++;
                    if (!unitIds.add(unit.id())) {
                        p.error(up + ".id", "duplicate unit id '" + unit.id() + "'");
                    }
                    if (!s.table().contains(unit.position())) {
                        p.error(up + ".at", "the unit stands off the table");
                    }
                    if (!formationFits(unit.kind(), unit.formation())) {
                        p.error(up + ".formation", "LOA-ORD-6: a " + unit.kind().id() + " unit cannot be in "
                                + unit.formation().name().toLowerCase(java.util.Locale.ROOT));
                    }
                    if (unit.pikes() > 0 && !unit.kind().isFormedFoot()) {
                        p.error(up + ".pikes", "LOA-ORG-6: only foot battalions have pikes");
                    }
                }
            }
            if (units > LoaScenarioFormat.MAX_UNITS_PER_ARMY) {
                p.error(ap, "at most " + LoaScenarioFormat.MAX_UNITS_PER_ARMY + " units an army");
            }
            if (units == 0) {
                p.error(ap + ".brigades", "an army has at least one unit");
            }
        }
    }

    static boolean formationFits(Kind k, Formation f) {
        return switch (k) {
            case PISTOLEERS -> f == Formation.DEEP || f == Formation.LINE;
            case DRAGOONS -> f == Formation.MOUNTED || f == Formation.DISMOUNTED;
            case LIGHT_GUN, FIELD_GUN, HEAVY_GUN -> f == Formation.LIMBERED || f == Formation.UNLIMBERED;
            default -> f == Formation.LINE;
        };
    }
}
