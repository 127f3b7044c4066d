package adjutant.gui;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.engine.scenario.Scenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Opens what the command line names, of any installed ruleset: a scenario, or a game record
 * (which carries its own scenario) replayed step by step. The scenario or record names its
 * ruleset; a {@link RulesChoice}, when given, must agree with it and may choose the variant.
 *
 * @param record the game so far (no steps for a new game)
 * @param states every state from the start to the last step
 */
public record GameLoader<S extends GameState<S>, A>(GameRecord<S, A> record, List<S> states) {

    /** The seed of a game opened from a scenario alone. */
    public static final long SEED = 1;

    public GameLoader {
        states = List.copyOf(states);
    }

    /**
     * A new game on {@code scenarioName} (a name or a file), or the record in {@code gameFile}
     * when given: the record's own scenario then wins over the name.
     *
     * @param rules null: the scenario's (or record's) own ruleset and variant
     * @throws IllegalArgumentException for a scenario that cannot be loaded, or rules that disagree
     * @throws RecordException for a record that cannot be read or does not replay
     */
    public static GameLoader<?, ?> open(String scenarioName, RulesChoice rules, Path gameFile)
            throws RecordException {
        if (gameFile != null) {
            GameRecord<?, ?> r = GameRecords.read(gameFile);
            if (rules != null) {
                String variant = rules.variantFor(gameFile.getFileName().toString(), r.ruleset().id(), r.variant());
                if (!variant.equals(r.variant())) {
                    throw new IllegalArgumentException("the game in " + gameFile.getFileName() + " was played with "
                            + r.ruleset().id() + "/" + r.variant() + ", not " + variant);
                }
            }
            return of(r);
        }
        Scenario sc = Scenarios.load(scenarioName);
        String variant = rules == null ? sc.header().variant()
                : rules.variantFor(sc.name(), sc.rules(), sc.header().variant());
        return start(Rulesets.require(sc.rules()), sc, variant);
    }

    /** The start of a game: one state, no steps. */
    public static <S extends GameState<S>, A> GameLoader<S, A> start(Ruleset<S, A> ruleset, Scenario sc,
            String variant) throws RecordException {
        if (ruleset.variant(variant).isEmpty()) {
            throw new IllegalArgumentException("unknown variant '" + variant + "' of " + ruleset.id());
        }
        return of(new GameRecord<>(ruleset, sc, variant, SEED, Map.of(), List.of(), GameResult.ONGOING));
    }

    /**
     * Replays a record, keeping every state, with every check of {@link GameRecords#replay}:
     * legality, hashes, the seed's chance draws and the recorded result.
     */
    public static <S extends GameState<S>, A> GameLoader<S, A> of(GameRecord<S, A> r) throws RecordException {
        List<S> states = new ArrayList<>();
        states.add(r.ruleset().newGame(r.scenario(), r.variant(), r.seed()));
        GameRecords.replay(r, s -> states.add(s.copy()));
        return new GameLoader<>(r, states);
    }

    public Scenario scenario() {
        return record.scenario();
    }

    public S last() {
        return states.get(states.size() - 1);
    }

    /** The last state on the board, drawn by the ruleset's plug-in. */
    public BoardScene<S, A> lastScene() {
        return BoardScene.of(BoardPlugins.of(record.ruleset()), record.scenario(), last(), BoardOverlay.none());
    }
}
