package adjutant.engine.game;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule id of every installed ruleset's spec ({@code shared/rules/}, beside the project)
 * is named by at least one test, in any module: a new ruleset gets this check by registering.
 * An id counts as named when it appears as a whole word in a test source.
 */
class RuleIdCoverageTest {

    /** Rule ids: BA-MOVE-3, HOW-CMD-12, LOA-FIRE-5 … */
    private static final Pattern ID = Pattern.compile("\\b([A-Z]{2,4})-[A-Z]+(?:-[A-Z])?-[0-9]+\\b");

    static Stream<String> rulesets() {
        return Rulesets.all().stream().map(Ruleset::id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void everyRuleIdOfTheSpecIsNamedByATest(String rulesetId) throws IOException {
        Ruleset<?, ?> ruleset = Rulesets.require(rulesetId);
        Optional<Path> spec = projectRoot().map(root -> root.resolve("../shared/rules").resolve(ruleset.specFile()))
                .filter(Files::isRegularFile);
        // Without the spec beside the project (a clone of this repository alone) there is nothing to check against.
        assumeTrue(spec.isPresent() || System.getenv("CI") != null, "no ../shared/rules/" + ruleset.specFile());
        assertTrue(spec.isPresent(), "the spec ../shared/rules/" + ruleset.specFile() + " is missing");
        Set<String> ids = ids(Files.readString(spec.get()));
        assertFalse(ids.isEmpty(), "no rule ids in " + spec.get());
        String tests = testSources(projectRoot().orElseThrow());
        Set<String> missing = new TreeSet<>();
        for (String id : ids) {
            if (!Pattern.compile("(?<![\\w-])" + Pattern.quote(id) + "(?![\\w-])").matcher(tests).find()) {
                missing.add(id);
            }
        }
        assertTrue(missing.isEmpty(), () -> missing.size() + " of " + ids.size() + " rule ids of " + ruleset.specFile()
                + " are named by no test: " + String.join(", ", missing));
    }

    /** The ids of a spec: those of its own prefix (the most frequent one). */
    private static Set<String> ids(String spec) {
        Set<String> all = new TreeSet<>();
        Matcher m = ID.matcher(spec);
        while (m.find()) {
            all.add(m.group());
        }
        String prefix = all.stream().collect(Collectors.groupingBy(id -> id.substring(0, id.indexOf('-')),
                Collectors.counting())).entrySet().stream().max(java.util.Map.Entry.comparingByValue())
                .map(java.util.Map.Entry::getKey).orElse("");
        return all.stream().filter(id -> id.startsWith(prefix + "-")).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The project's root: the folder above this module with the parent pom. */
    private static Optional<Path> projectRoot() {
        Path p = Path.of("").toAbsolutePath();
        for (int i = 0; i < 3 && p != null; i++, p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("pom.xml")) && Files.isDirectory(p.resolve("engine"))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** Every test source of every module, as one text. */
    private static String testSources(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> f.toString().contains("/src/test/"))
                    .filter(f -> !f.toString().contains("/target/"))
                    .map(RuleIdCoverageTest::read)
                    .collect(Collectors.joining("\n"));
        }
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
