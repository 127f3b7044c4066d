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
import java.util.stream.Stream;

/**
 * The scenarios shipped with Adjutant: the {@code scenarios/} folder, copied into the engine jar
 * under {@code adjutant/scenarios/}. Load one with {@link ScenarioLoader#loadNamed}.
 */
public final class ScenarioCatalog {

    /** Classpath folder of the shipped scenarios. */
    public static final String RESOURCE_FOLDER = "adjutant/scenarios/";

    private ScenarioCatalog() {}

    /** Names of the shipped scenarios (file names without .json), sorted. */
    public static List<String> names() {
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

    /** Whether a scenario of this name is shipped. */
    public static boolean contains(String name) {
        return ScenarioCatalog.class.getClassLoader().getResource(RESOURCE_FOLDER + name + ".json") != null;
    }

    private static List<String> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - ".json".length()))
                    .sorted()
                    .toList();
        }
    }
}
