package adjutant.gui;

import adjutant.ai.Budget;
import adjutant.ai.Player;
import adjutant.ai.PlayerFactory;
import adjutant.ai.SearchThreads;
import adjutant.engine.game.GameState;
import java.util.List;

/**
 * The bots the GUI offers, built from player specs by the ruleset's {@link PlayerFactory}. The
 * dialog offers the kinds below; the searching ones get the think time as {@code think=}. A
 * full spec (one with a colon, e.g. {@code mcts:iterations=50}) is used as it is.
 */
public final class Bots {
    public static final String RANDOM = "random";
    public static final String GREEDY = "greedy";
    public static final String MCTS = "mcts";
    public static final String ALPHABETA = "alphabeta";
    public static final String SCRIPTED = "scripted";

    /** The kinds offered, in the dialog's order. */
    public static final List<String> KINDS = List.of(RANDOM, GREEDY, MCTS, ALPHABETA);

    /** The kinds offered for a ruleset: {@link #KINDS}, and {@code scripted} when it has a hand-written commander. */
    public static List<String> kinds(boolean hasScripted) {
        return hasScripted ? List.of(RANDOM, GREEDY, SCRIPTED, MCTS, ALPHABETA) : KINDS;
    }

    private Bots() {}

    /** The player spec for a kind and think time; a full spec is returned as it is. */
    public static String spec(String kindOrSpec, long thinkMillis) {
        if (kindOrSpec.contains(":") || !searches(kindOrSpec)) {
            return kindOrSpec;
        }
        // the bot thinks while the person waits: on every core (an MCTS search; SearchThreads)
        return SearchThreads.onThisMachine(kindOrSpec + ":think=" + thinkMillis + "ms", new Budget(thinkMillis, 0));
    }

    /** Whether the kind (or spec) is a searching player, which takes a think time. */
    public static boolean searches(String kindOrSpec) {
        return kindOrSpec.startsWith(MCTS) || kindOrSpec.startsWith(ALPHABETA);
    }

    /**
     * Builds a player for one game.
     *
     * @throws IllegalArgumentException for an unknown kind or a bad spec
     */
    public static <S extends GameState<S>, A> Player<S, A> create(String kindOrSpec, long thinkMillis,
            PlayerFactory<S, A> factory) {
        return factory.create(spec(kindOrSpec, thinkMillis));
    }
}
