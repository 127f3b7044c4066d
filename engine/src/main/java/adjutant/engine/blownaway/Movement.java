package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Verdict;

/** Ordered moves, snakes, mob moves, pushes, gunner returns and reforms (BA-MOVE, BA-FORM). */
final class Movement {
    private Movement() {}

    /** A legal plan (a {@link RigidMoves.Plan} or a recorded {@link Snakes.Plan}) and the action it is for. */
    record Validated(Object action, Object plan) {}

    static Verdict validate(BaState s, Move a) {
        return validate(a, new MoveContext(s));
    }

    /** {@code ctx}: what the validations of the state's moves share ({@link MoveContext}). */
    static Verdict validate(Move a, MoveContext ctx) {
        BaState s = ctx.state();
        if (column(s, a.unit())) {
            Verdict v = obliqueColumn(a, ctx);
            return v != null ? v : snake(a, asSnake(a), ctx);
        }
        return remember(s, a, RigidMoves.plan(a, ctx)).verdict;
    }

    static void apply(BaState s, Move a) {
        apply(s, a, null);
    }

    /** {@code validated}: what the state remembered from its last validation, or null. */
    static void apply(BaState s, Move a, Validated validated) {
        Object plan = validated != null && validated.action() == a ? validated.plan() : null;
        if (column(s, a.unit())) {
            Verdict v = obliqueColumn(a, new MoveContext(s));
            if (v != null) {
                throw new IllegalArgumentException(v.message());
            }
            Snakes.apply(s, asSnake(a), (Snakes.Plan) plan);
            return;
        }
        RigidMoves.apply(s, a, (RigidMoves.Plan) plan);
    }

    static Verdict validate(BaState s, Snake a) {
        return validate(a, new MoveContext(s));
    }

    static Verdict validate(Snake a, MoveContext ctx) {
        return snake(a, a, ctx);
    }

    /**
     * The verdict of {@code snake} (which is, or stands for, action {@code a}). A validation on its
     * own keeps the plan, with its intervals, for the apply that follows; a candidate list records
     * no intervals and keeps nothing (most candidates are never applied; apply plans again).
     */
    private static Verdict snake(Object a, Snake snake, MoveContext ctx) {
        if (!ctx.keepsPlans()) {
            return Snakes.verdict(snake, ctx);
        }
        return remember(ctx.state(), a, Snakes.plan(snake, true, ctx)).verdict;
    }

    static void apply(BaState s, Snake a) {
        apply(s, a, null);
    }

    static void apply(BaState s, Snake a, Validated validated) {
        Snakes.apply(s, a, validated != null && validated.action() == a ? (Snakes.Plan) validated.plan() : null);
    }

    private static RigidMoves.Plan remember(BaState s, Move a, RigidMoves.Plan p) {
        s.validatedMove = p.verdict.legal() ? new Validated(a, p) : null;
        return p;
    }

    private static Snakes.Plan remember(BaState s, Object a, Snakes.Plan p) {
        s.validatedMove = p.verdict.legal() ? new Validated(a, p) : null;
        return p;
    }

    private static boolean column(BaState s, int u) {
        return u >= 0 && u < s.setup.nUnits
                && s.formationOrdinal(u) == adjutant.engine.blownaway.scenario.Formation.COLUMN.ordinal();
    }

    /**
     * A column never moves rigidly (BA-MOVE-6): a Move of a column is a straight snake, a pivot
     * about the head and one leg along the new facing. An oblique step is illegal.
     */
    private static Verdict obliqueColumn(Move a, MoveContext ctx) {
        BaState s = ctx.state();
        if (a.distance() > 0 && a.offsetDeg() != 0) {
            Verdict pre = ctx.movePrerequisites(a.unit());
            if (!pre.legal()) {
                return pre;
            }
            return Verdict.illegal("BA-MOVE-6", BlownAwayRules.name(s, a.unit()) + " is a column: columns wheel,"
                    + " they do not step obliquely (" + Snakes.deg(a.offsetDeg()) + " off the facing)"
                    + "; use a snake with a turned first leg");
        }
        return null;
    }

    /** The snake equivalent of a column's Move with no offset. */
    static Snake asSnake(Move a) {
        return new Snake(a.unit(), a.pivotDeg(), a.distance() != 0 // NaN and negative lengths go on to BA-MOVE-1
                ? java.util.List.of(new Snake.Leg(0, a.distance())) : java.util.List.of());
    }

    static Verdict validate(BaState s, MobMove a) {
        return MobMoves.validate(s, a);
    }

    static Verdict validate(MobMove a, MoveContext ctx) {
        return MobMoves.validate(ctx.state(), a, ctx);
    }

    static void apply(BaState s, MobMove a) {
        MobMoves.apply(s, a);
    }

    static Verdict validate(BaState s, GunnerReturn a) {
        return GunnerReturns.validate(s, a);
    }

    static void apply(BaState s, GunnerReturn a) {
        GunnerReturns.apply(s, a);
    }

    static Verdict validate(BaState s, Reform a) {
        return Reforms.layout(s, a).verdict;
    }

    static void apply(BaState s, Reform a) {
        Reforms.apply(s, a);
    }

    /** PINNED: not engaged and the stop condition already holds (BA-MOVE-9, BA-GEO-13). */
    static boolean pinned(BaState s, int unit) {
        return StopRule.pinned(s, unit);
    }

    /**
     * Who may pivot, move or reform (BA-MOVE-3, 10, 11, BA-FORM-1): not engaged, ORDERED, and for
     * an ordered move ({@code move}) a battery must be MANNED with every in-ranks gunner on a
     * crew slot.
     */
    static Verdict orderedPrerequisites(BaState s, int u, boolean move) {
        String name = BlownAwayRules.name(s, u);
        if (s.engaged(u)) {
            return Verdict.illegal("BA-MOVE-10", name + " is engaged and may not pivot, move or reform");
        }
        int inRanks = 0;
        int running = 0;
        int detached = 0;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 0) {
                inRanks++;
                if (s.slot(f) < 0) {
                    detached++;
                }
            } else if (s.statusOrdinal(f) == 1) {
                running++;
            }
        }
        if (inRanks > 0 && running > 0) {
            int mixed = running;
            return Verdict.illegal("BA-MOVE-11", () -> name + " has " + mixed
                    + " men running (MIXED) and may not pivot, move or reform");
        }
        if (inRanks == 0) {
            return Verdict.illegal(move ? "BA-MOVE-3" : "BA-FORM-1", name + " has no man in ranks"
                    + (running > 0 ? " (a MOB moves only by a mob move)" : ""));
        }
        if (move && s.setup.unitType[u] == adjutant.engine.blownaway.scenario.UnitType.ARTILLERY && detached > 0) {
            int away = detached;
            return Verdict.illegal("BA-MOVE-3", () -> name + " has " + away
                    + " detached gunners away from the gun and may not move");
        }
        return Verdict.ok();
    }
}
