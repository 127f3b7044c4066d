package adjutant.ai.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WeightsTest {

    static final WeightSpace SPACE = WeightSpace.of(
            WeightSpace.dimension("menInRanks", 0, 4, 1.0),
            WeightSpace.dimension("runningMen", -4, 0, -0.5),
            WeightSpace.dimension("objectivesOwned", 0, 10, 3.0));

    @TempDir
    Path dir;

    static Weights sample() {
        var map = new LinkedHashMap<String, Double>();
        map.put("menInRanks", 1.25);
        map.put("runningMen", -0.1);
        map.put("objectivesOwned", 3.0 + 1e-12);
        var provenance = new LinkedHashMap<String, Object>();
        provenance.put("command", "adjutant tune --seed 7");
        provenance.put("seed", 7);
        provenance.put("fitness", 0.625);
        provenance.put("exact", true);
        return Weights.of(map).withProvenance(provenance);
    }

    @Test
    void jsonRoundTripKeepsOrderValuesAndProvenance() {
        Weights w = sample();
        Weights back = Weights.fromJson(w.toJson(), "test");
        assertEquals(w, back);
        assertEquals(List.of("menInRanks", "runningMen", "objectivesOwned"), back.names());
        assertEquals(7L, back.provenance().get("seed"));
        assertTrue(w.toJson().contains("\"format\" : \"adjutant-weights/1\""));
    }

    @Test
    void saveIsAtomicAndLeavesNoTemporaryFiles() throws IOException {
        Path file = dir.resolve("w.json");
        sample().save(file);
        sample().withProvenance(Map.of()).save(file);
        assertEquals(sample().withProvenance(Map.of()), Weights.load(file));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }

    @Test
    void nonNumericWeightNamesFileAndKey() throws IOException {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, "{\"format\":\"adjutant-weights/1\",\"weights\":{\"menInRanks\":\"lots\"}}");
        var e = assertThrows(IllegalArgumentException.class, () -> Weights.load(file));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("weight 'menInRanks' is not a number"), e.getMessage());
    }

    @Test
    void missingFileAndBadDocumentsAreNamed() throws IOException {
        Path missing = dir.resolve("none.json");
        var e1 = assertThrows(IllegalArgumentException.class, () -> Weights.load(missing));
        assertEquals("weights file not found: " + missing, e1.getMessage());

        Path noFormat = dir.resolve("noformat.json");
        Files.writeString(noFormat, "{\"weights\":{\"a\":1}}");
        var e2 = assertThrows(IllegalArgumentException.class, () -> Weights.load(noFormat));
        assertTrue(e2.getMessage().contains("\"format\" must be \"adjutant-weights/1\""), e2.getMessage());

        var e3 = assertThrows(IllegalArgumentException.class, () -> Weights.fromJson("{oops", "x.json"));
        assertTrue(e3.getMessage().startsWith("x.json: not valid JSON"), e3.getMessage());
    }

    @Test
    void spaceNamesMissingAndUnknownWeights() throws IOException {
        Path file = dir.resolve("partial.json");
        Files.writeString(file, "{\"format\":\"adjutant-weights/1\",\"weights\":{\"menInRanks\":1,\"objectivesOwned\":2}}");
        var missing = assertThrows(IllegalArgumentException.class, () -> SPACE.load(file));
        assertEquals(file + ": missing weight 'runningMen'", missing.getMessage());

        Files.writeString(file, "{\"format\":\"adjutant-weights/1\",\"weights\":"
                + "{\"menInRanks\":1,\"runningMen\":0,\"objectivesOwned\":2,\"morale\":5}}");
        var unknown = assertThrows(IllegalArgumentException.class, () -> SPACE.load(file));
        assertTrue(unknown.getMessage().startsWith(file + ": unknown weight 'morale'"), unknown.getMessage());
    }

    @Test
    void spaceReordersWeightsToItsOwnOrder() {
        Weights shuffled = Weights.of(List.of("objectivesOwned", "menInRanks", "runningMen"), new double[] {3, 1, -1});
        Weights conformed = SPACE.conform(shuffled, "test");
        assertEquals(SPACE.names(), conformed.names());
        assertArrayEquals(new double[] {1, -1, 3}, conformed.values());
    }

    @Test
    void getOfAnUnknownNameSaysWhichNamesExist() {
        var e = assertThrows(IllegalArgumentException.class, () -> sample().get("morale"));
        assertTrue(e.getMessage().contains("unknown weight 'morale'"), e.getMessage());
        assertTrue(e.getMessage().contains("menInRanks"), e.getMessage());
    }

    @Test
    void rejectsNonFiniteValuesAndBadSpaces() {
        assertThrows(IllegalArgumentException.class, () -> Weights.of(List.of("a"), new double[] {Double.NaN}));
        assertThrows(IllegalArgumentException.class, () -> Weights.of(List.of("a", "a"), new double[] {1, 2}));
        assertThrows(IllegalArgumentException.class, () -> WeightSpace.dimension("a", 1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> WeightSpace.dimension("a", 0, 1, 2));
    }
}
