package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import java.util.ArrayList;
import java.util.List;

/**
 * Charges (HOW-CHG): who may charge whom and where the charger ends. A charge is a normal move
 * that ends in contact (HOW-CHG-1); it is declared with its target(s), the defender answers
 * before the charger moves (AMB-73, {@link ChargeReaction}), and {@link ChargeContact} brings
 * the charger home.
 *
 * <p>Validation reads as the steps a player checks at the table:
 * <ol>
 * <li>the charger may charge at all this turn (command result, reforming, already fixed or
 *     charged, evaded, committed to stand after crossing fire);
 * <li>the charge table for the sector the charge comes into (HOW-CHG-6, HOW-CHG-7, HOW-CHG-20,
 *     HOW-CHG-29, HOW-CHG-30) and sight (HOW-CHG-1);
 * <li>one charger per target sector (HOW-CHG-9, HOW-CHG-10) and no reinforcing after crossing
 *     fire (HOW-CHG-17);
 * <li>lining up with room, at least half the front touching, or both of two close targets
 *     (HOW-CHG-3, HOW-CHG-11, HOW-CHG-12);
 * <li>the allowance reaches, not through other troops (HOW-CHG-1, HOW-CHG-2);
 * <li>within 20 cm, the enemy most directly to the front (HOW-CHG-8).
 * </ol>
 */
final class ChargeRules {

    private ChargeRules() {
    }

    /** Where a charge would end: the sector, the lined-up footprint and the distance to contact. */
    record Plan(Sector sector, Footprint from, Footprint lined, double path) {
    }

    // ---- the seam ----

    /**
     * Every legal charge of the unit: each enemy it may charge, and each pair it must or may
     * contact together (HOW-CHG-12); the sector each comes into is where the charger stands
     * (HOW-CHG-20), so the list is ordered by angle, rear charges first, then flank, then frontal,
     * nearer first within each. Cheap tests first: an enemy further than the allowance and the
     * charger's width is out of reach (the run of the front centre is at least the edge gap);
     * the geometry of each charge is checked once, and the close-range choice of HOW-CHG-8 is
     * made once from those results rather than once a charge.
     */
    static List<HowAction> candidates(HowState s, int unit) {
        if (!mayChargeAtAll(s, unit).legal()) {
            return List.of();
        }
        double reach = remaining(s, unit) + s.footprint(unit).width();
        List<Integer> near = new ArrayList<>();
        for (int e = 0; e < s.units.length; e++) {
            if (isEnemyInPlay(s, unit, e) && s.distance(unit, e) <= reach) {
                near.add(e);
            }
        }
        List<Charge> legal = new ArrayList<>();
        for (int e : near) {
            legal.add(new Charge(unit, e, -1));
            for (int f = 0; f < s.units.length; f++) {
                if (f != e && isEnemyInPlay(s, unit, f) && s.distance(e, f) <= s.setup.cm(Distance.CHARGE_TOLERANCE)
                        && distanceToward(s, unit, e) <= distanceToward(s, unit, f)) {
                    legal.add(new Charge(unit, e, f));
                }
            }
        }
        legal.removeIf(c -> !validateGeometry(s, c).legal());
        List<Charge> out = closeRangeOnly(s, unit, legal);
        Footprint from = s.footprint(unit);
        out.sort(java.util.Comparator.comparingInt((Charge c) -> angleRank(ChargeGeometry.approach(s.footprint(c.target()), from)))
                .thenComparingDouble(c -> distanceToward(s, unit, c.target())));
        return new ArrayList<>(out);
    }

    /** Rear first, then either flank, then the front: the better the angle, the earlier (HOW-CHG-20, HOW-MELEE). */
    private static int angleRank(Sector s) {
        return switch (s) {
            case REAR -> 0;
            case LEFT_FLANK, RIGHT_FLANK -> 1;
            case FRONT -> 2;
        };
    }

    /**
     * {@link #closeRange} over a list of charges whose geometry is legal, deciding the enemy most
     * directly ahead once (HOW-CHG-8, AMB-11): every single-target charge of an enemy in reach is
     * in the list, and an enemy out of reach cannot be the one most directly ahead that it may charge.
     */
    private static List<Charge> closeRangeOnly(HowState s, int u, List<Charge> legal) {
        if (s.nearestEnemyDistance(u) > s.setup.cm(Distance.CLOSE_TO_ENEMY)) {
            return legal;
        }
        int best = -1;
        double bestAngle = Double.MAX_VALUE;
        for (Charge c : legal) {
            if (c.second() < 0) {
                double a = bearing(s, u, c.target());
                if (a < bestAngle - 1e-9 || Math.abs(a - bestAngle) <= 1e-9 && c.target() < best) {
                    bestAngle = a;
                    best = c.target();
                }
            }
        }
        if (best < 0) {
            return legal;
        }
        double dBest = plan(s, new Charge(u, best, -1)).path();
        List<Charge> out = new ArrayList<>();
        for (Charge c : legal) {
            if (c.target() == best || Math.abs(plan(s, c).path() - dBest) <= s.setup.cm(Distance.CHARGE_TOLERANCE) + 1e-9) {
                out.add(c);
            }
        }
        return out;
    }

    static Verdict validate(HowState s, int brigade, Charge c) {
        if (c.unit() < 0 || c.unit() >= s.units.length || s.setup.brigadeOf(c.unit()) != brigade) {
            return Verdict.illegal("HOW-SEQ-3", "only units of " + s.setup.brigade(brigade).name() + " charge now");
        }
        Verdict v = mayChargeAtAll(s, c.unit());
        if (v.legal()) {
            v = validateGeometry(s, c);
        }
        return v.legal() ? closeRange(s, c) : v;
    }

    /**
     * HOW-CHG-22: a unit that began the turn in the target's front sector may charge its flank
     * (or rear), or one that began in a flank sector its rear, only with a double move, and must
     * have reached the sector it charges from within its first move (the charge is its second).
     */
    static Verdict aroundTheTarget(HowState s, Charge c, Sector sector) {
        UnitState us = s.units[c.unit()];
        if (us.turnStartFormation == null || !sector.isFlankOrRear()) {
            return Verdict.ok();
        }
        Footprint start = Bases.footprint(s.setup, c.unit(), new Vec2(us.turnStartX, us.turnStartY), us.turnStartFacing,
                us.turnStartFormation);
        Sector began = ChargeGeometry.approach(s.footprint(c.target()), start);
        boolean around = began == Sector.FRONT || (began.isFlank() && sector == Sector.REAR);
        if (!around) {
            return Verdict.ok();
        }
        String who = s.setup.unitName(c.unit());
        String into = UnitNames.possessive(s.setup.unitName(c.target())) + " " + sector.words();
        if (Movement.budget(s, c.unit(), false) < 2) {
            return Verdict.illegal("HOW-CHG-22", who + " began the turn in " + UnitNames.possessive(s.setup.unitName(c.target())) + " "
                    + began.words() + ": only a double move lets it charge " + into);
        }
        if (us.movesUsed > 1 + 1e-6) {
            return Verdict.illegal("HOW-CHG-22", who + " reached " + into + " in its second move: it must get there in its first");
        }
        return Verdict.ok();
    }

    /** Declares the charge: the charger is committed, the defender answers before it moves (AMB-73). */
    static void apply(HowState s, Charge c) {
        Plan p = plan(s, c);
        UnitState u = s.units[c.unit()];
        u.charged = true;
        u.moved = true;
        Declared d = Declared.of(s, c, p.path());
        if (MistRule.charge(s, c.unit(), c.target())) {
            s.push(new MistRoll(null, null, d)); // HOW-SCN-5: the mist may stop the charge before anyone answers
        } else {
            s.push(new ChargeReaction(d, c.target(), false, false));
        }
    }

    // ---- the movement allowance ----

    /** The unit's allowance left this turn in cm (HOW-MOVE-2): its moves × NM less what it used. */
    static double remaining(HowState s, int u) {
        return Movement.remaining(s, u);
    }

    /** What moving from one footprint to another costs in cm (terrain, obstacles, deductions; Movement.cost). */
    static double cost(HowState s, int u, Footprint from, Footprint to) {
        // The charger wheels to face its way, goes straight, and lines up at contact for nothing
        // (HOW-CHG-11): the terrain-aware cost of the straight run, facing the way it goes.
        Vec2 run = to.frontCentre().minus(from.frontCentre());
        if (run.length() < 1e-9) {
            return 0;
        }
        double way = Math.toDegrees(Math.atan2(run.y(), run.x()));
        return Movement.cost(s, u, from.movedTo(from.frontCentre(), way), to.movedTo(to.frontCentre(), way),
                s.units[u].formation);
    }

    // ---- the steps ----

    /** Step 1: whether the unit may make a charge this turn at all. */
    static Verdict mayChargeAtAll(HowState s, int u) {
        UnitState us = s.units[u];
        String who = s.setup.unitName(u);
        CommandResult order = us.order != null ? us.order : s.brigadeOrder[s.setup.brigadeOf(u)];
        if (!s.inPlay(u)) {
            return Verdict.illegal("HOW-CHG-1", who + " is out of the game");
        }
        if (order == null || order.restricted()) {
            return Verdict.illegal("HOW-CHG-6", who + " has a Poor or Feeble result: it cannot advance to charge");
        }
        if (us.reforming || us.red) {
            return Verdict.illegal("HOW-CHG-6", who + " is reforming and must stay where it is");
        }
        if (BrigadeMorale.retreating(s, u)) {
            return Verdict.illegal("HOW-OPT-1", UnitNames.possessive(who) + " brigade is demoralised: it retreats and cannot charge");
        }
        if (us.charged) {
            return Verdict.illegal("HOW-CHG-1", who + " has already charged this turn");
        }
        if (us.fixed || s.engaged(u)) {
            return Verdict.illegal("HOW-CHG-5", who + " is in contact with the enemy and fixed until the melee");
        }
        if (us.evaded) {
            return Verdict.illegal("HOW-CHG-19", who + " evaded this turn and may not move again");
        }
        if (us.mustNotMove || us.interpenetrated) {
            return Verdict.illegal("HOW-FIRE-15", who + " must stay where it is this turn");
        }
        if (!Command.mayMoveUnit(s, s.setup.brigadeOf(u))) {
            return Verdict.illegal("HOW-CMD-13", who + " may not move: its brigade commander has already ridden after his units");
        }
        if (Command.held(s, u)) {
            return Verdict.illegal("HOW-SCN-4", who + " is held in place by the scenario this turn");
        }
        if (remaining(s, u) <= 0) {
            return Verdict.illegal("HOW-CHG-1", who + " has no movement left this turn");
        }
        return Verdict.ok();
    }

    /** Steps 2–5: the table, sight, sectors, lining up, reach and path. */
    static Verdict validateGeometry(HowState s, Charge c) {
        return validateGeometry(s, c, remaining(s, c.unit()));
    }

    /** Steps 2–5 with the allowance given (cm): a reinforcement out of turn has one normal move. */
    static Verdict validateGeometry(HowState s, Charge c, double allowance) {
        int u = c.unit();
        String who = s.setup.unitName(u);
        if (!isEnemyInPlay(s, u, c.target()) || (c.second() >= 0 && (!isEnemyInPlay(s, u, c.second()) || c.second() == c.target()))) {
            return Verdict.illegal("HOW-CHG-1", who + " may charge only enemy units in play");
        }
        Footprint from = s.footprint(u);
        Sector sector = ChargeGeometry.approach(s.footprint(c.target()), from);
        Verdict around = aroundTheTarget(s, c, sector);
        if (!around.legal()) {
            return around;
        }
        for (int t : targets(c)) {
            Verdict v = ChargeEligibility.mayCharge(s, u, t, sector);
            if (!v.legal()) {
                return v;
            }
            if (!ChargeEligibility.sees(s, u, t)) {
                return Verdict.illegal("HOW-CHG-1", who + " cannot see " + s.setup.unitName(t));
            }
            if (s.engaged(t) && s.units[u].usedCrossingFire) {
                return Verdict.illegal("HOW-CHG-17", who + " used crossing fire and may not reinforce a melee");
            }
            Sector into = c.second() >= 0 && t == c.second() ? ChargeGeometry.approach(s.footprint(t), from) : sector;
            if (sectorTaken(s, u, t, into)) {
                return Verdict.illegal("HOW-CHG-9", UnitNames.possessive(s.setup.unitName(t)) + " " + into.words()
                        + " is already charged by another unit: one charger per sector");
            }
        }
        Plan p = plan(s, c);
        if (p == null) {
            return noRoom(s, c);
        }
        if (c.second() >= 0) {
            double other = ChargeGeometry.pathLength(from, s.footprint(c.second()), p.sector());
            if (Math.abs(other - p.path()) > s.setup.cm(Distance.CHARGE_TOLERANCE)) {
                return Verdict.illegal("HOW-CHG-12", "the charge distances to " + s.setup.unitName(c.target()) + " and "
                        + s.setup.unitName(c.second()) + " differ by more than 5 cm: charge one of them");
            }
        }
        Footprint touch = ChargeGeometry.touch(from, s.footprint(c.target()), p.sector());
        double cost = cost(s, u, from, touch);
        if (cost > allowance + 1e-6) {
            return Verdict.illegal("HOW-CHG-1", String.format(java.util.Locale.ROOT,
                    "%s needs %.1f cm to reach %s and has %.1f cm left", who, cost, s.setup.unitName(c.target()), allowance));
        }
        int blocker = ChargeGeometry.blocker(s, u, from, touch, targets(c));
        if (blocker >= 0) {
            return Verdict.illegal("HOW-CHG-2", who + " would have to pass through " + s.setup.unitName(blocker));
        }
        return Verdict.ok();
    }

    private static Verdict noRoom(HowState s, Charge c) {
        int u = c.unit();
        if (c.second() < 0) {
            for (int f = 0; f < s.units.length; f++) {
                if (f != c.target() && isEnemyInPlay(s, u, f) && plan(s, new Charge(u, c.target(), f)) != null) {
                    return Verdict.illegal("HOW-CHG-12", "no room to charge " + s.setup.unitName(c.target()) + " alone: "
                            + s.setup.unitName(u) + " must contact " + s.setup.unitName(f) + " too");
                }
            }
        }
        return Verdict.illegal("HOW-CHG-3", "no room to line " + s.setup.unitName(u) + " up with at least half its front against "
                + s.setup.unitName(c.target()) + (c.second() >= 0 ? " and " + s.setup.unitName(c.second()) : ""));
    }

    /** Step 6: within 20 cm of the enemy, only the enemy most directly ahead, or one within 5 cm of its distance (HOW-CHG-8, AMB-11). */
    static Verdict closeRange(HowState s, Charge c) {
        int u = c.unit();
        if (s.nearestEnemyDistance(u) > s.setup.cm(Distance.CLOSE_TO_ENEMY)) {
            return Verdict.ok();
        }
        int best = -1;
        double bestAngle = Double.MAX_VALUE;
        for (int e = 0; e < s.units.length; e++) {
            if (isEnemyInPlay(s, u, e) && validateGeometry(s, new Charge(u, e, -1)).legal()) {
                double a = bearing(s, u, e);
                if (a < bestAngle - 1e-9) {
                    bestAngle = a;
                    best = e;
                }
            }
        }
        if (best < 0 || best == c.target()) {
            return Verdict.ok();
        }
        double dBest = plan(s, new Charge(u, best, -1)).path();
        double d = plan(s, c).path();
        if (Math.abs(d - dBest) <= s.setup.cm(Distance.CHARGE_TOLERANCE) + 1e-9) {
            return Verdict.ok();
        }
        return Verdict.illegal("HOW-CHG-8", s.setup.unitName(u) + " is within 20 cm of the enemy and must charge "
                + s.setup.unitName(best) + ", the enemy most directly to its front");
    }

    // ---- helpers ----

    /** The charge's plan as things stand now, or null if it cannot line up. */
    static Plan plan(HowState s, Charge c) {
        return plan(s, c, s.footprint(c.unit()));
    }

    /**
     * The charge's plan with its sector judged from {@code start}, where the contacting move began
     * (HOW-CHG-20, AMB-29), the charger standing where it is now; null if it cannot line up.
     */
    static Plan plan(HowState s, Charge c, Footprint start) {
        int u = c.unit();
        Footprint from = s.footprint(u);
        Footprint target = s.footprint(c.target());
        Sector sector = ChargeGeometry.approach(target, start);
        Footprint lined = c.second() < 0
                ? ChargeGeometry.lineUp(s, u, from, c.target(), sector)
                : ChargeGeometry.lineUpPair(s, u, from, c.target(), c.second(), sector);
        if (lined == null) {
            return null;
        }
        return new Plan(sector, from, lined, ChargeGeometry.pathLength(from, target, sector));
    }

    static int[] targets(Charge c) {
        return c.second() < 0 ? new int[] {c.target()} : new int[] {c.target(), c.second()};
    }

    static boolean isEnemyInPlay(HowState s, int u, int e) {
        return e >= 0 && e < s.units.length && s.setup.side(e) != s.setup.side(u) && s.inPlay(e);
    }

    /** Whether a friend of the charger already touches the target in that sector (HOW-CHG-9). */
    static boolean sectorTaken(HowState s, int charger, int target, Sector sector) {
        Footprint t = s.footprint(target);
        for (int f = 0; f < s.units.length; f++) {
            if (f != charger && s.inPlay(f) && s.setup.side(f) == s.setup.side(charger) && s.inContact(f, target)
                    && ChargeGeometry.approach(t, s.footprint(f)) == sector) {
                return true;
            }
        }
        return false;
    }

    /** Degrees between the unit's facing and the line from its front centre to the enemy's centre. */
    static double bearing(HowState s, int u, int e) {
        Footprint f = s.footprint(u);
        Vec2 to = s.footprint(e).centre().minus(f.frontCentre());
        return Math.abs(Angles.turnDeg(f.facing(), to.angleDeg()));
    }

    /** Edge distance from the unit to the enemy, for ordering a pair nearer first. */
    private static double distanceToward(HowState s, int u, int e) {
        return s.distance(u, e) + e * 1e-9;
    }
}
