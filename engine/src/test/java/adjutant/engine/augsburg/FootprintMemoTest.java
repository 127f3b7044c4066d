package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.Side;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A unit keeps the footprint last made for it and makes a new one only when its place, facing,
 * formation or figures changed ({@link LoaState#footprint}): at every step of random games, with
 * the lines close enough to fight, it must equal the footprint made afresh, in the state and in
 * its copies.
 */
class FootprintMemoTest {
    private final LeagueOfAugsburgRuleset ruleset = LeagueOfAugsburgRuleset.get();
    private final LoaRules rules = ruleset.rules();

    @Test
    @DisplayName("LOA-ORG-2, LOA-ORG-5: a kept footprint is the one the unit's place, formation and figures give now")
    void keptFootprintsAreFresh() {
        int kept = 0;
        int made = 0;
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", seed);
            for (int u = 0; u < s.setup().unitCount(); u++) {
                s.unit(u).y += s.setup().side(u) == Side.BLUE ? 15 : -15; // lines close: moves, losses, falls back
            }
            Footprint[] previous = new Footprint[s.setup().unitCount()];
            for (int step = 0; step < 20_000 && !rules.result(s).isOver(); step++) {
                LoaState copy = s.copy();
                for (int u = 0; u < s.setup().unitCount(); u++) {
                    Footprint before = previous[u];
                    Footprint fresh = fresh(s, u);
                    Footprint got = s.footprint(u);
                    assertEquals(fresh, got, "seed " + seed + " step " + step + " unit " + u);
                    assertEquals(fresh.polygon(), got.polygon());
                    assertEquals(fresh, copy.footprint(u), "in a copy");
                    previous[u] = got;
                    if (before == got) {
                        kept++;
                    } else {
                        made++;
                    }
                }
                LoaAction a = rules.isChanceNode(s) ? rules.sampleChance(s, r.nextDouble()) : pick(rules.legalActions(s), r);
                rules.apply(s, a);
            }
        }
        assertTrue(kept > 1000, "footprints kept: " + kept);
        assertTrue(made > 100, "footprints made again after a change: " + made);
    }

    private static Footprint fresh(LoaState s, int u) {
        UnitState us = s.unit(u);
        return Footprints.of(s.setup().kind(u), us.formation, us.figureCount(), us.position(), us.facing);
    }

    private static LoaAction pick(List<LoaAction> legal, SplittableRandom r) {
        return legal.get(r.nextInt(legal.size()));
    }
}
