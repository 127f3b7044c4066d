package adjutant.engine.record;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.scenario.LoadResult;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.ScenarioWriter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A short fuzz of the two readers of files people hand to Adjutant, with seeded mutations of
 * real files: a scenario either loads, and then plays, or is refused with problems; a record
 * either replays or is refused with a {@link RecordException}. Nothing else may happen.
 */
class ReaderFuzzTest {

    private static final int CASES = 1500;
    private static final String SCENARIO = ScenarioWriter.toJson(ScenarioLoader.loadNamed("skirmish"));
    private static final String[] INSERTS = {"0", "-1", "1e9", "NaN", "null", "\"\"", "[]", "{}", ",", "\"x\"",
        "2147483647", "1.5", "true", "\u001b[2J", "[[[[[[[[", "\"men\": {\"soldier\": 1073741823}"};

    @Test
    void mutatedScenariosLoadAndPlayOrAreRefused() {
        SplittableRandom random = new SplittableRandom(20261125);
        for (int i = 0; i < CASES; i++) {
            String text = mutate(SCENARIO, random);
            LoadResult r;
            try {
                r = ScenarioLoader.check(text, "fuzz");
            } catch (RuntimeException e) {
                throw new AssertionError("case " + i + " threw " + e + " on:\n" + text, e);
            }
            assertTrue(r.isValid() || !r.errors().isEmpty(), "case " + i + ": refused without an error");
            if (r.isValid()) {
                playAFewSteps(Rulesets.require(r.scenario().orElseThrow().rules()), r, i);
            }
        }
    }

    @Test
    void mutatedRecordsReplayOrAreRefused() {
        String record = GameRecords.toJson(shortGame());
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < CASES; i++) {
            String text = mutate(record, random);
            try {
                GameRecords.replay(GameRecords.parse(text));
            } catch (RecordException expected) {
                assertTrue(expected.getMessage().lines().count() == 1, "case " + i + ": " + expected.getMessage());
            } catch (RuntimeException e) {
                fail("case " + i + " threw " + e + " on:\n" + text, e);
            }
        }
    }

    private static <S extends adjutant.engine.game.GameState<S>, A> void playAFewSteps(Ruleset<S, A> ruleset,
            LoadResult r, int i) {
        try {
            Rules<S, A> rules = ruleset.rules();
            S s = ruleset.newGame(r.scenario().orElseThrow(), ruleset.defaultVariant().id(), i);
            SplittableRandom random = new SplittableRandom(i);
            for (int step = 0; step < 30 && !rules.result(s).isOver(); step++) {
                A a = rules.isChanceNode(s) ? rules.sampleChance(s, random.nextDouble())
                        : ruleset.randomOpening(s, random);
                rules.apply(s, a);
            }
        } catch (RuntimeException e) {
            throw new AssertionError("case " + i + ": a scenario the loader accepts does not play: " + e, e);
        }
    }

    private static GameRecord<BaState, BaAction> shortGame() {
        BlownAwayRuleset ruleset = BlownAwayRuleset.get();
        GameRecorder<BaState, BaAction> g = new GameRecorder<>(ruleset, ScenarioLoader.loadNamed("skirmish"), "chance",
                3);
        SplittableRandom random = new SplittableRandom(3);
        for (int step = 0; step < 40 && !ruleset.rules().result(g.state()).isOver(); step++) {
            if (ruleset.rules().isChanceNode(g.state())) {
                g.resolveChance();
            } else {
                g.apply(ruleset.randomOpening(g.state(), random));
            }
        }
        return g.record();
    }

    /** One to three edits: delete a span, duplicate one, or put a hostile token somewhere. */
    private static String mutate(String text, SplittableRandom random) {
        StringBuilder b = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && b.length() > 2; e++) {
            int at = random.nextInt(b.length());
            int len = 1 + random.nextInt(Math.min(40, b.length() - at));
            switch (random.nextInt(4)) {
                case 0 -> b.delete(at, Math.min(b.length(), at + len));
                case 1 -> b.insert(at, b.substring(at, Math.min(b.length(), at + len)));
                case 2 -> b.insert(at, INSERTS[random.nextInt(INSERTS.length)]);
                default -> b.replace(at, Math.min(b.length(), at + len), INSERTS[random.nextInt(INSERTS.length)]);
            }
        }
        return b.toString();
    }
}
