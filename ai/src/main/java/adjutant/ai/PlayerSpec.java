package adjutant.ai;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * A player as written on the command line: a name with optional settings, e.g. {@code random},
 * {@code mcts:think=1s}, {@code mcts:iterations=500,rollout=10,c=0.7}, {@code alphabeta:depth=4}.
 * Settings keep their order and text, so {@code parse(s).toString().equals(s)} for any valid
 * spec without spaces. Values cannot contain commas.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record PlayerSpec(String name, Map<String, String> settings) {

    /** Checks the name and every setting against {@link PlayerKind}. */
    public PlayerSpec {
        PlayerKind kind = PlayerKind.fromId(name);
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        for (Map.Entry<String, String> e : settings.entrySet()) {
            PlayerKind.Setting setting = kind.setting(e.getKey()).orElseThrow(() -> new PlayerSpecException(
                    "unknown setting '" + e.getKey() + "' for " + name + " (allowed: " + kind.settingKeys() + ")"));
            if (!setting.type().accepts(e.getValue())) {
                throw new PlayerSpecException("setting " + e.getKey() + "=" + e.getValue() + " of " + name
                        + " is not " + setting.type().description());
            }
        }
    }

    /** Parses {@code name[:key=value[,key=value...]]}; spaces around parts are ignored. */
    public static PlayerSpec parse(String text) {
        String trimmed = text.trim();
        if (trimmed.isEmpty()) {
            throw new PlayerSpecException("empty player spec (expected e.g. mcts:iterations=1000)");
        }
        int colon = trimmed.indexOf(':');
        String name = (colon < 0 ? trimmed : trimmed.substring(0, colon)).trim();
        Map<String, String> settings = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String part : trimmed.substring(colon + 1).split(",", -1)) {
                int eq = part.indexOf('=');
                String key = (eq < 0 ? part : part.substring(0, eq)).trim();
                if (eq < 0 || key.isEmpty() || part.substring(eq + 1).isBlank()) {
                    throw new PlayerSpecException("bad setting '" + part.trim() + "' in '" + trimmed
                            + "' (expected key=value, separated by commas)");
                }
                if (settings.put(key, part.substring(eq + 1).trim()) != null) {
                    throw new PlayerSpecException("setting '" + key + "' given twice in '" + trimmed + "'");
                }
            }
        }
        return new PlayerSpec(name, settings);
    }

    public PlayerKind kind() {
        return PlayerKind.fromId(name);
    }

    public boolean has(String key) {
        return settings.containsKey(key);
    }

    /** A duration setting: {@code 500ms}, {@code 2s}, {@code 1.5s}, {@code 1m}. */
    public Optional<Duration> duration(String key) {
        return text(key, PlayerKind.Type.DURATION).map(PlayerSpec::toDuration);
    }

    public OptionalLong count(String key) {
        Optional<String> t = text(key, PlayerKind.Type.COUNT);
        return t.isPresent() ? OptionalLong.of(Long.parseLong(t.get())) : OptionalLong.empty();
    }

    public OptionalDouble number(String key) {
        Optional<String> t = text(key, PlayerKind.Type.NUMBER);
        return t.isPresent() ? OptionalDouble.of(Double.parseDouble(t.get())) : OptionalDouble.empty();
    }

    /** A rollout policy's name: {@code random} or {@code scripted}. */
    public Optional<String> policy(String key) {
        return text(key, PlayerKind.Type.POLICY);
    }

    /** How an MCTS player's threads share the work: {@code root} or {@code tree}. */
    public Optional<String> parallel(String key) {
        return text(key, PlayerKind.Type.PARALLEL);
    }

    public Optional<Path> path(String key) {
        return text(key, PlayerKind.Type.PATH).map(Path::of);
    }

    private Optional<String> text(String key, PlayerKind.Type type) {
        PlayerKind kind = kind();
        PlayerKind.Setting setting = kind.setting(key).orElseThrow(() -> new PlayerSpecException(
                "unknown setting '" + key + "' for " + name + " (allowed: " + kind.settingKeys() + ")"));
        if (setting.type() != type) {
            throw new IllegalArgumentException("setting " + key + " is " + setting.type().description());
        }
        return Optional.ofNullable(settings.get(key));
    }

    private static Duration toDuration(String text) {
        String unit = text.endsWith("ms") ? "ms" : text.substring(text.length() - 1);
        BigDecimal amount = new BigDecimal(text.substring(0, text.length() - unit.length()));
        BigDecimal millis = amount.multiply(BigDecimal.valueOf(switch (unit) {
            case "ms" -> 1;
            case "s" -> 1000;
            default -> 60_000;
        }));
        return Duration.ofMillis(millis.longValue());
    }

    @Override
    public String toString() {
        if (settings.isEmpty()) {
            return name;
        }
        return name + ":" + settings.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
    }
}
