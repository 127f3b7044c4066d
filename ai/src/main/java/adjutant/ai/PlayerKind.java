package adjutant.ai;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** The players a spec can name, each with the settings it accepts. */
public enum PlayerKind {
    RANDOM("random", Setting.SEED),
    GREEDY("greedy", Setting.WEIGHTS, Setting.OUTCOME_CAP),
    MCTS("mcts", Setting.THINK, Setting.ITERATIONS, Setting.ROLLOUT, Setting.POLICY, Setting.EXPLORATION,
            Setting.WIDEN, Setting.WIDEN_EXPONENT, Setting.MINIMAX_MIX, Setting.PRIOR, Setting.TREE_MB, Setting.THREADS,
            Setting.PARALLEL,
            Setting.WEIGHTS, Setting.LEAF_WEIGHTS, Setting.SEED),
    ALPHABETA("alphabeta", Setting.THINK, Setting.NODES, Setting.DEPTH, Setting.TT_MB,
            Setting.WEIGHTS, Setting.SEED),
    /** A ruleset's hand-written commander: a doctrine, no search (only Blown Away has one). */
    SCRIPTED("scripted", Setting.SEED);

    private final String id;
    private final List<Setting> settings;

    PlayerKind(String id, Setting... settings) {
        this.id = id;
        this.settings = List.of(settings);
    }

    /** The name used in specs, e.g. {@code mcts}. */
    public String id() {
        return id;
    }

    public List<Setting> settings() {
        return settings;
    }

    public Optional<Setting> setting(String key) {
        return settings.stream().filter(s -> s.key().equals(key)).findFirst();
    }

    /** E.g. {@code think, iterations, rollout}. */
    public String settingKeys() {
        return settings.stream().map(Setting::key).collect(Collectors.joining(", "));
    }

    public static PlayerKind fromId(String id) {
        for (PlayerKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new PlayerSpecException("unknown player '" + id + "' (expected one of: "
                + Arrays.stream(values()).map(PlayerKind::id).collect(Collectors.joining(", ")) + ")");
    }

    /** The value types of settings, each with the check its text must pass. */
    public enum Type {
        DURATION("a duration such as 500ms, 2s or 1m", "\\d+(\\.\\d+)?(ms|s|m)"),
        COUNT("a whole number >= 0", "\\d{1,18}"),
        NUMBER("a number such as 0.7", "\\d+(\\.\\d+)?"),
        POLICY("random or scripted", "random|scripted"),
        PARALLEL("root or tree", "root|tree"),
        PATH("a file path", "[^,]+");

        private final String description;
        private final Pattern pattern;

        Type(String description, String regex) {
            this.description = description;
            this.pattern = Pattern.compile(regex);
        }

        public String description() {
            return description;
        }

        public boolean accepts(String text) {
            return pattern.matcher(text).matches();
        }
    }

    /** One setting a player accepts. */
    public enum Setting {
        THINK("think", Type.DURATION),
        ITERATIONS("iterations", Type.COUNT),
        NODES("nodes", Type.COUNT),
        DEPTH("depth", Type.COUNT),
        ROLLOUT("rollout", Type.COUNT),
        /** Who plays a rollout's decisions: {@code random}, or the ruleset's {@code scripted} commander. */
        POLICY("policy", Type.POLICY),
        EXPLORATION("c", Type.NUMBER),
        WIDEN("widen", Type.NUMBER),
        WIDEN_EXPONENT("widenexp", Type.NUMBER),
        MINIMAX_MIX("mix", Type.NUMBER),
        PRIOR("prior", Type.COUNT),
        TREE_MB("treemb", Type.COUNT),
        TT_MB("ttmb", Type.COUNT),
        /** Searches run side by side, each on its own thread and tree ({@code ParallelMctsPlayer}). */
        THREADS("threads", Type.COUNT),
        /** How threads share the work: {@code root} (a tree each) or {@code tree} (one tree, virtual loss). */
        PARALLEL("parallel", Type.PARALLEL),
        OUTCOME_CAP("cap", Type.COUNT),
        WEIGHTS("weights", Type.PATH),
        /** MCTS: the weights that score its leaves (where a rollout ends), where they differ from {@code weights}. */
        LEAF_WEIGHTS("leafweights", Type.PATH),
        SEED("seed", Type.COUNT);

        private final String key;
        private final Type type;

        Setting(String key, Type type) {
            this.key = key;
            this.type = type;
        }

        public String key() {
            return key;
        }

        public Type type() {
            return type;
        }
    }
}
