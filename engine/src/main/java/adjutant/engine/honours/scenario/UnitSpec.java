package adjutant.engine.honours.scenario;

import adjutant.engine.honours.CavalryKind;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.GunType;
import adjutant.engine.honours.Nation;
import adjutant.engine.honours.UnitClass;
import adjutant.engine.honours.UnitSize;
import adjutant.engine.honours.UnitType;
import adjutant.engine.honours.Weapon;
import java.util.Objects;

/**
 * One unit of an order of battle and where it stands at the start.
 *
 * @param cavalry the kind of cavalry, for cavalry only (null otherwise)
 * @param guns the battery's guns, for artillery only (null otherwise)
 * @param horseArtillery a horse battery (HOW-ART-7), artillery only
 * @param nation the unit's own national table when it is an allied contingent (HOW-NAT-4); null: the army's
 * @param foreignInfantry French foreign infantry (Swiss, German): quicker formation changes (HOW-NAT-2)
 * @param x the centre of the unit's front edge, in cm from the table's left edge
 * @param y the same, from the table's blue (bottom) edge
 * @param facing the direction the unit faces, degrees counter-clockwise from the +x axis (blue faces 90)
 * @param quickFiringGuns Saxon 1756 quick-firing guns (geschwindstück, HOW-AFIRE-18): a battalion issued
 *        them fires at +1; a light-gun battery of them fires canister at +3 instead of +2
 * @param superiorWhenFiring the HBM compromise for British infantry (HOW-NAT-3, HOW-HIT-8): fires on the
 *        Superior Infantry row, counts as its own class (standard) otherwise, including as a target
 * @implNote This class is immutable and thread-safe.
 */
public record UnitSpec(String id, String name, UnitType type, CavalryKind cavalry, GunType guns,
        boolean horseArtillery, Weapon weapon, UnitClass unitClass, UnitSize size, Nation nation,
        boolean foreignInfantry, Formation formation, double x, double y, double facing, boolean quickFiringGuns,
        boolean superiorWhenFiring) {

    public UnitSpec {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        Objects.requireNonNull(weapon);
        Objects.requireNonNull(unitClass);
        Objects.requireNonNull(size);
        Objects.requireNonNull(formation);
    }

    /** A unit with neither national special (no quick-firing guns, no superior-when-firing). */
    public UnitSpec(String id, String name, UnitType type, CavalryKind cavalry, GunType guns,
            boolean horseArtillery, Weapon weapon, UnitClass unitClass, UnitSize size, Nation nation,
            boolean foreignInfantry, Formation formation, double x, double y, double facing) {
        this(id, name, type, cavalry, guns, horseArtillery, weapon, unitClass, size, nation, foreignInfantry,
                formation, x, y, facing, false, false);
    }

    /** The same unit with quick-firing guns or not (HOW-AFIRE-18). */
    public UnitSpec withQuickFiringGuns(boolean quick) {
        return new UnitSpec(id, name, type, cavalry, guns, horseArtillery, weapon, unitClass, size, nation,
                foreignInfantry, formation, x, y, facing, quick, superiorWhenFiring);
    }

    /** The same unit superior when firing or not (HOW-NAT-3, HBM option). */
    public UnitSpec withSuperiorWhenFiring(boolean superior) {
        return new UnitSpec(id, name, type, cavalry, guns, horseArtillery, weapon, unitClass, size, nation,
                foreignInfantry, formation, x, y, facing, quickFiringGuns, superior);
    }
}
