package adjutant.engine.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.GameState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Honours of War and League of Augsburg games saved in format 2, whose hashes the serial
 * {@link adjutant.engine.game.Hasher#serial()} computed, still load, replay and check after the
 * states' hash went to four lanes (format 3). The fixtures are the first 80 steps of random games
 * that the code before format 3 recorded ({@code selfplay --blue random --red random --seed 2
 * --record}, on meeting-engagement and st-ulrich).
 */
class SerialHashRecordsTest {

    @ParameterizedTest
    @ValueSource(strings = {"format2-honours-of-war.json", "format2-league-of-augsburg.json"})
    void aFormat2RecordReplaysWithItsSerialHashAndResumesInFormat3(String fixture) throws Exception {
        GameRecord<?, ?> r = GameRecords.read(fixture(fixture));
        assertEquals(RecordFormat.V2, r.format());
        assertEquals(80, GameRecords.replay(r).steps());
        resumesInTheCurrentFormat(r);
    }

    @ParameterizedTest
    @ValueSource(strings = {"format2-honours-of-war.json", "format2-league-of-augsburg.json"})
    void aTamperedFormat2RecordFailsAtItsStepAndFormat3HashesDoNotPass(String fixture) throws Exception {
        String text = Files.readString(fixture(fixture));
        Matcher first = Pattern.compile("\"hash\"\\s*:\\s*\"([0-9a-f]{16})\"").matcher(text);
        assertTrue(first.find(), "the fixture has no hash");
        String hash = first.group(1);
        String flipped = hash.substring(0, 15) + (hash.charAt(15) == '0' ? '1' : '0');
        String bad = text.substring(0, first.start(1)) + flipped + text.substring(first.end(1));
        assertNotEquals(text, bad);
        RecordException e = assertThrows(RecordException.class, () -> GameRecords.replay(GameRecords.parse(bad)));
        assertTrue(e.getMessage().startsWith("step 1 "), e.getMessage());
        // the serial hashes are not the four-lane ones: read as format 3 it fails at once
        String relabelled = text.replace("adjutant-game/2", "adjutant-game/3");
        e = assertThrows(RecordException.class, () -> GameRecords.replay(GameRecords.parse(relabelled)));
        assertTrue(e.getMessage().startsWith("step 1 "), e.getMessage());
    }

    private static <S extends GameState<S>, A> void resumesInTheCurrentFormat(GameRecord<S, A> r) throws Exception {
        GameRecorder<S, A> g = GameRecorder.resume(r);
        GameRecord<S, A> resumed = g.record();
        assertEquals(RecordFormat.CURRENT, resumed.format(), "a resumed game is saved in the current format");
        assertEquals(g.state().hash(), resumed.steps().get(r.steps().size() - 1).hashAfter());
        assertEquals(r.steps().size(), GameRecords.replay(GameRecords.parse(GameRecords.toJson(resumed))).steps());
    }

    private static Path fixture(String name) throws Exception {
        return Path.of(SerialHashRecordsTest.class.getResource("/records/" + name).toURI());
    }
}
