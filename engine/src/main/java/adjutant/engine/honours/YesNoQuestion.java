package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.YesNo;
import java.util.List;

/**
 * A step that puts a yes-or-no question to the owner of one unit (HOW-MELEE-4, HOW-MELEE-15,
 * HOW-PURS-2): that side decides, the answers are yes and no for that unit, and anything else is
 * refused under the question's rule. Each such step says only what its answer does.
 */
interface YesNoQuestion extends Task {

    /** The unit whose owner answers. */
    int unit();

    /** The rule that puts the question, named when an answer is refused. */
    String rule();

    /** The question as a refusal says it: "Bevern's grenadiers declare whether they wish to pursue". */
    String question(HowState s);

    @Override
    default Side decider(HowState s) {
        return s.setup.side(unit());
    }

    @Override
    default List<HowAction> legal(HowState s) {
        return List.of(new YesNo(unit(), true), new YesNo(unit(), false));
    }

    @Override
    default Verdict validate(HowState s, HowAction a) {
        return a instanceof YesNo y && y.unit() == unit() ? Verdict.ok() : Verdict.illegal(rule(), question(s));
    }
}
