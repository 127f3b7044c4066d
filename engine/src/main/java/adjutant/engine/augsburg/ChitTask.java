package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * A side places its chits face down, one unit a step (LOA-SEQ-1 step 1, LOA-ORD-1). The
 * candidates are for its first unit still without a chit; any of its units may be named. Blue
 * places first, then red; what red may see of blue's chits is {@link LoaObservation}'s (they
 * are hidden), so neither side's choice depends on the other's (AMB-3).
 */
record ChitTask(Side side) implements Task {

    @Override
    public Side decider(LoaState s) {
        return side;
    }

    /** The side's next unit in play without a chit, −1 none. */
    static int next(LoaState s, Side side) {
        for (int u = 0; u < s.units.length; u++) {
            if (s.setup.side(u) == side && s.inPlay(u) && s.units[u].chit < 0) {
                return u;
            }
        }
        return -1;
    }

    @Override
    public List<LoaAction> legal(LoaState s) {
        int u = next(s, side);
        List<LoaAction> out = new ArrayList<>();
        for (Order o : Orders.allowed(s, u)) {
            out.add(new PlaceChit(u, o.ordinal()));
        }
        return out;
    }

    @Override
    public Verdict validate(LoaState s, LoaAction a) {
        if (!(a instanceof PlaceChit p)) {
            return Verdict.illegal("LOA-SEQ-1", () -> describe(s) + " — not " + a);
        }
        if (p.unit() < 0 || p.unit() >= s.units.length || s.setup.side(p.unit()) != side || !s.inPlay(p.unit())) {
            return Verdict.illegal("LOA-ORD-1", "chits go behind the side's own units in play");
        }
        if (s.units[p.unit()].chit >= 0) {
            return Verdict.illegal("LOA-ORD-1", () -> s.setup.unitName(p.unit()) + " already has its chit");
        }
        if (p.order() < 0 || p.order() >= Order.values().length
                || !Orders.allowed(s, p.unit()).contains(Order.values()[p.order()])) {
            return Verdict.illegal("LOA-ORD-3", () -> s.setup.unitName(p.unit()) + " may not be given that order");
        }
        return Verdict.ok();
    }

    @Override
    public void apply(LoaState s, LoaAction a) {
        PlaceChit p = (PlaceChit) a;
        s.units[p.unit()].chit = p.order();
        s.units[p.unit()].mustRally = false; // LOA-EVADE-7: this was the chit that had to be Y or U
        if (next(s, side) >= 0) {
            s.push(this);
        }
    }

    @Override
    public String words(LoaState s, LoaAction a) {
        PlaceChit p = (PlaceChit) a;
        Order o = Order.values()[p.order()];
        return s.setup.unitName(p.unit()) + " receives a chit face down: " + o.words() + " (" + o.code + ").";
    }

    @Override
    public String describe(LoaState s) {
        return UnitNames.says(Words.side(s, side), "places") + " order chits face down.";
    }

    @Override
    public long key() {
        return side.ordinal();
    }
}
