package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.scenario.TerrainKind;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Random play from a table full of melees (HOW-MELEE, HOW-PURS, HOW-RALLY, HOW-VIC): every
 * decision offers legal actions that validate, every roll sums to 1, copies stay independent,
 * and every kind of step of these phases is reached.
 */
class MeleeRandomPlayTest {

    private final HonoursRules rules = new HonoursRules();
    private final HowActionCodec codec = new HowActionCodec();

    private static HowFixture melees() {
        UnitClass std = UnitClass.STANDARD;
        UnitSize size = UnitSize.STANDARD;
        HowFixture f = new HowFixture().table(240, 160);
        f.general(Side.BLUE, "blue-cg", Rating.DASHING, 60, 58);
        f.general(Side.RED, "red-cg", null, 150, 52);
        // the complex melee
        f.unit(Side.BLUE, null, MeleeKit.cavalry("1", std, size, 60, 60, 90));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("2", std, size, 70, 62.5, 180));
        f.unit(Side.RED, null, MeleeKit.cavalry("A", std, size, 60, 60, 270));
        f.unit(Side.RED, null, MeleeKit.cavalry("B", std, size, 72.5, 52.5, 90));
        // infantry on both flanks of a red battalion
        f.unit(Side.RED, null, MeleeKit.infantry("x", std, size, 150, 50, 90, Formation.LINE));
        f.unit(Side.BLUE, null, MeleeKit.infantry("left", std, size, 140, 48, 0, Formation.MARCH_COLUMN));
        f.unit(Side.BLUE, null, MeleeKit.infantry("right", std, size, 160, 48, 180, Formation.MARCH_COLUMN));
        // works and a village
        f.terrain(MeleeKit.area("works", TerrainKind.TRENCH, 185, 100, 215, 106));
        f.unit(Side.BLUE, null, MeleeKit.infantry("stormers", std, size, 200, 100, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("garrison", std, size, 200, 100, 270, Formation.LINE));
        f.terrain(MeleeKit.area("village", TerrainKind.VILLAGE, 25, 100, 55, 125));
        f.unit(Side.BLUE, null, MeleeKit.infantry("assault", std, size, 40, 100, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("defenders", std, size, 40, 100, 270, Formation.IN_BUA));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("hussars", std, size, 100, 110, 90));
        f.unit(Side.RED, null, MeleeKit.transport("wagons", 100, 110, 270));
        return f;
    }

    @Test
    @DisplayName("HOW-MELEE-1, HOW-PURS-1, HOW-RALLY-3: random play through melee, pursuit, rally and the break check")
    void randomPlayReachesEveryStep() {
        Set<Class<?>> seen = new HashSet<>();
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            HowState s = MeleeKit.at(melees(), Phase.MELEE);
            for (int u : new int[] {0, 1, 3}) {
                s.units[u].charged = true;
                s.units[u].chargeBonus = true;
            }
            s.units[s.setup().unit("defenders")].inBua = 1;
            MeleeKit.go(s);
            int steps = 0;
            while (!s.result().isOver() && s.turn() == 1 && steps++ < 5_000) {
                seen.add(s.currentTask().getClass());
                HowState copy = s.copy();
                assertEquals(s.hash(), copy.hash());
                HowAction a;
                if (rules.isChanceNode(s)) {
                    List<ChanceOutcome<HowAction>> outs = rules.chanceOutcomes(s);
                    assertEquals(1.0, outs.stream().mapToDouble(ChanceOutcome::probability).sum(), 1e-9);
                    a = rules.sampleChance(s, random.nextDouble());
                } else {
                    List<HowAction> legal = rules.legalActions(s);
                    assertFalse(legal.isEmpty());
                    a = legal.get(random.nextInt(legal.size()));
                }
                assertEquals(a, codec.parse(codec.notation(a)));
                HowAction act = a;
                assertTrue(rules.validate(s, a).legal(), () -> rules.validate(s, act).message());
                assertFalse(s.currentTask().words(s, a).isBlank());
                long before = copy.hash();
                rules.apply(s, a);
                assertEquals(before, copy.hash(), "a copy changed when its original moved on");
            }
            assertTrue(s.result().isOver() || s.turn() == 2, "the turn ends");
        }
        for (Class<?> c : List.of(MeleeRound.Strike.class, MeleeRound.FightDirection.class, Pursuit.Wish.class,
                Pursuit.PursuitRoll.class, Pursuit.Chase.class, FollowUp.Occupy.class, RallyPhase.GeneralRally.class)) {
            assertTrue(seen.contains(c), "never reached: " + c.getSimpleName());
        }
    }
}
