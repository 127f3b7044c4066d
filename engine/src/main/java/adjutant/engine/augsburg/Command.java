package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Join;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Command points, radii and the activation queue (CMD). The phase's steps are
 * {@link CommandPhase}'s; the rules they apply are here.
 *
 * <p>Commanders joining units in person (LOA-CMD-9, {@link #joinOptions}); their free moves are
 * {@link MoveRules#moveCincs} and {@link MoveRules#moveBrigadier} (AMB-42).
 */
public final class Command {

    private Command() {
    }

    /** Whether a commander's figure is within {@code radius} inches of the unit's nearest figure (AMB-5). */
    public static boolean inRadius(LoaState s, int commander, int unit) {
        return s.footprint(unit).polygon().distanceTo(s.commanders[commander].position()) <= s.setup.radius(commander) + 1e-9;
    }

    /** Whether the CinC can give CP to this brigade's brigadier (LOA-CMD-2). */
    public static boolean cincReaches(LoaState s, int brigade) {
        Side side = s.setup.brigadeSide(brigade);
        int cinc = s.setup.cinc(side);
        int brig = s.setup.brigadier(brigade);
        return s.commanders[cinc].position().distance(s.commanders[brig].position()) <= s.setup.radius(cinc) + 1e-9;
    }

    /** CP to act on a unit's order: 1, or 2 outside its brigadier's radius (LOA-CMD-4, LOA-ORD-2). */
    public static int cost(LoaState s, int unit) {
        return inRadius(s, s.setup.brigadier(s.setup.brigade(unit)), unit) ? 1 : 2;
    }

    /**
     * For players' evaluations, not a rule: a brigade's CP for this turn as far as they are
     * known. Once its pool is rolled (LOA-CMD-3) that is what is left of it; before the roll, the
     * d3's mean 2 + the brigadier's CN + the CP the CinC gave (LOA-CMD-2); after the Activation
     * Phase, none (LOA-SEQ-4: unspent CP are lost).
     */
    public static double cpOutlook(LoaState s, int brigade) {
        CommanderState c = s.commanders[s.setup.brigadier(brigade)];
        boolean rolled = switch (s.phase) {
            case ORDERS -> false;
            // CommandPhase steps: 2 allocation, 3 the brigade rolls (a rolled pool is at least 1), 4 on rally points
            case COMMAND -> s.step >= 4 || (s.step == 3 && c.cp > 0);
            case ACTIVATION -> true;
            case END_OF_TURN -> true;
        };
        return rolled ? c.cp : 2 + s.setup.cn(s.setup.brigadier(brigade)) + c.received;
    }

    /** Whether a brigade has a unit in play. */
    static boolean active(LoaState s, int brigade) {
        for (int u : s.setup.brigadeUnits(brigade)) {
            if (s.inPlay(u)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The activation queue of both sides' brigades, CP totals descending (LOA-CMD-6 step 1).
     * Ties between the sides: the D6 roll-off ({@link CommandPhase.RollOff}), then the side whose
     * CinC rolled more CP, then blue; a side's own tied brigades in setup order (decision, core).
     */
    static int[] queue(LoaState s) {
        List<Integer> bs = new ArrayList<>();
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            if (active(s, b)) {
                bs.add(b);
            }
        }
        bs.sort(Comparator.<Integer>comparingInt(b -> -s.brigadeTotal[b])
                .thenComparingInt(b -> -s.rollOff[b])
                .thenComparingInt(b -> -s.commanders[s.setup.cinc(s.setup.brigadeSide(b))].received)
                .thenComparingInt(b -> s.setup.brigadeSide(b).ordinal())
                .thenComparingInt(b -> b));
        return bs.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Whether the queue's head may defer (LOA-CMD-6 steps 2–4): to a brigade of lower total
     * only, and never past the last brigade of the queue (decision, core: "next-lowest total"
     * read strictly, which also ends every chain of deferrals).
     */
    static boolean mayDefer(LoaState s) {
        int[] q = s.queue;
        return q.length > 2 && s.brigadeTotal[q[1]] < s.brigadeTotal[q[0]];
    }

    /** The CP totals shared by active brigades of both sides: each needs a roll-off (LOA-CMD-6 step 1). */
    static List<Integer> tiedTotals(LoaState s) {
        List<Integer> out = new ArrayList<>();
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            for (int c = b + 1; c < s.setup.brigadeCount(); c++) {
                if (active(s, b) && active(s, c) && s.setup.brigadeSide(b) != s.setup.brigadeSide(c)
                        && s.brigadeTotal[b] == s.brigadeTotal[c] && !out.contains(s.brigadeTotal[b])) {
                    out.add(s.brigadeTotal[b]);
                }
            }
        }
        return out;
    }

    /**
     * LOA-CMD-9, LOA-CMD-5 (AMB-18, AMB-20): the Join actions open to a side in the Command Phase:
     * each commander not yet joined may join an own unit in play that has no commander with it,
     * the CinC any unit, a brigadier only his own brigade's, within a commander's move of him
     * (12" good going, 8" bad, LOA-ORG-11).
     */
    static List<LoaAction> joinOptions(LoaState s, Side side) {
        List<LoaAction> out = new ArrayList<>();
        for (int c = 0; c < s.setup.commanderCount(); c++) {
            if (s.setup.commanderSide(c) != side || MoveRules.joinedTo(s, c) >= 0) {
                continue;
            }
            for (int u = 0; u < s.units.length; u++) {
                Join j = new Join(c, u);
                if (s.setup.side(u) == side && validateJoin(s, side, j).legal()) {
                    out.add(j);
                }
            }
        }
        return out;
    }

    /** Whether a side's commander may join the unit now (LOA-CMD-5, LOA-CMD-9). */
    static Verdict validateJoin(LoaState s, Side side, Join j) {
        int c = j.commander();
        int u = j.unit();
        if (c < 0 || c >= s.setup.commanderCount() || s.setup.commanderSide(c) != side) {
            return Verdict.illegal("LOA-CMD-5", "a side's own commanders join its units");
        }
        if (u < 0 || u >= s.units.length || s.setup.side(u) != side || !s.inPlay(u)) {
            return Verdict.illegal("LOA-CMD-5", "a commander joins a unit of his own army in play");
        }
        if (s.setup.role(c) == Role.BRIGADIER && s.setup.brigadier(s.setup.brigade(u)) != c) {
            return Verdict.illegal("LOA-CMD-5", () -> Words.commander(s, c)
                    + " influences only his own troops: " + Words.unit(s, u) + " is not of his brigade");
        }
        if (MoveRules.joinedTo(s, c) >= 0) {
            return Verdict.illegal("LOA-CMD-9", () -> Words.commander(s, c) + " has already joined a unit this turn");
        }
        if (s.units[u].joined >= 0) {
            return Verdict.illegal("LOA-CMD-9", () -> Words.unit(s, u) + " already has a commander with it");
        }
        Vec2 at = s.commanders[c].position();
        Vec2 to = nearestPoint(s.footprint(u), at);
        if (MoveRates.spent(s, MoveRates.COMMANDER, at, to) > 1 + 1e-9) {
            return Verdict.illegal("LOA-ORG-11", () -> Words.unit(s, u) + " is beyond "
                    + UnitNames.possessive(Words.commander(s, c)) + " move (12\" in good going, 8\" in bad)");
        }
        return Verdict.ok();
    }

    /**
     * LOA-CMD-9: the commander rides to the unit (to the centre of its figures) and stays with it to
     * the end of the turn, moving when it moves; that is his move this turn (AMB-42).
     */
    static void join(LoaState s, Join j) {
        s.units[j.unit()].joined = j.commander();
        CommanderState c = s.commanders[j.commander()];
        Vec2 p = s.footprint(j.unit()).centre();
        c.x = p.x();
        c.y = p.y();
        c.moved = true;
    }

    /** The point of a footprint nearest to {@code p} ({@code p} itself when inside). */
    private static Vec2 nearestPoint(Footprint f, Vec2 p) {
        Polygon poly = f.polygon();
        if (poly.contains(p)) {
            return p;
        }
        Vec2 best = null;
        for (Segment e : poly.edges()) {
            Vec2 q = e.closestPoint(p);
            if (best == null || q.distance(p) < best.distance(p)) {
                best = q;
            }
        }
        return best;
    }
}
