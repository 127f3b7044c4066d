package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The random playouts' draw of one candidate, counted and then built alone ({@link UnitSink}), is
 * the plain draw from the unit's whole list (Appendix B.2's candidates), on seeded random games of
 * every shipped scenario in both versions.
 */
class UnitSinkTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("Appendix B.2: a unit's candidates counted, and each built alone, are its whole list")
    void countedAndPickedCandidatesAreTheWholeList() {
        Set<Class<?>> kinds = new HashSet<>();
        int units = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 5);
                SplittableRandom rng = new SplittableRandom(5);
                for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                    if (s.phase() == Phase.MAIN) {
                        units += checkEveryUnit(s, kinds);
                    }
                    RandomSteps.play(rules, s, rng);
                }
            }
        }
        assertTrue(units > 1000, "units checked: " + units);
        for (Class<?> kind : List.of(Rally.class, MobMove.class, Snake.class, GunnerReturn.class)) {
            assertTrue(kinds.contains(kind), "the games made a " + kind.getSimpleName());
        }
    }

    private int checkEveryUnit(BaState s, Set<Class<?>> kinds) {
        int checked = 0;
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (s.setup.unitSide[u] != s.active()) {
                continue;
            }
            List<BaAction> list = rules.candidates().unitActions(s, u);
            UnitSink sink = UnitSink.counting();
            rules.candidates().unitActions(s, u, sink);
            assertEquals(list.size(), sink.count(), "the count of u" + u + "'s candidates");
            for (int k = 0; k < list.size(); k++) {
                sink.pick(k);
                rules.candidates().unitActions(s, u, sink);
                assertEquals(list.get(k), sink.picked(), "u" + u + "'s candidate " + k);
                kinds.add(list.get(k).getClass());
            }
            checked++;
        }
        return checked;
    }

    @Test
    @DisplayName("Appendix B.2: the random main action is the plain draw from the drawn unit's whole list")
    void randomMainActionIsThePlainDraw() {
        int draws = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 3);
                SplittableRandom rng = new SplittableRandom(3);
                for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                    if (s.phase() == Phase.MAIN) {
                        long seed = rng.nextLong();
                        BaAction drawn = rules.candidates().randomMainAction(s, new SplittableRandom(seed));
                        assertEquals(plainDraw(s, new SplittableRandom(seed)), drawn, name + " " + v + " step " + step);
                        draws++;
                    }
                    RandomSteps.play(rules, s, rng);
                }
            }
        }
        assertTrue(draws > 500, "draws: " + draws);
    }

    /** The draw as it was made before the sink: the drawn unit's whole list, then an index into it. */
    private BaAction plainDraw(BaState s, SplittableRandom rng) {
        for (int tries = 0; tries < 8; tries++) {
            int u = rng.nextInt(s.setup.nUnits);
            if (s.setup.unitSide[u] != s.active()) {
                continue;
            }
            List<BaAction> list = rules.candidates().unitActions(s, u);
            if (list.isEmpty()) {
                continue;
            }
            BaAction a = list.get(rng.nextInt(list.size()));
            if (BlownAwayRules.validateMain(s, a).legal()) {
                return a;
            }
        }
        return new Pass();
    }
}
