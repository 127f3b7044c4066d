package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Move;

/**
 * Abandoned guns (HOW-REACT-14 to HOW-REACT-16, AMB-35). The gun model stays where it stood
 * while the crew falls back at LI speed; the enemy captures the guns when any of its units ends
 * a move in contact with them, and can never use them. A crew that rallies (red die gone) and
 * moves back into contact with its guns in the movement phase, paying a full move, re-crews them
 * and is a deployed battery again; if the guns were captured meanwhile, the battery is Done For.
 *
 * <p>The movement and rally rules call {@link #captureBy}, {@link #mayRecrew}, {@link #recrew}
 * and {@link #afterRally}; this class only keeps the gun model's position and the flags.
 */
public final class ArtilleryAbandon {

    private ArtilleryAbandon() {
    }

    /** The crew leaves its guns where they stand (HOW-REACT-14). */
    static void abandon(HowState s, int unit) {
        UnitState u = s.units[unit];
        u.gunsAbandoned = true;
        u.gunX = u.x;
        u.gunY = u.y;
        u.gunFacing = u.facing;
    }

    /** The gun model of an abandoned battery. */
    public static Footprint guns(HowState s, int unit) {
        UnitState u = s.units[unit];
        return Bases.footprint(s.setup, unit, new Vec2(u.gunX, u.gunY), u.gunFacing, Formation.DEPLOYED);
    }

    /** After {@code mover} ends a move: it captures every enemy abandoned gun it touches (AMB-35). */
    public static void captureBy(HowState s, int mover) {
        if (!s.inPlay(mover)) {
            return;
        }
        Footprint f = s.footprint(mover);
        for (int g = 0; g < s.units.length; g++) {
            UnitState u = s.units[g];
            if (s.setup.side(g) != s.setup.side(mover) && u.gunsAbandoned && !u.gunsCaptured
                    && f.within(guns(s, g), HowState.CONTACT)) {
                u.gunsCaptured = true;
            }
        }
    }

    /** Whether the crew may re-crew now: guns abandoned and not captured, no red die, in contact with its guns. */
    public static boolean mayRecrew(HowState s, int unit) {
        UnitState u = s.units[unit];
        return s.inPlay(unit) && u.gunsAbandoned && !u.gunsCaptured && !u.red
                && s.footprint(unit).within(guns(s, unit), HowState.CONTACT);
    }

    /** The move that re-crews the guns: onto the gun model, deployed as it stands (HOW-REACT-15, AMB-35). */
    public static Move recrewMove(HowState s, int unit) {
        UnitState u = s.units[unit];
        return new Move(unit, u.gunX, u.gunY, u.gunFacing, Formation.DEPLOYED);
    }

    /**
     * Whether {@code m} is the crew's move back onto its abandoned guns: from contact with them.
     * A crew elsewhere whose ordinary move happens to end on the guns' spot (straight back after a
     * straight retreat) is moving, not re-crewing.
     */
    static boolean isRecrew(HowState s, Move m) {
        UnitState u = s.units[m.unit()];
        return u.gunsAbandoned && s.footprint(m.unit()).within(guns(s, m.unit()), HowState.CONTACT)
                && m.formation() == Formation.DEPLOYED && Math.abs(m.x() - u.gunX) < 0.005
                && Math.abs(m.y() - u.gunY) < 0.005 && adjutant.engine.geometry.Angles.betweenDeg(m.facing(), u.gunFacing) < 0.01;
    }

    /** Whether the crew may re-crew with this move: in contact, rallied, guns not taken, a full move unspent. */
    static Verdict validateRecrew(HowState s, Move m) {
        int unit = m.unit();
        String who = s.setup.unitName(unit);
        UnitState u = s.units[unit];
        if (u.gunsCaptured) {
            return Verdict.illegal("HOW-REACT-15", UnitNames.possessive(who) + " guns were captured: there is nothing to re-crew");
        }
        if (u.red) {
            return Verdict.illegal("HOW-REACT-15", who + " must rally before it re-crews its guns");
        }
        if (!mayRecrew(s, unit)) {
            return Verdict.illegal("HOW-REACT-15", who + " must be in contact with its guns to re-crew them (AMB-35)");
        }
        if (u.movesUsed > 1e-6 || Movement.budget(s, unit, false) < 1) {
            return Verdict.illegal("HOW-REACT-15", who + " needs a whole move to re-crew its guns (AMB-35)");
        }
        int onGuns = standingOn(s, unit, guns(s, unit));
        if (onGuns >= 0) {
            // a friend may pass over the gun model while it stands abandoned; the battery cannot deploy under it
            return Verdict.illegal("HOW-REACT-15", who + " cannot re-crew its guns while " + s.setup.unitName(onGuns)
                    + " stands on them");
        }
        return Verdict.ok();
    }

    /** Another unit in play that overlaps {@code f}, or -1. */
    private static int standingOn(HowState s, int unit, Footprint f) {
        for (int o = 0; o < s.units.length; o++) {
            if (o != unit && s.inPlay(o) && Proximity.overlap(f, s.footprint(o))) {
                return o;
            }
        }
        return -1;
    }

    /** The crew mans its guns again, paying a full move: a deployed battery where the guns stand (HOW-REACT-15). */
    public static void recrew(HowState s, int unit) {
        UnitState u = s.units[unit];
        u.gunsAbandoned = false;
        u.x = u.gunX;
        u.y = u.gunY;
        u.facing = u.gunFacing;
        u.formation = Formation.DEPLOYED;
        u.moved = true;
        u.movesUsed = Math.max(u.movesUsed, 1);
    }

    /** A crew that rallied finds its guns captured: the battery is Done For (HOW-REACT-15). */
    public static void afterRally(HowState s, int unit) {
        UnitState u = s.units[unit];
        if (u.gunsAbandoned && u.gunsCaptured && !u.red) {
            Hits.doneFor(s, unit);
        }
    }
}
