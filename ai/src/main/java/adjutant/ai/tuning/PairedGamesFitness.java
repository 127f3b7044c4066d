package adjutant.ai.tuning;

import adjutant.ai.eval.Weights;
import java.util.Objects;
import java.util.Optional;

/**
 * Fitness by play: the candidate's mean score per game over {@code gamesPerEval} games, played
 * as {@code gamesPerEval / 2} pairs with sides swapped (see {@link GamePairPlayer}). Pair
 * {@code i} of an evaluation with seed {@code s} uses game seed {@code Seeds.derive(s, i)}; the
 * tuner passes one seed per generation, so every candidate of a generation plays the same games.
 *
 * @implNote This class is immutable and thread-safe if its {@link GamePairPlayer} is.
 */
public final class PairedGamesFitness implements FitnessFunction {

    private final GamePairPlayer player;
    private final int gamesPerEval;
    private final Optional<Weights> opponent;

    /**
     * @param gamesPerEval games per evaluation: even and at least 2 (games are played in pairs)
     */
    public PairedGamesFitness(GamePairPlayer player, int gamesPerEval) {
        this(player, gamesPerEval, Optional.empty());
    }

    private PairedGamesFitness(GamePairPlayer player, int gamesPerEval, Optional<Weights> opponent) {
        this.player = Objects.requireNonNull(player);
        if (gamesPerEval < 2 || gamesPerEval % 2 != 0) {
            throw new IllegalArgumentException(
                    "games per evaluation must be even and at least 2 (played in pairs with sides swapped), got "
                            + gamesPerEval);
        }
        this.gamesPerEval = gamesPerEval;
        this.opponent = opponent;
    }

    public int gamesPerEval() {
        return gamesPerEval;
    }

    public int pairs() {
        return gamesPerEval / 2;
    }

    /** The game seed of pair {@code pair} in an evaluation with seed {@code seed}. */
    public static long pairSeed(long seed, int pair) {
        return Seeds.derive(seed, pair);
    }

    @Override
    public double fitness(Weights candidate, long seed) {
        double total = 0;
        for (int pair = 0; pair < pairs(); pair++) {
            double score = player.playPair(candidate, opponent, pairSeed(seed, pair));
            if (!(score >= 0 && score <= 2)) {
                throw new IllegalStateException("a game pair scored " + score + ", outside [0, 2]");
            }
            total += score;
        }
        return total / gamesPerEval;
    }

    @Override
    public FitnessFunction versus(Weights champion) {
        return new PairedGamesFitness(player, gamesPerEval, Optional.of(champion));
    }
}
