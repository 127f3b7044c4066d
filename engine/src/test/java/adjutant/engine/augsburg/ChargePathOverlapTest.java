package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two footprints overlap by more than a touch when their shrunk polygons do; the check passes
 * over footprints whose circles lie apart before making the polygons ({@link ChargePath#overlaps}).
 * At every step of random games with the lines close, for every pair of units and for each unit
 * set down again near where it stands (a slide's steps, a charge's end), the answer is the
 * polygons' alone.
 */
class ChargePathOverlapTest {
    private final LeagueOfAugsburgRuleset ruleset = LeagueOfAugsburgRuleset.get();
    private final LoaRules rules = ruleset.rules();

    @Test
    @DisplayName("LOA-MELEE-6 (AMB-45): a unit falling back stops at a block where the polygons overlap, the circles' shortcut aside")
    void theShortcutOverlapsWhereThePolygonsDo() {
        int overlapping = 0;
        int apart = 0;
        for (long seed = 1; seed <= 2; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", seed);
            for (int u = 0; u < s.setup().unitCount(); u++) {
                s.unit(u).y += s.setup().side(u) == Side.BLUE ? 15 : -15;
            }
            for (int step = 0; step < 3_000 && !rules.result(s).isOver(); step++) {
                int n = s.setup().unitCount();
                for (int u = 0; u < n; u++) {
                    UnitState us = s.unit(u);
                    Vec2 near = us.position().plus(new Vec2(r.nextDouble(-6, 6), r.nextDouble(-6, 6)));
                    Footprint moved = Footprints.of(s.setup().kind(u), us.formation, us.figureCount(), near, r.nextDouble(0, 360));
                    for (int v = 0; v < n; v++) {
                        if (v == u) {
                            continue;
                        }
                        for (Footprint f : List.of(s.footprint(u), moved)) {
                            boolean plain = ChargePath.overlapsExactly(f, s.footprint(v));
                            assertEquals(plain, ChargePath.overlaps(f, s.footprint(v)), "seed " + seed + " step " + step + " units " + u + ", " + v);
                            overlapping += plain ? 1 : 0;
                            apart += f.circlesApart(s.footprint(v)) ? 1 : 0;
                        }
                    }
                }
                LoaAction a = rules.isChanceNode(s) ? rules.sampleChance(s, r.nextDouble()) : pick(rules.legalActions(s), r);
                rules.apply(s, a);
            }
        }
        assertTrue(overlapping > 100, "overlapping pairs: " + overlapping);
        assertTrue(apart > 1000, "pairs passed over by their circles: " + apart);
    }

    private static LoaAction pick(List<LoaAction> legal, SplittableRandom r) {
        return legal.get(r.nextInt(legal.size()));
    }
}
