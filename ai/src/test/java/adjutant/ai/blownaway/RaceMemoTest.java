package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * BA-WIN-5: each side's moves to win, as the race keeps them ({@link RaceMemo}), are the moves
 * found afresh, where a search meets them: along random games of every scenario in both
 * versions, and in sibling copies of each position that each took another action, where one
 * side's race is read again.
 */
class RaceMemoTest {

    private static final BlownAwayRules RULES = new BlownAwayRules();

    @Test
    void BA_WIN_5_keptRacesAreTheRacesFoundAfreshInEveryBranch() {
        RandomPlayout playout = new RandomPlayout(RULES);
        int hits = 0;
        int compared = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant variant : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), variant, 13);
                SplittableRandom rng = new SplittableRandom(13);
                for (int step = 0; step < 200 && !s.outcome().isOver(); step++) {
                    for (BaState branch : SiblingBranches.of(s, rng)) {
                        for (Side side : Side.values()) {
                            String where = name + " " + variant.id() + " step " + step + " " + side;
                            hits += wasKept(branch, side) ? 1 : 0;
                            assertEquals(ObjectiveRace.movesToWinAfresh(branch, side), ObjectiveRace.movesToWin(branch, side),
                                    where);
                            compared++;
                        }
                    }
                    playout.step(s, rng);
                }
            }
        }
        assertTrue(hits > compared / 4, "races read again: " + hits + " of " + compared);
    }

    private static boolean wasKept(BaState s, Side side) {
        RaceMemo memo = RaceMemo.get();
        ObjectiveView view = ObjectiveView.of(s, BodyBounds.of(s));
        memo.describe(s, side, view, Opposition.of(s, view, side));
        return memo.find() >= 0;
    }
}
