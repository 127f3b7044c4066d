package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.scenario.ArmySpec;
import adjutant.engine.honours.scenario.CommanderSpec;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The points system (HOW-PTS-1 to HOW-PTS-7): what each unit, each army's fortifications and its
 * commanders cost, and whether two armies balance.
 *
 * <ul>
 *   <li>Close-order infantry and cavalry 100, light infantry 50, a medium battery 50 (HOW-PTS-2),
 *       with the class, size, gun, limbering and army modifiers of HOW-PTS-3 to HOW-PTS-5; a
 *       battery never costs less than 20. Howitzers, unicorns and horse batteries cost as their
 *       gun weight (AMB-61). Transport and limbers are free (HOW-PTS-1). A unit pays by its own
 *       national table (an allied contingent's, HOW-NAT-4), Austria's when National Differences
 *       are off.</li>
 *   <li>Fortifications (HOW-PTS-6): 30 for each infantry battalion and 15 for each battery
 *       standing mostly in an entrenchment at the start, charged to its side (an entrenchment
 *       nobody holds costs nothing); 60 for each fortified built-up area, charged to the side with
 *       a unit mostly inside it at the start, else to nobody.</li>
 *   <li>Commanders (HOW-PTS-7): a brigade commander with no rating in the scenario is "to be
 *       diced", of variable quality, and costs the army's per-brigadier value; a rated one costs
 *       ±30 (dithering −, dashing +), a lieutenant general ±60 and a rated commanding general ±100.</li>
 * </ul>
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class Points {

    /** HOW-PTS-1: totals within 5% of the higher count as equal. */
    public static final double BALANCE = 0.05;

    /** One army's points by heading. */
    public record Army(Side side, int units, int fortifications, int commanders) {
        public int total() {
            return units + fortifications + commanders;
        }
    }

    private Points() {}

    /** A unit's cost (HOW-PTS-2 to HOW-PTS-5). */
    public static int unit(UnitSpec u, Nation nation) {
        return switch (u.type()) {
            case INFANTRY, CAVALRY -> 100 + classPoints(u.unitClass(), 20) + sizePoints(u.size(), 20, -30) + nation.unitPoints();
            case LIGHT_INFANTRY -> 50 + (u.unitClass() == UnitClass.INFERIOR ? -10 : 0) + sizePoints(u.size(), 10, -20)
                    + (u.weapon() == Weapon.RIFLES ? 5 : 0) + nation.artilleryAndLightPoints();
            case ARTILLERY -> Math.max(20, 50 + gunPoints(u.guns()) + classPoints(u.unitClass(), 10)
                    + (nation.limberCost() == Fraction.FULL ? -10 : 0) + nation.artilleryAndLightPoints());
            case TRANSPORT -> 0;
        };
    }

    private static int classPoints(UnitClass c, int step) {
        return c == UnitClass.SUPERIOR ? step : c == UnitClass.INFERIOR ? -step : 0;
    }

    private static int sizePoints(UnitSize s, int large, int small) {
        return s == UnitSize.LARGE ? large : s == UnitSize.SMALL ? small : 0;
    }

    private static int gunPoints(GunType g) {
        if (g == null) {
            return 0;
        }
        return switch (g) {
            case LIGHT, LIGHT_UNICORN -> -10;
            case HEAVY -> 10;
            default -> 0;
        };
    }

    /** A command figure's cost (HOW-PTS-7). */
    public static int commander(CommanderSpec c, Nation armyNation) {
        if (c.rating() == null) {
            return c.role() == CommanderRole.BRIGADIER ? armyNation.variableBrigadierPoints() : 0;
        }
        int step = switch (c.role()) {
            case BRIGADIER -> 30;
            case LIEUTENANT_GENERAL -> 60;
            case GENERAL -> 100;
        };
        return c.rating() == Rating.DASHING ? step : c.rating() == Rating.DITHERING ? -step : 0;
    }

    /** The table a unit pays by: its own (HOW-NAT-4), or Austria's with National Differences off (HOW-NAT-1). */
    static Nation nation(HowScenario s, ArmySpec army, UnitSpec u) {
        if (s.option(OptionalRule.NO_NATIONAL_DIFFERENCES)) {
            return Nation.AUSTRIA;
        }
        return u.nation() != null ? u.nation() : army.nation();
    }

    public static Army army(HowScenario s, Side side) {
        ArmySpec army = s.army(side);
        Nation armyNation = s.option(OptionalRule.NO_NATIONAL_DIFFERENCES) ? Nation.AUSTRIA : army.nation();
        int units = army.units().stream().mapToInt(u -> unit(u, nation(s, army, u))).sum();
        int command = army.commanders().stream().mapToInt(c -> commander(c, armyNation)).sum();
        return new Army(side, units, fortifications(s, side), command);
    }

    /** HOW-PTS-6, as this class's documentation decides it. */
    public static int fortifications(HowScenario s, Side side) {
        Terrain terrain = new Terrain(s);
        int points = 0;
        for (UnitSpec u : s.army(side).units()) {
            Footprint f = Bases.footprint(s.scale(), u, new Vec2(u.x(), u.y()), u.facing(), u.formation());
            if (terrain.mostlyIn(f, TerrainKind.TRENCH)) {
                points += u.type().isFoot() ? 30 : u.type() == UnitType.ARTILLERY ? 15 : 0;
            }
        }
        for (TerrainFeature bua : s.terrain()) {
            if (s.fortified().contains(bua.id()) && holds(s, side, bua)) {
                points += 60;
            }
        }
        return points;
    }

    private static boolean holds(HowScenario s, Side side, TerrainFeature bua) {
        for (UnitSpec u : s.army(side).units()) {
            Footprint f = Bases.footprint(s.scale(), u, new Vec2(u.x(), u.y()), u.facing(), u.formation());
            long in = f.baseCentres().stream().filter(bua::contains).count();
            if (2 * in > f.baseCentres().size()) {
                return true;
            }
        }
        return false;
    }

    /** HOW-PTS-1: whether two totals differ by at most 5% of the higher. */
    public static boolean balanced(int a, int b) {
        int high = Math.max(a, b);
        return Math.abs(a - b) <= BALANCE * high + 1e-9;
    }

    /** Lines for people: each army's points by heading, then whether they balance (HOW-PTS-1). */
    public static List<String> report(HowScenario s) {
        List<String> lines = new ArrayList<>();
        Army blue = army(s, Side.BLUE);
        Army red = army(s, Side.RED);
        for (Army a : List.of(blue, red)) {
            ArmySpec spec = s.army(a.side());
            lines.add(String.format(Locale.ROOT, "%s (%s, %s): %d points (units %d, fortifications %d, commanders %+d)",
                    spec.name(), a.side().id(), spec.nation().id(), a.total(), a.units(), a.fortifications(),
                    a.commanders()));
        }
        int high = Math.max(blue.total(), red.total());
        int diff = Math.abs(blue.total() - red.total());
        String share = high == 0 ? "0" : String.format(Locale.ROOT, "%.1f", 100.0 * diff / high);
        lines.add(balanced(blue.total(), red.total())
                ? "points balanced: " + diff + " apart, " + share + "% of the higher total (HOW-PTS-1 allows 5%)"
                : "points not balanced: " + diff + " apart, " + share + "% of the higher total (HOW-PTS-1 allows 5%)");
        return lines;
    }
}
