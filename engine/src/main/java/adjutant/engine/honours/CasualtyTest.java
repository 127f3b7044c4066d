package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import java.util.List;

/** A command figure's casualty test: 2D6, 11 or 12 and he is killed or wounded, his successor a step worse (HOW-CMD-18, HOW-CMD-19). */
record CasualtyTest(int commander) implements Task {

    static boolean casualty(Roll r) {
        return r.first() + r.second() >= 11;
    }

    @Override
    public Side decider(HowState s) {
        return null;
    }

    @Override
    public List<ChanceOutcome<HowAction>> outcomes(HowState s) {
        return Rolls.twoD6();
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        return Rolls.checkTwoD6(a);
    }

    @Override
    public void apply(HowState s, HowAction a) {
        if (casualty((Roll) a)) {
            CommandCasualties.wound(s, commander);
        }
    }

    @Override
    public String words(HowState s, HowAction a) {
        Roll r = (Roll) a;
        String who = s.setup.commander(commander).name();
        if (!casualty(r)) {
            return String.format("Casualty test for %s: %d and %d, %d: unhurt.", who, r.first(), r.second(), r.first() + r.second());
        }
        HowState after = s.copy();
        CommandCasualties.wound(after, commander);
        CommanderState c = after.commanders[commander];
        String now = c.penalty > s.commanders[commander].penalty ? "dithering with " + -c.penalty + " on his command rolls"
                : c.rating.id();
        return String.format("Casualty test for %s: %d and %d, %d: he falls; his successor is %s.", who, r.first(), r.second(),
                r.first() + r.second(), now);
    }

    @Override
    public String describe(HowState s) {
        return "Roll 2D6 for " + s.setup.commander(commander).name() + ": 11 or 12 is a casualty.";
    }
}
