package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import java.util.List;

/**
 * Charges and the movement-phase reactions to them (HOW-CHG): who may charge whom, lining up,
 * counter-charges, evades, turning to face, formation changes and fire at chargers.
 * (Skeleton: no charges yet.)
 */
final class ChargeRules {

    private ChargeRules() {
    }

    static List<HowAction> candidates(HowState s, int unit) {
        return List.of();
    }

    static Verdict validate(HowState s, int brigade, Charge c) {
        return Verdict.illegal("HOW-CHG-1", "charges are not written yet");
    }

    static void apply(HowState s, Charge c) {
        throw new UnsupportedOperationException("charges are not written yet");
    }
}
