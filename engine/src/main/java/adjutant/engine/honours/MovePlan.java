package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Move;
import java.util.List;
import java.util.Locale;

/**
 * A checked move: whether a unit of the activated brigade may go where a {@link Move} puts it,
 * and if so what it spends and what it does to others. Every refusal names its rule and says
 * why in one line with the unit's name.
 *
 * @param moves normal moves it spends (HOW-MOVE-2)
 * @param passed friends it passes through (HOW-INTP-1)
 * @param endsInRiver it stops in mid-river, ending its current move (HOW-TERR-17)
 * @param block the built-up area block it occupies at the end, −1 if none (HOW-TERR-21)
 * @param formationChange it changed formation, or turned to a flank or the rear (HOW-FORM-5)
 * @param march the move qualifies for the march bonus (HOW-MOVE-7)
 */
record MovePlan(Verdict verdict, double moves, List<Integer> passed, boolean endsInRiver, int block,
        boolean formationChange, boolean march) {

    /** Slack on the allowance: coordinates typed to 0.01 cm. */
    static final double SLACK_CM = 0.02;

    static MovePlan refused(String rule, String reason) {
        return new MovePlan(Verdict.illegal(rule, reason), 0, List.of(), false, -1, false, false);
    }

    boolean legal() {
        return verdict.legal();
    }

    /** Checks the move for a unit of {@code brigade}. */
    static MovePlan of(HowState s, int brigade, Move m) {
        int u = m.unit();
        if (u < 0 || u >= s.units.length) {
            return refused("HOW-SEQ-3", "there is no unit " + u);
        }
        if (s.setup.brigadeOf(u) != brigade) {
            return refused("HOW-SEQ-3", s.setup.unitName(u) + " is not in " + s.setup.brigade(brigade).name()
                    + ", the brigade moving now");
        }
        String name = s.setup.unitName(u);
        String why = MoveLimits.mayNotMove(s, u, m);
        if (why != null) {
            int colon = why.indexOf(' ');
            return refused(why.substring(0, colon), name + " " + why.substring(colon + 1));
        }
        UnitState us = s.units[u];
        Footprint a = s.footprint(u);
        Footprint b = Bases.footprint(s.setup, u, new Vec2(m.x(), m.y()), m.facing(), m.formation());
        if (!s.setup.terrain().onTable(b)) {
            return refused("HOW-MOVE-12", name + " may not leave the table");
        }
        Formation fa = us.formation;
        Formation fb = m.formation();
        if (fb == Formation.IN_BUA || fa == Formation.IN_BUA) {
            return BuaOccupation.plan(s, u, a, b, fb);
        }
        return field(s, u, a, fa, b, fb);
    }

    /** A move in the open field: ground, obstacles, friends, enemies, the allowance. */
    static MovePlan field(HowState s, int u, Footprint a, Formation fa, Footprint b, Formation fb) {
        String name = s.setup.unitName(u);
        String inside = BuaOccupation.standsInside(s, u, b, fa, fb);
        if (inside != null) {
            return refused("HOW-TERR-23", name + " " + inside);
        }
        Sweep way = new Sweep(s, u, a, fa, b, fb);
        boolean close = Proximity.within(way, s.setup.cm(Distance.CLOSE_TO_ENEMY));
        MoveCost c = PathCost.of(s, u, a, fa, b, fb, close);
        if (!c.passable()) {
            return refused(c.rule(), name + ": " + c.reason());
        }
        Interpenetration.Passage p = Interpenetration.check(way);
        if (!p.verdict().legal()) {
            return new MovePlan(p.verdict(), 0, List.of(), false, -1, false, false);
        }
        double moves = c.moves() + p.cost();
        MovePlan away = MoveLimits.awayOnly(way);
        if (away != null) {
            return away;
        }
        boolean march = MoveLimits.marchBonus(s, u, a, b, fa, fb, c);
        double budget = Movement.budget(s, u, march);
        double left = budget - s.units[u].movesUsed;
        if (moves > left + SLACK_CM / c.rateCm()) {
            // formatted only when read: candidate searches refuse many moves as too far and read no reasons
            double rate = c.rateCm();
            String crossing = c.crossed().isEmpty() ? "" : " (crossing " + c.crossed() + ")";
            double need = moves;
            return new MovePlan(Verdict.illegal(budget >= 2 ? "HOW-MOVE-3" : "HOW-MOVE-2", () -> String.format(Locale.ROOT,
                    "%s needs %.1f cm of its %.0f cm move%s but has %.1f cm left", name, need * rate, rate, crossing,
                    Math.max(0, left) * rate)), 0, List.of(), false, -1, false, false);
        }
        return new MovePlan(Verdict.ok(), moves, p.passed(), c.endsInRiver(), -1, c.formationChange(), march);
    }
}
