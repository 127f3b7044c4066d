package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import org.junit.jupiter.api.Test;

/** LOA-VIC-1 and the unit footprint (LOA-ORG-2, LOA-ORG-3, AMB-10, AMB-11, AMB-34, AMB-41). */
class VictoryAndGeometryTest {

    private static void lose(LoaState s, Side side, double share) {
        int total = 0;
        for (int u = 0; u < s.setup().unitCount(); u++) {
            if (s.setup().side(u) == side) {
                total += s.setup().originalFigures(u);
            }
        }
        int toLose = (int) Math.ceil(total * share);
        for (int u = 0; u < s.setup().unitCount() && toLose > 0; u++) {
            if (s.setup().side(u) == side) {
                int n = s.setup().originalFigures(u);
                if (n <= toLose) {
                    s.unit(u).removed = true; // shattered units count wholly
                    toLose -= n;
                } else {
                    for (int t = 0; t < s.unit(u).figures.length && toLose > 0; t++) {
                        int k = Math.min(toLose, s.unit(u).figures[t]);
                        s.unit(u).figures[t] -= k;
                        toLose -= k;
                    }
                }
            }
        }
    }

    /** LOA-VIC-1: an army that lost half its figures is broken and loses at the end of the turn. */
    @Test
    void aBrokenArmyLoses() {
        LoaState s = LoaFixture.game();
        lose(s, Side.RED, 0.5);
        assertEquals(50, Victory.lossPercent(s, Side.RED), 1);
        Victory.endOfTurn(s);
        assertEquals(Outcome.BLUE_WINS, s.result().outcome());
        assertEquals("LOA-VIC-1", s.result().ruleId());
    }

    /** LOA-VIC-1: both broken in the same turn is a draw. */
    @Test
    void bothBrokenIsADraw() {
        LoaState s = LoaFixture.game();
        lose(s, Side.RED, 0.6);
        lose(s, Side.BLUE, 0.5);
        Victory.endOfTurn(s);
        assertEquals(Outcome.DRAW, s.result().outcome());
    }

    /** LOA-VIC-1: at the turn limit the larger share of losses inflicted wins; under 5 points apart is a draw. */
    @Test
    void atTheTurnLimitTheLargerShareInflictedWins() {
        LoaState s = LoaFixture.game();
        Victory.endOfTurn(s);
        assertFalse(s.result().isOver());
        s.turn = 12;
        lose(s, Side.BLUE, 0.2);
        lose(s, Side.RED, 0.22);
        Victory.endOfTurn(s);
        assertEquals(Outcome.DRAW, s.result().outcome());
        LoaState t = LoaFixture.game();
        t.turn = 12;
        lose(t, Side.BLUE, 0.1);
        lose(t, Side.RED, 0.3);
        Victory.endOfTurn(t);
        assertEquals(Outcome.BLUE_WINS, t.result().outcome());
    }

    /** LOA-ORG-2, LOA-ORG-3, AMB-10, AMB-11: 1" a figure, 1" a rank; losses narrow the front. */
    @Test
    void footprintsFollowFiguresAndRanks() {
        LoaState s = LoaFixture.game();
        Footprint french = s.footprint(s.setup().unitOf("f0-1"));
        assertEquals(8, french.width());
        assertEquals(2, french.depth());
        assertEquals(12, s.footprint(s.setup().unitOf("a0-1")).width());
        assertEquals(6, s.footprint(s.setup().unitOf("fh-1")).width()); // aggressive, 1 × 6
        assertEquals(3, s.footprint(s.setup().unitOf("ah-1")).width()); // pistoleers deep, 2 × 3
        assertEquals(2, s.footprint(s.setup().unitOf("ah-1")).depth());
        assertEquals(3, s.footprint(s.setup().unitOf("f0-gun")).width());
        int u = s.setup().unitOf("f0-1");
        s.unit(u).figures[FigureType.MUSKETEER.ordinal()] -= 4;
        assertEquals(6, s.footprint(u).width());
    }

    /** AMB-34: flank sectors lie beyond 45° lines from the front corners; the rear behind the rear edge. AMB-41: nearest figures. */
    @Test
    void sectorsAndDistances() {
        Footprint f = new Footprint(new Vec2(10, 10), 90, 8, 2); // front edge x 6–14 at y 10, facing up
        assertEquals(Footprint.Sector.FRONT, f.sector(new Vec2(10, 20)));
        assertEquals(Footprint.Sector.FRONT, f.sector(new Vec2(17, 13.5))); // 3 beyond the corner, 3.5 ahead
        assertEquals(Footprint.Sector.RIGHT_FLANK, f.sector(new Vec2(18, 13)));
        assertEquals(Footprint.Sector.LEFT_FLANK, f.sector(new Vec2(2, 11)));
        assertEquals(Footprint.Sector.REAR, f.sector(new Vec2(10, 5)));
        Footprint g = new Footprint(new Vec2(10, 14), 270, 8, 2); // facing it, 4" away
        assertEquals(4, f.distanceTo(g), 1e-9);
        assertTrue(f.polygon().contains(new Vec2(10, 9)));
    }
}
