package adjutant.tools.cli;

import adjutant.ai.PlayerSpec;
import picocli.CommandLine.Option;

/** {@code --blue PLAYER --red PLAYER}: who commands each side, as player specs checked while parsing. */
public final class PlayersOption {

    @Option(names = "--blue", defaultValue = "random", paramLabel = "PLAYER", converter = Converters.Players.class,
            description = "Blue's player, e.g. random, greedy, mcts:iterations=2000 (default: ${DEFAULT-VALUE}).")
    PlayerSpec blue;

    @Option(names = "--red", defaultValue = "random", paramLabel = "PLAYER", converter = Converters.Players.class,
            description = "Red's player (default: ${DEFAULT-VALUE}).")
    PlayerSpec red;

    public PlayerSpec blue() {
        return blue;
    }

    public PlayerSpec red() {
        return red;
    }
}
