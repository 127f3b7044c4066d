package adjutant.tools;

import adjutant.ai.IdleWarmUp;
import adjutant.ai.Player;
import adjutant.ai.PlayerSpec;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.tools.cli.Converters;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.RulesOption;
import adjutant.tools.cli.ScenarioOption;
import adjutant.tools.cli.SeedOption;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code adjutant table}: the assistant for a game on a real table against Adjutant. The person
 * sets the table up from a scenario (correcting units with a tape), tells his moves and the
 * cards he turns up, and gets the bot's moves in measures from his own side of the table.
 */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = {"Play on a real table against Adjutant: enter your moves and the cards or dice you turn up, "
                + "get the bot's moves in inches (cm) and degrees from your side of the table."},
        footer = {"", "Without --seed, Adjutant draws a seed of its own, so that its secret deployment and cards",
            "cannot be foreseen; the save keeps it and the end of the game shows it.",
            "", "Example: adjutant table --scenario encounter --save game.json",
            "Then type 'help' at the prompt; --load game.json takes the game up again."})
final class TableCommand implements Callable<Integer> {

    static final String DEFAULT_SCENARIO = "encounter";

    @Mixin
    ScenarioOption scenario;

    @Mixin
    RulesOption rules;

    @Option(names = "--side", defaultValue = "blue", paramLabel = "SIDE",
            description = "The side you command: blue or red (default: ${DEFAULT-VALUE}); the scenario names them.")
    String side;

    @Option(names = "--bot", paramLabel = "PLAYER", converter = Converters.Players.class,
            description = "Adjutant's commander, e.g. mcts:iterations=2000 (default: the search that suits the rules, "
                    + "at its default budget, so the same game gives the same moves).")
    PlayerSpec bot;

    @Mixin
    SeedOption seed;

    @Option(names = "--save", paramLabel = "FILE", description = "Save the game here after every step (atomically).")
    Path save;

    @Option(names = "--load", paramLabel = "FILE", description = "Take up a game saved with --save (or 'save').")
    Path load;

    @Option(names = "--log", paramLabel = "FILE.md|FILE.html",
            description = "Write the game's log to print: Markdown, or HTML with a diagram of the table after each turn.")
    Path log;

    @Option(names = "--draw", description = "Adjutant draws every card and rolls every die itself (no cards at the table).")
    boolean draw;

    @Override
    public Integer call() throws Exception {
        TableGame<?, ?> game;
        String botSpec;
        if (load != null) {
            if (scenario.isPresent()) {
                throw new UsageException("--load takes the scenario from the saved game: leave out --scenario");
            }
            TableFile.Loaded loaded;
            try {
                loaded = TableFile.read(load);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
            game = loaded.game();
            botSpec = bot != null ? bot.toString() : loaded.bot();
        } else {
            GameSetup setup = GameSetup.of(scenario.orElse(DEFAULT_SCENARIO).load(), rules.choice());
            game = newGame(setup.ruleset(), setup);
            botSpec = bot != null ? bot.toString() : null;
        }
        return play(game, botSpec);
    }

    private <S extends GameState<S>, A> TableGame<S, A> newGame(Ruleset<S, A> ruleset, GameSetup setup) {
        TableFrame<S> frame = ruleset.tableFrame().orElseThrow(() -> new UsageException(
                "table mode is not available for " + ruleset.displayName() + " yet"));
        Side human;
        try {
            human = Side.fromId(side);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--side: " + e.getMessage());
        }
        // a seed the person cannot know in advance keeps the bot's secret choices secret; the game
        // stays reproducible, for the save keeps the seed
        long gameSeed = seed.given().orElseGet(() -> new SecureRandom().nextLong());
        return new TableGame<>(ruleset, frame, setup.scenario(), setup.variant(), gameSeed, human);
    }

    /** Seeds the player that warms the JIT while the person plays ({@link IdleWarmUp}): it takes no part in the game. */
    private static final long WARM_UP_SEED = 202;

    private <S extends GameState<S>, A> int play(TableGame<S, A> game, String botSpec) throws Exception {
        RulesetAi<S, A> ai = RulesetAis.of(game.ruleset());
        String spec = botSpec != null && !botSpec.isEmpty() ? botSpec : ai.searcher(game.ruleset(), game.variant());
        Player<S, A> player = ai.players(game.ruleset(), game.variant(), game.seed()).create(spec);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Optional<Path> saveTo = Optional.ofNullable(save).or(() -> Optional.ofNullable(load));
        // at a terminal the person's turns warm the JIT for the bot; input from a script leaves it no time
        Optional<IdleWarmUp<S, A>> warmUp = System.console() == null || !IdleWarmUp.wanted() ? Optional.empty()
                : IdleWarmUp.of(game.ruleset(), ai.players(game.ruleset(), game.variant(), game.seed() + WARM_UP_SEED).create(spec),
                        game.state());
        return new TableSession<>(game, player, spec, draw, saveTo, Optional.ofNullable(log), in, System.out, warmUp).run();
    }
}
