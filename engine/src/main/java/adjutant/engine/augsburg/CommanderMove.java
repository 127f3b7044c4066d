package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A commander's free move (AMB-42): the CinCs at the start of the Activation Phase, a brigadier
 * when his brigade acts, before its units. Commanders go 12" in good going, 8" in bad and lose
 * 1" per obstacle (LOA-ORG-11, LOA-MOVE-1), pro-rated (AMB-23), in a straight line, anywhere on
 * the table (units do not block them; they are never hit, AMB-42). {@code Move(−1 − commander,
 * x, y, facing)}; the facing means nothing for a commander. Pass stays.
 */
record CommanderMove(int commander) implements Task {

    /** Candidates stop this far inside a radius. */
    private static final double INSIDE = 0.5;

    @Override
    public Side decider(LoaState s) {
        return s.setup.commanderSide(commander);
    }

    @Override
    public List<LoaAction> legal(LoaState s) {
        Set<LoaAction> out = new LinkedHashSet<>();
        out.add(new Pass());
        Vec2 here = s.commanders[commander].position();
        List<Vec2> goals = new ArrayList<>();
        Side side = s.setup.commanderSide(commander);
        if (s.setup.role(commander) == Role.CINC) {
            // toward each brigadier he cannot reach, until the brigadier is inside his radius (LOA-CMD-2)
            for (int b = 0; b < s.setup.brigadeCount(); b++) {
                if (s.setup.brigadeSide(b) == side && Command.active(s, b)) {
                    Vec2 p = s.commanders[s.setup.brigadier(b)].position();
                    double gap = here.distance(p) - (s.setup.radius(commander) - INSIDE);
                    if (gap > 0) {
                        goals.add(here.plus(p.minus(here).normalized().times(gap)));
                    }
                }
            }
            goals.add(centre(s, side, -1));
        } else {
            int brigade = commander - 2;
            goals.add(centre(s, side, brigade));
            // toward the unit furthest from him, until it is inside his radius (LOA-CMD-4)
            int far = -1;
            double fd = 0;
            for (int u : s.setup.brigadeUnits(brigade)) {
                if (s.inPlay(u)) {
                    double d = s.footprint(u).polygon().distanceTo(here);
                    if (d > fd) {
                        fd = d;
                        far = u;
                    }
                }
            }
            if (far >= 0 && fd > s.setup.radius(commander)) {
                Vec2 c = s.footprint(far).centre();
                goals.add(here.plus(c.minus(here).normalized().times(fd - s.setup.radius(commander) + INSIDE)));
            }
            // toward the CinC, until inside his radius, to receive CP next turn (LOA-CMD-2)
            Vec2 cinc = s.commanders[s.setup.cinc(side)].position();
            double gap = here.distance(cinc) - (s.setup.radius(s.setup.cinc(side)) - INSIDE);
            if (gap > 0) {
                goals.add(here.plus(cinc.minus(here).normalized().times(gap)));
            }
        }
        for (Vec2 g : goals) {
            if (g == null || g.distance(here) < 0.25) {
                continue;
            }
            Vec2 dir = g.minus(here).normalized();
            double d = MoveRates.reach(s, MoveRates.COMMANDER, here, dir, 1.0, g.distance(here));
            Vec2 p = here.plus(dir.times(Math.floor(d * 1000) / 1000));
            Move m = new Move(-1 - commander, Math.round(p.x() * 10000) / 10000.0, Math.round(p.y() * 10000) / 10000.0, 0);
            if (d >= 0.25 && validate(s, m).legal()) {
                out.add(m);
            }
        }
        return new ArrayList<>(out);
    }

    /** The centre of a side's units in play, or of one brigade's; null when none. */
    private static Vec2 centre(LoaState s, Side side, int brigade) {
        double x = 0;
        double y = 0;
        int n = 0;
        for (int u = 0; u < s.units.length; u++) {
            if (s.inPlay(u) && s.setup.side(u) == side && (brigade < 0 || s.setup.brigade(u) == brigade)) {
                Vec2 c = s.footprint(u).centre();
                x += c.x();
                y += c.y();
                n++;
            }
        }
        return n == 0 ? null : new Vec2(x / n, y / n);
    }

    @Override
    public Verdict validate(LoaState s, LoaAction a) {
        if (a instanceof Pass) {
            return Verdict.ok();
        }
        if (!(a instanceof Move m) || m.unit() != -1 - commander) {
            return Verdict.illegal("LOA-ORG-11", () -> describe(s) + " — not " + a);
        }
        Vec2 to = new Vec2(m.x(), m.y());
        if (!Double.isFinite(m.x()) || !Double.isFinite(m.y()) || !s.setup.scenario().header().table().contains(to)) {
            return Verdict.illegal("LOA-ORG-11", "a commander stays on the table");
        }
        double spent = MoveRates.spent(s, MoveRates.COMMANDER, s.commanders[commander].position(), to);
        if (spent > 1 + 1e-4) {
            return Verdict.illegal("LOA-ORG-11", () -> "AMB-23: commanders move 12\" in good going, 8\" in bad, −1\" an obstacle: that takes "
                    + Math.round(spent * 100) + "% of a move");
        }
        return Verdict.ok();
    }

    @Override
    public void apply(LoaState s, LoaAction a) {
        if (a instanceof Move m) {
            CommanderState c = s.commanders[commander];
            c.x = m.x();
            c.y = m.y();
            c.moved = true;
        }
    }

    @Override
    public String words(LoaState s, LoaAction a) {
        if (a instanceof Move m) {
            double d = s.commanders[commander].position().distance(new Vec2(m.x(), m.y()));
            return Words.commander(s, commander) + " rides " + MoveCheck.fmt(d) + "\" to " + MoveCheck.fmt(new Vec2(m.x(), m.y())) + ".";
        }
        return Words.commander(s, commander) + " stays where he is.";
    }

    @Override
    public String describe(LoaState s) {
        return UnitNames.says(Words.side(s, decider(s)), "decides") + " where " + Words.commander(s, commander) + " rides.";
    }

    @Override
    public long key() {
        return commander;
    }
}
