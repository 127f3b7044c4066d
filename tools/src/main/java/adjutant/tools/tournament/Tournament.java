package adjutant.tools.tournament;

import adjutant.engine.io.AtomicFiles;
import adjutant.tools.stats.Sprt;
import adjutant.tools.stats.Wdl;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the games of a {@link Schedule} on a pool of worker threads and keeps the tournament
 * directory up to date after every game: {@code games.jsonl}, {@code games/}, the standings and
 * the chart. Results do not depend on the number of threads; only the order of the log's lines
 * does.
 *
 * <p>When the sequential test decides, no new game starts; games already running finish and
 * count. When a game fails, likewise, and {@link #run} then throws.
 */
public final class Tournament {

    private static final Logger LOG = LoggerFactory.getLogger(Tournament.class);
    static final String PARAMS_FILE = "tournament.json";
    static final String GAMES_DIR = "games";
    private static final long CHART_INTERVAL_NANOS = 5_000_000_000L;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Hears about progress; called under the tournament's lock, one call at a time. */
    public interface Listener {
        default void started(Standings initial, int remaining) {}

        default void finished(FinishedGame game, Standings standings) {}

        /** A warning such as a dropped incomplete line of {@code games.jsonl}. */
        default void warn(String message) {}
    }

    private final Path dir;
    private final TournamentParams params;
    private final Schedule schedule;
    private final MatchRunnerFactory factory;
    private final int concurrency;
    private final Listener listener;

    // Guarded by this.
    private final Map<Integer, FinishedGame> finished = new HashMap<>();
    private final Deque<ScheduledGame> pending = new ArrayDeque<>();
    private Standings standings;
    private Optional<Sprt.Status> sprtDecided = Optional.empty();
    private boolean stopped;
    private Exception failure;
    private long lastChart;

    public Tournament(Path dir, TournamentParams params, MatchRunnerFactory factory, int concurrency, Listener listener) {
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1");
        }
        this.dir = dir;
        this.params = params;
        this.schedule = Schedule.of(params);
        this.factory = factory;
        this.concurrency = concurrency;
        this.listener = listener;
    }

    public Schedule schedule() {
        return schedule;
    }

    /** The parameters stored in {@code dir}, if a tournament was started there. */
    public static Optional<TournamentParams> storedParams(Path dir) throws IOException {
        Path file = dir.resolve(PARAMS_FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(TournamentParams.fromJson(JSON.readTree(file.toFile())));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException(file + " is unreadable: " + e.getMessage(), e);
        }
    }

    /** Whether {@code dir} already holds (part of) a tournament. */
    public static boolean holdsTournament(Path dir) {
        return Files.exists(dir.resolve(PARAMS_FILE)) || Files.exists(dir.resolve(GameLog.FILE));
    }

    /**
     * Plays every game not yet in {@code games.jsonl} (all of them in a fresh directory) and
     * returns the final standings.
     *
     * @throws IllegalStateException if a game failed or the directory's log is corrupt
     */
    public Standings run() throws IOException, InterruptedException {
        // Step 1. The directory, its parameters and the games already played.
        Files.createDirectories(dir.resolve(GAMES_DIR));
        AtomicFiles.deleteLeftovers(dir);
        AtomicFiles.deleteLeftovers(dir.resolve(GAMES_DIR));
        AtomicFiles.writeString(dir.resolve(PARAMS_FILE),
                JSON.writerWithDefaultPrettyPrinter().writeValueAsString(params.toJson()) + "\n");
        GameLog.Loaded loaded = GameLog.load(dir, schedule);
        loaded.warnings().forEach(listener::warn);
        int remaining;
        synchronized (this) {
            loaded.games().forEach(g -> finished.put(g.index(), g));
            sprtDecided = replaySprt(loaded.games());
            standings = Standings.compute(schedule, finished.values(), params.sprt(), sprtDecided);
            stopped = sprtDecided.isPresent();
            if (!stopped) {
                schedule.games().stream().filter(g -> !finished.containsKey(g.index())).forEach(pending::add);
            }
            remaining = pending.size();
            listener.started(standings, remaining);
        }

        // Step 2. The workers, each with its own runner, take games in schedule order.
        if (remaining > 0) {
            int threads = Math.min(concurrency, remaining);
            List<MatchRunner> runners = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                runners.add(factory.newRunner());
            }
            try (GameLog log = GameLog.open(dir)) {
                ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
                    Thread t = new Thread(r, "tournament-worker");
                    t.setDaemon(true);
                    return t;
                });
                try {
                    List<Future<?>> workers = new ArrayList<>();
                    for (MatchRunner runner : runners) {
                        workers.add(pool.submit(() -> work(runner, log)));
                    }
                    for (Future<?> w : workers) {
                        w.get();
                    }
                } catch (ExecutionException e) {
                    throw new IllegalStateException("tournament worker failed: " + e.getCause(), e.getCause());
                } finally {
                    pool.shutdownNow();
                }
            }
        }

        // Step 3. Final files.
        synchronized (this) {
            writeStandings(true);
            if (failure != null) {
                throw new IllegalStateException(failure.getMessage(), failure);
            }
            return standings;
        }
    }

    /**
     * The state in which the sequential test first crossed a bound, replaying the earlier run's
     * games in the order they finished (the order of the log), as the live run saw them.
     */
    private Optional<Sprt.Status> replaySprt(List<FinishedGame> inFinishingOrder) {
        if (params.sprt().isEmpty()) {
            return Optional.empty();
        }
        Pairing watched = schedule.pairings().get(0);
        Wdl wdl = Wdl.ZERO;
        for (FinishedGame g : inFinishingOrder) {
            if (g.game().pairing().index() == watched.index()) {
                wdl = wdl.plus(g.wdlFor(watched.first()));
                Sprt.Status status = params.sprt().get().status(wdl);
                if (status.isDecided()) {
                    return Optional.of(status);
                }
            }
        }
        return Optional.empty();
    }

    private void work(MatchRunner runner, GameLog log) {
        while (true) {
            ScheduledGame game = next();
            if (game == null) {
                return;
            }
            GameReport report;
            try {
                report = runner.play(game.toSpec(params.rules(), params.timeMargin(), params.openingPlies()));
                if (report == null) {
                    throw new IllegalStateException("the runner reported nothing");
                }
            } catch (Exception e) {
                fail(new IllegalStateException("game " + game.index() + " (" + game.blue().name() + " vs "
                        + game.red().name() + ", seed " + game.seed() + ") failed: " + e.getMessage(), e));
                return;
            }
            try {
                record(game, report, log);
            } catch (IOException | RuntimeException e) {
                fail(new IllegalStateException("cannot record game " + game.index() + ": " + e.getMessage(), e));
                return;
            }
        }
    }

    private synchronized ScheduledGame next() {
        return stopped ? null : pending.poll();
    }

    private synchronized void fail(Exception e) {
        LOG.debug("stopping the tournament", e);
        if (failure == null) {
            failure = e;
        }
        stopped = true;
    }

    /** Record file first, then the log line: a game is done once its line is in the log. */
    private synchronized void record(ScheduledGame game, GameReport report, GameLog log) throws IOException {
        Optional<String> recordFile = Optional.empty();
        if (!report.record().isEmpty()) {
            String name = GAMES_DIR + "/" + String.format("game-%06d.json", game.index());
            AtomicFiles.writeString(dir.resolve(name), report.record());
            recordFile = Optional.of(name);
        }
        FinishedGame done = FinishedGame.of(game, report, recordFile);
        log.append(done);
        finished.put(done.index(), done);
        standings = Standings.compute(schedule, finished.values(), params.sprt(), sprtDecided);
        Optional<Sprt.Status> now = standings.sprt().map(Standings.SprtState::current);
        if (sprtDecided.isEmpty() && now.isPresent() && now.get().isDecided()) {
            sprtDecided = now;
            standings = Standings.compute(schedule, finished.values(), params.sprt(), sprtDecided);
            stopped = true;
        }
        writeStandings(false);
        listener.finished(done, standings);
    }

    private void writeStandings(boolean last) throws IOException {
        AtomicFiles.writeString(dir.resolve(StandingsFiles.CSV), StandingsFiles.csv(standings));
        AtomicFiles.writeString(dir.resolve(StandingsFiles.JSON_FILE), StandingsFiles.json(standings));
        long now = System.nanoTime();
        if (last || lastChart == 0 || now - lastChart > CHART_INTERVAL_NANOS) {
            AtomicFiles.write(dir.resolve(RatingsChart.FILE), RatingsChart.png(standings));
            lastChart = now;
        }
    }
}
