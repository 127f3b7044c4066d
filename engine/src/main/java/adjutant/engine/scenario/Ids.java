package adjutant.engine.scenario;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/** How enum constants are spelt in scenario files. */
public final class Ids {
    private Ids() {}

    /** {@code OTHER_COMMAND} → {@code otherCommand}, {@code WOODS} → {@code woods}. */
    public static String camel(Enum<?> e) {
        String[] words = e.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder sb = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            sb.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return sb.toString();
    }

    /**
     * The constant whose id is {@code id}.
     *
     * @throws IllegalArgumentException naming the expected ids, e.g. {@code unknown terrain kind
     *     'forest' (expected one of: woods, wall, ...)}
     */
    public static <E extends Enum<E>> E lookup(E[] values, Function<E, String> idOf, String what, String id) {
        for (E e : values) {
            if (idOf.apply(e).equals(id)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + id + "' (expected "
                + (values.length == 2 ? "" : "one of: ")
                + Arrays.stream(values).map(idOf).collect(Collectors.joining(values.length == 2 ? " or " : ", "))
                + ")");
    }
}
