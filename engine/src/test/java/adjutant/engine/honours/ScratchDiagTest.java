package adjutant.engine.honours;

import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.scenario.ScenarioLoader;
import java.util.ArrayDeque;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ScratchDiagTest {
    @Test
    void diag() {
        HonoursRuleset rs = HonoursRuleset.get();
        String[] names = System.getProperty("diag.scenarios", "st-ulrich,kutzdorf,spittelwitz,lobositz").split(",");
        int games = Integer.getInteger("diag.games", 5);
        int reported = 0;
        for (String name : names) {
            var sc = ScenarioLoader.loadNamed("honours-of-war/" + name);
            for (long seed = 1; seed <= games; seed++) {
                SplittableRandom r = new SplittableRandom(seed);
                HowState s = rs.newGame(sc, "standard", seed);
                ArrayDeque<String> last = new ArrayDeque<>();
                int step = 0;
                try {
                    while (!s.result().isOver() && step < 20000) {
                        HowAction a = rs.rules().isChanceNode(s) ? rs.rules().sampleChance(s, r.nextDouble())
                                : rs.randomOpening(s, r);
                        last.addLast(step + ": " + rs.codec().words(s, a) + "   [" + rs.codec().notation(a) + "]");
                        if (last.size() > 12) last.removeFirst();
                        rs.rules().apply(s, a);
                        step++;
                        List<String> v = rs.invariantViolations(s);
                        if (!v.isEmpty()) {
                            System.out.println("=== " + name + " seed " + seed + " step " + step + " " + v);
                            last.forEach(System.out::println);
                            reported++;
                            break;
                        }
                    }
                    System.out.println("--- " + name + " seed " + seed + ": " + step + " steps, turn " + s.turn() + " " + s.result());
                } catch (RuntimeException e) {
                    System.out.println("=== " + name + " seed " + seed + " step " + step + " EXCEPTION " + e);
                    e.printStackTrace(System.out);
                    last.forEach(System.out::println);
                    reported++;
                }
                if (reported > 6) return;
            }
        }
    }
}
