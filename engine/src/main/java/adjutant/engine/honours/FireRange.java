package adjutant.engine.honours;

import adjutant.engine.honours.action.Ammo;

/**
 * Weapons, ranges and range bands (HOW-FIRE-18, HOW-AFIRE-1, HOW-AFIRE-13, HOW-AFIRE-18, HOW-OPT-3,
 * HOW-OPT-4, AMB-20, AMB-23, AMB-79): a range on a band boundary belongs to the shorter band, and a
 * target beyond the last band cannot be fired at.
 */
final class FireRange {

    /** Close (small-arms short range, or artillery canister range), effective (artillery), long, out of range. */
    enum Band {
        CLOSE,
        EFFECTIVE,
        LONG,
        OUT
    }

    private FireRange() {
    }

    /** The small arms the unit carries now: light infantry muskets only (AMB-20), battalions that lost their guns muskets (HOW-OPT-4). */
    static Weapon weapon(HowState s, int unit) {
        var spec = s.setup.unit(unit);
        UnitState u = s.units[unit];
        return switch (spec.type()) {
            case INFANTRY -> u.lostBattalionGuns && spec.weapon() == Weapon.MUSKETS_AND_GUNS ? Weapon.MUSKETS
                    : spec.weapon() == Weapon.NONE ? Weapon.MUSKETS_AND_GUNS : spec.weapon();
            case LIGHT_INFANTRY -> spec.weapon() == Weapon.RIFLES ? Weapon.RIFLES : Weapon.MUSKETS;
            case CAVALRY -> u.formation == Formation.DISMOUNTED ? Weapon.CARBINES : Weapon.NONE;
            default -> Weapon.NONE;
        };
    }

    /** A battalion without battalion guns: −1 on all fire (HOW-OPT-3, HOW-OPT-4). */
    static boolean noBattalionGuns(HowState s, int unit) {
        return s.setup.type(unit) == UnitType.INFANTRY && weapon(s, unit) == Weapon.MUSKETS;
    }

    /** The band of a small-arms range (HOW-FIRE-18). */
    static Band smallArms(HowState s, Weapon w, double range) {
        Distance shortD;
        Distance longD;
        switch (w) {
            case MUSKETS_AND_GUNS -> {
                shortD = Distance.MUSKET_GUNS_SHORT;
                longD = Distance.MUSKET_GUNS_LONG;
            }
            case MUSKETS -> {
                shortD = Distance.MUSKET_SHORT;
                longD = Distance.MUSKET_LONG;
            }
            case RIFLES -> {
                shortD = Distance.RIFLE_SHORT;
                longD = Distance.RIFLE_LONG;
            }
            case CARBINES -> {
                shortD = Distance.CARBINE_SHORT;
                longD = Distance.CARBINE_LONG;
            }
            default -> {
                return Band.OUT;
            }
        }
        return band(s, range, shortD, null, longD);
    }

    /** The three artillery bands of the battery's guns (HOW-AFIRE-1, HOW-AFIRE-18): canister, effective, long. */
    static Distance[] gunBands(GunType g) {
        return switch (g) {
            case LIGHT, LIGHT_UNICORN -> new Distance[] {Distance.LIGHT_GUN_CANISTER, Distance.LIGHT_GUN_EFFECTIVE, Distance.LIGHT_GUN_LONG};
            case MEDIUM, SHUVALOV -> new Distance[] {Distance.MEDIUM_GUN_CANISTER, Distance.MEDIUM_GUN_EFFECTIVE, Distance.MEDIUM_GUN_LONG};
            case HEAVY -> new Distance[] {Distance.HEAVY_GUN_CANISTER, Distance.HEAVY_GUN_EFFECTIVE, Distance.HEAVY_GUN_LONG};
            case HOWITZER, UNICORN -> new Distance[] {Distance.HOWITZER_CANISTER, Distance.HOWITZER_EFFECTIVE, Distance.HOWITZER_LONG};
        };
    }

    static GunType guns(HowState s, int unit) {
        GunType g = s.setup.unit(unit).guns();
        return g == null ? GunType.MEDIUM : g;
    }

    /** The band of an artillery range. */
    static Band artillery(HowState s, GunType g, double range) {
        Distance[] d = gunBands(g);
        return band(s, range, d[0], d[1], d[2]);
    }

    private static Band band(HowState s, double range, Distance close, Distance effective, Distance longest) {
        if (range <= s.setup.cm(close) + 1e-9) {
            return Band.CLOSE;
        }
        if (effective != null && range <= s.setup.cm(effective) + 1e-9) {
            return Band.EFFECTIVE;
        }
        return range <= s.setup.cm(longest) + 1e-9 ? Band.LONG : Band.OUT;
    }

    /** The ammunition the battery's guns may fire (HOW-AFIRE-1, HOW-AFIRE-18): howitzers shell and canister, unicorns also roundshot, Shuvalovs canister only. */
    static boolean fires(GunType g, Ammo a) {
        return switch (a) {
            case MUSKETRY -> false;
            case CANISTER -> true;
            case ROUNDSHOT -> g != GunType.HOWITZER && g != GunType.SHUVALOV;
            case SHELL -> g == GunType.HOWITZER || g == GunType.UNICORN || g == GunType.LIGHT_UNICORN;
        };
    }

    /**
     * The band a fire is read at, or OUT when that ammunition cannot reach or may not be used at
     * this range: canister only at canister range; roundshot at canister range counts as effective
     * (AMB-23); shell not under 20 cm (HOW-AFIRE-13).
     */
    static Band band(HowState s, int firer, Ammo ammo, double range) {
        if (ammo == Ammo.MUSKETRY) {
            return smallArms(s, weapon(s, firer), range);
        }
        GunType g = guns(s, firer);
        if (!fires(g, ammo)) {
            return Band.OUT;
        }
        Band b = artillery(s, g, range);
        if (ammo == Ammo.CANISTER) {
            return b == Band.CLOSE ? Band.CLOSE : Band.OUT;
        }
        if (ammo == Ammo.SHELL && range < s.setup.cm(Distance.HOWITZER_MINIMUM) - 1e-9) {
            return Band.OUT;
        }
        return b == Band.CLOSE ? Band.EFFECTIVE : b;
    }

    /** Whether the unit fires as artillery. */
    static boolean isGun(HowState s, int unit) {
        return s.setup.type(unit) == UnitType.ARTILLERY;
    }
}
