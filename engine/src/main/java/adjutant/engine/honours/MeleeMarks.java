package adjutant.engine.honours;

import adjutant.engine.game.Hasher;

/**
 * What the melee phase remembers about one unit during a turn (HOW-MELEE, HOW-PURS): the melee
 * cluster it fights in, whether it has stopped, its hits as the round began, who hit it hardest
 * in the round, the enemy it last fought, and its pursuit declaration. Cleared as a turn begins.
 */
final class MeleeMarks {

    /** No cluster. */
    static final int NONE = -1;

    /** The melee cluster (HOW-MELEE-1, AMB-10): its id, {@link #NONE} if the unit fights no melee. */
    int cluster = NONE;
    /** Its cluster's rounds are over. */
    boolean fought;
    /** Reached 4+ hits in a round of its melee: fights no more rounds (HOW-MELEE-3, AMB-10). */
    boolean stopped;
    /** Hits at the start of the current round: the 3+ hits −1 reads these (HOW-MELEE-2). */
    int hitsAtRoundStart;
    /** The most hits one enemy put on it in the current round, and that enemy (retreat direction, AMB-33). */
    int roundBestHits;
    int roundBestFrom = NONE;
    /** The owner's choice of flank when it is contacted on both flanks only (HOW-MELEE-4), for {@link #fightsToRound}. */
    Sector fightsTo;
    int fightsToRound;
    /** The enemy it last fought (rolled against, or was rolled against by), {@link #NONE} if none. */
    int opponent = NONE;
    /** Pursuit declaration (HOW-PURS-2): 0 none asked, 1 wants to pursue, 2 does not. */
    int pursuitWish;
    /** The BUA or entrenchment feature index an infantry winner may occupy (HOW-MELEE-15, HOW-TERR-28), −1 none. */
    int followUp = NONE;

    MeleeMarks copy() {
        MeleeMarks c = new MeleeMarks();
        c.cluster = cluster;
        c.fought = fought;
        c.stopped = stopped;
        c.hitsAtRoundStart = hitsAtRoundStart;
        c.roundBestHits = roundBestHits;
        c.roundBestFrom = roundBestFrom;
        c.fightsTo = fightsTo;
        c.fightsToRound = fightsToRound;
        c.opponent = opponent;
        c.pursuitWish = pursuitWish;
        c.followUp = followUp;
        return c;
    }

    void clear() {
        cluster = NONE;
        fought = false;
        stopped = false;
        hitsAtRoundStart = 0;
        roundBestHits = 0;
        roundBestFrom = NONE;
        fightsTo = null;
        fightsToRound = 0;
        opponent = NONE;
        pursuitWish = 0;
        followUp = NONE;
    }

    void hashInto(Hasher h) {
        h.mix(cluster).mix(fought).mix(stopped).mix(hitsAtRoundStart).mix(roundBestHits).mix(roundBestFrom)
                .mix(fightsTo == null ? -1 : fightsTo.ordinal()).mix(fightsToRound).mix(opponent).mix(pursuitWish)
                .mix(followUp);
    }
}
