package adjutant.tools.tournament;

import adjutant.engine.game.RulesChoice;
import adjutant.tools.stats.Sprt;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The parameters that define a tournament's games and results, stored in {@code tournament.json}
 * so that {@code --resume} continues only the same tournament. (Concurrency is not one of them:
 * it changes how fast, not what.)
 *
 * @param players the player specs in command-line order
 * @param rules the rules given; empty: each scenario's own ruleset and variant
 * @param gamesPerPairing games per pairing, even (each seed is played with both sides)
 * @param sprt the sequential test, if any: it watches the first pairing (the first two players)
 * @implNote This class is immutable and thread-safe.
 */
public record TournamentParams(
        List<String> players,
        Format format,
        List<String> scenarios,
        Optional<RulesChoice> rules,
        int gamesPerPairing,
        long seed,
        Optional<Sprt> sprt,
        Duration timeMargin,
        int openingPlies) {

    public TournamentParams {
        players = List.copyOf(players);
        scenarios = List.copyOf(scenarios);
        Objects.requireNonNull(format);
        Objects.requireNonNull(rules);
        Objects.requireNonNull(sprt);
        Objects.requireNonNull(timeMargin);
        if (players.size() < 2) {
            throw new IllegalArgumentException("a tournament needs at least two players");
        }
        if (scenarios.isEmpty()) {
            throw new IllegalArgumentException("a tournament needs at least one scenario");
        }
        if (gamesPerPairing < 2 || gamesPerPairing % 2 != 0) {
            throw new IllegalArgumentException("games per pairing must be even and at least 2 "
                    + "(each seed is played twice, sides swapped), not " + gamesPerPairing);
        }
        if (sprt.isPresent() && format == Format.ROUND_ROBIN && players.size() > 2) {
            throw new IllegalArgumentException("SPRT compares two players: use two players, "
                    + "or --format gauntlet to test the first player against the second");
        }
        if (timeMargin.isNegative()) {
            throw new IllegalArgumentException("time margin must not be negative");
        }
        if (openingPlies < 0) {
            throw new IllegalArgumentException("--openings must not be negative");
        }
    }

    /** The parameters as stored in {@code tournament.json}. */
    public ObjectNode toJson() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        players.forEach(o.putArray("players")::add);
        o.put("format", format.id());
        scenarios.forEach(o.putArray("scenarios")::add);
        o.put("rules", rules.map(RulesChoice::toString).orElse(null));
        o.put("gamesPerPairing", gamesPerPairing);
        o.put("seed", seed);
        if (sprt.isPresent()) {
            Sprt s = sprt.get();
            ObjectNode n = o.putObject("sprt");
            n.put("elo0", s.elo0());
            n.put("elo1", s.elo1());
            n.put("alpha", s.alpha());
            n.put("beta", s.beta());
        } else {
            o.putNull("sprt");
        }
        o.put("timeMarginMillis", timeMargin.toMillis());
        o.put("openingPlies", openingPlies);
        return o;
    }

    /** Reads what {@link #toJson} wrote; throws IllegalArgumentException if a field is missing or bad. */
    public static TournamentParams fromJson(JsonNode o) {
        JsonNode s = o.path("sprt");
        Optional<Sprt> sprt = s.isObject()
                ? Optional.of(new Sprt(number(s, "elo0"), number(s, "elo1"), number(s, "alpha"), number(s, "beta")))
                : Optional.empty();
        return new TournamentParams(
                strings(o, "players"),
                Format.fromId(text(o, "format")),
                strings(o, "scenarios"),
                rules(o),
                (int) number(o, "gamesPerPairing"),
                require(o, "seed").asLong(),
                sprt,
                Duration.ofMillis(require(o, "timeMarginMillis").asLong()),
                o.path("openingPlies").asInt(0));
    }

    /** One line per parameter that differs, e.g. {@code games: 10 in DIR, 20 given}. */
    public List<String> differencesFrom(TournamentParams given) {
        List<String> out = new ArrayList<>();
        diff(out, "players", players, given.players);
        diff(out, "format", format.id(), given.format.id());
        diff(out, "scenario", scenarios, given.scenarios);
        diff(out, "rules", describe(rules), describe(given.rules));
        diff(out, "games", gamesPerPairing, given.gamesPerPairing);
        diff(out, "seed", seed, given.seed);
        diff(out, "sprt", sprt.map(Sprt::describe).orElse("none"), given.sprt.map(Sprt::describe).orElse("none"));
        diff(out, "time-margin", timeMargin.toMillis() + "ms", given.timeMargin.toMillis() + "ms");
        diff(out, "openings", Integer.toString(openingPlies), Integer.toString(given.openingPlies));
        return out;
    }

    /** The rules of {@code tournament.json}: written in full, or as a bare variant by earlier versions. */
    private static Optional<RulesChoice> rules(JsonNode o) {
        JsonNode n = o.path("rules");
        return n.isTextual() && !n.asText().isBlank() ? Optional.of(RulesChoice.parse(n.asText())) : Optional.empty();
    }

    private static String describe(Optional<RulesChoice> rules) {
        return rules.map(RulesChoice::toString).orElse("the scenarios' own");
    }

    private static void diff(List<String> out, String name, Object stored, Object given) {
        if (!stored.equals(given)) {
            out.add(name + ": " + stored + " in the run, " + given + " given");
        }
    }

    private static JsonNode require(JsonNode o, String field) {
        JsonNode n = o.get(field);
        if (n == null || n.isNull()) {
            throw new IllegalArgumentException("missing field '" + field + "'");
        }
        return n;
    }

    private static String text(JsonNode o, String field) {
        return require(o, field).asText();
    }

    private static double number(JsonNode o, String field) {
        JsonNode n = require(o, field);
        if (!n.isNumber()) {
            throw new IllegalArgumentException("field '" + field + "' is not a number");
        }
        return n.asDouble();
    }

    private static List<String> strings(JsonNode o, String field) {
        List<String> out = new ArrayList<>();
        require(o, field).forEach(n -> out.add(n.asText()));
        return out;
    }
}
