package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Verdict;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A snake far from every enemy, edge and impassable polygon skips its checks along the way
 * (BA-MOVE-6, BA-GEO-12, BA-GEO-13): the plan must be the full walk's to the last bit, its
 * verdict, end pose, stop, facing, spine and the intervals apply walks. Every snake candidate
 * (and every column's move) at every MAIN decision of seeded random games on every scenario,
 * both versions, planned both ways; and its verdict alone, which stops there when the end pose is
 * also far from every friend (BA-MOVE-7), is the full walk's.
 */
class SnakeClearPathTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-GEO-12: a snake that passes its checks by the whole path's box plans as the full walk does")
    void clearPathsPlanAsTheFullWalk() {
        int planned = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 31);
                SplittableRandom rng = new SplittableRandom(31);
                for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                    if (s.phase() == Phase.MAIN) {
                        planned += compareSnakes(s, name + " " + v.id() + " step " + step);
                    }
                    RandomSteps.play(rules, s, rng);
                }
            }
        }
        assertTrue(planned > 2000, "snakes planned: " + planned);
    }

    private int compareSnakes(BaState s, String where) {
        int planned = 0;
        for (BaAction a : rules.candidates().mainCandidates(s)) {
            Snake snake = a instanceof Snake sn ? sn
                    : a instanceof Move m && s.formationOrdinal(m.unit()) == Formation.COLUMN.ordinal()
                            && m.offsetDeg() == 0 ? Movement.asSnake(m) : null;
            if (snake == null) {
                continue;
            }
            Snakes.Plan full = null;
            for (boolean record : new boolean[] {false, true}) {
                Snakes.Plan fast = Snakes.plan(snake, record, new MoveContext(s), true);
                full = Snakes.plan(snake, record, new MoveContext(s), false);
                assertSamePlan(full, fast, where + ", " + snake + (record ? " (recorded)" : ""));
            }
            Verdict alone = Snakes.verdict(snake, MoveContext.forCandidates(s));
            assertEquals(full.verdict.legal(), alone.legal(), where + ", " + snake + ": the verdict alone " + alone);
            assertEquals(full.verdict.ruleId(), alone.ruleId(), where + ", " + snake + ": the verdict alone");
            planned++;
        }
        return planned;
    }

    private static void assertSamePlan(Snakes.Plan full, Snakes.Plan fast, String where) {
        assertEquals(full.verdict.legal(), fast.verdict.legal(), where + ": " + full.verdict + " / " + fast.verdict);
        assertEquals(full.verdict.ruleId(), fast.verdict.ruleId(), where);
        if (!full.verdict.legal()) {
            return;
        }
        assertEquals(full.tEnd, fast.tEnd, 0, where + ": tEnd");
        assertEquals(full.anchorX, fast.anchorX, 0, where + ": anchor");
        assertEquals(full.anchorY, fast.anchorY, 0, where + ": anchor");
        assertEquals(full.facing, fast.facing, 0, where + ": facing");
        assertArrayEquals(full.spine, fast.spine, where + ": spine");
        assertEquals(full.end.n, fast.end.n, where);
        assertArrayEquals(Arrays.copyOf(full.end.x, full.end.n), Arrays.copyOf(fast.end.x, fast.end.n), where + ": x");
        assertArrayEquals(Arrays.copyOf(full.end.y, full.end.n), Arrays.copyOf(fast.end.y, fast.end.n), where + ": y");
        assertEquals(full.intervals.size(), fast.intervals.size(), where + ": intervals");
        for (int i = 0; i < full.intervals.size(); i++) {
            assertArrayEquals(full.intervals.get(i), fast.intervals.get(i), where + ": interval " + i);
        }
    }
}
