package adjutant.tools.tournament;

import java.util.Iterator;
import java.util.ServiceLoader;

/**
 * Where the tournament gets its games from: checks player specs and scenarios before a run and
 * makes one {@link MatchRunner} per worker thread.
 *
 * <p>The real implementation plugs in as a service: a class implementing this interface with a
 * public no-argument constructor, named in
 * {@code META-INF/services/adjutant.tools.tournament.MatchRunnerFactory}. Until one is installed,
 * {@link #installed()} answers with a factory that refuses with "no game runner available".
 */
public interface MatchRunnerFactory {

    /**
     * Checks a player spec such as {@code mcts:think=200ms} or {@code greedy}.
     *
     * @throws IllegalArgumentException with a one-line reason if no player can be built from it
     */
    void checkPlayer(String spec);

    /**
     * Checks a scenario name or file.
     *
     * @throws IllegalArgumentException with a one-line reason if it cannot be loaded
     */
    void checkScenario(String scenario);

    /** A new runner for one worker thread. */
    MatchRunner newRunner();

    /** The factory installed as a service, or {@link #unavailable()} if there is none. */
    static MatchRunnerFactory installed() {
        Iterator<MatchRunnerFactory> it = ServiceLoader.load(MatchRunnerFactory.class).iterator();
        return it.hasNext() ? it.next() : unavailable();
    }

    /** A factory that fails every call with "no game runner available". */
    static MatchRunnerFactory unavailable() {
        return new MatchRunnerFactory() {
            @Override
            public void checkPlayer(String spec) {
                throw unavailableError();
            }

            @Override
            public void checkScenario(String scenario) {
                throw unavailableError();
            }

            @Override
            public MatchRunner newRunner() {
                throw unavailableError();
            }

            private IllegalStateException unavailableError() {
                return new IllegalStateException("no game runner available: no rules are wired into the tournament yet");
            }
        };
    }
}
