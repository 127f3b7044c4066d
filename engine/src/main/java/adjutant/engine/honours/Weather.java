package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.OptionalRule;
import java.util.List;

/**
 * The optional weather (HOW-WX): with the weather rule, 2D6 set the score for turn 1
 * (HOW-WX-1); with weather changes too, each later turn a D6 moves it by one (HOW-WX-3: 1–2
 * down and 5–6 up, but fog only rises and a storm only falls), within 2–12. The season's table
 * reads the score (HOW-WX-4, AMB-7). {@link HowState#weather()} holds the score, 0 without weather.
 */
public final class Weather {

    private static final int LOWEST = 2;
    private static final int HIGHEST = 12;

    private Weather() {
    }

    /** The weather now: fair without the weather rule. */
    public static WeatherKind of(HowState s) {
        return s.weather == 0 ? WeatherKind.FAIR : WeatherKind.of(s.weather, s.setup.scenario().season());
    }

    /** At the start of each turn, before phase 1: queues the weather roll when the scenario uses weather. */
    static void startOfTurn(HowState s) {
        if (!s.setup.option(OptionalRule.WEATHER)) {
            return;
        }
        if (s.weather == 0) {
            s.push(new FirstRoll());
        } else if (s.setup.option(OptionalRule.WEATHER_CHANGES)) {
            s.push(new ChangeRoll());
        }
    }

    /** The new score after a change roll (HOW-WX-3). */
    static int changed(int score, int face) {
        int step = face <= 2 ? -1 : face >= 5 ? +1 : 0;
        if (score == LOWEST && step != 0) {
            step = +1; // fog: 1–2 and 5–6 both raise it
        } else if (score == HIGHEST && step != 0) {
            step = -1; // storm: 1–2 and 5–6 both lower it
        }
        return Math.max(LOWEST, Math.min(HIGHEST, score + step));
    }

    /** 2D6 for the first turn's weather (HOW-WX-1). */
    record FirstRoll() implements Task {

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
            Roll r = (Roll) a;
            s.weather = r.first() + r.second();
        }

        @Override
        public String words(HowState s, HowAction a) {
            Roll r = (Roll) a;
            int score = r.first() + r.second();
            return "Weather roll: " + r.first() + " and " + r.second() + ", score " + score + ": "
                    + WeatherKind.of(score, s.setup.scenario().season()).words() + ".";
        }

        @Override
        public String describe(HowState s) {
            return "Two dice are rolled for the weather.";
        }
    }

    /** A D6 for a weather change at the start of a later turn (HOW-WX-3). */
    record ChangeRoll() implements D6Roll {

        @Override
        public void apply(HowState s, HowAction a) {
            s.weather = changed(s.weather, ((Roll) a).first());
        }

        @Override
        public String words(HowState s, HowAction a) {
            int score = changed(s.weather, ((Roll) a).first());
            String now = WeatherKind.of(score, s.setup.scenario().season()).words();
            return "Weather change roll: " + ((Roll) a).first() + ", score " + s.weather + " becomes " + score + ": "
                    + now + ".";
        }

        @Override
        public String describe(HowState s) {
            return "A die is rolled for a change in the weather.";
        }
    }
}
