package adjutant.tools.tournament;

import static adjutant.tools.Plural.plural;

import adjutant.tools.stats.Elo;
import adjutant.tools.stats.EloEstimate;
import adjutant.tools.stats.RatingFit;
import adjutant.tools.stats.Sprt;
import adjutant.tools.stats.Wdl;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The results of a tournament so far: per-player totals and ratings, the head-to-head results of
 * every pairing and the state of the sequential test. Computed from the finished games sorted by
 * index, so it does not depend on the order in which they finished.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Standings {

    /** One player's line; {@code rating} is its fitted Elo (mean 0) with its 95% margin. */
    public record Row(int rank, Entrant entrant, Wdl wdl, int timeForfeits, EloEstimate rating) {
        /** Score in percent; NaN without games. */
        public double scorePercent() {
            return 100 * wdl.score();
        }
    }

    /** A pairing's results from its first player's view, with their Elo difference. */
    public record HeadToHead(Pairing pairing, Wdl wdl, EloEstimate difference) {}

    /**
     * The sequential test on the first pairing: its state over all games, and the state when the
     * LLR first crossed a bound, if it has. The decision taken then stands, even if games that were
     * still running when the test stopped move the LLR back between the bounds.
     */
    public record SprtState(Sprt.Status current, Optional<Sprt.Status> decided) {
        public Sprt.Decision decision() {
            return decided.map(Sprt.Status::decision).orElse(current.decision());
        }

        public boolean isDecided() {
            return decision() != Sprt.Decision.INCONCLUSIVE;
        }

        /** {@code "LLR 2.91 (-2.94, 2.94) H1 accepted (LLR 2.95 after 212 games)"}. */
        public String format() {
            String out = String.format(java.util.Locale.ROOT, "LLR %.2f (%.2f, %.2f) %s", current.llr(),
                    current.test().lowerBound(), current.test().upperBound(), decision().label());
            if (decided.isPresent() && decided.get().wdl().games() != current.wdl().games()) {
                out += String.format(java.util.Locale.ROOT, " (LLR %.2f after %s)",
                        decided.get().llr(), plural(decided.get().wdl().games(), "game"));
            }
            return out;
        }
    }

    private final Schedule schedule;
    private final int gamesPlayed;
    private final List<Row> rows;
    private final List<HeadToHead> headToHead;
    private final Wdl[][] matrix;
    private final boolean regularised;
    private final Optional<SprtState> sprt;

    private Standings(Schedule schedule, int gamesPlayed, List<Row> rows, List<HeadToHead> headToHead,
            Wdl[][] matrix, boolean regularised, Optional<SprtState> sprt) {
        this.schedule = schedule;
        this.gamesPlayed = gamesPlayed;
        this.rows = List.copyOf(rows);
        this.headToHead = List.copyOf(headToHead);
        this.matrix = matrix;
        this.regularised = regularised;
        this.sprt = sprt;
    }

    /**
     * The standings after {@code games}.
     *
     * @param sprt the sequential test, applied to the first pairing (the first two players)
     * @param decided the test's state when it first crossed a bound, if it has
     */
    public static Standings compute(Schedule schedule, Collection<FinishedGame> games, Optional<Sprt> sprt,
            Optional<Sprt.Status> decided) {
        List<FinishedGame> sorted = new ArrayList<>(games);
        sorted.sort(Comparator.comparingInt(FinishedGame::index));
        List<Entrant> entrants = schedule.entrants();
        int n = entrants.size();

        // Step 1. Head-to-head matrix and forfeits, from each player's view.
        Wdl[][] matrix = new Wdl[n][n];
        for (Wdl[] row : matrix) {
            java.util.Arrays.fill(row, Wdl.ZERO);
        }
        int[] forfeits = new int[n];
        for (FinishedGame g : sorted) {
            int b = g.game().blue().index();
            int r = g.game().red().index();
            Wdl blue = g.wdlFor(g.game().blue());
            matrix[b][r] = matrix[b][r].plus(blue);
            matrix[r][b] = matrix[r][b].plus(blue.reversed());
            g.timeForfeit().ifPresent(f -> forfeits[g.game().entrant(f.side()).index()]++);
        }

        // Step 2. Ratings by maximum likelihood over all games.
        RatingFit.Ratings ratings = RatingFit.fit(matrix);
        List<Row> unranked = new ArrayList<>();
        for (Entrant e : entrants) {
            Wdl total = Wdl.ZERO;
            for (int j = 0; j < n; j++) {
                total = total.plus(matrix[e.index()][j]);
            }
            unranked.add(new Row(0, e, total, forfeits[e.index()], ratings.players().get(e.index())));
        }
        unranked.sort(Comparator.comparingDouble((Row row) -> -row.rating().elo())
                .thenComparingInt(row -> row.entrant().index()));
        List<Row> rows = new ArrayList<>();
        for (Row row : unranked) {
            rows.add(new Row(rows.size() + 1, row.entrant(), row.wdl(), row.timeForfeits(), row.rating()));
        }

        // Step 3. Pairwise differences, and the sequential test on the first pairing.
        List<HeadToHead> h2h = new ArrayList<>();
        for (Pairing p : schedule.pairings()) {
            Wdl wdl = matrix[p.first().index()][p.second().index()];
            h2h.add(new HeadToHead(p, wdl, Elo.estimate(wdl)));
        }
        Optional<SprtState> status = sprt.map(s -> new SprtState(s.status(h2h.get(0).wdl()), decided));
        return new Standings(schedule, sorted.size(), rows, h2h, matrix, ratings.regularised(), status);
    }

    public Schedule schedule() {
        return schedule;
    }

    public int gamesPlayed() {
        return gamesPlayed;
    }

    /** Players by rank (highest Elo first). */
    public List<Row> rows() {
        return rows;
    }

    public List<HeadToHead> headToHead() {
        return headToHead;
    }

    /** Results of {@code a} against {@code b}, from a's view. */
    public Wdl between(Entrant a, Entrant b) {
        return matrix[a.index()][b.index()];
    }

    /** Whether the ratings needed a prior because someone won or lost every game. */
    public boolean regularised() {
        return regularised;
    }

    public Optional<SprtState> sprt() {
        return sprt;
    }

    /** The top-rated player, once games have been played. */
    public Optional<Row> leader() {
        return gamesPlayed == 0 ? Optional.empty() : Optional.of(rows.get(0));
    }
}
