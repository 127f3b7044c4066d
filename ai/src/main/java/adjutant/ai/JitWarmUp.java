package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Before a player with a time limit makes its first timed decision in this JVM, it searches
 * untimed, so that its real decisions do not pay for the JIT compiling the search: once at the
 * start, and once a few turns in, where fire and combat run code the start does not. A cold first
 * decision overran 100 ms by up to 84 ms, and the overruns left after the start alone came in the
 * first hundred decisions, a few turns into a game. A cold JVM also searches a fraction of what a
 * warm one does in the same time: MCTS's first one-second decisions on encounter searched tens of
 * iterations where a warm JVM searches hundreds (docs/time-control.md). {@link Match} warms its
 * players before a game; the board and the table warm their bots while the person plays.
 * Players budgeted in iterations are left alone: their games stay exactly reproducible.
 */
public final class JitWarmUp {
    private static final int PLIES = 40;
    private static final long MILLIS = 1000;

    /** The kinds of player (the spec's kind: mcts, alphabeta, ...) whose code has run once in this JVM under a time limit. */
    private static final Set<String> WARM = ConcurrentHashMap.newKeySet();

    private JitWarmUp() {}

    /**
     * Warms {@code p} on {@code start} and on a position some random decisions later, unless a
     * player of its kind has been warmed in this JVM, it is budgeted in iterations, or nobody
     * decides at {@code start}. The player's tree may keep what it found: call its
     * {@link Player#newGame} before the game. Returns whether it searched.
     */
    public static <S extends GameState<S>, A> boolean warmUp(Ruleset<S, A> ruleset, Player<S, A> p, S start) {
        Rules<S, A> rules = ruleset.rules();
        Budget b = p.defaultBudget();
        boolean decides = !rules.isChanceNode(start) && !rules.result(start).isOver();
        if (!decides || !b.hasTimeLimit() || b.hasIterationLimit() || !WARM.add(p.name().split(":", 2)[0])) {
            return false;
        }
        p.choose(start.copy(), new Budget(MILLIS, 0));
        S later = playedOn(ruleset, start, PLIES);
        if (!rules.result(later).isOver()) {
            p.choose(later, new Budget(MILLIS, 0));
        }
        return true;
    }

    /** A copy of the state after some random decisions (and the chance between them), from a fixed seed. */
    private static <S extends GameState<S>, A> S playedOn(Ruleset<S, A> ruleset, S start, int plies) {
        Rules<S, A> rules = ruleset.rules();
        SplittableRandom random = new SplittableRandom(PLIES);
        S s = start.copy();
        for (int i = 0; i < plies && !rules.result(s).isOver(); ) {
            if (rules.isChanceNode(s)) {
                rules.applyLegal(s, rules.sampleChance(s, random.nextDouble()));
            } else {
                rules.applyLegal(s, ruleset.randomOpening(s, random));
                i++;
            }
        }
        while (rules.isChanceNode(s) && !rules.result(s).isOver()) {
            rules.applyLegal(s, rules.sampleChance(s, random.nextDouble()));
        }
        return s;
    }
}
