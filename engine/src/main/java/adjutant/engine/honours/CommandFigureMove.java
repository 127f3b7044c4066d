package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.Locale;

/**
 * Where a command figure may ride (HOW-CMD-2): up to its allowance in a straight line, across
 * passable terrain and through friends as if they were not there, never across impassable
 * terrain (a polygon marked impassable, such as an unfordable river, unless the path is on a
 * bridge or ford there), never within 10 cm of an enemy unit on the way, and never ending
 * closer to the nearest enemy unit than to the nearest friendly one.
 *
 * <p>The path is the straight segment from where he stands; a person who rides round an
 * obstacle enters the ride as two legal placements on successive turns, or a straight one
 * that clears it. Impassable terrain is sampled every {@link #STEP} cm along the path: the
 * narrowest impassable feature on a table (a river) is far wider.
 */
final class CommandFigureMove {

    /** Sampling step along a path for impassable terrain, cm. */
    static final double STEP = 0.5;
    /** Rounding allowance on distances entered by hand, cm. */
    static final double EPS = 1e-6;

    private CommandFigureMove() {
    }

    /** The figure's allowance this turn: 60 cm, 80 for a dashing general or lieutenant general (HOW-CMD-1, HOW-CMD-2). */
    static double allowance(HowState s, int c) {
        boolean general = s.setup.commander(c).role() != CommanderRole.BRIGADIER;
        boolean dashing = general && Ratings.effective(s, c) == Rating.DASHING;
        return s.setup.cm(dashing ? Distance.DASHING_GENERAL_MOVE : Distance.COMMAND_FIGURE_MOVE);
    }

    /** Whether commander {@code c} may ride from where he stands to {@code to}; the verdict names the rule broken. */
    static Verdict check(HowState s, int c, Vec2 to) {
        CommanderState cs = s.commanders[c];
        Vec2 from = new Vec2(cs.x, cs.y);
        String who = s.setup.commander(c).name();
        double allowance = allowance(s, c);
        double length = from.distance(to);
        if (length > allowance + EPS) {
            boolean general = s.role(c) == CommanderRole.GENERAL;
            return Verdict.illegal(general ? "HOW-CMD-1" : "HOW-CMD-2", String.format(Locale.ROOT, "%s may ride %.0f cm, not %.1f cm", who,
                    allowance, length));
        }
        if (!s.setup.terrain().table().contains(to)) {
            return Verdict.illegal("HOW-CMD-2", who + " must stay on the table");
        }
        if (length > EPS) {
            TerrainFeature blocked = impassableOn(s, Segment.of(from, to));
            if (blocked != null) {
                return Verdict.illegal("HOW-CMD-2", who + " may not cross impassable " + blocked.id());
            }
            int near = enemyWithin(s, s.setup.commanderSide(c), Segment.of(from, to), s.setup.cm(Distance.COMMAND_FIGURE_CLEARANCE));
            if (near >= 0) {
                return Verdict.illegal("HOW-CMD-2", UnitNames.possessive(who) + " ride passes within 10 cm of " + s.setup.unitName(near));
            }
        }
        return endsSafely(s, c, to);
    }

    /** The end rule alone: not closer to the nearest enemy unit than to the nearest friendly unit (HOW-CMD-2). */
    static Verdict endsSafely(HowState s, int c, Vec2 at) {
        Side side = s.setup.commanderSide(c);
        double enemy = nearestUnit(s, at, side.opponent());
        double friend = nearestUnit(s, at, side);
        if (enemy < friend - EPS) {
            return Verdict.illegal("HOW-CMD-2", String.format(Locale.ROOT,
                    "%s would end %.1f cm from the nearest enemy, closer than the %.1f cm to the nearest friend",
                    s.setup.commander(c).name(), enemy, friend));
        }
        return Verdict.ok();
    }

    /** Distance from a point to the nearest unit in play of the side, +∞ if none. */
    static double nearestUnit(HowState s, Vec2 p, Side side) {
        double best = Double.POSITIVE_INFINITY;
        for (int u = 0; u < s.units.length; u++) {
            if (s.setup.side(u) == side && s.inPlay(u)) {
                best = Math.min(best, s.footprint(u).distanceTo(p));
            }
        }
        return best;
    }

    /** The first impassable feature the path runs through off a bridge or ford, null if none. */
    static TerrainFeature impassableOn(HowState s, Segment path) {
        Terrain terrain = s.setup.terrain();
        int steps = Math.max(1, (int) Math.ceil(path.length() / STEP));
        for (int i = 0; i <= steps; i++) {
            Vec2 p = path.pointAt((double) i / steps);
            for (TerrainFeature t : terrain.at(p)) {
                if (t.impassable() && !terrain.at(p, TerrainKind.BRIDGE) && !terrain.at(p, TerrainKind.FORD)) {
                    return t;
                }
            }
        }
        return null;
    }

    /** An enemy unit in play closer than {@code clearance} to the path, −1 if none. */
    static int enemyWithin(HowState s, Side side, Segment path, double clearance) {
        for (int u = 0; u < s.units.length; u++) {
            if (s.setup.side(u) != side && s.inPlay(u) && distance(s.footprint(u), path) < clearance - EPS) {
                return u;
            }
        }
        return -1;
    }

    /** Distance from a segment to a unit's rectangle (0 if they meet). */
    static double distance(Footprint f, Segment path) {
        if (f.contains(path.a()) || f.contains(path.b())) {
            return 0;
        }
        double best = Double.MAX_VALUE;
        for (Segment e : f.edges()) {
            best = Math.min(best, e.distanceTo(path));
        }
        return best;
    }
}
