package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.EndActivation;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.MoveCommander;
import java.util.ArrayList;
import java.util.List;

/**
 * The orders an activated brigade may give, gathered from the rules that own each kind: moves
 * ({@link MoveRules}), charges ({@link ChargeRules}), its commander's move and the end of the
 * activation ({@link Command}).
 */
final class Orders {

    private Orders() {
    }

    static List<HowAction> legal(HowState s, int brigade) {
        List<HowAction> out = new ArrayList<>();
        for (int u : s.setup.brigadeUnits(brigade)) {
            if (s.inPlay(u)) {
                out.addAll(ChargeRules.candidates(s, u));
                out.addAll(MoveRules.candidates(s, u));
            }
        }
        out.addAll(Command.commanderMoves(s, brigade));
        if (Command.mayEnd(s, brigade).legal()) {
            out.add(new EndActivation());
        }
        return out;
    }

    static Verdict validate(HowState s, int brigade, HowAction a) {
        if (a instanceof Move m) {
            return MoveRules.validate(s, brigade, m);
        }
        if (a instanceof Charge c) {
            return ChargeRules.validate(s, brigade, c);
        }
        if (a instanceof MoveCommander m) {
            return Command.validateCommanderMove(s, brigade, m);
        }
        if (a instanceof EndActivation) {
            return Command.mayEnd(s, brigade);
        }
        return Verdict.illegal("HOW-SEQ-3", "not an order for " + s.setup.brigade(brigade).name()
                + ": it moves, charges, moves its commander or ends its activation");
    }

    /** Carries out an order; the brigade's order step has been pushed back already unless the activation ends. */
    static void apply(HowState s, int brigade, HowAction a) {
        if (a instanceof Move m) {
            MoveRules.apply(s, m);
        } else if (a instanceof Charge c) {
            ChargeRules.apply(s, c);
        } else if (a instanceof MoveCommander m) {
            Command.moveCommander(s, m);
        } else if (a instanceof EndActivation) {
            Command.endActivation(s, brigade);
        }
    }
}
