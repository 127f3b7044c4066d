package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import java.util.List;

/**
 * Voluntary moves in the movement phase (HOW-MOVE, HOW-FORM, HOW-ART, HOW-INTP and the terrain's
 * effects, HOW-TERR): whether a unit of the activated brigade may end at a position, facing and
 * formation ({@link MovePlan}), what that spends of its allowance, and what it changes. A unit
 * may make several moves in a turn until its allowance is spent (AMB-48).
 */
final class MoveRules {

    private MoveRules() {
    }

    /** A finite choice of moves for the unit, each legal (see {@link MoveCandidates}). */
    static List<HowAction> candidates(HowState s, int unit) {
        return MoveCandidates.of(s, unit);
    }

    static Verdict validate(HowState s, int brigade, Move m) {
        if (m.unit() >= 0 && m.unit() < s.units.length && s.setup.brigadeOf(m.unit()) == brigade
                && ArtilleryAbandon.isRecrew(s, m)) {
            return ArtilleryAbandon.validateRecrew(s, m);
        }
        return MovePlan.of(s, brigade, m).verdict();
    }

    static void apply(HowState s, Move m) {
        int u = m.unit();
        if (ArtilleryAbandon.isRecrew(s, m)) {
            ArtilleryAbandon.recrew(s, u); // HOW-REACT-15: a full move, a deployed battery again
            s.units[u].moveOrders++;
            return;
        }
        MovePlan p = MovePlan.of(s, s.setup.brigadeOf(u), m);
        if (!p.legal()) {
            throw new IllegalStateException(p.verdict().message());
        }
        UnitState us = s.units[u];
        Formation from = us.formation;
        Footprint before = s.footprint(u);
        us.x = m.x();
        us.y = m.y();
        us.facing = m.facing();
        us.formation = m.formation();
        us.movesUsed += p.moves();
        us.moved = true; // HOW-MOVE-8, AMB-25
        us.moveOrders++;
        us.offMarch |= !p.march();
        us.changedFormation |= p.formationChange() || from != m.formation();
        boolean unlimbers = m.formation() == Formation.DEPLOYED || m.formation() == Formation.IN_BUA;
        if (from == Formation.LIMBERED && unlimbers) {
            us.unlimberedThisTurn = true; // HOW-ART-5
        }
        river(s, u, p);
        us.inBua = m.formation() == Formation.IN_BUA ? p.block() : -1;
        Interpenetration.afterPassing(s, u, p.passed());
        CommandFigures.clear(s, u); // HOW-CMD-3: figures in the way step aside
        ArtilleryAbandon.captureBy(s, u); // HOW-REACT-15, AMB-35: abandoned guns it touches are captured
        CrossingFire.offer(s, u, before, s.footprint(u)); // HOW-FIRE-15: enemies whose zone it crossed may fire
    }

    /** Stopping in mid-river ends the current move (HOW-TERR-17, AMB-64); leaving the water clears the flag. */
    private static void river(HowState s, int u, MovePlan p) {
        UnitState us = s.units[u];
        if (p.endsInRiver()) {
            us.inRiver = true;
            us.movesUsed = Math.ceil(us.movesUsed - 1e-9);
        } else if (us.inRiver && !Rivers.touching(s, s.footprint(u))) {
            us.inRiver = false;
        }
    }
}
