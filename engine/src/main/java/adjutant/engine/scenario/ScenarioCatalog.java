package adjutant.engine.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The scenarios shipped with Adjutant: the {@code scenarios/RULESET/} folders, copied into the
 * engine jar under {@code adjutant/scenarios/}. A scenario is named {@code RULESET/NAME}
 * ({@code blown-away/encounter}) or, when no other ruleset ships one of that name, just
 * {@code NAME}. Load one with {@link ScenarioLoader#loadNamed}.
 */
public final class ScenarioCatalog {

    /** Classpath folder of the shipped scenarios. */
    public static final String RESOURCE_FOLDER = "adjutant/scenarios/";

    private static final List<String> QUALIFIED = listQualified();

    private ScenarioCatalog() {}

    /** Every shipped scenario as {@code RULESET/NAME}, sorted. */
    public static List<String> qualifiedNames() {
        return QUALIFIED;
    }

    /** Names of the shipped scenarios, short where that is unambiguous, sorted; for messages and menus. */
    public static List<String> names() {
        return QUALIFIED.stream().map(q -> resolve(shortName(q)).isPresent() ? shortName(q) : q).sorted().toList();
    }

    /** The shipped scenarios of one ruleset, by short name, sorted. */
    public static List<String> names(String rulesetId) {
        return QUALIFIED.stream().filter(q -> q.startsWith(rulesetId + "/")).map(ScenarioCatalog::shortName).toList();
    }

    /** Whether a scenario of this name ({@code NAME} or {@code RULESET/NAME}) is shipped. */
    public static boolean contains(String name) {
        return resolve(name).isPresent();
    }

    /**
     * The {@code RULESET/NAME} of a shipped scenario: the name itself when qualified, else the
     * one scenario of that short name; empty when there is none, or several.
     */
    public static Optional<String> resolve(String name) {
        if (QUALIFIED.contains(name)) {
            return Optional.of(name);
        }
        List<String> matches = QUALIFIED.stream().filter(q -> shortName(q).equals(name)).toList();
        return matches.size() == 1 ? Optional.of(matches.get(0)) : Optional.empty();
    }

    /** The classpath resource of a qualified name. */
    static String resource(String qualified) {
        return RESOURCE_FOLDER + qualified + ".json";
    }

    private static String shortName(String qualified) {
        return qualified.substring(qualified.indexOf('/') + 1);
    }

    private static List<String> listQualified() {
        URL url = ScenarioCatalog.class.getClassLoader().getResource(RESOURCE_FOLDER);
        if (url == null) {
            return List.of();
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    return list(jar.getPath(RESOURCE_FOLDER));
                } catch (FileSystemAlreadyExistsException e) {
                    return list(Path.of(uri)); // someone else opened the jar: use it, leave it open
                }
            }
            return list(Path.of(uri));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the shipped scenarios", e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("bad scenario folder URL " + url, e);
        }
    }

    /** {@code RULESET/NAME} of every {@code RULESET/NAME.json} below the folder. */
    private static List<String> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder, 2)) {
            return files.filter(p -> p.getNameCount() > folder.getNameCount() + 1)
                    .filter(p -> p.getFileName().toString().endsWith(".json"))
                    .map(p -> folder.relativize(p).toString().replace('\\', '/'))
                    .map(n -> n.substring(0, n.length() - ".json".length()))
                    .sorted()
                    .toList();
        }
    }
}
