package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Fire;
import java.util.ArrayList;
import java.util.List;

/**
 * What a charged unit may do about it, and what each answer does to the table (HOW-CHG-13 to
 * HOW-CHG-25). {@link ChargeReaction} offers these; the dice are {@link ChargeTest}.
 *
 * <ul>
 * <li>Counter-charge (HOW-CHG-13, HOW-CHG-14): only at a charger it could charge itself, coming
 *     into its front; the two meet halfway (the counter-charger goes at most its own normal move).
 * <li>Evade (HOW-CHG-19, AMB-28): light infantry and light cavalry; one normal move straight away
 *     from the charger, keeping facing, light cavalry taking their national flank/rear deduction.
 * <li>Turn to face (HOW-CHG-21, HOW-CHG-22, AMB-31): pivot about its centre to face the charger,
 *     so the charge becomes frontal.
 * <li>Change formation (HOW-CHG-24, AMB-31): column to line, limbered guns to deployed; instant.
 * <li>Fire (HOW-CHG-25): infantry and artillery able to fire.
 * </ul>
 */
final class ChargeResponses {

    private ChargeResponses() {
    }

    // ---- who may do what ----

    /** Free to react at all: in play, not in contact with an enemy, not reforming. */
    static boolean free(HowState s, int u) {
        UnitState us = s.units[u];
        return s.inPlay(u) && !s.engaged(u) && !us.reforming && !us.red;
    }

    /** The sector of the unit the charger stands in now (HOW-CHG-20). */
    static Sector from(HowState s, int charger, int u) {
        return ChargeGeometry.approach(s.footprint(u), s.footprint(charger));
    }

    /** HOW-CHG-13: a counter-charge only at a charger in its front that it could charge itself, with room to meet. */
    static boolean mayCounterCharge(HowState s, Declared d, int u) {
        if (u != d.target() || !free(s, u) || s.units[u].turnedToFace || s.units[u].counterCharged) {
            return false;
        }
        if (from(s, d.charger(), u) != Sector.FRONT || !ChargeEligibility.mayCharge(s, u, d.charger(), Sector.FRONT).legal()) {
            return false;
        }
        return meeting(s, d, u) != null;
    }

    /** HOW-CHG-13: cavalry counter-charge without a test when the charger runs more than half its move. */
    static boolean counterChargeAutomatic(HowState s, Declared d, int u) {
        return ChargeEligibility.kind(s, u) == UnitType.CAVALRY && d.farRun(s);
    }

    /** +1 superior, −1 inferior (HOW-CHG-13). */
    static int classModifier(HowState s, int u) {
        return switch (s.setup.unit(u).unitClass()) {
            case SUPERIOR -> 1;
            case STANDARD -> 0;
            case INFERIOR -> -1;
        };
    }

    /** HOW-CHG-19: light infantry and light cavalry, once a turn, with somewhere to go. */
    static boolean mayEvade(HowState s, Declared d, int u) {
        if (u != d.target() || !free(s, u) || s.units[u].evaded) {
            return false;
        }
        boolean light = ChargeEligibility.kind(s, u) == UnitType.LIGHT_INFANTRY
                || (s.setup.type(u) == UnitType.CAVALRY && s.setup.unit(u).cavalry() == CavalryKind.LIGHT);
        return light && evadeDistance(s, d.charger(), u) >= 1;
    }

    /**
     * HOW-CHG-21, HOW-CHG-22: a flank or rear charge, the charger running more than half its
     * move (a test) or making a double-move flank charge in its second move (no test); not when
     * engaged to its front, nor for a double-move charge when contacted anywhere.
     */
    static boolean mayTurn(HowState s, Declared d, int u) {
        if (u != d.target() || !s.inPlay(u) || s.setup.type(u) == UnitType.TRANSPORT || s.units[u].reforming || s.units[u].red) {
            return false;
        }
        if (!from(s, d.charger(), u).isFlankOrRear() || turned(s, d.charger(), u) == null) {
            return false;
        }
        if (turnAutomatic(s, d)) {
            return !s.engaged(u);
        }
        return d.farRun(s) && !engagedInFront(s, u);
    }

    /**
     * HOW-CHG-22: the charger made its flank or rear charge in the second move of a double move.
     * We cannot see where the charger began its turn, so a charger with a double move that had
     * already moved before charging counts (decisions-chg, CHG-22).
     */
    static boolean turnAutomatic(HowState s, Declared d) {
        UnitState c = s.units[d.charger()];
        CommandResult order = c.order != null ? c.order : s.brigadeOrder[s.setup.brigadeOf(d.charger())];
        return order != null && order.moves() == 2 && c.movesUsed > 0;
    }

    /** +1 cavalry or light infantry, −1 if its army deducts half a move to flank or rear for its type (HOW-CHG-21, AMB-74). */
    static int turnModifier(HowState s, int u) {
        UnitType t = s.setup.type(u);
        int m = t == UnitType.CAVALRY || ChargeEligibility.kind(s, u) == UnitType.LIGHT_INFANTRY ? 1 : 0;
        Fraction deduction = s.setup.nation(u).flankDeduction(t, s.setup.unit(u).foreignInfantry());
        return deduction == Fraction.HALF ? m - 1 : m;
    }

    private static boolean engagedInFront(HowState s, int u) {
        Footprint f = s.footprint(u);
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) != s.setup.side(u) && s.inPlay(e) && s.inContact(u, e)
                    && ChargeGeometry.approach(f, s.footprint(e)) == Sector.FRONT) {
                return true;
            }
        }
        return false;
    }

    /** HOW-CHG-24: the formations the unit may try to form against a frontal charge of more than half a move. */
    static List<Formation> formationChanges(HowState s, Declared d, int u) {
        List<Formation> out = new ArrayList<>();
        if (u != d.target() || !free(s, u) || from(s, d.charger(), u) != Sector.FRONT || !d.farRun(s)) {
            return out;
        }
        UnitType t = s.setup.type(u);
        Formation now = s.units[u].formation;
        if (now == Formation.MARCH_COLUMN && (t == UnitType.INFANTRY || t == UnitType.CAVALRY)) {
            out.add(Formation.LINE);
            if (t == UnitType.CAVALRY) {
                out.add(Formation.DOUBLE_LINE);
            }
        }
        if (now == Formation.LIMBERED && t == UnitType.ARTILLERY) {
            out.add(Formation.DEPLOYED);
        }
        out.removeIf(f -> !ChargeGeometry.room(s, u, reformed(s, u, f), d.charger()));
        return out;
    }

    /** +1 cavalry or light infantry, −1 if its army takes a full move to change formation or unlimber (HOW-CHG-24). */
    static int formationModifier(HowState s, int u) {
        UnitType t = s.setup.type(u);
        int m = t == UnitType.CAVALRY || t == UnitType.LIGHT_INFANTRY ? 1 : 0;
        Nation n = s.setup.nation(u);
        Fraction cost = t == UnitType.ARTILLERY ? n.limberCost() : n.formationChange(t, s.setup.unit(u).foreignInfantry());
        return cost == Fraction.FULL ? m - 1 : m;
    }

    /** HOW-CHG-25, HOW-CHG-27, HOW-CHG-28: infantry or artillery that has not fired, is not charging and can fire. */
    static boolean mayFireByRule(HowState s, int u) {
        UnitState us = s.units[u];
        UnitType k = ChargeEligibility.kind(s, u);
        boolean shooter = k == UnitType.INFANTRY || k == UnitType.LIGHT_INFANTRY || k == UnitType.ARTILLERY;
        return shooter && free(s, u) && !us.fired && !us.charged && !us.counterCharged && !us.formation.isColumn();
    }

    /**
     * The fire the unit could make at the charger once it stands just short of contact, asked
     * before it moves there: the charger is placed so on a copy (empty while firing is not merged).
     */
    static List<Fire> fireAtCharger(HowState s, Declared d, int u, Firing.When when) {
        if (!mayFireByRule(s, u)) {
            return List.of();
        }
        HowState c = s.copy();
        ChargeRules.Plan p = ChargeRules.plan(c, d.charge());
        if (p != null && !c.inContact(d.charger(), u)) {
            place(c, d.charger(), ChargeGeometry.shortOf(p.lined()));
        }
        return fireAtChargerWhereItStands(c, d.charger(), u, when);
    }

    /**
     * The fire the unit may make at the charger where it stands now: the charger has already
     * been placed short of contact (ChargeSteps), so planning its run again from there would
     * move it a little, and fire listed there could be refused where it really stands (5,000
     * random Kutzdorf games found canister listed with a friend then nearer than the charger).
     */
    static List<Fire> fireAtChargerWhereItStands(HowState s, int charger, int u, Firing.When when) {
        if (!mayFireByRule(s, u)) {
            return List.of();
        }
        List<Fire> out = new ArrayList<>();
        for (Fire f : Firing.options(s, u, when)) {
            if (f.unit() == u && f.target() == charger) {
                out.add(f);
            }
        }
        return out;
    }

    // ---- what the answers do ----

    /** The counter-charger's footprint after going forward to the halfway point (HOW-CHG-14, AMB-73), null if blocked. */
    static Footprint meeting(HowState s, Declared d, int u) {
        Footprint f = s.footprint(u);
        double run = Math.min(s.distance(d.charger(), u) / 2, Movement.normalMove(s, u));
        Footprint to = f.movedTo(f.frontCentre().plus(f.forward().times(run)), f.facing());
        return ChargeGeometry.room(s, u, to, d.charger()) ? to : null;
    }

    /** Both units meet halfway and are in contact; both may earn the charge bonus (HOW-CHG-14). */
    static void counterCharge(HowState s, Declared d, int u) {
        Footprint uFrom = s.footprint(u);
        Footprint uTo = meeting(s, d, u);
        List<Integer> supports = supports(s, d, u);
        place(s, u, uTo);
        UnitState us = s.units[u];
        us.counterCharged = true;
        us.moved = true;
        Footprint cFrom = s.footprint(d.charger());
        Sector sector = ChargeGeometry.approach(uTo, cFrom);
        Footprint lined = ChargeGeometry.lineUp(s, d.charger(), cFrom, u, sector);
        if (lined == null) {
            lined = ChargeGeometry.onEdge(cFrom, uTo, sector, ChargeGeometry.touchOffset(cFrom, uTo, sector));
        }
        double run = ChargeGeometry.pathLength(cFrom, uTo, sector);
        ChargeContact.contact(s, d.charger(), new int[] {u}, cFrom, lined, sector, run);
        us.chargeBonus = ChargeBonus.earned(s, u, d.charger(), uFrom, uTo, Sector.FRONT, uFrom.frontCentre().distance(uTo.frontCentre()));
        followUp(s, supports, uTo.frontCentre().minus(uFrom.frontCentre()));
        Reinforcement.offer(s, d);
    }

    /** The supports go forward as far as the counter-charger went, stopping short of touching any enemy (HOW-CHG-15). */
    private static void followUp(HowState s, List<Integer> supports, Vec2 shift) {
        double full = shift.length();
        if (full < 1e-9) {
            return;
        }
        Vec2 dir = shift.normalized();
        for (int f : supports) {
            Footprint fp = s.footprint(f);
            for (double k = full; k > 0; k -= 0.5) {
                Footprint moved = fp.movedTo(fp.frontCentre().plus(dir.times(k)), fp.facing());
                if (ChargeGeometry.room(s, f, moved, -1)) {
                    place(s, f, moved);
                    s.units[f].moved = true;
                    break;
                }
            }
        }
    }

    /**
     * HOW-CHG-15: up to two units of the counter-charger's brigade within supporting distance of
     * it go forward with it, as far as it goes and no further, so that they can still support
     * (the owner's choice of supports and of shorter moves is not offered: decisions-chg, CHG-15).
     */
    static List<Integer> supports(HowState s, Declared d, int u) {
        List<Integer> out = new ArrayList<>();
        int brigade = s.setup.brigadeOf(u);
        for (int f : s.setup.brigadeUnits(brigade)) {
            if (out.size() < 2 && f != u && free(s, f) && !s.units[f].fixed && s.setup.type(f) != UnitType.ARTILLERY
                    && s.distance(f, u) <= s.setup.cm(Distance.MELEE_SUPPORT)) {
                out.add(f);
            }
        }
        return out;
    }

    /** How far the unit can evade from the charger: one normal move, less light cavalry's flank/rear deduction, as far as there is room. */
    static double evadeDistance(HowState s, int charger, int u) {
        Vec2 dir = away(s, charger, u);
        double nm = Movement.normalMove(s, u);
        if (s.setup.type(u) == UnitType.CAVALRY && from(s, charger, u) != Sector.REAR) {
            nm *= 1 - s.setup.nation(u).flankDeduction(UnitType.CAVALRY, false).value();
        }
        Footprint f = s.footprint(u);
        for (double k = nm; k >= 1; k -= 0.5) {
            if (ChargeGeometry.room(s, u, f.movedTo(f.frontCentre().plus(dir.times(k)), f.facing()), u)) {
                return k;
            }
        }
        return 0;
    }

    private static Vec2 away(HowState s, int charger, int u) {
        Vec2 v = s.footprint(u).centre().minus(s.footprint(charger).centre());
        return v.length() < 1e-9 ? s.footprint(u).forward().negate() : v.normalized();
    }

    /** The charger comes into contact, then the evader goes straight away from it keeping its facing (AMB-28). */
    static void evade(HowState s, Declared d, int u) {
        ChargeRules.Plan p = ChargeRules.plan(s, d.charge());
        if (p != null) {
            place(s, d.charger(), p.lined());
            s.units[d.charger()].movesUsed += d.path() / Movement.normalMove(s, d.charger());
        }
        double k = evadeDistance(s, d.charger(), u);
        Vec2 dir = away(s, d.charger(), u);
        Footprint f = s.footprint(u);
        place(s, u, f.movedTo(f.frontCentre().plus(dir.times(k)), f.facing()));
        s.units[u].evaded = true;
        s.units[u].moved = true;
    }

    /** The unit pivoted about its centre to face the charger squarely; null if there is no room (AMB-31). */
    static Footprint turned(HowState s, int charger, int u) {
        Footprint f = s.footprint(u);
        Footprint c = s.footprint(charger);
        double[] facings = {c.facing() + 180, c.centre().minus(f.centre()).angleDeg()};
        for (double facing : facings) {
            Vec2 front = f.centre().plus(Vec2.unit(facing).times(f.depth() / 2));
            Footprint t = f.movedTo(front, ChargeGeometry.norm360(facing));
            if (t.mostlyIn(c, Sector.FRONT) && ChargeGeometry.room(s, u, t, charger)) {
                return t;
            }
        }
        return null;
    }

    static void turnToFace(HowState s, int charger, int u) {
        place(s, u, turned(s, charger, u));
        s.units[u].turnedToFace = true;
        s.units[u].moved = true;
    }

    /** The unit in the new formation, its front centre and facing kept. */
    static Footprint reformed(HowState s, int u, Formation f) {
        UnitState us = s.units[u];
        return Bases.footprint(s.setup, u, new Vec2(us.x, us.y), us.facing, f);
    }

    static void changeFormation(HowState s, int u, Formation f) {
        UnitState us = s.units[u];
        if (f == Formation.DEPLOYED) {
            us.unlimberedThisTurn = true;
        }
        us.formation = f;
        us.changedFormation = true;
        us.moved = true;
    }

    /** Puts the unit's front centre and facing where the footprint says. */
    static void place(HowState s, int u, Footprint f) {
        UnitState us = s.units[u];
        us.x = f.frontCentre().x();
        us.y = f.frontCentre().y();
        us.facing = f.facing();
        Movement.keepOnTable(s, u);
        Movement.clearOverlap(s, u); // never on top of another unit, wherever the charge leaves it (HOW-INTP-6)
    }
}
