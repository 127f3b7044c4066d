package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * A step where dice are rolled, as one chance node whose outcomes are the roll's results grouped
 * by value (a pool's pip total, the number of saves), with exact probabilities (LOA-GEN-3). Each
 * roll of the rules is a record implementing this: it says which dice and what the value does.
 */
public interface RollTask extends Task {

    /** The distribution of the value rolled (see {@code adjutant.engine.dice.Dice}). */
    Distribution dice(LoaState s);

    /** Carries out the value rolled; this task has already been popped. */
    void result(LoaState s, int value);

    /** What is rolled, for a person: "Blue's CinC rolls d3 for command points". */
    String what(LoaState s);

    @Override
    default Side decider(LoaState s) {
        return null;
    }

    @Override
    default List<ChanceOutcome<LoaAction>> outcomes(LoaState s) {
        List<Distribution.Outcome> d = dice(s).outcomes();
        List<ChanceOutcome<LoaAction>> out = new ArrayList<>(d.size());
        for (Distribution.Outcome o : d) {
            out.add(new ChanceOutcome<>(new Roll(o.value()), o.probability()));
        }
        return out;
    }

    @Override
    default Verdict validate(LoaState s, LoaAction a) {
        if (!(a instanceof Roll r)) {
            return Verdict.illegal("LOA-GEN-3", () -> describe(s) + ": dice are rolled here, not " + a);
        }
        if (dice(s).probability(r.value()) <= 0) {
            return Verdict.illegal("LOA-GEN-3", () -> describe(s) + ": " + r.value() + " cannot be rolled");
        }
        return Verdict.ok();
    }

    @Override
    default void apply(LoaState s, LoaAction a) {
        result(s, ((Roll) a).value());
    }

    @Override
    default String words(LoaState s, LoaAction a) {
        return what(s) + ": " + ((Roll) a).value() + ".";
    }

    @Override
    default String describe(LoaState s) {
        return what(s) + ".";
    }
}
