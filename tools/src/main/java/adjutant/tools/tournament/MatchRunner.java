package adjutant.tools.tournament;

/**
 * Plays single games for a tournament: builds both players from their specs, sets up the
 * scenario with the seed, plays to the end and reports. The tournament creates one runner per
 * worker thread, so a runner is used by one thread at a time.
 *
 * <p>Given the same {@link MatchSpec} a runner should give the same report whenever the players'
 * budgets are iteration counts (time budgets make a game depend on the machine).
 */
@FunctionalInterface
public interface MatchRunner {

    /**
     * Plays one game to its end. Throwing stops the tournament (games already running finish);
     * the game is not recorded, so {@code --resume} plays it again.
     */
    GameReport play(MatchSpec spec) throws Exception;
}
