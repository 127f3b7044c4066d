package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Move;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import java.util.List;

/**
 * Movement and terrain (MOVE, TERR): the steps of M, W and R orders ({@link UnitMove}, checked by
 * {@link MoveCheck}, candidates {@link MoveCandidates}), rates and mixed going ({@link MoveRates},
 * LOA-MOVE-1, AMB-23), the ground ({@link Going}, LOA-TERR-1 to LOA-TERR-3), commanders' free
 * moves ({@link CommanderMove}, AMB-42), and {@link #place}, which every move of a unit, forced or
 * not, should end with: a joined commander goes along (LOA-CMD-9) and Unformed comes and goes with
 * bad going (LOA-TERR-2). Also {@link #normalMove}, the NM every other section uses.
 */
public final class MoveRules {

    private MoveRules() {
    }

    /**
     * Pushes the step of a unit's M, W or R order (LOA-MOVE-2, LOA-MOVE-3). An unlimbered gun
     * only pivots, on a W order (AMB-24): on M or R it does nothing.
     */
    static void offerMove(LoaState s, int unit, Order order) {
        if (!s.inPlay(unit) || (MoveCheck.unlimberedGun(s, unit) && order != Order.WHEEL)) {
            return;
        }
        s.push(new UnitMove(unit, order.ordinal()));
    }

    /** AMB-42: each side's CinC may move at the start of the Activation Phase, blue first; not one joined to a unit. */
    static void moveCincs(LoaState s) {
        for (Side side : new Side[] {Side.RED, Side.BLUE}) {
            int c = s.setup.cinc(side);
            if (joinedTo(s, c) < 0) {
                s.push(new CommanderMove(c));
            }
        }
    }

    /** AMB-42: the brigadier's free move when his brigade acts, before its units; not when joined to a unit. */
    static void moveBrigadier(LoaState s, int brigade) {
        int c = s.setup.brigadier(brigade);
        if (joinedTo(s, c) < 0) {
            s.push(new CommanderMove(c));
        }
    }

    /** The unit a commander has joined this turn (LOA-CMD-9), −1 none. */
    static int joinedTo(LoaState s, int commander) {
        for (int u = 0; u < s.units.length; u++) {
            if (s.units[u].joined == commander) {
                return u;
            }
        }
        return -1;
    }

    /**
     * Puts a unit's front edge centre at (x, y) facing {@code facing}: a commander joined to it
     * moves with it (LOA-CMD-9, AMB-20); it becomes Unformed on entering bad going and recovers on
     * leaving it (LOA-TERR-2, AMB-29), Skirmishing Foot excepted. Other sections' forced moves
     * (fall-backs, routs, evasion, follow-ups) should use it too.
     */
    public static void place(LoaState s, int unit, double x, double y, double facing) {
        UnitState u = s.units[unit];
        Vec2 oldFront = u.position();
        double turn = Angles.turnDeg(u.facing, facing);
        u.x = x;
        u.y = y;
        u.facing = MoveCheck.deg360(facing);
        if (u.joined >= 0) {
            CommanderState c = s.commanders[u.joined];
            Vec2 p = new Vec2(x, y).plus(c.position().minus(oldFront).rotate(turn));
            c.x = p.x();
            c.y = p.y();
        }
        terrain(s, unit);
    }

    /** LOA-TERR-2 (AMB-29): Unformed in bad going, recovered on leaving it unless Unformed for another cause. */
    static void terrain(LoaState s, int unit) {
        UnitState u = s.units[unit];
        boolean in = !MoveRates.skirmishingFoot(s, unit) && Going.inBadGoing(s, s.footprint(unit));
        if (in && !u.has(Status.UNFORMED)) {
            u.set(Status.UNFORMED);
            u.unformedByTerrain = true;
        } else if (!in && u.unformedByTerrain) {
            u.unformedByTerrain = false;
            if (!u.has(Status.DISORDERED) && !u.unformedByFormation) {
                u.clear(Status.UNFORMED);
            }
        }
    }

    /** Whether the unit stands in bad going that keeps it Unformed (LOA-TERR-2). */
    static boolean heldUnformedByGround(LoaState s, int unit) {
        return !MoveRates.skirmishingFoot(s, unit) && Going.inBadGoing(s, s.footprint(unit));
    }

    /** The unit's Normal Move in good going, inches (LOA-MOVE-1). */
    public static double normalMove(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        Formation f = s.units[unit].formation;
        return switch (k) {
            case FRENCH_FOOT, DUTCH_FOOT -> 4;
            case SKIRMISH_FOOT -> 6;
            case PISTOLEERS -> 8;
            case AGGRESSIVE_HORSE -> 10;
            case DRAGOONS -> f == Formation.DISMOUNTED ? 6 : 8; // dismounted dragoons are Skirmishing Foot (LOA-ORG-4)
            case LIGHT_HORSE -> 8; // AMB-14: as mounted dragoons
            case LIGHT_GUN, FIELD_GUN, HEAVY_GUN -> f == Formation.LIMBERED ? 4 : 0;
        };
    }

    /** LOA-MOVE-4 (AMB-11): one rank's depth, the French battalion's step while it fires. */
    public static final double FRENCH_STEP = 1;
    /** LOA-MOVE-5 (AMB-27): the depth of a deep pistoleer formation, their fall-back after firing. */
    public static final double CARACOLE = 2;

    /**
     * LOA-MOVE-4: the step a French-system battalion on an F order may take as it fires, 1"
     * straight forward or back keeping its facing; null when it is not French foot or the step is
     * blocked (table edge, another unit, impassable ground; the ground's cost does not apply).
     */
    public static Move frenchStep(LoaState s, int unit, boolean forward) {
        if (s.setup.kind(unit) != Kind.FRENCH_FOOT) {
            return null;
        }
        Footprint f = s.footprint(unit);
        Vec2 to = f.front().plus(f.forward().times(forward ? FRENCH_STEP : -FRENCH_STEP));
        Footprint end = MoveCheck.at(s, unit, to, f.facing());
        return MoveCheck.clear(s, unit, List.of(end), end, f).legal() ? new Move(unit, to.x(), to.y(), f.facing()) : null;
    }

    /**
     * LOA-MOVE-5 (AMB-27): pistoleers in deep formation that fired with both ranks fall back the
     * depth of the formation, 2", keeping their facing; blocked, they stop short (AMB-45). Null
     * when they are not deep pistoleers.
     */
    public static Move caracole(LoaState s, int unit) {
        if (s.setup.kind(unit) != Kind.PISTOLEERS || s.units[unit].formation != Formation.DEEP) {
            return null;
        }
        Footprint f = s.footprint(unit);
        Vec2 back = f.forward().negate();
        double d = CARACOLE;
        for (int i = 0; i < 8 && d > 0; i++) {
            Footprint end = MoveCheck.at(s, unit, f.front().plus(back.times(d)), f.facing());
            if (MoveCheck.clear(s, unit, List.of(end), end, f).legal()) {
                break;
            }
            d = i == 7 ? 0 : d - CARACOLE / 8;
        }
        Vec2 to = f.front().plus(back.times(d));
        return new Move(unit, to.x(), to.y(), f.facing());
    }

    /**
     * LOA-MOVE-6: the charge bonus in inches: foot d3; Aggressive cavalry the higher of 2d6;
     * Pistoleers the lower of 2d6; mounted dragoons and Light Horse as Pistoleers (AMB-14).
     * Guns never charge (LOA-MELEE-9): 0.
     */
    public static Distribution chargeBonus(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        if (k.isArtillery()) {
            return Distribution.constant(0);
        }
        if (k == Kind.AGGRESSIVE_HORSE) {
            return Dice.highestOf(2, Die.D6);
        }
        if (k.isHorse() && s.units[unit].formation != Formation.DISMOUNTED) {
            return Dice.lowestOf(2, Die.D6);
        }
        return Dice.d3();
    }

    /**
     * LOA-MOVE-6, LOA-MELEE-12: the rate a charge goes at: NM + bonus in good going, bad going and
     * obstacles applying to the whole distance (the bad-going rate scaled alike, obstacles
     * deducted as usual), so that {@link MoveRates#spent} ≤ 1 means the charger reaches.
     */
    public static MoveRates.Rate chargeRate(LoaState s, int unit, int bonus) {
        MoveRates.Rate r = MoveRates.of(s, unit);
        double nm = normalMove(s, unit);
        if (nm <= 0) {
            return r;
        }
        double k = (nm + bonus) / nm;
        return new MoveRates.Rate(r.good() * k, r.bad() * k, r.obstacle());
    }
}
