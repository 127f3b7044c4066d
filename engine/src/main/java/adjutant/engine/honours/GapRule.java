package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;

/**
 * Gaps between friendly troops that fire must pass through.
 * <ul>
 * <li>No unit but a howitzer fires through a gap narrower than half its own frontage (HOW-FIRE-9,
 * HOW-AFIRE-14). Measured as a corridor half the firer's frontage wide, centred on the line from
 * its front centre to the visible part of the target: the gap is too narrow when friendly troops
 * reach into the corridor from both sides (a friend on one side only is no gap; it merely hides
 * part of the target).</li>
 * <li>A howitzer firing over friends on level ground must still see the target through a gap of
 * 4 cm (HOW-AFIRE-14): some line from its eye to a base centre of the target, not hidden by
 * terrain, passes at least 2 cm clear of every friend.</li>
 * </ul>
 */
final class GapRule {

    private GapRule() {
    }

    static boolean tooNarrow(HowState s, int firer, int target) {
        Footprint f = s.footprint(firer);
        Vec2 aim = visibleCentre(s, firer, target);
        if (aim == null) {
            return false;
        }
        Vec2 from = FiringZone.allRound(s, firer) ? f.centre() : f.frontCentre();
        Vec2 across = f.left().times(f.width() / 4);
        return laneBlocked(s, firer, from.plus(across), aim.plus(across))
                && laneBlocked(s, firer, from.minus(across), aim.minus(across));
    }

    /** No line to a base of the target passes half the howitzer sight gap clear of every friend (HOW-AFIRE-14). */
    static boolean noHowitzerGap(HowState s, int firer, int target) {
        Footprint f = s.footprint(firer);
        Vec2 eye = FiringZone.allRound(s, firer) ? f.centre() : f.frontCentre();
        double clearance = s.setup.cm(Distance.HOWITZER_SIGHT_GAP) / 2;
        for (Vec2 c : s.footprint(target).baseCentres()) {
            Segment line = Segment.of(eye, c);
            if (!Sight.terrainHides(s, firer, f, line, eye, c) && clearOfFriends(s, firer, line, clearance)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the line passes at least {@code clearance} from every friend of the firer. */
    private static boolean clearOfFriends(HowState s, int firer, Segment line, double clearance) {
        Side side = s.setup.side(firer);
        for (int u = 0; u < s.units.length; u++) {
            if (u == firer || s.setup.side(u) != side || !s.inPlay(u)) {
                continue;
            }
            Footprint o = s.footprint(u).shrunk(HowState.CONTACT);
            if (o != null && (Sight.crosses(o, line) || nearest(o, line) < clearance)) {
                return false;
            }
        }
        return true;
    }

    private static double nearest(Footprint o, Segment line) {
        double d = Double.POSITIVE_INFINITY;
        for (Segment e : o.edges()) {
            d = Math.min(d, e.distanceTo(line));
        }
        return d;
    }

    /** Whether a friendly unit crosses the line. */
    private static boolean laneBlocked(HowState s, int firer, Vec2 a, Vec2 b) {
        Segment line = Segment.of(a, b);
        Side side = s.setup.side(firer);
        for (int u = 0; u < s.units.length; u++) {
            if (u == firer || s.setup.side(u) != side || !s.inPlay(u)) {
                continue;
            }
            Footprint o = s.footprint(u).shrunk(HowState.CONTACT);
            if (o != null && Sight.crosses(o, line)) {
                return true;
            }
        }
        return false;
    }

    /** The centre of the target's bases not hidden by troops or terrain. */
    private static Vec2 visibleCentre(HowState s, int firer, int target) {
        Footprint f = s.footprint(firer);
        Vec2 eye = FiringZone.allRound(s, firer) ? f.centre() : f.frontCentre();
        double x = 0;
        double y = 0;
        int n = 0;
        for (Vec2 c : s.footprint(target).baseCentres()) {
            Segment line = Segment.of(eye, c);
            if (Sight.terrainHides(s, firer, f, line, eye, c) || hiddenByFriend(s, firer, line)) {
                continue;
            }
            x += c.x();
            y += c.y();
            n++;
        }
        return n == 0 ? null : new Vec2(x / n, y / n);
    }

    private static boolean hiddenByFriend(HowState s, int firer, Segment line) {
        for (int u = 0; u < s.units.length; u++) {
            if (u == firer || s.setup.side(u) != s.setup.side(firer) || !s.inPlay(u)) {
                continue;
            }
            Footprint o = s.footprint(u).shrunk(HowState.CONTACT);
            if (o != null && Sight.crosses(o, line)) {
                return true;
            }
        }
        return false;
    }
}
