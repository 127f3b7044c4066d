package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaSetup;
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

/** The race for objectives (BA-WIN-2..5) as the evaluation counts it. */
class ObjectiveRaceTest {

    @Test
    void BA_WIN_5_theSearchForTheCheapestCapturesIsThePlainMinimumOverEveryChoice() {
        RandomPlayout playout = new RandomPlayout(new BlownAwayRules());
        int near = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 5);
            SplittableRandom rng = new SplittableRandom(5);
            for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                for (Side side : Side.values()) {
                    int moves = ObjectiveRace.movesToWin(s, side);
                    assertEquals(plainMovesToWin(s, side), moves, name + " " + side + " step " + step);
                    near += moves == 1 ? 1 : 0;
                }
                playout.step(s, rng);
            }
        }
        assertTrue(near > 0, "some side came within a move of winning");
    }

    @Test
    void BA_WIN_4_theCostsRuledOutByTheUnitsBoxesAreThePlainCostsAtEveryStepOfRandomGames() {
        RandomPlayout playout = new RandomPlayout(new BlownAwayRules());
        int compared = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant variant : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), variant, 9);
                SplittableRandom rng = new SplittableRandom(9);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    BodyBounds bounds = BodyBounds.of(s);
                    for (Side side : Side.values()) {
                        for (int o = 0; o < s.setup().board().objectiveCount(); o++) {
                            for (int u = 0; u < s.setup().unitCount(); u++) {
                                int plain = ObjectiveRace.cost(s, side, o, u);
                                assertEquals(plain, ObjectiveRace.costFromFacts(s, bounds, side, o, u),
                                        name + " " + variant + " step " + step + " " + side + " objective " + o + " unit " + u);
                                compared += plain < ObjectiveRace.UNREACHABLE ? 1 : 0;
                            }
                        }
                    }
                    playout.step(s, rng);
                }
            }
        }
        assertTrue(compared > 10_000, "costs compared: " + compared);
    }

    @Test
    void BA_WIN_5_onThePointSymmetricEncounterTheSideThatMovesFirstLeadsTheRaceByTheTiesItWins() {
        for (long seed = 1; seed <= 8; seed++) { // the coin gives either side the first move
            BaState s = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, seed);
            Side first = s.active();
            int mover = ObjectiveRace.movesToWin(s, first);
            int other = ObjectiveRace.movesToWin(s, first.opponent());
            assertTrue(mover >= 3 && mover < other, "seed " + seed + ": the first mover needs " + mover
                    + " moves and reaches each contested objective first; the other needs " + other);
            assertTrue(first == Side.BLUE ? ObjectiveRace.feature(s) > 0 : ObjectiveRace.feature(s) < 0);
        }
    }

    @Test
    void BA_WIN_4_anObjectiveTheEnemyCanStandInFirstCostsAsAGarrisonDoes() {
        BaState s = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, 1);
        Side first = s.active();
        int intercepted = 0;
        for (int o = 0; o < s.setup().board().objectiveCount(); o++) {
            for (int u = 0; u < s.setup().unitCount(); u++) {
                int mine = ObjectiveRace.cost(s, first, o, u);
                if (mine >= ObjectiveRace.UNREACHABLE) {
                    continue;
                }
                int theirs = fewestEnemyMoves(s, first.opponent(), o);
                int unopposed = ObjectiveRace.reachIn(s, u,
                        ObjectiveRace.baseMoves(s, u, o, ObjectiveRace.nearestSquared(s, u, o)), ObjectiveRace.UNREACHABLE);
                // the first mover wins a tie: only an enemy strictly sooner stands in it first
                boolean enemySooner = theirs < unopposed;
                assertEquals(unopposed + (enemySooner ? ObjectiveRace.GARRISONED : 0), mine, "objective " + o + " unit " + u);
                intercepted += enemySooner ? 1 : 0;
            }
        }
        assertTrue(intercepted > 0, "some objective is nearer the enemy");
    }

    private static int fewestEnemyMoves(BaState s, Side enemy, int o) {
        int least = ObjectiveRace.UNREACHABLE;
        for (int e = 0; e < s.setup().unitCount(); e++) {
            if (s.setup().side(e) == enemy && s.inRanks(e) > 0) {
                least = Math.min(least, ObjectiveRace.reachIn(s, e,
                        ObjectiveRace.baseMoves(s, e, o, ObjectiveRace.nearestSquared(s, e, o)), ObjectiveRace.UNREACHABLE));
            }
        }
        return least;
    }

    /**
     * Every set of objectives the side does not own, every way of giving them distinct units: the
     * least total cost, counted from {@link ObjectiveRace#movesToWin} with one objective and one unit at a time.
     */
    private static int plainMovesToWin(BaState s, Side side) {
        BaSetup setup = s.setup();
        int missing = setup.params().objectivesToWin() - s.objectivesOwned(side);
        if (!ObjectiveRace.winsByObjectives(setup, side)) {
            return ObjectiveRace.UNREACHABLE; // a field battle, or the defender of an assault
        }
        if (missing <= 0) {
            return 0;
        }
        int n = setup.board().objectiveCount();
        int best = ObjectiveRace.UNREACHABLE;
        for (int set = 0; set < 1 << n; set++) {
            if (Integer.bitCount(set) == missing) {
                best = Math.min(best, assign(s, side, set, 0L));
            }
        }
        return best;
    }

    private static int assign(BaState s, Side side, int objectives, long used) {
        if (objectives == 0) {
            return 0;
        }
        int o = Integer.numberOfTrailingZeros(objectives);
        int best = ObjectiveRace.UNREACHABLE;
        for (int u = 0; u < s.setup().unitCount(); u++) {
            int cost = ObjectiveRace.cost(s, side, o, u);
            if ((used & 1L << u) == 0 && cost < ObjectiveRace.UNREACHABLE) {
                int rest = assign(s, side, objectives & objectives - 1, used | 1L << u);
                best = Math.min(best, rest >= ObjectiveRace.UNREACHABLE ? rest : cost + rest);
            }
        }
        return best;
    }
}
