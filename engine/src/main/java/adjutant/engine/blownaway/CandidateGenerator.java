package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * The finite, well-chosen main actions offered at the MAIN decision point (Appendix B.2,
 * docs/candidate-actions.md). Every candidate is checked by the rules' validate.
 */
public class CandidateGenerator {

    public List<BaAction> mainActions(BaState s) {
        List<BaAction> out = new ArrayList<>();
        out.add(new Pass());
        return out;
    }
}
