package adjutant.tools.tournament;

import adjutant.tools.stats.EloEstimate;
import adjutant.tools.stats.Sprt;
import adjutant.tools.stats.Wdl;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** {@code standings.csv}, {@code standings.json} and the text summary of a {@link Standings}. */
final class StandingsFiles {

    static final String CSV = "standings.csv";
    static final String JSON_FILE = "standings.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private StandingsFiles() {}

    /**
     * One row per player by rank; the last columns are the head-to-head matrix, one column
     * {@code vs NAME} per opponent holding the row player's {@code W-D-L} against it.
     */
    static String csv(Standings s) {
        List<Entrant> entrants = s.schedule().entrants();
        List<String> header = new ArrayList<>(List.of("rank", "player", "spec", "games", "wins", "draws", "losses",
                "score_pct", "elo", "elo_low", "elo_high", "time_forfeits"));
        entrants.forEach(e -> header.add("vs " + e.name()));
        StringBuilder out = new StringBuilder();
        line(out, header);
        for (Standings.Row r : s.rows()) {
            EloEstimate e = r.rating();
            List<String> cells = new ArrayList<>(List.of(
                    Integer.toString(r.rank()), r.entrant().name(), r.entrant().spec(),
                    Integer.toString(r.wdl().games()), Integer.toString(r.wdl().wins()),
                    Integer.toString(r.wdl().draws()), Integer.toString(r.wdl().losses()),
                    fixed(r.scorePercent()), fixed(e.elo()),
                    fixed(e.elo() - e.margin()), fixed(e.elo() + e.margin()),
                    Integer.toString(r.timeForfeits())));
            for (Entrant o : entrants) {
                Wdl w = s.between(r.entrant(), o);
                cells.add(o.index() == r.entrant().index() || w.games() == 0 ? "" : w.toString());
            }
            line(out, cells);
        }
        return out.toString();
    }

    static String json(Standings s) {
        ObjectNode root = JSON.createObjectNode();
        root.put("gamesPlayed", s.gamesPlayed());
        root.put("gamesScheduled", s.schedule().size());
        root.put("ratingPrior", s.regularised());
        ArrayNode players = root.putArray("players");
        for (Standings.Row r : s.rows()) {
            ObjectNode p = players.addObject();
            p.put("rank", r.rank());
            p.put("name", r.entrant().name());
            p.put("spec", r.entrant().spec());
            putWdl(p, r.wdl());
            number(p, "scorePercent", r.scorePercent());
            number(p, "elo", r.rating().elo());
            number(p, "eloLow", r.rating().elo() - r.rating().margin());
            number(p, "eloHigh", r.rating().elo() + r.rating().margin());
            p.put("timeForfeits", r.timeForfeits());
        }
        ArrayNode pairs = root.putArray("headToHead");
        for (Standings.HeadToHead h : s.headToHead()) {
            ObjectNode p = pairs.addObject();
            p.put("player", h.pairing().first().name());
            p.put("opponent", h.pairing().second().name());
            putWdl(p, h.wdl());
            number(p, "scorePercent", 100 * h.wdl().score());
            number(p, "eloDifference", h.difference().elo());
            number(p, "margin", h.difference().margin());
            number(p, "los", h.difference().los());
        }
        ObjectNode matrix = root.putObject("matrix");
        for (Entrant a : s.schedule().entrants()) {
            ObjectNode row = matrix.putObject(a.name());
            for (Entrant b : s.schedule().entrants()) {
                Wdl w = s.between(a, b);
                if (a.index() != b.index() && w.games() > 0) {
                    row.put(b.name(), w.toString());
                }
            }
        }
        if (s.sprt().isPresent()) {
            Standings.SprtState state = s.sprt().get();
            Sprt.Status st = state.current();
            ObjectNode n = root.putObject("sprt");
            n.put("player", s.headToHead().get(0).pairing().first().name());
            n.put("opponent", s.headToHead().get(0).pairing().second().name());
            n.put("elo0", st.test().elo0());
            n.put("elo1", st.test().elo1());
            n.put("alpha", st.test().alpha());
            n.put("beta", st.test().beta());
            number(n, "llr", st.llr());
            n.put("lowerBound", st.test().lowerBound());
            n.put("upperBound", st.test().upperBound());
            n.put("decision", state.decision().label());
            if (state.decided().isPresent()) {
                number(n, "llrAtDecision", state.decided().get().llr());
                n.put("decidedAfterGames", state.decided().get().wdl().games());
            }
        } else {
            root.putNull("sprt");
        }
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A cutechess-like report: each pairing's score and Elo difference, the test, the table. */
    static String summary(Standings s) {
        StringBuilder out = new StringBuilder();
        for (Standings.HeadToHead h : s.headToHead()) {
            Wdl w = h.wdl();
            if (w.games() == 0) {
                continue;
            }
            out.append(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%.3f] %d%n",
                    h.pairing().first().name(), h.pairing().second().name(),
                    w.wins(), w.losses(), w.draws(), w.score(), w.games()));
            out.append(String.format(Locale.ROOT, "Elo difference: %s, LOS: %.1f %%, DrawRatio: %.1f %%%n",
                    h.difference().format(), 100 * h.difference().los(), 100.0 * w.draws() / w.games()));
        }
        s.sprt().ifPresent(st -> out.append("SPRT (").append(st.current().test().describe()).append("): ")
                .append(st.format()).append(System.lineSeparator()));
        out.append(String.format(Locale.ROOT, "%-4s %-28s %8s %7s %6s %7s %-12s %s%n",
                "Rank", "Name", "Elo", "+/-", "Games", "Score", "W-D-L", "Forfeits"));
        for (Standings.Row r : s.rows()) {
            EloEstimate e = r.rating();
            out.append(String.format(Locale.ROOT, "%-4d %-28s %8.1f %7s %6d %6.1f%% %-12s %d%n",
                    r.rank(), r.entrant().name(), e.elo(), e.hasMargin() ? String.format(Locale.ROOT, "%.1f", e.margin()) : "inf",
                    r.wdl().games(), r.wdl().games() == 0 ? 0.0 : r.scorePercent(), r.wdl(), r.timeForfeits()));
        }
        if (s.regularised()) {
            out.append("(a player won or lost every game: ratings include one virtual draw per pairing)")
                    .append(System.lineSeparator());
        }
        return out.toString();
    }

    private static void putWdl(ObjectNode o, Wdl w) {
        o.put("games", w.games());
        o.put("wins", w.wins());
        o.put("draws", w.draws());
        o.put("losses", w.losses());
    }

    /** Non-finite numbers (no games, no interval) are written as null. */
    private static void number(ObjectNode o, String field, double v) {
        if (Double.isFinite(v)) {
            o.put(field, Math.round(v * 1e4) / 1e4);
        } else {
            o.putNull(field);
        }
    }

    private static String fixed(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "";
    }

    private static void line(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(quote(cells.get(i)));
        }
        out.append('\n');
    }

    /** RFC 4180 quoting: specs may hold commas. */
    private static String quote(String cell) {
        if (cell.indexOf(',') < 0 && cell.indexOf('"') < 0 && cell.indexOf('\n') < 0) {
            return cell;
        }
        return '"' + cell.replace("\"", "\"\"") + '"';
    }
}
