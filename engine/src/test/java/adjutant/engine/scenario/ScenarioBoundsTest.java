package adjutant.engine.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenarioFormat;
import adjutant.engine.game.Rules;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every bound of a scenario, met and passed by one: a scenario at every bound at once loads and
 * plays; one step beyond any single bound is refused with a problem at its path.
 */
public class ScenarioBoundsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** 64 units of 100 men on a 1000 × 1000 table, 256-point woods, the longest texts, the largest deck. */
    public static ObjectNode atBounds() {
        ObjectNode s = JSON.createObjectNode();
        s.put("format", ScenarioLoader.FORMAT).put("rules", "blown-away").put("variant", "chance").put("year", 1757);
        s.put("name", "n".repeat(ScenarioLimits.MAX_NAME_LENGTH)).put("title", "t".repeat(ScenarioLimits.MAX_NAME_LENGTH));
        s.put("description", "d".repeat(ScenarioLimits.MAX_DESCRIPTION_LENGTH));
        s.putObject("table").put("length", ScenarioLimits.MAX_TABLE_SIDE).put("width", ScenarioLimits.MAX_TABLE_SIDE);
        s.put("turnLimit", BaScenarioFormat.MAX_TURN_LIMIT).put("deployDepth", 40).put("victory", "field");
        s.putObject("options").put("deckSize", BaScenarioFormat.MAX_DECK_SIZE);
        ArrayNode woods = s.putArray("terrain").addObject().put("id", "w".repeat(ScenarioLimits.MAX_ID_LENGTH))
                .put("kind", "woods").putArray("points");
        for (int k = 0; k < ScenarioLimits.MAX_POINTS; k++) {
            double a = 2 * Math.PI * k / ScenarioLimits.MAX_POINTS;
            woods.addArray().add(500 + 50 * Math.cos(a)).add(500 + 50 * Math.sin(a));
        }
        s.putArray("objectives");
        ObjectNode armies = s.putObject("armies");
        army(armies.putObject("blue"), 'b', 12, 32, 90, 5);
        army(armies.putObject("red"), 'r', 988, 968, -90, 995);
        return s;
    }

    private static void army(ObjectNode army, char side, double front, double back, double facing, double commanderY) {
        army.put("name", "a".repeat(ScenarioLimits.MAX_NAME_LENGTH));
        army.putArray("commander").add(500).add(commanderY);
        ArrayNode units = army.putArray("units");
        for (int i = 0; i < BaScenarioFormat.MAX_UNITS / 2; i++) {
            String id = side + String.format("%02d", i);
            ObjectNode u = units.addObject().put("id", id + "x".repeat(ScenarioLimits.MAX_ID_LENGTH - id.length()))
                    .put("name", "u".repeat(ScenarioLimits.MAX_NAME_LENGTH)).put("type", "infantry")
                    .put("facing", facing);
            u.putArray("anchor").add(40 + (i % 16) * 60).add(i < 16 ? front : back);
            u.putObject("men").put("soldier", BaScenarioFormat.MAX_MEN_PER_UNIT);
        }
    }

    @Test
    void aScenarioAtEveryBoundLoadsAndPlays() {
        LoadResult r = ScenarioLoader.check(atBounds().toString(), "at-bounds");
        assertTrue(r.isValid(), () -> r.problems().toString());
        BlownAwayRuleset ruleset = BlownAwayRuleset.get();
        Rules<BaState, BaAction> rules = ruleset.rules();
        BaState s = ruleset.newGame(r.scenario().orElseThrow(), "chance", 1);
        SplittableRandom random = new SplittableRandom(1);
        for (int step = 0; step < 200 && !rules.result(s).isOver(); step++) {
            rules.apply(s, rules.isChanceNode(s) ? rules.sampleChance(s, random.nextDouble())
                    : ruleset.randomOpening(s, random));
            assertEquals(List.of(), ruleset.invariantViolations(s), "step " + step);
        }
    }

    static Stream<Arguments> beyond() {
        return Stream.of(
                beyond("$.table.length", s -> ((ObjectNode) s.get("table")).put("length", 1001)),
                beyond("$.name", s -> s.put("name", "n".repeat(ScenarioLimits.MAX_NAME_LENGTH + 1))),
                beyond("$.description", s -> s.put("description", "d".repeat(ScenarioLimits.MAX_DESCRIPTION_LENGTH + 1))),
                beyond("$.terrain[0].points", s -> ((ArrayNode) s.get("terrain").get(0).get("points")).addArray()
                        .add(550).add(499)),
                beyond("$.terrain[0].id", s -> ((ObjectNode) s.get("terrain").get(0)).put("id", "w".repeat(65))),
                beyond("$.terrain", s -> {
                    ArrayNode t = (ArrayNode) s.get("terrain");
                    for (int i = 0; i < ScenarioLimits.MAX_TERRAIN; i++) {
                        t.addObject().put("id", "h" + i).put("kind", "hill").putArray("points")
                                .add(JSON.createArrayNode().add(1).add(1)).add(JSON.createArrayNode().add(2).add(1))
                                .add(JSON.createArrayNode().add(2).add(2));
                    }
                }),
                beyond("$.turnLimit", s -> s.put("turnLimit", BaScenarioFormat.MAX_TURN_LIMIT + 1)),
                beyond("$.options.deckSize", s -> ((ObjectNode) s.get("options")).put("deckSize", 1664)),
                beyond("$.armies.blue.units[0].men.soldier", s -> men(s).put("soldier", 101)),
                beyond("$.armies.blue.units[0].men", s -> men(s).put("officer", 1)),
                beyond("$.armies", s -> {
                    ArrayNode units = (ArrayNode) s.get("armies").get("blue").get("units");
                    ObjectNode extra = ((ObjectNode) units.get(0)).deepCopy().put("id", "extra");
                    extra.set("anchor", JSON.createArrayNode().add(500).add(22));
                    units.add(extra);
                }));
    }

    private static ObjectNode men(ObjectNode s) {
        return (ObjectNode) s.get("armies").get("blue").get("units").get(0).get("men");
    }

    private static Arguments beyond(String path, Consumer<ObjectNode> change) {
        return Arguments.of(path, change);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("beyond")
    void oneStepBeyondABoundIsRefusedAtItsPath(String path, Consumer<ObjectNode> change) {
        ObjectNode s = atBounds();
        change.accept(s);
        LoadResult r = ScenarioLoader.check(s.toString(), "beyond");
        assertFalse(r.isValid());
        assertTrue(r.errors().stream().anyMatch(p -> p.path().equals(path) && p.message().contains("at most")),
                () -> "expected an 'at most' error at " + path + ", got " + r.errors());
    }
}
