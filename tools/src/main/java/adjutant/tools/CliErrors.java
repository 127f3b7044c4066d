package adjutant.tools;

import adjutant.engine.io.Printable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/**
 * Turns exceptions from a command into a one-line error and exit code 1, never a stack trace
 * (the trace goes to the debug log, visible with --verbose).
 */
final class CliErrors implements CommandLine.IExecutionExceptionHandler {
    private static final Logger LOG = LoggerFactory.getLogger(CliErrors.class);

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
        LOG.debug("command failed", ex);
        String msg = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        cl.getErr().println("adjutant " + cl.getCommandName() + ": " + Printable.keepingLines(msg));
        return ex instanceof UsageException ? 2 : 1;
    }

    /** A bad or missing argument: one line naming it and where to read more; exit code 2. */
    static int badArguments(CommandLine.ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        String path = cl.getCommandSpec().qualifiedName();
        cl.getErr().println(path + ": " + ex.getMessage() + " (see '" + path + " --help')");
        return 2;
    }
}
