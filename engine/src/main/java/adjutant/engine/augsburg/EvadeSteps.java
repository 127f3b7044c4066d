package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Choose;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/** The steps of an evasion from 4" or more (LOA-EVADE-10): the steadiness test, then how far to flee. */
final class EvadeSteps {

    private EvadeSteps() {
    }

    /** LOA-EVADE-11: 2D6 + modifiers ≥ 8; value 1 pass, 0 fail (AMB-61: fail flees 3 full NMs). */
    record Test(Clash c) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.twoD6().plus(Evade.testModifier(s, c.target(), c.charger())).map(v -> v >= 8 ? 1 : 0);
        }

        @Override
        public void result(LoaState s, int value) {
            if (value == 1) {
                s.push(new Flee(c));
            } else {
                Evade.flee(s, c, 3);
                Evade.chargerStops(s, c);
            }
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, c.target()) + " takes the evade test (2D6 " + ChargeSteps.signed(Evade.testModifier(s, c.target(), c.charger()))
                    + " ≥ 8)";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            return what(s) + ": " + (((Roll) a).value() == 1 ? "passed, it chooses how far to flee." : "failed, it flees 3 full moves.");
        }

        @Override
        public long key() {
            return c.key();
        }
    }

    /** LOA-EVADE-10: having passed, the evaders choose how many full NMs to flee (1 to 3). */
    record Flee(Clash c) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(c.target());
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            for (int n = 1; n <= 3; n++) {
                out.add(new Choose(n));
            }
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            return a instanceof Choose ch && ch.option() >= 1 && ch.option() <= 3 ? Verdict.ok()
                    : Verdict.illegal("LOA-EVADE-10", () -> Words.unit(s, c.target()) + " flees 1, 2 or 3 full normal moves");
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            Evade.flee(s, c, ((Choose) a).option());
            Evade.chargerStops(s, c);
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int n = ((Choose) a).option();
            return Words.unit(s, c.target()) + " flees " + n + " full normal move" + (n == 1 ? "" : "s") + " from " + Words.unit(s, c.charger()) + ".";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "chooses") + " how far " + Words.unit(s, c.target()) + " flees (1–3 normal moves).";
        }

        @Override
        public long key() {
            return c.key();
        }
    }
}
