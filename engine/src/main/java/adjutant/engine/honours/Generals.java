package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.PlaceGeneral;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Phase 1: each side's commanding general rides up to 60 cm (dashing 80) under HOW-CMD-2 and
 * names the brigade or independent unit he directs this turn, which must be within 15 cm
 * (dashing 20) of him after the ride: a brigade through its commander figure, an independent
 * unit through the unit itself (HOW-CMD-1, HOW-CMD-14, AMB-18). A dithering general directs
 * nobody (HOW-CMD-15). Lieutenant generals (HOW-OPT-5 to 8, AMB-87) ride after their
 * commanding general and direct one brigade of their own command; the commanding general may
 * instead raise one lieutenant general within 15 cm ({@link Ratings#raiseTo}), encoded as
 * {@code directs = −(2 + lieutenant)}.
 *
 * <p>Blue's generals place first; units do not move in phase 1, so each placement is checked
 * against the enemy as he stands at the phase's start and the order does not matter (AMB-14).
 * A general who stays where he is breaks no movement rule (decisions-cmd.md), so a placement
 * is always possible.
 */
final class Generals implements PhaseLogic {

    static final Generals LOGIC = new Generals();

    /** Where a general stands beside what he directs: this far behind it, cm. */
    static final double BESIDE = 5;

    @Override
    public void start(HowState s) {
        CommandFigures.removeLeaderless(s);
        for (CommanderState c : s.commanders) {
            c.directs = -1;
            c.raisedTo = null;
        }
        for (Side side : new Side[] {Side.BLUE, Side.RED}) {
            int g = s.general(side);
            if (g >= 0 && !s.commanders[g].removed) {
                s.later(new Placement(g));
            }
            for (int c = 0; c < s.setup.commanderCount(); c++) {
                if (isLieutenant(s, c) && s.setup.commanderSide(c) == side && !s.commanders[c].removed) {
                    s.later(new Placement(c));
                }
            }
        }
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }

    static boolean isLieutenant(HowState s, int c) {
        return s.role(c) == CommanderRole.LIEUTENANT_GENERAL;
    }

    /** The brigades this general may direct at all: his side's (a lieutenant general's: his own command) with a unit in play. */
    static List<Integer> directable(HowState s, int g) {
        List<Integer> out = new ArrayList<>();
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            boolean mine = isLieutenant(s, g) ? Ratings.lieutenantOf(s, b) == g : s.setup.brigadeSide(b) == s.setup.commanderSide(g);
            if (mine && TurnFlow.hasUnits(s, b)) {
                out.add(b);
            }
        }
        return out;
    }

    /** His influence radius: 15 cm, 20 if dashing (HOW-CMD-14, HOW-CMD-17). */
    static double radius(HowState s, int g) {
        return s.setup.cm(Ratings.effective(s, g) == Rating.DASHING ? Distance.DASHING_GENERAL_RADIUS : Distance.COMMAND_RADIUS);
    }

    /** Toward the side's own table edge: blue's home edge is y = 0. */
    static Vec2 back(HowState s, int g) {
        return new Vec2(0, s.setup.commanderSide(g) == Side.BLUE ? -1 : 1);
    }

    /** A general's move and choice of whom he directs. */
    record Placement(int commander) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.commanderSide(commander);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            Set<HowAction> out = new LinkedHashSet<>();
            for (Vec2 spot : spots(s)) {
                for (int d : choices(s)) {
                    PlaceGeneral p = new PlaceGeneral(commander, spot.x(), spot.y(), d);
                    if (validate(s, p).legal()) {
                        out.add(p);
                    }
                }
            }
            return new ArrayList<>(out);
        }

        /** Stay, and a legal spot beside each commander or unit he could direct (and, for the general, each lieutenant general). */
        List<Vec2> spots(HowState s) {
            CommanderState c = s.commanders[commander];
            List<Vec2> out = new ArrayList<>();
            out.add(new Vec2(c.x, c.y));
            for (int b : directable(s, commander)) {
                int bc = s.setup.brigadeCommander(b);
                Vec2 anchor = bc >= 0 ? new Vec2(s.commanders[bc].x, s.commanders[bc].y)
                        : s.footprint(s.setup.brigadeUnits(b)[0]).toWorld(-s.footprint(s.setup.brigadeUnits(b)[0]).depth(), 0);
                addBeside(s, anchor, out);
            }
            if (!isLieutenant(s, commander)) {
                for (int lt = 0; lt < s.setup.commanderCount(); lt++) {
                    if (isLieutenant(s, lt) && s.setup.commanderSide(lt) == s.setup.commanderSide(commander)) {
                        addBeside(s, new Vec2(s.commanders[lt].x, s.commanders[lt].y), out);
                    }
                }
            }
            return out;
        }

        private void addBeside(HowState s, Vec2 anchor, List<Vec2> out) {
            Vec2 back = back(s, commander);
            Vec2 side = back.leftNormal();
            for (Vec2 offset : List.of(back, side, side.negate(), back.times(2))) {
                Vec2 p = anchor.plus(offset.times(BESIDE));
                if (CommandFigureMove.check(s, commander, p).legal()) {
                    out.add(p);
                    return;
                }
            }
        }

        /** Nobody, each brigade he may direct, and (the general) each lieutenant general he may raise. */
        List<Integer> choices(HowState s) {
            List<Integer> out = new ArrayList<>();
            out.add(-1);
            out.addAll(directable(s, commander));
            if (!isLieutenant(s, commander)) {
                for (int lt = 0; lt < s.setup.commanderCount(); lt++) {
                    if (isLieutenant(s, lt)) {
                        out.add(-2 - lt);
                    }
                }
            }
            return out;
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            String who = s.setup.commander(commander).name();
            if (!(a instanceof PlaceGeneral p) || p.commander() != commander) {
                return Verdict.illegal("HOW-SEQ-1", "phase 1: the general " + who + " moves");
            }
            CommanderState c = s.commanders[commander];
            Vec2 to = new Vec2(p.x(), p.y());
            if (to.distance(new Vec2(c.x, c.y)) > CommandFigureMove.EPS) {
                Verdict v = CommandFigureMove.check(s, commander, to);
                if (!v.legal()) {
                    return v;
                }
            }
            if (p.directs() >= 0) {
                return checkDirects(s, p.directs(), to);
            }
            if (p.directs() <= -2) {
                return checkRaise(s, -2 - p.directs(), to);
            }
            return p.directs() == -1 ? Verdict.ok() : Verdict.illegal("HOW-CMD-14", who + " directs −1 for nobody");
        }

        private Verdict checkDirects(HowState s, int b, Vec2 at) {
            String who = s.setup.commander(commander).name();
            if (b >= s.setup.brigadeCount() || !directable(s, commander).contains(b)) {
                return Verdict.illegal(isLieutenant(s, commander) ? "HOW-OPT-6" : "HOW-CMD-14",
                        who + " may direct only a brigade of his own command with a unit in play");
            }
            if (Ratings.effective(s, commander) == Rating.DITHERING) {
                return Verdict.illegal("HOW-CMD-15", who + " is dithering and can encourage nobody");
            }
            double d = CommandFigures.toDirected(s, b, at);
            if (d > radius(s, commander) + CommandFigureMove.EPS) {
                return Verdict.illegal("HOW-CMD-14", String.format(Locale.ROOT, "%s would be %.1f cm from %s, more than %.0f cm",
                        who, d, s.setup.brigade(b).name(), radius(s, commander)));
            }
            return Verdict.ok();
        }

        private Verdict checkRaise(HowState s, int lt, Vec2 at) {
            String who = s.setup.commander(commander).name();
            if (isLieutenant(s, commander) || lt >= s.setup.commanderCount() || !isLieutenant(s, lt)
                    || s.setup.commanderSide(lt) != s.setup.commanderSide(commander) || s.commanders[lt].removed) {
                return Verdict.illegal("HOW-OPT-7", who + " may raise only a lieutenant general of his own army");
            }
            if (at.distance(new Vec2(s.commanders[lt].x, s.commanders[lt].y)) > s.setup.cm(Distance.COMMAND_RADIUS) + CommandFigureMove.EPS) {
                return Verdict.illegal("HOW-OPT-7", who + " must be within 15 cm of " + s.setup.commander(lt).name() + " to raise him");
            }
            if (Ratings.raiseTo(s, commander, lt) == null) {
                boolean rated = s.commanders[commander].rating != null;
                return Verdict.illegal(rated ? "HOW-OPT-8" : "HOW-OPT-7", who + " cannot raise "
                        + s.setup.commander(lt).name() + (rated ? " above his own rating" : ": he is dashing already"));
            }
            return Verdict.ok();
        }

        @Override
        public void apply(HowState s, HowAction a) {
            PlaceGeneral p = (PlaceGeneral) a;
            CommanderState c = s.commanders[commander];
            c.x = p.x();
            c.y = p.y();
            c.moved = true;
            c.directs = p.directs();
            if (p.directs() <= -2) {
                int lt = -2 - p.directs();
                s.commanders[lt].raisedTo = Ratings.raiseTo(s, commander, lt);
            }
            if (isLieutenant(s, commander)) {
                keepRaiseInReach(s);
            } else {
                s.directed[s.setup.commanderSide(commander).ordinal()] = Math.max(-1, p.directs());
            }
        }

        /** A lieutenant general who rides beyond 15 cm of the general who raised him loses the raise (decisions-cmd.md). */
        private void keepRaiseInReach(HowState s) {
            CommanderState c = s.commanders[commander];
            int g = s.general(s.setup.commanderSide(commander));
            if (c.raisedTo != null && g >= 0 && new Vec2(c.x, c.y).distance(new Vec2(s.commanders[g].x, s.commanders[g].y))
                    > s.setup.cm(Distance.COMMAND_RADIUS) + CommandFigureMove.EPS) {
                c.raisedTo = null;
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            PlaceGeneral p = (PlaceGeneral) a;
            String who = s.setup.commander(commander).name();
            CommanderState c = s.commanders[commander];
            double d = new Vec2(c.x, c.y).distance(new Vec2(p.x(), p.y()));
            String where = d < 0.05 ? "stays where he is" : String.format(Locale.ROOT, "rides %.0f cm, %s,", d, Words.rideEnd(s, p.x(), p.y()));
            String directs;
            if (p.directs() >= 0) {
                directs = "and directs " + s.setup.brigade(p.directs()).name();
            } else if (p.directs() <= -2) {
                int lt = -2 - p.directs();
                directs = "and raises " + s.setup.commander(lt).name() + " to " + Ratings.raiseTo(s, commander, lt).id();
            } else {
                directs = "and directs nobody";
            }
            return who + " " + where + " " + directs + ".";
        }

        @Override
        public String describe(HowState s) {
            return s.setup.commander(commander).name() + " moves and names whom he directs (phase 1).";
        }
    }
}
