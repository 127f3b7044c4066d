package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.RULES;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.commander;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.PlaceGeneral;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Lieutenant generals (HOW-CMD-21, HOW-OPT-5 to HOW-OPT-8, AMB-87). */
class LieutenantGeneralsTest {

    private static final HowActionCodec CODEC = new HowActionCodec();

    /** Two blue brigades; lieutenant general "lt" at (95, 8) commands b2 (Forcade at (95, 15)). */
    private static HowFixture army(Rating general, Rating lieutenant) {
        HowFixture f = new HowFixture().table(122, 122);
        f.general(Side.BLUE, "blue-cg", general, 60, 5);
        f.brigade(Side.BLUE, "b1", "Bevern", Rating.DEPENDABLE, 30, 15);
        f.infantry(Side.BLUE, "b1", "Wedel", 30, 25, 90);
        f.brigade(Side.BLUE, "b2", "Forcade", Rating.DEPENDABLE, 95, 15);
        f.infantry(Side.BLUE, "b2", "Kleist", 95, 25, 90);
        f.lieutenant(Side.BLUE, "lt", lieutenant, 95, 8, "b2");
        f.general(Side.RED, "red-cg", null, 60, 115);
        f.brigade(Side.RED, "r1", "Browne", Rating.DEPENDABLE, 60, 105);
        f.infantry(Side.RED, "r1", "Harrach", 50, 95, 270);
        return f;
    }

    private static PlaceGeneral at(HowState s, String who, double x, double y, int directs) {
        return new PlaceGeneral(commander(s, who), x, y, directs);
    }

    private static int raise(HowState s) {
        return -2 - commander(s, "lt");
    }

    @Test
    @DisplayName("HOW-OPT-5: an unrated lieutenant general is diced like a brigadier; at most ⌊brigades / 3⌋ in a non-historical game")
    void number() {
        HowState s = army(null, null).start();
        assertEquals(new BrigadierRating(commander(s, "lt")), s.currentTask());
        CommandTesting.roll(s, 6);
        assertEquals(Rating.DASHING, s.commanders[commander(s, "lt")].rating);
        assertEquals(2, CommandLimits.maxLieutenantGenerals(7));
        assertEquals(0, CommandLimits.maxLieutenantGenerals(2));
    }

    @Test
    @DisplayName("HOW-OPT-6, AMB-87: he rides after the general and encourages one brigade of his own command")
    void encouragesHisOwn() {
        HowState s = army(null, Rating.DEPENDABLE).start();
        assertEquals(new Generals.Placement(commander(s, "blue-cg")), s.currentTask());
        RULES.apply(s, at(s, "blue-cg", 60, 5, -1));
        assertEquals(new Generals.Placement(commander(s, "lt")), s.currentTask());
        assertEquals("HOW-OPT-6", RULES.validate(s, at(s, "lt", 40, 10, brigade(s, "b1"))).ruleId());
        RULES.apply(s, at(s, "lt", 95, 8, brigade(s, "b2")));
        assertTrue(Ratings.encouraged(s, brigade(s, "b2")));
        assertEquals(Rating.DASHING, Ratings.column(s, brigade(s, "b2")));
        assertEquals(Rating.DEPENDABLE, Ratings.column(s, brigade(s, "b1")));
    }

    @Test
    @DisplayName("HOW-OPT-6, HOW-CMD-21: his rating's global adjustment reaches his own command only; a dithering one encourages nobody")
    void adjustsHisOwnCommand() {
        HowState s = army(null, Rating.DITHERING).start();
        int lt = commander(s, "lt");
        assertEquals(lt, GlobalAdjustment.triggeredBy(s, brigade(s, "b2"), CommandResult.ADMIRABLE));
        assertEquals(-1, GlobalAdjustment.triggeredBy(s, brigade(s, "b1"), CommandResult.ADMIRABLE));
        RULES.apply(s, at(s, "blue-cg", 60, 5, -1));
        assertEquals("HOW-CMD-15", RULES.validate(s, at(s, "lt", 95, 8, brigade(s, "b2"))).ruleId());
        CommandCasualties.wound(s, lt);
        assertEquals(Rating.DITHERING, s.commanders[lt].rating, "a lieutenant general is a command figure, subject to casualties");
    }

    @Test
    @DisplayName("HOW-OPT-6: a lieutenant general acts toward his own command only, the general toward his whole army")
    void reach() {
        HowState s = army(null, Rating.DEPENDABLE).start();
        int lt = commander(s, "lt");
        assertTrue(Ratings.commands(s, lt, CommandTesting.unit(s, "Kleist")));
        assertTrue(!Ratings.commands(s, lt, CommandTesting.unit(s, "Wedel")));
        assertTrue(Ratings.commands(s, commander(s, "blue-cg"), CommandTesting.unit(s, "Wedel")));
    }

    @Test
    @DisplayName("HOW-OPT-5 to HOW-OPT-8: random play with lieutenant generals and diced brigadiers always offers legal steps")
    void randomPlay() {
        for (long seed = 1; seed <= 5; seed++) {
            java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
            HowFixture f = army(null, null);
            f.brigade(Side.RED, "r2", "Lacy", null, 20, 105);
            f.infantry(Side.RED, "r2", "Lacy-inf", 20, 95, 270);
            f.lieutenant(Side.RED, "red-lt", Rating.DITHERING, 30, 110, "r1", "r2");
            HowState s = f.turnLimit(3).start();
            int steps = 0;
            while (!RULES.result(s).isOver() && steps++ < 5000) {
                adjutant.engine.honours.action.HowAction a;
                if (RULES.isChanceNode(s)) {
                    a = RULES.sampleChance(s, random.nextDouble());
                } else {
                    java.util.List<adjutant.engine.honours.action.HowAction> legal = RULES.legalActions(s);
                    a = legal.get(random.nextInt(legal.size()));
                }
                assertTrue(RULES.validate(s, a).legal(), RULES.validate(s, a).message());
                assertEquals(a, CODEC.parse(CODEC.notation(a)));
                s.currentTask().words(s, a);
                RULES.apply(s, a);
            }
            assertTrue(RULES.result(s).isOver());
        }
    }

    @Test
    @DisplayName("HOW-OPT-7: an unrated general raises a lieutenant general within 15 cm one step, never past dashing")
    void nonHistorical() {
        HowState s = army(null, Rating.DEPENDABLE).start();
        assertEquals("HOW-OPT-7", RULES.validate(s, at(s, "blue-cg", 60, 5, raise(s))).ruleId());
        PlaceGeneral raising = at(s, "blue-cg", 90, 5, raise(s));
        assertEquals(raising, CODEC.parse(CODEC.notation(raising)));
        assertTrue(s.currentTask().words(s, raising).contains("raises lt to dashing"), s.currentTask().words(s, raising));
        RULES.apply(s, raising);
        int lt = commander(s, "lt");
        assertEquals(Rating.DASHING, s.commanders[lt].raisedTo);
        assertEquals(-1, s.directed(Side.BLUE), "raising a lieutenant general, he directs no brigade");
        assertEquals(80, CommandFigureMove.allowance(s, lt), 1e-9);
        HowState away = s.copy();
        RULES.apply(away, at(away, "lt", 115, 30, -1)); // more than 15 cm from the general
        assertNull(away.commanders[lt].raisedTo);

        HowState dashing = army(null, Rating.DASHING).start();
        assertEquals("HOW-OPT-7", RULES.validate(dashing, at(dashing, "blue-cg", 90, 5, raise(dashing))).ruleId());
    }

    @Test
    @DisplayName("HOW-OPT-8: a rated general raises a lieutenant general up to his own rating; a dithering one cannot")
    void historical() {
        HowState dep = army(Rating.DEPENDABLE, Rating.DITHERING).start();
        RULES.apply(dep, at(dep, "blue-cg", 90, 5, raise(dep)));
        assertEquals(Rating.DEPENDABLE, dep.commanders[commander(dep, "lt")].raisedTo);

        HowState same = army(Rating.DEPENDABLE, Rating.DEPENDABLE).start();
        assertEquals("HOW-OPT-8", RULES.validate(same, at(same, "blue-cg", 90, 5, raise(same))).ruleId());

        HowState dith = army(Rating.DITHERING, Rating.DITHERING).start();
        assertEquals("HOW-OPT-8", RULES.validate(dith, at(dith, "blue-cg", 90, 5, raise(dith))).ruleId());

        HowState dash = army(Rating.DASHING, Rating.DITHERING).start();
        RULES.apply(dash, at(dash, "blue-cg", 90, 5, raise(dash)));
        assertEquals(Rating.DASHING, dash.commanders[commander(dash, "lt")].raisedTo);
        assertTrue(RULES.legalActions(dash).stream().allMatch(a -> RULES.validate(dash, a).legal()));
    }
}
