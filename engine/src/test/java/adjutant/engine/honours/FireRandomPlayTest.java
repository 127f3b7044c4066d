package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Retreat;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Random firing phases at close quarters: every step offers legal actions that validate, copies stay independent (HOW-FIRE-1, HOW-REACT-1). */
class FireRandomPlayTest {

    private static HowFixture closeQuarters() {
        HowFixture f = new HowFixture();
        f.brigade(Side.BLUE, "b", "Blue brigadier", Rating.DEPENDABLE, 60, 10);
        f.unit(Side.BLUE, "b", FireKit.inf("blue-1", UnitClass.INFERIOR, 40, 40, 90));
        f.unit(Side.BLUE, "b", FireKit.inf("blue-2", UnitClass.STANDARD, 62, 40, 90));
        f.unit(Side.BLUE, "b", FireKit.guns("blue-guns", GunType.MEDIUM, 85, 38, 90));
        f.unit(Side.BLUE, "b", FireKit.inf("blue-3", UnitClass.STANDARD, 60, 28, 90));
        f.unit(Side.BLUE, null, FireKit.light("blue-li", UnitClass.STANDARD, 110, 45, 90));
        f.brigade(Side.RED, "r", "Red brigadier", Rating.DEPENDABLE, 60, 100);
        f.unit(Side.RED, "r", FireKit.inf("red-1", UnitClass.SUPERIOR, 45, 54, 270));
        f.unit(Side.RED, "r", FireKit.inf("red-2", UnitClass.STANDARD, 70, 56, 270));
        f.unit(Side.RED, "r", FireKit.guns("red-guns", GunType.HOWITZER, 95, 75, 270));
        f.unit(Side.RED, "r", FireKit.inf("red-3", UnitClass.INFERIOR, 60, 75, 270));
        f.unit(Side.RED, null, FireKit.cav("red-dragoons", UnitClass.STANDARD, Formation.DISMOUNTED, 120, 58, 270));
        f.terrain(FireKit.area("wood", TerrainKind.WOODS, 100, 55, 140, 80));
        f.terrain(FireKit.line("wall", TerrainKind.WALL, 30, 52, 80, 52));
        return f;
    }

    @Test
    @DisplayName("HOW-FIRE-1 / HOW-REACT-1: random firing phases with reactions run cleanly and reach retreats and routs")
    void randomFiringPhases() {
        HonoursRules rules = new HonoursRules();
        HowActionCodec codec = new HowActionCodec();
        int fires = 0;
        int retreats = 0;
        for (long seed = 1; seed <= 25; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            HowState s = FireKit.firing(closeQuarters().start(), seed % 2 == 0 ? Side.BLUE : Side.RED);
            for (int u = 0; u < s.units.length; u++) {
                s.units[u].hits = random.nextInt(4);
            }
            int steps = 0;
            while (s.phase == Phase.FIRING && steps++ < 3000) {
                HowState copy = s.copy();
                HowAction a;
                if (rules.isChanceNode(s)) {
                    List<ChanceOutcome<HowAction>> outs = rules.chanceOutcomes(s);
                    assertEquals(1.0, outs.stream().mapToDouble(ChanceOutcome::probability).sum(), 1e-9);
                    a = rules.sampleChance(s, random.nextDouble());
                } else {
                    List<HowAction> legal = rules.legalActions(s);
                    assertFalse(legal.isEmpty(), () -> s.currentTask().describe(s));
                    // prefer firing, so the phase does not end on the first pass
                    List<HowAction> fire = legal.stream().filter(x -> !(x instanceof adjutant.engine.honours.action.Pass)).toList();
                    a = !fire.isEmpty() && random.nextInt(5) > 0 ? fire.get(random.nextInt(fire.size())) : legal.get(random.nextInt(legal.size()));
                }
                final HowAction act = a;
                assertTrue(rules.validate(s, act).legal(), () -> rules.validate(s, act).message());
                assertEquals(act, codec.parse(codec.notation(act)));
                assertFalse(s.currentTask().words(s, act).isBlank());
                fires += act instanceof Fire ? 1 : 0;
                retreats += act instanceof Retreat ? 1 : 0;
                long before = copy.hash();
                rules.apply(s, act);
                assertEquals(before, copy.hash());
            }
            assertTrue(s.phase != Phase.FIRING, "the phase ends");
        }
        assertTrue(fires > 50, "fires: " + fires);
        assertTrue(retreats > 5, "retreats and routs: " + retreats);
    }
}
