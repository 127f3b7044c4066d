package adjutant.engine.honours.scenario;

import adjutant.engine.honours.Formation;
import adjutant.engine.honours.GunType;
import adjutant.engine.honours.Nation;
import adjutant.engine.honours.UnitClass;
import adjutant.engine.honours.UnitSize;
import adjutant.engine.honours.UnitType;
import adjutant.engine.honours.Weapon;
import adjutant.engine.scenario.Problems;
import java.util.EnumSet;
import java.util.Set;

/**
 * The checks of one unit on its own: class (AMB-22, HOW-ORG-16), cavalry kind and guns only
 * where they belong, weapons that fit the type (HOW-FIRE-18, HOW-MOVE-10), formations the type
 * may take (HOW-ORG-7), sizes (HOW-OPT-9), French foreign infantry (HOW-NAT-2), Saxon quick-firing
 * guns (HOW-AFIRE-18) and the HBM superior-when-firing compromise (HOW-NAT-3).
 */
final class UnitChecks {

    private final ArmySpec army;
    private final UnitSpec u;
    private final String path;
    private final Problems problems;

    UnitChecks(ArmySpec army, UnitSpec u, String path, Problems problems) {
        this.army = army;
        this.u = u;
        this.path = path;
        this.problems = problems;
    }

    void check() {
        unitClass();
        cavalryAndGuns();
        weapon();
        formation();
        size();
        foreign();
        quickFiring();
        superiorWhenFiring();
    }

    private void unitClass() {
        if (u.type() == UnitType.LIGHT_INFANTRY && u.unitClass() == UnitClass.SUPERIOR) {
            problems.error(path + ".class", "light infantry are standard or inferior, never superior (HOW-ORG-5, AMB-22)");
        }
        if (u.type() == UnitType.TRANSPORT && u.unitClass() != UnitClass.INFERIOR) {
            problems.error(path + ".class", "transport is always inferior, not " + u.unitClass().id() + " (HOW-ORG-16)");
        }
    }

    private void cavalryAndGuns() {
        boolean cavalry = u.type() == UnitType.CAVALRY;
        boolean artillery = u.type() == UnitType.ARTILLERY;
        if (cavalry && u.cavalry() == null) {
            problems.error(path + ".cavalry", "a cavalry regiment needs a cavalry kind (heavy, medium or light)");
        } else if (!cavalry && u.cavalry() != null) {
            problems.error(path + ".cavalry", "only cavalry have a cavalry kind, not " + u.type().id());
        }
        if (artillery && u.guns() == null) {
            problems.error(path + ".guns", "a battery needs its guns (HOW-ORG-4)");
        } else if (!artillery && u.guns() != null) {
            problems.error(path + ".guns", "only artillery have guns, not " + u.type().id()
                    + " (battalion guns are part of close-order infantry's muskets-and-guns)");
        }
        if (!artillery && u.horseArtillery()) {
            problems.error(path + ".horseArtillery", "only artillery can be horse artillery, not " + u.type().id());
        }
    }

    /** HOW-FIRE-18: which weapons each type may carry. */
    private void weapon() {
        Set<Weapon> allowed = switch (u.type()) {
            case INFANTRY -> EnumSet.of(Weapon.MUSKETS_AND_GUNS, Weapon.MUSKETS);
            case LIGHT_INFANTRY -> EnumSet.of(Weapon.MUSKETS, Weapon.RIFLES);
            case CAVALRY -> u.formation() == Formation.DISMOUNTED ? EnumSet.of(Weapon.CARBINES)
                    : EnumSet.of(Weapon.NONE, Weapon.CARBINES);
            default -> EnumSet.of(Weapon.NONE);
        };
        if (!allowed.contains(u.weapon())) {
            problems.error(path + ".weapon", u.type().id() + (u.formation() == Formation.DISMOUNTED ? " (dismounted)" : "")
                    + " cannot carry " + u.weapon().id() + " (expected " + String.join(" or ",
                            allowed.stream().map(Weapon::id).toList()) + "; carbines are for dismounted cavalry only)");
        }
    }

    /** HOW-ORG-7 and HOW-ORG-16: the formations each type may take. */
    static Set<Formation> formations(UnitType type) {
        return switch (type) {
            case INFANTRY, LIGHT_INFANTRY -> EnumSet.of(Formation.LINE, Formation.MARCH_COLUMN, Formation.IN_BUA);
            case CAVALRY -> EnumSet.of(Formation.LINE, Formation.DOUBLE_LINE, Formation.MARCH_COLUMN,
                    Formation.DISMOUNTED, Formation.IN_BUA);
            case ARTILLERY -> EnumSet.of(Formation.DEPLOYED, Formation.LIMBERED, Formation.IN_BUA);
            case TRANSPORT -> EnumSet.of(Formation.MARCH_COLUMN);
        };
    }

    private void formation() {
        Set<Formation> allowed = formations(u.type());
        if (!allowed.contains(u.formation())) {
            problems.error(path + ".formation", u.type().id() + " cannot stand in " + u.formation().id() + " (expected "
                    + String.join(", ", allowed.stream().map(Formation::id).toList()) + "; HOW-ORG-7)");
        }
    }

    /** HOW-OPT-9: only battalions and regiments come small or large. */
    private void size() {
        if (u.size() != UnitSize.STANDARD && (u.type() == UnitType.ARTILLERY || u.type() == UnitType.TRANSPORT)) {
            problems.error(path + ".size", "only infantry and cavalry can be small or large, not " + u.type().id());
        }
    }

    /** HOW-NAT-2: the French table's foreign infantry (Swiss, German regiments). */
    private void foreign() {
        Nation n = HowScenarioValidator.nationOf(army, u);
        if (u.foreignInfantry() && (u.type() != UnitType.INFANTRY || (n != Nation.FRANCE && n != Nation.FRANCE_1760))) {
            problems.error(path + ".foreignInfantry", "only close-order infantry of a French army can be foreign "
                    + "infantry (HOW-NAT-2)");
        }
    }

    /** HOW-AFIRE-18: quick-firing guns are a battalion's pieces or a battery of light guns. */
    private void quickFiring() {
        boolean battalion = u.type() == UnitType.INFANTRY && u.weapon() == Weapon.MUSKETS_AND_GUNS;
        boolean lightBattery = u.type() == UnitType.ARTILLERY && u.guns() == GunType.LIGHT;
        if (u.quickFiringGuns() && !battalion && !lightBattery) {
            problems.error(path + ".quickFiringGuns", "only close-order infantry with battalion guns or a battery of "
                    + "light guns can have quick-firing guns, not " + describe() + " (HOW-AFIRE-18)");
        }
    }

    /** HOW-NAT-3 (HBM option): superior when firing and standard otherwise, so standard close-order infantry. */
    private void superiorWhenFiring() {
        if (!u.superiorWhenFiring()) {
            return;
        }
        if (u.type() != UnitType.INFANTRY) {
            problems.error(path + ".superiorWhenFiring", "only close-order infantry can be superior when firing, not "
                    + u.type().id() + " (HOW-NAT-3)");
        } else if (u.unitClass() != UnitClass.STANDARD) {
            problems.error(path + ".superiorWhenFiring", "a unit superior when firing counts as standard otherwise, "
                    + "so its class must be standard, not " + u.unitClass().id() + " (HOW-NAT-3)");
        }
    }

    private String describe() {
        return u.type() == UnitType.ARTILLERY && u.guns() != null ? u.guns().id() + " artillery" : u.type().id();
    }
}
