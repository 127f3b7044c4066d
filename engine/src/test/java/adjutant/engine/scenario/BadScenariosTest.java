package adjutant.engine.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file in {@code bad-scenarios/} is listed in its {@code expected.txt} with the problem it
 * must report: {@code file | severity | JSON path | message fragment}. ERROR files must fail to
 * load; WARNING files must load with the warning.
 */
class BadScenariosTest {

    static Path folder() {
        try {
            return Path.of(BadScenariosTest.class.getResource("/bad-scenarios/expected.txt").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Stream<Arguments> cases() throws IOException {
        return Files.readAllLines(folder().resolve("expected.txt")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> line.split(" \\| ", 4))
                .map(f -> Arguments.of(f[0].trim(), Problem.Severity.valueOf(f[1].trim()), f[2].trim(), f[3].trim()));
    }

    @ParameterizedTest(name = "{0}: {2}: {3}")
    @MethodSource("cases")
    void reportsTheExpectedProblem(String file, Problem.Severity severity, String path, String fragment) {
        LoadResult r = ScenarioLoader.check(folder().resolve(file));
        String all = r.problems().stream().map(Problem::toString).collect(Collectors.joining("\n  ", "\n  ", ""));
        assertTrue(r.problems().stream().anyMatch(p -> p.severity() == severity && p.path().equals(path)
                        && p.message().contains(fragment)),
                () -> "expected " + severity + " " + path + ": " + fragment + "\nbut got:" + all);
        assertEquals(severity == Problem.Severity.WARNING, r.isValid(), () -> "valid? got:" + all);
    }

    @Test
    void thereAreEnoughCasesAndEachFileIsListed() throws IOException {
        List<String> listed = cases().map(a -> (String) a.get()[0]).toList();
        assertTrue(listed.size() >= 25, "only " + listed.size() + " cases");
        try (Stream<Path> files = Files.list(folder())) {
            List<String> present = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .sorted().toList();
            assertEquals(present, listed.stream().sorted().toList());
        }
    }

    @Test
    void nothingEscapesAsAnException() {
        try (Stream<Path> files = Files.list(folder())) {
            files.filter(p -> p.toString().endsWith(".json")).forEach(p -> {
                LoadResult r = ScenarioLoader.check(p);
                assertFalse(r.problems().isEmpty(), p.toString());
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
