package adjutant.engine.honours;

import static adjutant.engine.honours.MeleeKit.at;
import static adjutant.engine.honours.MeleeKit.go;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.Season;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The optional weather (HOW-WX-1 to HOW-WX-4, EX-15). */
class WeatherTest {

    private static HowFixture weather(boolean changes) {
        HowFixture f = HowFixture.smallBattle().option(OptionalRule.WEATHER);
        return changes ? f.option(OptionalRule.WEATHER_CHANGES) : f;
    }

    @Test
    @DisplayName("HOW-WX-1: 2D6 set the first turn's weather score, read on the Weather Table")
    void firstRoll() {
        HowState s = go(at(weather(false), Phase.GENERALS));
        assertInstanceOf(Weather.FirstRoll.class, s.currentTask());
        MeleeKit.RULES.apply(s, new Roll(5, 6));
        assertEquals(11, s.weather());
        assertEquals(WeatherKind.HEAVY_RAIN, Weather.of(s));
        HowState none = go(at(HowFixture.smallBattle(), Phase.GENERALS));
        assertFalse(none.currentTask() instanceof Weather.FirstRoll, "no weather without the option");
        assertEquals(WeatherKind.FAIR, Weather.of(none));
        int[] expected = {0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 1, 3, 4};
        for (int score = 2; score <= 12; score++) {
            assertEquals(WeatherKind.values()[expected[score]], WeatherKind.of(score, Season.SPRING_AUTUMN), "score " + score);
        }
    }

    @Test
    @DisplayName("HOW-WX-2, AMB-8, AMB-83: what each weather does to sight, moves, fire, charges and grazing")
    void effects() {
        HowSetup setup = new HowSetup(HowFixture.smallBattle().scenario());
        assertEquals(30, WeatherKind.FOG.visibility(setup), 1e-9);
        assertEquals(0.5, WeatherKind.FOG.moveFactor(false), 1e-9);
        assertFalse(WeatherKind.FOG.chargeBonus());
        assertEquals(-1, WeatherKind.LIGHT_RAIN.firingModifier(false));
        assertEquals(60, WeatherKind.HEAVY_RAIN.visibility(setup), 1e-9);
        assertEquals(0.75, WeatherKind.HEAVY_RAIN.moveFactor(false), 1e-9);
        assertEquals(0.5, WeatherKind.HEAVY_RAIN.moveFactor(true), 1e-9);
        assertEquals(-2, WeatherKind.HEAVY_RAIN.firingModifier(false));
        assertEquals(6, WeatherKind.HEAVY_RAIN.grazingMinimum());
        assertFalse(WeatherKind.STORM.smallArmsFire());
        assertEquals(-2, WeatherKind.STORM.firingModifier(true));
        assertEquals(0, WeatherKind.STORM.moveFactor(true), 1e-9);
        assertFalse(WeatherKind.STORM.doubleMoves());
        assertFalse(WeatherKind.STORM.chargeBonus());
        assertEquals(3, WeatherKind.FAIR.grazingMinimum());
        assertTrue(Double.isInfinite(WeatherKind.FAIR.visibility(setup)));
        assertTrue(WeatherKind.FAIR.chargeBonus() && WeatherKind.FAIR.doubleMoves());
    }

    @Test
    @DisplayName("HOW-WX-3: a D6 each later turn: 1–2 down, 5–6 up, but fog only rises and a storm only falls")
    void changes() {
        assertEquals(6, Weather.changed(7, 1));
        assertEquals(7, Weather.changed(7, 4));
        assertEquals(8, Weather.changed(7, 6));
        assertEquals(3, Weather.changed(2, 1));
        assertEquals(3, Weather.changed(2, 5));
        assertEquals(2, Weather.changed(2, 3));
        assertEquals(11, Weather.changed(12, 2));
        assertEquals(11, Weather.changed(12, 6));
    }

    @Test
    @DisplayName("EX-15, HOW-WX-1, HOW-WX-3: 11, then 6, 3, 6: heavy rain, storm, storm, heavy rain")
    void weatherChangesExample() {
        HowState s = go(at(weather(true), Phase.GENERALS));
        MeleeKit.RULES.apply(s, new Roll(5, 6));
        assertEquals(WeatherKind.HEAVY_RAIN, Weather.of(s));
        int[] faces = {6, 3, 6};
        int[] scores = {12, 12, 11};
        WeatherKind[] kinds = {WeatherKind.STORM, WeatherKind.STORM, WeatherKind.HEAVY_RAIN};
        for (int t = 0; t < faces.length; t++) {
            s.tasks.clear();
            s.turn = t + 2;
            s.phase = Phase.GENERALS;
            s.phaseStarted = false;
            go(s);
            assertInstanceOf(Weather.ChangeRoll.class, s.currentTask());
            MeleeKit.RULES.apply(s, Roll.of(faces[t]));
            assertEquals(scores[t], s.weather());
            assertEquals(kinds[t], Weather.of(s));
        }
    }

    @Test
    @DisplayName("HOW-WX-4, AMB-7: winter and summer read the score on their own tables")
    void seasons() {
        assertEquals(WeatherKind.FOG, WeatherKind.of(2, Season.WINTER));
        assertEquals(WeatherKind.LIGHT_RAIN, WeatherKind.of(4, Season.WINTER));
        assertEquals(WeatherKind.FAIR, WeatherKind.of(7, Season.WINTER));
        assertEquals(WeatherKind.LIGHT_RAIN, WeatherKind.of(8, Season.WINTER));
        assertEquals(WeatherKind.STORM, WeatherKind.of(12, Season.WINTER));
        assertEquals(WeatherKind.LIGHT_RAIN, WeatherKind.of(2, Season.SUMMER));
        assertEquals(WeatherKind.FAIR, WeatherKind.of(10, Season.SUMMER));
        assertEquals(WeatherKind.LIGHT_RAIN, WeatherKind.of(11, Season.SUMMER));
        assertEquals(WeatherKind.HEAVY_RAIN, WeatherKind.of(12, Season.SUMMER));
    }
}
