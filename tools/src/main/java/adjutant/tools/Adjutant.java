package adjutant.tools;

import adjutant.tools.tournament.TournamentCommand;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** The {@code adjutant} command line. */
@Command(
        name = "adjutant",
        mixinStandardHelpOptions = true,
        version = "Adjutant 0.1.0",
        description = "A solitaire AI opponent for musket-era miniature wargames.",
        subcommands = {
            CommandLine.HelpCommand.class,
            BenchCommand.class,
            FitCommand.class,
            ReplayCommand.class,
            SelfplayCommand.class,
            SuggestCommand.class,
            TableCommand.class,
            TuneCommand.class,
            TournamentCommand.class,
            ValidateCommand.class,
            TimingCommand.class,
            GuiCommand.class,
        })
public final class Adjutant implements Runnable {

    @Option(names = "--verbose", description = "Log debug messages.", scope = CommandLine.ScopeType.INHERIT)
    void verbose(boolean on) {
        ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).setLevel(on ? Level.DEBUG : Level.WARN);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * With no subcommand: the board window when there is a display, else the help; when the
     * board cannot open (no GTK, say), its one-line reason and then the help.
     */
    @Override
    public void run() {
        String display = System.getenv("DISPLAY");
        if (display == null || display.isBlank() || spec.commandLine().getSubcommands().get("gui").execute() != 0) {
            spec.commandLine().usage(System.out);
        }
    }

    public static void main(String[] args) {
        // Names and ids from files reach the terminal escaped (PrintableStream); the console's encoding is kept.
        System.setOut(new PrintStream(new PrintableStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out))),
                true, StandardCharsets.UTF_8));
        System.exit(commandLine().execute(args));
    }

    /** The configured command line; tests execute it directly. */
    public static CommandLine commandLine() {
        return commandLine(CommandLine.defaultFactory());
    }

    /** The command line with its commands made by {@code factory} (tests inject fake game runners). */
    public static CommandLine commandLine(CommandLine.IFactory factory) {
        CommandLine cl = new CommandLine(new Adjutant(), factory);
        cl.setExecutionExceptionHandler(new CliErrors());
        cl.setParameterExceptionHandler(CliErrors::badArguments);
        return cl;
    }
}
