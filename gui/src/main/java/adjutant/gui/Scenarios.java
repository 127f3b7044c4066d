package adjutant.gui;

import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.Variant;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The standard {@link ScenarioSource}: the built-in {@link DemoScenario}, plus the engine's
 * {@code ScenarioLoader} (shipped scenarios by name, or files) when it is on the class path.
 *
 * @implNote The loader is looked up reflectively only because it lands on another branch; once it
 *     is merged here, call {@code ScenarioLoader.loadNamed/load} directly and drop the reflection.
 */
public final class Scenarios implements ScenarioSource {
    private static final String LOADER = "adjutant.engine.scenario.ScenarioLoader";
    private static final List<String> SHIPPED = List.of("encounter", "skirmish", "crossroads", "fieldworks");

    public static ScenarioSource standard() {
        return new Scenarios();
    }

    private Scenarios() {}

    @Override
    public List<String> names() {
        List<String> out = new ArrayList<>();
        if (loaderAvailable()) {
            for (String name : SHIPPED) {
                if (Scenarios.class.getClassLoader().getResource("adjutant/scenarios/" + name + ".json") != null) {
                    out.add(name);
                }
            }
        }
        out.add(DemoScenario.NAME);
        return out;
    }

    @Override
    public Scenario load(String nameOrFile) {
        if (nameOrFile.equals(DemoScenario.NAME)) {
            return DemoScenario.create(Variant.CHANCE);
        }
        if (!loaderAvailable()) {
            throw new IllegalArgumentException("cannot load scenario '" + nameOrFile
                    + "': the scenario loader is not in this build yet; use --scenario demo");
        }
        Path file = Path.of(nameOrFile);
        boolean isFile = nameOrFile.endsWith(".json") || Files.exists(file);
        try {
            Class<?> loader = Class.forName(LOADER);
            Method m = isFile ? loader.getMethod("load", Path.class) : loader.getMethod("loadNamed", String.class);
            return (Scenario) m.invoke(null, isFile ? file : nameOrFile);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new IllegalArgumentException("cannot load scenario '" + nameOrFile + "': " + cause.getMessage(), cause);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("scenario loader has an unexpected shape: " + e, e);
        }
    }

    private static boolean loaderAvailable() {
        try {
            Class.forName(LOADER);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
