package adjutant.engine.honours.scenario;

import adjutant.engine.honours.CommanderRole;
import adjutant.engine.honours.GunType;
import adjutant.engine.honours.Nation;
import adjutant.engine.honours.UnitType;
import adjutant.engine.scenario.Problems;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The book's guidance on organising an army, checked as warnings, never errors: the book's own
 * scenarios break some of it (AMB-42). Brigades of 2 to 8 units, cavalry and close-order infantry
 * not mixed (HOW-ORG-10), at most 3 independent units (HOW-ORG-11), at most ⌊(units −
 * independents) / 3⌋ brigade commanders (HOW-ORG-12), and the artillery ratios of HOW-ORG-15.
 */
final class OrganisationGuidance {

    static final int MIN_BRIGADE = 2;
    static final int MAX_BRIGADE = 8;
    static final int MAX_INDEPENDENT = 3;

    private final ArmySpec army;
    private final String at;
    private final HowSourceMap paths;
    private final Problems problems;
    private final Map<String, UnitSpec> units;

    OrganisationGuidance(ArmySpec army, String at, HowSourceMap paths, Problems problems) {
        this.army = army;
        this.at = at;
        this.paths = paths;
        this.problems = problems;
        this.units = army.units().stream().collect(Collectors.toMap(UnitSpec::id, Function.identity(), (a, b) -> a));
    }

    void check() {
        brigades();
        independents();
        brigadiers();
        artillery();
    }

    /** HOW-ORG-10. */
    private void brigades() {
        for (int i = 0; i < army.brigades().size(); i++) {
            BrigadeSpec b = army.brigades().get(i);
            String path = paths.brigade(army.side(), i) + ".units";
            int n = b.units().size();
            if (!b.independent() && (n < MIN_BRIGADE || n > MAX_BRIGADE)) {
                problems.warning(path, "brigade '" + b.id() + "' has " + n + " units; a brigade normally has "
                        + MIN_BRIGADE + " to " + MAX_BRIGADE + " (HOW-ORG-10)");
            }
            if (has(b, UnitType.CAVALRY) && has(b, UnitType.INFANTRY)) {
                problems.warning(path, "brigade '" + b.id() + "' mixes cavalry and close-order infantry, which the "
                        + "book does not normally allow (HOW-ORG-10)");
            }
        }
    }

    private boolean has(BrigadeSpec b, UnitType type) {
        return b.units().stream().map(units::get).anyMatch(u -> u != null && u.type() == type);
    }

    private long independents() {
        long n = army.brigades().stream().filter(BrigadeSpec::independent).count();
        if (n > MAX_INDEPENDENT) {
            problems.warning(at + ".brigades", n + " independent units; an army has at most " + MAX_INDEPENDENT
                    + " (HOW-ORG-11)");
        }
        return n;
    }

    /** HOW-ORG-12: a rule of thumb only (AMB-42). */
    private void brigadiers() {
        long independent = army.brigades().stream().filter(BrigadeSpec::independent).count();
        long brigadiers = army.commanders().stream().filter(c -> c.role() == CommanderRole.BRIGADIER).count();
        long max = maxBrigadiers(army.units().size(), (int) independent);
        if (brigadiers > max) {
            problems.warning(at + ".commanders", brigadiers + " brigade commanders for " + army.units().size()
                    + " units (" + independent + " independent); the rule of thumb is at most ⌊(" + army.units().size()
                    + " − " + independent + ") / 3⌋ = " + max + " (HOW-ORG-12)");
        }
    }

    /** HOW-ORG-12: ⌊(units − independent units) / 3⌋. */
    static int maxBrigadiers(int units, int independent) {
        return Math.max(0, units - independent) / 3;
    }

    /**
     * HOW-ORG-15: at most 1 battery per infantry brigade early in the war, 2 from about 1759 (the
     * 1759 and 1760 tables); howitzers and heavy batteries at most a third of all batteries, or
     * for Russia howitzers and unicorns at most half.
     */
    private void artillery() {
        List<UnitSpec> batteries = army.units().stream().filter(u -> u.type() == UnitType.ARTILLERY).toList();
        if (batteries.isEmpty()) {
            return;
        }
        long infantryBrigades = army.brigades().stream().filter(b -> has(b, UnitType.INFANTRY)).count();
        int perBrigade = late(army.nation()) ? 2 : 1;
        if (batteries.size() > perBrigade * infantryBrigades) {
            problems.warning(at + ".units", batteries.size() + " batteries for " + infantryBrigades
                    + (infantryBrigades == 1 ? " infantry brigade" : " infantry brigades") + "; the guidance is at most " + perBrigade + " per infantry brigade (HOW-ORG-15)");
        }
        boolean russia = army.nation() == Nation.RUSSIA || army.nation() == Nation.RUSSIA_1759;
        long special = batteries.stream().filter(u -> russia ? isHowitzer(u.guns())
                : u.guns() == GunType.HOWITZER || u.guns() == GunType.HEAVY).count();
        if (russia ? 2 * special > batteries.size() : 3 * special > batteries.size()) {
            problems.warning(at + ".units", special + " of " + batteries.size() + (russia
                    ? " batteries are howitzers or unicorns; the guidance is at most half"
                    : " batteries are howitzers or heavy guns; the guidance is at most a third") + " (HOW-ORG-15)");
        }
    }

    private static boolean isHowitzer(GunType g) {
        return g == GunType.HOWITZER || g == GunType.UNICORN || g == GunType.LIGHT_UNICORN || g == GunType.SHUVALOV;
    }

    private static boolean late(Nation n) {
        return n == Nation.PRUSSIA_1760 || n == Nation.RUSSIA_1759 || n == Nation.FRANCE_1760;
    }
}
