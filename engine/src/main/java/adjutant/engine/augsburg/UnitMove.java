package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import java.util.List;

/**
 * The step of a unit's M, W or R order: where it ends (LOA-MOVE-1 to LOA-MOVE-3). The legal list
 * is a few sensible moves ({@link MoveCandidates}); any exact move {@link MoveCheck} allows is
 * accepted. Light troops a formed unit comes within 4" of then withdraw (LOA-EVADE-2).
 */
record UnitMove(int unit, int order) implements Task {

    Order theOrder() {
        return Order.values()[order];
    }

    @Override
    public Side decider(LoaState s) {
        return s.setup.side(unit);
    }

    @Override
    public List<LoaAction> legal(LoaState s) {
        return MoveCandidates.of(s, unit, theOrder());
    }

    @Override
    public Verdict validate(LoaState s, LoaAction a) {
        if (!(a instanceof Move m)) {
            return Verdict.illegal("LOA-ORD-2", () -> describe(s) + " — not " + a);
        }
        return MoveCheck.check(s, unit, theOrder(), m);
    }

    @Override
    public void apply(LoaState s, LoaAction a) {
        Move m = (Move) a;
        MoveRules.place(s, unit, m.x(), m.y(), m.facing());
        Evade.withdraw(s, unit); // LOA-EVADE-2
    }

    @Override
    public String words(LoaState s, LoaAction a) {
        if (!(a instanceof Move m)) {
            return describe(s);
        }
        Footprint from = MoveCheck.start(s, unit, theOrder());
        Vec2 end = new Vec2(m.x(), m.y());
        double d = from.front().distance(end);
        String where = " to " + MoveCheck.fmt(end) + ".";
        String name = Words.unit(s, unit);
        return switch (theOrder()) {
            case RETIRE -> d < 0.01 ? name + " faces about where it stands." : name + " faces about and retires "
                    + MoveCheck.fmt(d) + "\"" + where;
            case WHEEL -> {
                double t = Angles.turnDeg(from.facing(), m.facing());
                yield Math.abs(t) < 0.01 ? name + " stands." : name + " wheels " + MoveCheck.fmt(Math.abs(t)) + "° to the "
                        + (t > 0 ? "left" : "right") + where;
            }
            default -> d < 0.01 ? name + " stands." : name + " advances " + MoveCheck.fmt(d) + "\"" + where;
        };
    }

    @Override
    public String describe(LoaState s) {
        String what = switch (theOrder()) {
            case RETIRE -> "retires (R)";
            case WHEEL -> "wheels (W)";
            default -> "moves (M)";
        };
        return UnitNames.says(Words.side(s, decider(s)), "decides") + " how far " + Words.unit(s, unit) + " " + what + ".";
    }

    @Override
    public long key() {
        return unit * 64L + order;
    }
}
