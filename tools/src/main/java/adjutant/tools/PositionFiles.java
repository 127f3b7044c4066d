package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.engine.game.GameState;
import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Side;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioRef;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Reads a position of any ruleset: a scenario (its deployment) or a saved game (its current state). */
final class PositionFiles {
    private PositionFiles() {}

    /**
     * A position, typed by its ruleset.
     *
     * @param description for people: "scenario encounter at deployment", "saved game g.json after 12 steps"
     */
    record Loaded<S extends GameState<S>, A>(Ruleset<S, A> ruleset, String variant, S state, String description,
            Optional<Side> seenBy) {

        Loaded(Ruleset<S, A> ruleset, String variant, S state, String description) {
            this(ruleset, variant, state, description, Optional.empty());
        }
    }

    /**
     * The position in a game record or a scenario (file or shipped name); {@code rules}, when
     * given, must agree with it and, for a scenario, may choose the variant.
     */
    static Loaded<?, ?> load(String fileOrName, Optional<RulesChoice> rules, long seed) throws RecordException {
        Path p = Path.of(fileOrName);
        if (Files.isRegularFile(p) && TableFile.looksLikeOne(head(p))) {
            return fromTable(p, rules);
        }
        if (Files.isRegularFile(p) && isGameRecord(p)) {
            return fromRecord(GameRecords.read(p), p, rules);
        }
        GameSetup setup = GameSetup.of(ScenarioRef.of(fileOrName).load(), rules);
        return atDeployment(setup.ruleset(), setup, seed);
    }

    private static <S extends GameState<S>, A> Loaded<S, A> fromRecord(GameRecord<S, A> r, Path p,
            Optional<RulesChoice> rules) throws RecordException {
        GameSetup.of(r.scenario(), rules); // the rules given must be the record's
        Optional<String> variant = rules.flatMap(RulesChoice::variant).map(RulesetVariant::id);
        if (variant.isPresent() && !variant.get().equals(r.variant())) {
            throw new UsageException(p + " is a " + r.variant() + " game, not " + variant.get());
        }
        GameRecords.Replay<S> replay = GameRecords.replay(r);
        return new Loaded<>(r.ruleset(), r.variant(), replay.finalState(),
                "saved game " + p + " after " + plural(replay.steps(), "step"));
    }

    /** A game played with {@code adjutant table}: seen from the side the person commands there. */
    private static Loaded<?, ?> fromTable(Path p, Optional<RulesChoice> rules) {
        TableFile.Loaded loaded;
        try {
            loaded = TableFile.read(p);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return fromTable(loaded.game(), p, rules);
    }

    private static <S extends GameState<S>, A> Loaded<S, A> fromTable(TableGame<S, A> game, Path p,
            Optional<RulesChoice> rules) {
        GameSetup.of(game.scenario(), rules); // the rules given must be the game's
        return new Loaded<>(game.ruleset(), game.variant(), game.state(),
                "table game " + p + " after " + plural(game.entries().size(), "entry", "entries"), Optional.of(game.human()));
    }

    private static <S extends GameState<S>, A> Loaded<S, A> atDeployment(Ruleset<S, A> ruleset, GameSetup setup,
            long seed) {
        S state = ruleset.newGame(setup.scenario(), setup.variant(), seed);
        return new Loaded<>(ruleset, setup.variant(), state, "scenario " + setup.scenario().name() + " at deployment");
    }

    /**
     * Whether a file is meant as a game record, judged from its text rather than by parsing it, so
     * that a broken record (truncated, a bad format field) gets the record reader's message and
     * not a scenario's: a record names its {@code adjutant-game} format and has steps.
     */
    private static boolean isGameRecord(Path p) {
        String head = head(p);
        return head.contains("\"adjutant-game/") || head.contains("\"steps\"");
    }

    /** The first 64 KiB of a file as text; empty when unreadable (the scenario loader then says why). */
    private static String head(Path p) {
        try (var in = Files.newInputStream(p)) {
            return new String(in.readNBytes(1 << 16), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
