package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.scenario.OptionalRule;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The modifiers of one fire on the Hit Table roll, each with its reason (HOW-HIT-5, HOW-HIT-6,
 * HOW-HIT-8, HOW-HIT-9): the firer's own (moved, 3+ hits, size, river, no battalion guns,
 * quick-firing battalion guns (HOW-AFIRE-18), a demoralised brigade (HOW-OPT-1), weather, BUA
 * directions, howitzer fuse) and the target's (range, difficult target once, cover,
 * class, flank or rear, and the artillery ones). Melee reuses {@link #cover} and
 * {@link #targetClass}.
 */
final class FireModifiers {

    /** One modifier: its value and its reason in words ("long range"). */
    record Mod(int value, String words) {
    }

    /** Everything a fire's modifiers depend on besides the positions. */
    record Shot(int firer, int target, Ammo ammo, Band band, Firing.When when, boolean holdStill, boolean fuseFailed) {
    }

    private FireModifiers() {
    }

    static int total(List<Mod> mods) {
        int t = 0;
        for (Mod m : mods) {
            t += m.value();
        }
        return t;
    }

    /** Every modifier of the shot. */
    static List<Mod> of(HowState s, Shot shot) {
        return of(s, shot, true);
    }

    /**
     * The modifiers as a bot's estimate reads them: a target hidden by troops or terrain
     * (HOW-FIRE-16's last cases) is not looked for, as the line-of-sight checks cost more than
     * all the rest; every other modifier is exact.
     */
    static List<Mod> withoutSight(HowState s, Shot shot) {
        return of(s, shot, false);
    }

    /** {@link #withoutSight}, with the firer's built-up-area faces found once for all its targets. */
    static List<Mod> withoutSight(HowState s, Shot shot, BuaFaces faces) {
        return of(s, shot, false, faces.directionsWith(s, shot.target()));
    }

    private static List<Mod> of(HowState s, Shot shot, boolean sight) {
        return of(s, shot, sight, buaDirections(s, shot.firer(), shot.target()));
    }

    private static List<Mod> of(HowState s, Shot shot, boolean sight, int buaDirections) {
        List<Mod> out = new ArrayList<>();
        firer(s, shot, out, buaDirections);
        target(s, shot, out, sight);
        artillery(s, shot, out);
        return out;
    }

    /** The modifiers that depend on the target (for target priority, AMB-78). */
    static int targetTotal(HowState s, Shot shot) {
        List<Mod> out = new ArrayList<>();
        target(s, shot, out, true);
        artillery(s, shot, out);
        return total(out);
    }

    private static void firer(HowState s, Shot shot, List<Mod> out, int directions) {
        int f = shot.firer();
        UnitState u = s.units[f];
        boolean excused = shot.when() == Firing.When.CROSSING_FIRE && shot.holdStill();
        if ((u.moved || u.unlimberedThisTurn) && !excused) {
            out.add(new Mod(-1, "moved"));
        }
        if (u.hits >= 3) {
            out.add(new Mod(-1, u.hits + " hits"));
        }
        int size = s.setup.unit(f).size().combatModifier();
        if (size != 0) {
            out.add(new Mod(size, size < 0 ? "small unit" : "large unit"));
        }
        if (u.inRiver && s.setup.type(f).isFoot()) {
            out.add(new Mod(-1, "in a river"));
        }
        if (FireRange.noBattalionGuns(s, f)) {
            out.add(new Mod(-1, "no battalion guns"));
        } else if (quickFiringBattalion(s, f)) {
            out.add(new Mod(+1, "quick-firing battalion guns"));
        }
        if (s.setup.option(OptionalRule.BRIGADE_MORALE) && BrigadeMorale.demoralised(s, s.setup.brigadeOf(f))) {
            out.add(new Mod(-1, "demoralised brigade"));
        }
        int weather = FireWeather.modifier(s, FireRange.isGun(s, f));
        if (weather != 0) {
            out.add(new Mod(weather, FireWeather.words(FireWeather.kind(s))));
        }
        if (directions > 0) {
            out.add(new Mod(-directions, "firing from a built-up area in " + directions
                    + (directions == 1 ? " direction" : " directions")));
        }
        if (shot.fuseFailed()) {
            out.add(new Mod(-1, "bad fuses"));
        }
    }

    private static void target(HowState s, Shot shot, List<Mod> out, boolean sight) {
        int f = shot.firer();
        int t = shot.target();
        if (shot.band() == Band.LONG) {
            out.add(new Mod(-1, "long range"));
        }
        if (difficult(s, f, t, shot.ammo(), sight)) {
            out.add(new Mod(-1, "difficult target"));
        }
        int cover = Cover.level(s, f, t, shot.ammo());
        if (cover != Cover.NONE) {
            out.add(new Mod(-cover, "target in " + Cover.words(cover)));
        }
        int cls = targetClass(s, t);
        if (cls != 0) {
            out.add(new Mod(cls, cls < 0 ? "target superior" : "target inferior"));
        }
        if (flanking(s, f, t)) {
            out.add(new Mod(+1, "fire into flank or rear"));
        }
    }

    private static void artillery(HowState s, Shot shot, List<Mod> out) {
        if (!FireRange.isGun(s, shot.firer())) {
            return;
        }
        int f = shot.firer();
        int t = shot.target();
        GunType g = FireRange.guns(s, f);
        Ammo a = shot.ammo();
        if (a == Ammo.CANISTER) {
            boolean quick = s.setup.unit(f).quickFiringGuns();
            out.add(quick ? new Mod(+3, "canister from quick-firing guns") : new Mod(+2, "canister"));
        }
        boolean howitzerGun = g == GunType.HOWITZER;
        if (headOfColumn(s, f, t) && (!howitzerGun || a == Ammo.CANISTER) && a != Ammo.SHELL) {
            out.add(new Mod(+1, "head of a march column"));
        }
        boolean cavalry = s.setup.type(t) == UnitType.CAVALRY;
        if (cavalry && s.units[t].formation == Formation.DOUBLE_LINE) {
            out.add(new Mod(+1, "cavalry two deep"));
        }
        boolean works = Cover.buaOrEntrenched(s, t);
        if (g == GunType.HEAVY && a == Ammo.ROUNDSHOT && works) {
            out.add(new Mod(+1, "heavy guns against works"));
        }
        if (a == Ammo.SHELL && works) {
            out.add(new Mod(+1, "shell against works"));
        }
        if (a == Ammo.SHELL && cavalry) {
            out.add(new Mod(+1, "shell against cavalry"));
        }
    }

    /** A battalion issued Saxon quick-firing guns that still has its battalion guns (HOW-AFIRE-18). */
    static boolean quickFiringBattalion(HowState s, int unit) {
        return s.setup.type(unit) == UnitType.INFANTRY && s.setup.unit(unit).quickFiringGuns()
                && FireRange.weapon(s, unit) == Weapon.MUSKETS_AND_GUNS;
    }

    /** −1 target superior, +1 target inferior, by its actual class (HOW-HIT-4); transport fights as inferior (HOW-FIRE-17). */
    static int targetClass(HowState s, int target) {
        if (s.setup.type(target) == UnitType.TRANSPORT) {
            return +1;
        }
        return switch (s.setup.unit(target).unitClass()) {
            case SUPERIOR -> -1;
            case STANDARD -> 0;
            case INFERIOR -> +1;
        };
    }

    /** The cover level (0, 1, 2) of the target against this fire. */
    static int cover(HowState s, int firer, int target, Ammo ammo) {
        return Cover.level(s, firer, target, ammo);
    }

    /**
     * A difficult target (HOW-FIRE-16): light infantry (and dismounted cavalry) or deployed
     * artillery; more than half outside the firing zone; more than half hidden by terrain; or
     * partly hidden by troops. Transport never is (HOW-FIRE-17).
     */
    static boolean difficult(HowState s, int firer, int target, Ammo ammo) {
        return difficult(s, firer, target, ammo, true);
    }

    private static boolean difficult(HowState s, int firer, int target, Ammo ammo, boolean sight) {
        UnitType type = s.setup.type(target);
        if (type == UnitType.TRANSPORT) {
            return false;
        }
        Formation form = s.units[target].formation;
        if (type == UnitType.LIGHT_INFANTRY || form == Formation.DISMOUNTED
                || (type == UnitType.ARTILLERY && form == Formation.DEPLOYED)) {
            return true;
        }
        Footprint t = s.footprint(target);
        if (!FiringZone.allRound(s, firer) && 2 * FiringZone.basesIn(s, firer, t) < t.bases()) {
            return true;
        }
        return sight && Sight.of(s, firer, target, Firing.asHowitzer(s, firer, ammo)).difficult();
    }

    /** More than half of the firing unit in the target's flank or rear sector (HOW-FIRE-14). */
    static boolean flanking(HowState s, int firer, int target) {
        Footprint t = s.footprint(target);
        int in = 0;
        List<Vec2> centres = s.footprint(firer).baseCentres();
        for (Vec2 c : centres) {
            if (t.sectorOf(c).isFlankOrRear()) {
                in++;
            }
        }
        return 2 * in > centres.size();
    }

    /** The whole gun base in the front or rear sector of a target in march column (HOW-AFIRE-8, AMB-47). */
    static boolean headOfColumn(HowState s, int firer, int target) {
        boolean column = s.units[target].formation.isColumn() || s.setup.type(target) == UnitType.TRANSPORT;
        if (!column) {
            return false;
        }
        Footprint t = s.footprint(target);
        for (Sector want : List.of(Sector.FRONT, Sector.REAR)) {
            boolean all = true;
            for (Vec2 c : s.footprint(firer).corners()) {
                all &= t.sectorOf(c) == want;
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    /**
     * The directions a unit in a built-up area fights in (HOW-TERR-26, AMB-36): the faces (its
     * four sectors) holding the target, an enemy in contact, an enemy within its reach it could
     * engage, or an earlier fire this phase. 0 outside a BUA.
     */
    static int buaDirections(HowState s, int firer, int target) {
        if (Cover.buaOf(s, firer) < 0) {
            return 0;
        }
        Footprint f = s.footprint(firer);
        Set<Sector> faces = EnumSet.noneOf(Sector.class);
        faces.add(f.sectorHoldingMostOf(s.footprint(target)));
        BuaFaces.addFought(s, firer, f, faces);
        return faces.size();
    }

    /** The furthest the unit could fire. */
    static double maxReach(HowState s, int unit) {
        if (FireRange.isGun(s, unit)) {
            return s.setup.cm(FireRange.gunBands(FireRange.guns(s, unit))[2]);
        }
        return switch (FireRange.weapon(s, unit)) {
            case MUSKETS_AND_GUNS -> s.setup.cm(Distance.MUSKET_GUNS_LONG);
            case MUSKETS -> s.setup.cm(Distance.MUSKET_LONG);
            case RIFLES -> s.setup.cm(Distance.RIFLE_LONG);
            case CARBINES -> s.setup.cm(Distance.CARBINE_LONG);
            case NONE -> 0;
        };
    }

    /** "moved, long range, target superior". */
    static String reasons(List<Mod> mods) {
        StringBuilder b = new StringBuilder();
        for (Mod m : mods) {
            if (b.length() > 0) {
                b.append(", ");
            }
            b.append(m.words());
        }
        return b.toString();
    }
}
