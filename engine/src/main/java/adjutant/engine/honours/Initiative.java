package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.ChooseFirst;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import java.util.List;

/**
 * Phases 2 and 4: movement and firing initiative (HOW-INIT). Each side rolls a D6 and adds its
 * national modifier (and the designated attacker +1 for movement); ties are re-rolled; the
 * winner names who activates first. The designated attacker has the movement initiative in
 * turn 1 without a roll (HOW-INIT-2, HOW-SEQ-2).
 */
final class Initiative implements PhaseLogic {

    static final Initiative MOVEMENT = new Initiative(true);
    static final Initiative FIRING = new Initiative(false);

    private final boolean movement;

    private Initiative(boolean movement) {
        this.movement = movement;
    }

    @Override
    public void start(HowState s) {
        Side attacker = designatedAttacker(s);
        if (movement && s.turn == 1 && attacker != null) {
            won(s, true, attacker);
        } else {
            s.push(new InitiativeRoll(movement));
        }
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }

    static Side designatedAttacker(HowState s) {
        for (Side side : Side.values()) {
            if (s.setup.army(side).designatedAttacker()) {
                return side;
            }
        }
        return null;
    }

    /** The side's total for a die face (HOW-INIT-1, HOW-INIT-2, HOW-INIT-5; no attacker bonus for firing, AMB-15). */
    static int total(HowState s, boolean movement, Side side, int face) {
        Nation n = s.setup.armyNation(side);
        int bonus = movement ? n.moveInitiative() + (side == designatedAttacker(s) ? 1 : 0) : n.fireInitiative();
        return face + bonus;
    }

    static void won(HowState s, boolean movement, Side winner) {
        if (movement) {
            s.moveInitiative = winner;
        } else {
            s.fireInitiative = winner;
        }
        s.push(new FirstChoice(winner, movement));
    }

    /** Both sides roll a D6 (blue's face first). */
    record InitiativeRoll(boolean movement) implements Task {

        @Override
        public Side decider(HowState s) {
            return null;
        }

        @Override
        public List<ChanceOutcome<HowAction>> outcomes(HowState s) {
            return Rolls.eachSide();
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            return Rolls.checkTwoD6(a);
        }

        @Override
        public void apply(HowState s, HowAction a) {
            Roll r = (Roll) a;
            int blue = total(s, movement, Side.BLUE, r.first());
            int red = total(s, movement, Side.RED, r.second());
            if (blue == red) {
                s.push(this); // HOW-INIT-3: ties are re-rolled
            } else {
                won(s, movement, blue > red ? Side.BLUE : Side.RED);
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            Roll r = (Roll) a;
            int blue = total(s, movement, Side.BLUE, r.first());
            int red = total(s, movement, Side.RED, r.second());
            String what = movement ? "Movement" : "Firing";
            String outcome = blue == red ? "a tie, rolled again"
                    : UnitNames.says(blue > red ? s.setup.sideName(Side.BLUE) : s.setup.sideName(Side.RED), "wins");
            String blueName = s.setup.sideName(Side.BLUE);
            String redName = s.setup.sideName(Side.RED);
            return String.format("%s initiative: %s %d (total %d), %s %d (total %d): %s.", what,
                    UnitNames.says(blueName, "rolls"), r.first(), blue, UnitNames.says(redName, "rolls"), r.second(), red, outcome);
        }

        @Override
        public String describe(HowState s) {
            return "Both sides roll a die for " + (movement ? "movement" : "firing") + " initiative.";
        }
    }

    /** The winner names the side that activates first (HOW-INIT-4, HOW-INIT-5 and AMB-15). */
    record FirstChoice(Side winner, boolean movement) implements Task {

        @Override
        public Side decider(HowState s) {
            return winner;
        }

        @Override
        public List<HowAction> legal(HowState s) {
            return List.of(new ChooseFirst(winner), new ChooseFirst(winner.opponent()));
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            return a instanceof ChooseFirst ? Verdict.ok()
                    : Verdict.illegal(movement ? "HOW-INIT-4" : "HOW-INIT-5", "the initiative winner names who goes first");
        }

        @Override
        public void apply(HowState s, HowAction a) {
            s.active = ((ChooseFirst) a).side();
        }

        @Override
        public String words(HowState s, HowAction a) {
            Side first = ((ChooseFirst) a).side();
            String who = s.setup.sideName(winner);
            String itself = UnitNames.plural(who) ? "themselves" : "itself";
            return String.format("%s, having the %s initiative, %s %s %s first.", who, movement ? "movement" : "firing",
                    UnitNames.verb(who, "has"), first == winner ? itself : s.setup.sideName(first), movement ? "move" : "fire");
        }

        @Override
        public String describe(HowState s) {
            String who = s.setup.sideName(winner);
            return who + " won the " + (movement ? "movement" : "firing") + " initiative and "
                    + UnitNames.verb(who, "decides") + " who goes first.";
        }
    }
}
