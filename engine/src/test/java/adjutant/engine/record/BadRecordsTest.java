package adjutant.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Rules;
import adjutant.engine.scenario.ScenarioLoader;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The corpus of broken game records: each a change to a real record, read and replayed, with
 * the message it must give. A record is fully checked: its form, every step's legality and
 * hash, the seed's chance draws, and that it ends as it says.
 */
class BadRecordsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A whole random game of skirmish, chance version: it has card draws and a result. */
    private static final String RECORD = GameRecords.toJson(finishedGame(5));

    private static GameRecord<BaState, BaAction> finishedGame(long seed) {
        BlownAwayRuleset ruleset = BlownAwayRuleset.get();
        Rules<BaState, BaAction> rules = ruleset.rules();
        GameRecorder<BaState, BaAction> g = new GameRecorder<>(ruleset, ScenarioLoader.loadNamed("skirmish"),
                "chance", seed);
        SplittableRandom random = new SplittableRandom(seed);
        while (!rules.result(g.state()).isOver()) {
            if (rules.isChanceNode(g.state())) {
                g.resolveChance();
            } else {
                g.apply(ruleset.randomOpening(g.state(), random));
            }
        }
        return g.record();
    }

    static Stream<Arguments> corpus() {
        return Stream.of(
                text("not an object", t -> "[1, 2]", "a game record is a JSON object, found array"),
                text("truncated", t -> t.substring(0, t.length() / 2), "the file may be truncated"),
                text("a key twice", t -> t.replaceFirst("\"seed\" : (-?\\d+)", "\"seed\" : $1, \"seed\" : 3"),
                        "Duplicate field 'seed'"),
                text("a fractional seed", t -> t.replaceFirst("\"seed\" : (-?\\d+)", "\"seed\" : 11.5"),
                        "$.seed: expected a whole number, found 11.5"),
                text("a NaN seed", t -> t.replaceFirst("\"seed\" : (-?\\d+)", "\"seed\" : NaN"),
                        "$.seed: expected a whole number"),
                tree("an unknown field", r -> r.put("bogus", 1), "$.bogus: unknown field"),
                tree("an unknown ruleset", r -> r.put("rules", "chess"), "$.rules: unknown rules 'chess'"),
                tree("no result", r -> r.remove("result"), "$.result: missing"),
                tree("another result", r -> ((ObjectNode) r.get("result")).put("outcome",
                        r.get("result").get("outcome").asText().equals("BLUE_WINS") ? "RED_WINS" : "BLUE_WINS"),
                        "$.result: the record says"),
                tree("no steps, a result", r -> r.putArray("steps"), "but its 0 steps end unfinished"),
                tree("cut at a step boundary", r -> cut((ArrayNode) r.get("steps"), 5), "$.result: the record says"),
                tree("a forged notation", r -> ((ObjectNode) r.get("steps").get(0)).put("notation", "pass"),
                        "step 1 ($.steps[0]).notation: 'pass' is not its action"),
                tree("a bad hash", r -> ((ObjectNode) r.get("steps").get(2)).put("hash", "xyz"),
                        "step 3 ($.steps[2]).hash: expected 16 hex digits"),
                tree("a changed hash", r -> ((ObjectNode) r.get("steps").get(2)).put("hash", "0000000000000000"),
                        "step 3 ($.steps[2])"),
                tree("a decision marked chance", r -> ((ObjectNode) r.get("steps").get(0)).put("chance", true),
                        "is marked a chance outcome, but a side decides here"),
                tree("another seed", BadRecordsTest::otherSeedSameFirstSide, "draws"),
                tree("a negative decision time", r -> ((ObjectNode) r.get("steps").get(0)).put("ms", -5),
                        "step 1 ($.steps[0]).ms: expected the decision's milliseconds"),
                tree("a time on a chance outcome", r -> firstChance(r).put("ms", 3), ".ms: only a decision has a time"),
                tree("an entered decision", r -> ((ObjectNode) r.get("steps").get(0)).put("entered", true),
                        "only a chance outcome is entered"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void aBrokenRecordSaysWhereAndWhy(String what, UnaryOperator<String> change, String expected) {
        String broken = change.apply(RECORD);
        RecordException e = assertThrows(RecordException.class,
                () -> GameRecords.replay(GameRecords.parse(broken).of(BlownAwayRuleset.get())));
        assertTrue(e.getMessage().contains(expected), () -> what + ": expected «" + expected + "» in «"
                + e.getMessage() + "»");
        assertTrue(e.getMessage().lines().count() == 1, "one line: " + e.getMessage());
    }

    private static Arguments text(String what, UnaryOperator<String> change, String expected) {
        return Arguments.of(what, change, expected);
    }

    private static Arguments tree(String what, java.util.function.Consumer<ObjectNode> change, String expected) {
        UnaryOperator<String> onText = t -> {
            try {
                ObjectNode root = (ObjectNode) JSON.readTree(t);
                change.accept(root);
                return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root);
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        };
        return Arguments.of(what, onText, expected);
    }

    private static ObjectNode firstChance(ObjectNode r) {
        for (var step : r.get("steps")) {
            if (step.path("chance").asBoolean()) {
                return (ObjectNode) step;
            }
        }
        throw new IllegalStateException("the game has no chance outcome");
    }

    private static void cut(ArrayNode steps, int keep) {
        while (steps.size() > keep) {
            steps.remove(steps.size() - 1);
        }
        // End on a decision, so that the cut is at a step boundary and only the result tells.
        while (steps.size() > 1 && steps.get(steps.size() - 1).path("chance").asBoolean()) {
            steps.remove(steps.size() - 1);
        }
    }

    /** Another seed that flips the same coin for the first side, so the first change is a card drawn. */
    private static void otherSeedSameFirstSide(ObjectNode r) {
        long seed = r.get("seed").asLong();
        boolean coin = new SplittableRandom(seed).nextBoolean();
        long other = seed + 1;
        while (new SplittableRandom(other).nextBoolean() != coin) {
            other++;
        }
        r.put("seed", other);
    }

    @Test
    void theUnbrokenRecordReplaysToItsEnd() throws Exception {
        GameRecord<BaState, BaAction> r = GameRecords.parse(RECORD).of(BlownAwayRuleset.get());
        assertEquals(r.steps().size(), GameRecords.replay(r).steps());
        assertTrue(r.result().isOver());
    }
}
