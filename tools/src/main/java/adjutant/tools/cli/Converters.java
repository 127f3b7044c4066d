package adjutant.tools.cli;

import adjutant.ai.PlayerSpec;
import adjutant.engine.game.RulesChoice;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * How command-line text becomes typed values, one parser per type, so that every command reads
 * {@code --rules}, a scenario, a duration or a player spec alike and rejects a bad one while
 * parsing, in one line naming the option (exit code 2).
 */
public final class Converters {
    private Converters() {}

    /** {@code RULESET[/VARIANT]}, or a bare variant id such as {@code chance} (see {@link RulesChoice#parse}). */
    public static final class Rules implements ITypeConverter<RulesChoice> {
        @Override
        public RulesChoice convert(String text) {
            return orFail(() -> RulesChoice.parse(text));
        }
    }

    /** A scenario file or the name of a shipped scenario; found when it is used (see {@link ScenarioRef}). */
    public static final class Scenarios implements ITypeConverter<ScenarioRef> {
        @Override
        public ScenarioRef convert(String text) {
            return orFail(() -> ScenarioRef.of(text));
        }
    }

    /** {@code 100ms}, {@code 2s}, {@code 1.5s}, {@code 1m} or {@code 0} (see {@link Durations}). */
    public static final class Durations implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String text) {
            return orFail(() -> adjutant.tools.cli.Durations.parse(text));
        }
    }

    /** A player spec such as {@code mcts:iterations=2000}, its name and settings checked (see {@link PlayerSpec}). */
    public static final class Players implements ITypeConverter<PlayerSpec> {
        @Override
        public PlayerSpec convert(String text) {
            return orFail(() -> PlayerSpec.parse(text));
        }
    }

    /** A whole number, 0 or more: a count such as {@code --openings}. */
    public static final class NonNegative implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String text) {
            int n;
            try {
                n = Integer.parseInt(text.strip());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + text + "' is not a whole number");
            }
            if (n < 0) {
                throw new TypeConversionException("must not be negative, got " + n);
            }
            return n;
        }
    }

    private interface Parser<T> {
        T parse();
    }

    /** Picocli prints a TypeConversionException's message after the option's name; other exceptions it wraps. */
    private static <T> T orFail(Parser<T> parser) {
        try {
            return parser.parse();
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
