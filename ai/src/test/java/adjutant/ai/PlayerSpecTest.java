package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlayerSpecTest {

    @Test
    void parsesANameWithoutSettings() {
        PlayerSpec spec = PlayerSpec.parse("random");
        assertEquals("random", spec.name());
        assertEquals(PlayerKind.RANDOM, spec.kind());
        assertTrue(spec.settings().isEmpty());
    }

    @Test
    void keepsSettingsInTheirOrder() {
        PlayerSpec spec = PlayerSpec.parse("mcts:iterations=500,rollout=10,c=0.7");
        assertEquals(List.of("iterations", "rollout", "c"), List.copyOf(spec.settings().keySet()));
        assertEquals(500, spec.count("iterations").getAsLong());
        assertEquals(10, spec.count("rollout").getAsLong());
        assertEquals(0.7, spec.number("c").getAsDouble());
        assertFalse(spec.duration("think").isPresent());
    }

    @Test
    void roundTripsThroughItsText() {
        for (String text : List.of("random", "greedy", "mcts:think=1s", "mcts:iterations=2000,weights=w/blue.json",
                "alphabeta:depth=4", "alphabeta:think=500ms", "mcts:iterations=500,rollout=10,c=0.7",
                "alphabeta:think=1.5s,nodes=100000,ttmb=16")) {
            PlayerSpec spec = PlayerSpec.parse(text);
            assertEquals(text, spec.toString());
            assertEquals(spec, PlayerSpec.parse(spec.toString()));
        }
    }

    @Test
    void ignoresSpacesAroundParts() {
        assertEquals("mcts:iterations=5,c=1", PlayerSpec.parse(" mcts : iterations = 5 , c=1 ").toString());
    }

    @Test
    void readsDurationsInMillisecondsSecondsAndMinutes() {
        assertEquals(Duration.ofMillis(500), PlayerSpec.parse("mcts:think=500ms").duration("think").get());
        assertEquals(Duration.ofSeconds(2), PlayerSpec.parse("mcts:think=2s").duration("think").get());
        assertEquals(Duration.ofMillis(1500), PlayerSpec.parse("mcts:think=1.5s").duration("think").get());
        assertEquals(Duration.ofMinutes(1), PlayerSpec.parse("mcts:think=1m").duration("think").get());
    }

    @Test
    void readsPaths() {
        assertEquals(Path.of("weights", "a.json"), PlayerSpec.parse("greedy:weights=weights/a.json").path("weights").get());
    }

    @Test
    void namesAnUnknownPlayerAndListsTheKnownOnes() {
        PlayerSpecException e = assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("minimax:depth=3"));
        assertEquals("unknown player 'minimax' (expected one of: random, greedy, mcts, alphabeta, scripted)", e.getMessage());
    }

    @Test
    void namesAnUnknownSettingAndListsTheAllowedOnes() {
        PlayerSpecException e = assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("alphabeta:iterations=5"));
        assertEquals("unknown setting 'iterations' for alphabeta (allowed: think, nodes, depth, ttmb, weights, seed)",
                e.getMessage());
    }

    @Test
    void namesAnIllTypedSettingAndItsType() {
        PlayerSpecException e = assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("mcts:think=fast"));
        assertEquals("setting think=fast of mcts is not a duration such as 500ms, 2s or 1m", e.getMessage());
        e = assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("mcts:iterations=1e3"));
        assertEquals("setting iterations=1e3 of mcts is not a whole number >= 0", e.getMessage());
        e = assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("mcts:policy=smart"));
        assertEquals("setting policy=smart of mcts is not random or scripted", e.getMessage());
    }

    @Test
    void namesWhoPlaysTheRollouts() {
        assertEquals("scripted", PlayerSpec.parse("mcts:rollout=8,policy=scripted").policy("policy").orElseThrow());
        assertEquals("random", PlayerSpec.parse("mcts:policy=random").policy("policy").orElseThrow());
        assertFalse(PlayerSpec.parse("mcts").policy("policy").isPresent());
        assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("alphabeta:policy=scripted"));
    }

    @Test
    void rejectsMalformedAndRepeatedSettings() {
        assertEquals("bad setting 'depth' in 'alphabeta:depth' (expected key=value, separated by commas)",
                assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("alphabeta:depth")).getMessage());
        assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("mcts:c=1,"));
        assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse("mcts:c=1,c=2"));
        assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse(" "));
    }

    @Test
    void validatesWhenBuiltDirectly() {
        assertThrows(PlayerSpecException.class, () -> new PlayerSpec("random", Map.of("depth", "3")));
    }

    @Test
    void messagesAreOneLine() {
        for (String bad : List.of("x", "mcts:y=1", "mcts:c=z", "mcts:c")) {
            String message = assertThrows(PlayerSpecException.class, () -> PlayerSpec.parse(bad)).getMessage();
            assertFalse(message.contains("\n"), message);
        }
    }
}
