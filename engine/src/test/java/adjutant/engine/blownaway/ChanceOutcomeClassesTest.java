package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The card pairs of one combat are classed with their shared stakes reckoned once
 * ({@link BlownAwayRules#chanceOutcomeClasses}): every pair must get the class the plain
 * reckoning, cover judged again for each pair, gives it.
 */
class ChanceOutcomeClassesTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-CMB-C-3, BA-CMB-C-4: card pairs classed together as each alone, cover included, in random games")
    void sameClassesAsEachPairAlone() {
        int combats = 0;
        int inCover = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (long seed = 0; seed < 6; seed++) {
                BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, seed);
                SplittableRandom rng = new SplittableRandom(seed);
                for (int step = 0; step < 2_000 && !s.outcome().isOver(); step++) {
                    if (s.phase() == Phase.CARDS) {
                        combats++;
                        ChanceCombat.Stakes stakes = ChanceCombat.Stakes.of(s);
                        inCover += stakes.attackerCover() + stakes.targetCover() > 0 ? 1 : 0;
                        ToLongFunction<BaAction> together = BlownAwayRules.chanceOutcomeClasses(s);
                        for (ChanceOutcome<BaAction> o : rules.chanceOutcomes(s)) {
                            assertEquals(plainClass(s, (CardDraw) o.outcome()), together.applyAsLong(o.outcome()),
                                    name + " seed " + seed + " step " + step + ": " + o.outcome());
                        }
                    }
                    rules.apply(s, RandomSteps.next(rules, s, rng));
                }
            }
        }
        assertTrue(combats > 100, "too few combats: " + combats);
        assertTrue(inCover > 0, "no combat in hard cover: the shared cover went untested");
    }

    /** The class as the rules reckoned it for each card pair alone, before the shared stakes. */
    private static long plainClass(BaState s, CardDraw cards) {
        int a = s.pendingAttacker;
        int t = s.pendingTarget;
        int ca = s.setup.unitSide[a] == Side.BLUE ? cards.blue() : cards.red();
        int ct = s.setup.unitSide[t] == Side.BLUE ? cards.blue() : cards.red();
        double[] ra = Relations.ref(s, a);
        double[] rt = Relations.ref(s, t);
        boolean coverA = !s.setup.params.options().coverOnlyWhenTargeted() && s.setup.unitType[a] != UnitType.CAVALRY
                && Cover.hard(s, a, rt[0], rt[1]);
        boolean coverT = s.setup.unitType[t] != UnitType.CAVALRY && Cover.hard(s, t, ra[0], ra[1]);
        int va = ca + (coverA ? 3 : 0);
        int vt = ct + (coverT ? 3 : 0);
        int runA = Relations.manned(s, a) ? Cards.artRun(ca) : 0;
        int runT = Relations.manned(s, t) ? Cards.artRun(ct) : 0;
        return va > vt ? 100 + runA : vt > va ? 200 + runT : 10_000 + 100L * runA + runT;
    }
}
