package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * One unit's fire at a target (HOW-FIRE, HOW-AFIRE, HOW-HIT), wherever it happens: in the
 * firing phase, as crossing fire, at chargers, or by evading light infantry. Other rules ask
 * here which fire is possible and queue it; {@link FireDice} rolls the dice and puts the hits on.
 *
 * <p>Who may fire (HOW-FIRE-2, HOW-FIRE-8, HOW-FIRE-10, HOW-FIRE-19, AMB-75, HOW-WX-1), at whom
 * (zone HOW-FIRE-6, range HOW-FIRE-7/18 and HOW-AFIRE-1, sight HOW-FIRE-9/20/21 and the terrain
 * of {@link Sight}), with what (HOW-AFIRE-7, HOW-AFIRE-13, HOW-AFIRE-18) and in which order of
 * targets (HOW-FIRE-12 with AMB-78; massed batteries HOW-AFIRE-4).
 */
public final class Firing {

    /** When the fire happens: it decides the timing of reactions (HOW-REACT-2) and some modifiers. */
    public enum When {
        FIRING_PHASE,
        CROSSING_FIRE,
        AT_CHARGER,
        EVADING
    }

    private static final double EPS = 1e-6;

    private Firing() {
    }

    /** The fire the unit may make now, at each target it may choose, with each ammunition it may use. */
    public static List<Fire> options(HowState s, int unit, When when) {
        List<Fire> out = new ArrayList<>();
        if (!firer(s, unit, when).legal()) {
            return out;
        }
        boolean mayHold = when == When.CROSSING_FIRE && !s.units[unit].moved && !s.units[unit].unlimberedThisTurn;
        List<Integer> own = ownPriority(s, unit, when);
        List<Integer> massed = matesTargets(s, unit, when);
        List<Integer> all = new ArrayList<>(own);
        for (int t : massed) {
            if (!all.contains(t)) {
                all.add(t);
            }
        }
        for (int t : all) {
            for (Ammo a : ammunition(s, unit)) {
                if (target(s, unit, t, a, when, massed.contains(t)).legal()) {
                    out.add(new Fire(unit, t, a, false));
                    if (mayHold) {
                        out.add(new Fire(unit, t, a, true));
                    }
                }
            }
        }
        return out;
    }

    /** Whether the unit has any fire now: cheaper than {@link #options} for the phase's bookkeeping. */
    static boolean canFire(HowState s, int unit, When when) {
        if (!firer(s, unit, when).legal()) {
            return false;
        }
        for (int t = 0; t < s.units.length; t++) {
            if (s.setup.side(t) == s.setup.side(unit) || !s.inPlay(t)) {
                continue;
            }
            for (Ammo a : ammunition(s, unit)) {
                if (target(s, unit, t, a, when, false).legal() && !(Cover.buaOf(s, unit) >= 0 && faceUsed(s, unit, t))) {
                    return true;
                }
            }
        }
        return !matesTargets(s, unit, when).isEmpty() && !options(s, unit, when).isEmpty();
    }

    public static Verdict validate(HowState s, Fire f, When when) {
        if (f.unit() < 0 || f.unit() >= s.units.length || f.target() < 0 || f.target() >= s.units.length) {
            return Verdict.illegal("HOW-FIRE-12", "no such unit");
        }
        Verdict v = firer(s, f.unit(), when);
        if (!v.legal()) {
            return v;
        }
        if (f.holdStill() && (when != When.CROSSING_FIRE || s.units[f.unit()].moved)) {
            return Verdict.illegal("HOW-FIRE-15", name(s, f.unit()) + " may only promise to stay still when giving crossing fire before moving");
        }
        v = target(s, f.unit(), f.target(), f.ammo(), when, mayIgnoreZone(s, f.unit(), f.target(), when));
        if (!v.legal()) {
            return v;
        }
        if (!allowedTargets(s, f.unit(), when).contains(f.target())) {
            return Verdict.illegal("HOW-FIRE-12", name(s, f.unit()) + " must fire at the nearest enemy in its zone, or one easier to hit, not "
                    + name(s, f.target()));
        }
        return Verdict.ok();
    }

    /**
     * Queues the fire's dice and effects on top of the task stack: the roll(s), the hits, grazing
     * fire, and for movement-phase fire the target's immediate reaction (HOW-REACT-2). In a
     * scenario's mist a roll may come first and spend the fire for nothing (HOW-SCN-5, {@link MistRoll}).
     */
    public static void fire(HowState s, Fire f, When when) {
        UnitState u = s.units[f.unit()];
        u.fired = true;
        if (when != When.FIRING_PHASE) {
            u.firedInMovement = true;
            if (when == When.CROSSING_FIRE) {
                u.usedCrossingFire = true;
                u.mustNotMove |= f.holdStill();
            }
        }
        if (MistRule.fire(s, f.unit(), f.target())) {
            s.push(new MistRoll(f, when, null)); // HOW-SCN-5: the mist roll comes before the fire's own dice
        } else {
            FireDice.start(s, f, when);
        }
    }

    // ---- who may fire ----

    /** Whether the unit may fire at all now. */
    static Verdict firer(HowState s, int unit, When when) {
        UnitState u = s.units[unit];
        UnitType type = s.setup.type(unit);
        if (!s.inPlay(unit) || u.hits >= 5) {
            return Verdict.illegal("HOW-FIRE-5", name(s, unit) + " is Done For and cannot fire (AMB-75)");
        }
        if (u.firedInMovement || (u.fired && Cover.buaOf(s, unit) < 0)) {
            return Verdict.illegal("HOW-FIRE-2", name(s, unit) + " has already fired this turn");
        }
        if (u.charged || u.counterCharged) {
            return Verdict.illegal("HOW-CHG-27", name(s, unit) + " charged this turn and may not fire");
        }
        if (type == UnitType.TRANSPORT) {
            return Verdict.illegal("HOW-FIRE-17", name(s, unit) + " is transport and cannot fire");
        }
        if (type == UnitType.CAVALRY && u.formation != Formation.DISMOUNTED) {
            return Verdict.illegal("HOW-FIRE-19", name(s, unit) + " fires only when dismounted");
        }
        if (u.formation.isColumn() || s.setup.terrain().mostlyIn(s.footprint(unit), TerrainKind.FORD)) {
            return Verdict.illegal("HOW-FIRE-10", name(s, unit) + " is in march column (or limbered, or fording) and cannot fire");
        }
        if (type == UnitType.ARTILLERY && (u.formation != Formation.DEPLOYED || u.gunsAbandoned)) {
            return Verdict.illegal("HOW-FIRE-10", name(s, unit) + " has no deployed guns to fire");
        }
        if (type != UnitType.ARTILLERY && FireWeather.noSmallArms(s)) {
            return Verdict.illegal("HOW-WX-1", "no infantry fire in a storm");
        }
        if (s.engaged(unit) && Cover.buaOf(s, unit) < 0) {
            return Verdict.illegal("HOW-FIRE-8", name(s, unit) + " is in melee and cannot fire (AMB-76)");
        }
        return Verdict.ok();
    }

    static List<Ammo> ammunition(HowState s, int unit) {
        if (!FireRange.isGun(s, unit)) {
            return List.of(Ammo.MUSKETRY);
        }
        List<Ammo> out = new ArrayList<>(3);
        GunType g = FireRange.guns(s, unit);
        for (Ammo a : List.of(Ammo.CANISTER, Ammo.ROUNDSHOT, Ammo.SHELL)) {
            if (FireRange.fires(g, a)) {
                out.add(a);
            }
        }
        return out;
    }

    /** Whether this fire is howitzer fire (shell, or a unicorn firing as a howitzer, HOW-AFIRE-18). */
    static boolean asHowitzer(HowState s, int firer, Ammo ammo) {
        if (!FireRange.isGun(s, firer)) {
            return false;
        }
        GunType g = FireRange.guns(s, firer);
        return ammo == Ammo.SHELL || (g == GunType.HOWITZER && ammo != Ammo.ROUNDSHOT);
    }

    // ---- at whom ----

    /** The range of a fire: in the zone, or (a massed battery's gun outside its own zone) to the target's nearest point. */
    static double range(HowState s, int firer, int target, boolean ignoreZone) {
        Footprint t = s.footprint(target);
        double r = FiringZone.range(s, firer, t);
        if (Double.isInfinite(r) && ignoreZone) {
            r = t.distanceTo(s.footprint(firer).frontCentre());
        }
        return r;
    }

    /** Whether the target may be fired at with the ammunition, priority aside. */
    static Verdict target(HowState s, int firer, int target, Ammo ammo, When when, boolean ignoreZone) {
        String fn = name(s, firer);
        String tn = name(s, target);
        if (s.setup.side(target) == s.setup.side(firer) || !s.inPlay(target)) {
            return Verdict.illegal("HOW-FIRE-12", tn + " is not an enemy unit in play");
        }
        if (!ammunition(s, firer).contains(ammo)) {
            return Verdict.illegal("HOW-AFIRE-1", fn + " cannot fire " + ammo.id());
        }
        if (s.distance(firer, target) > FireModifiers.maxReach(s, firer) + EPS) {
            return Verdict.illegal(ammo == Ammo.MUSKETRY ? "HOW-FIRE-18" : "HOW-AFIRE-1", tn + " is out of range");
        }
        if (meleeShields(s, firer, target)) {
            return Verdict.illegal("HOW-FIRE-8", tn + " is in melee and cannot be fired at");
        }
        Footprint t = s.footprint(target);
        if (!ignoreZone && !FiringZone.touches(s, firer, t)) {
            return Verdict.illegal("HOW-FIRE-6", tn + " is outside " + UnitNames.possessive(fn) + " firing zone");
        }
        double range = range(s, firer, target, ignoreZone);
        Band band = FireRange.band(s, firer, ammo, range);
        if (band == Band.OUT) {
            return outOfRange(s, firer, ammo, range, tn);
        }
        if (range > FireWeather.visibility(s) + EPS) {
            return Verdict.illegal("HOW-FIRE-21", tn + " is beyond the visibility of " + FireWeather.words(FireWeather.kind(s)));
        }
        return sight(s, firer, target, ammo, range);
    }

    private static Verdict outOfRange(HowState s, int firer, Ammo ammo, double range, String tn) {
        if (ammo == Ammo.SHELL && range < s.setup.cm(Distance.HOWITZER_MINIMUM)) {
            return Verdict.illegal("HOW-AFIRE-13", "shell cannot be fired at " + tn + " under 20 cm");
        }
        if (ammo == Ammo.CANISTER) {
            return Verdict.illegal("HOW-AFIRE-1", tn + " is beyond canister range (" + cm(range) + ")");
        }
        return Verdict.illegal(ammo == Ammo.MUSKETRY ? "HOW-FIRE-18" : "HOW-AFIRE-1", tn + " is out of range (" + cm(range) + ")");
    }

    private static Verdict sight(HowState s, int firer, int target, Ammo ammo, double range) {
        String tn = name(s, target);
        boolean howitzer = asHowitzer(s, firer, ammo);
        Sight sight = Sight.of(s, firer, target, howitzer);
        if (sight.screened()) {
            return Verdict.illegal("HOW-FIRE-9", tn + " is more than half hidden by other troops");
        }
        if (!sight.visible()) {
            return Verdict.illegal("HOW-FIRE-21", name(s, firer) + " cannot see " + tn);
        }
        if (ammo == Ammo.CANISTER && (sight.overhead() || friendInZone(s, firer, range))) {
            return Verdict.illegal("HOW-AFIRE-7", "no canister over friends or with friends in the firing zone");
        }
        if (howitzer && sight.overhead() && !Sight.elevated(s, s.footprint(firer).frontCentre()) && GapRule.noHowitzerGap(s, firer, target)) {
            return Verdict.illegal("HOW-AFIRE-14", name(s, firer) + " sees " + tn + " through no gap of 4 cm between friends");
        }
        if (!howitzer && !sight.overhead() && GapRule.tooNarrow(s, firer, target)) {
            return Verdict.illegal("HOW-FIRE-9", name(s, firer) + " cannot fire through a gap narrower than half its frontage");
        }
        if (sight.overhead() && ammo == Ammo.MUSKETRY) {
            return Verdict.illegal("HOW-FIRE-20", "infantry never fire over friends");
        }
        return Verdict.ok();
    }

    /** Any part of a friendly unit in the firing zone closer than the target (HOW-AFIRE-7). */
    static boolean friendInZone(HowState s, int firer, double range) {
        for (int u = 0; u < s.units.length; u++) {
            if (u != firer && s.inPlay(u) && s.setup.side(u) == s.setup.side(firer)
                    && FiringZone.range(s, firer, s.footprint(u)) < range - EPS) {
                return true;
            }
        }
        return false;
    }

    /** The target is in melee contact, unless it holds a BUA and the firer is not on the face of its melee (HOW-FIRE-8, HOW-TERR-26). */
    static boolean meleeShields(HowState s, int firer, int target) {
        return meleeShields(s, firer, target, s.engaged(target));
    }

    /** The same, where {@code targetEngaged} is already known to be {@link HowState#engaged}{@code (target)}. */
    static boolean meleeShields(HowState s, int firer, int target, boolean targetEngaged) {
        if (!targetEngaged) {
            return false;
        }
        if (Cover.buaOf(s, target) < 0) {
            return true;
        }
        Footprint t = s.footprint(target);
        Sector face = t.sectorHoldingMostOf(s.footprint(firer));
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) == s.setup.side(firer) && s.inPlay(e) && s.inContact(e, target)
                    && t.sectorHoldingMostOf(s.footprint(e)) == face) {
                return true;
            }
        }
        return false;
    }

    // ---- target priority ----

    /**
     * The targets the unit may choose (HOW-FIRE-12, AMB-78): the nearest that it may fire at, and
     * any further one with a strictly better net modifier; a gun of a massed battery also any
     * target a battery mate may choose (HOW-AFIRE-4). A BUA unit chooses per face (HOW-TERR-26).
     */
    static List<Integer> allowedTargets(HowState s, int unit, When when) {
        List<Integer> out = new ArrayList<>(ownPriority(s, unit, when));
        for (int t : matesTargets(s, unit, when)) {
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** The targets the unit's massed-battery mates may choose (HOW-AFIRE-4); empty for others. */
    private static List<Integer> matesTargets(HowState s, int unit, When when) {
        List<Integer> out = new ArrayList<>();
        if (!FireRange.isGun(s, unit)) {
            return out;
        }
        for (int mate : MassedBattery.mates(s, unit)) {
            for (int t : ownPriority(s, mate, when)) {
                if (!out.contains(t)) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    private static boolean mayIgnoreZone(HowState s, int unit, int target, When when) {
        return matesTargets(s, unit, when).contains(target);
    }

    private static List<Integer> ownPriority(HowState s, int unit, When when) {
        List<Integer> candidates = new ArrayList<>();
        List<Double> ranges = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        boolean bua = Cover.buaOf(s, unit) >= 0;
        for (int t = 0; t < s.units.length; t++) {
            if (s.setup.side(t) == s.setup.side(unit) || !s.inPlay(t)) {
                continue;
            }
            if (bua && faceUsed(s, unit, t)) {
                continue;
            }
            int best = Integer.MIN_VALUE;
            for (Ammo a : ammunition(s, unit)) {
                if (target(s, unit, t, a, when, false).legal()) {
                    double r = range(s, unit, t, false);
                    var shot = new FireModifiers.Shot(unit, t, a, FireRange.band(s, unit, a, r), when, false, false);
                    best = Math.max(best, FireModifiers.targetTotal(s, shot));
                }
            }
            if (best > Integer.MIN_VALUE) {
                candidates.add(t);
                ranges.add(range(s, unit, t, false));
                scores.add(best);
            }
        }
        return byPriority(s, unit, candidates, ranges, scores);
    }

    private static List<Integer> byPriority(HowState s, int unit, List<Integer> candidates, List<Double> ranges, List<Integer> scores) {
        List<Integer> out = new ArrayList<>();
        if (candidates.isEmpty()) {
            return out;
        }
        boolean bua = Cover.buaOf(s, unit) >= 0;
        Footprint f = s.footprint(unit);
        for (int i = 0; i < candidates.size(); i++) {
            double nearest = Double.POSITIVE_INFINITY;
            int nearestScore = Integer.MIN_VALUE;
            Sector face = f.sectorHoldingMostOf(s.footprint(candidates.get(i)));
            for (int j = 0; j < candidates.size(); j++) {
                if (bua && f.sectorHoldingMostOf(s.footprint(candidates.get(j))) != face) {
                    continue; // a BUA unit picks its target face by face
                }
                if (ranges.get(j) < nearest - EPS) {
                    nearest = ranges.get(j);
                    nearestScore = scores.get(j);
                } else if (Math.abs(ranges.get(j) - nearest) <= EPS) {
                    nearestScore = Math.max(nearestScore, scores.get(j));
                }
            }
            if (ranges.get(i) <= nearest + EPS || scores.get(i) > nearestScore) {
                out.add(candidates.get(i));
            }
        }
        return out;
    }

    /** A BUA unit has already fired through the face holding this target this phase (HOW-TERR-26). */
    static boolean faceUsed(HowState s, int unit, int target) {
        Footprint f = s.footprint(unit);
        Sector face = f.sectorHoldingMostOf(s.footprint(target));
        for (FireRecord r : s.fireRecords) {
            if (r.firer() == unit && f.sectorHoldingMostOf(s.footprint(r.target())) == face) {
                return true;
            }
        }
        return false;
    }

    // ---- split fire ----

    /**
     * The second target the fire must be split with (HOW-FIRE-13), −1 if none: another target it
     * may fire at with the same ammunition, at most 10 cm from the first, its range within 5 cm,
     * and at least half of each inside the zone. Of several, the nearest.
     */
    static int splitPartner(HowState s, int firer, int target, Ammo ammo, When when) {
        Footprint t = s.footprint(target);
        if (FiringZone.allRound(s, firer) || 2 * FiringZone.basesIn(s, firer, t) < t.bases()) {
            return -1;
        }
        double r = range(s, firer, target, false);
        int best = -1;
        double bestR = Double.POSITIVE_INFINITY;
        for (int p = 0; p < s.units.length; p++) {
            if (p == target || s.setup.side(p) == s.setup.side(firer) || !s.inPlay(p)) {
                continue;
            }
            Footprint pf = s.footprint(p);
            if (pf.distanceTo(t) > s.setup.cm(Distance.SPLIT_FIRE_SPACING) + EPS
                    || 2 * FiringZone.basesIn(s, firer, pf) < pf.bases()) {
                continue;
            }
            double pr = range(s, firer, p, false);
            if (Math.abs(pr - r) > s.setup.cm(Distance.SPLIT_FIRE_RANGE_DIFFERENCE) + EPS
                    || !target(s, firer, p, ammo, when, false).legal()) {
                continue;
            }
            if (pr < bestR) {
                bestR = pr;
                best = p;
            }
        }
        return best;
    }

    static String name(HowState s, int u) {
        return s.setup.unitName(u);
    }

    static String cm(double d) {
        return String.format(java.util.Locale.ROOT, "%.0f cm", d);
    }
}
