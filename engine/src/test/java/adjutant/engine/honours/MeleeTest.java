package adjutant.engine.honours;

import static adjutant.engine.honours.MeleeKit.act;
import static adjutant.engine.honours.MeleeKit.area;
import static adjutant.engine.honours.MeleeKit.at;
import static adjutant.engine.honours.MeleeKit.go;
import static adjutant.engine.honours.MeleeKit.roll;
import static adjutant.engine.honours.MeleeKit.strikes;
import static adjutant.engine.honours.MeleeKit.total;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.action.YesNo;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Melee (HOW-MELEE-1 to HOW-MELEE-17, HOW-TERR-28) from literal positions with injected dice. */
class MeleeTest {

    private static final UnitClass STD = UnitClass.STANDARD;
    private static final UnitSize STANDARD = UnitSize.STANDARD;

    /** Blue infantry facing up at (x, 50) against red infantry facing down at (x, 50): frontal contact. */
    private static HowFixture facing(HowFixture f, String blue, String red, double x) {
        f.unit(Side.BLUE, null, MeleeKit.infantry(blue, STD, STANDARD, x, 50, 90, Formation.LINE));
        return f.unit(Side.RED, null, MeleeKit.infantry(red, STD, STANDARD, x, 50, 270, Formation.LINE));
    }

    private static int u(HowState s, String id) {
        return s.setup().unit(id);
    }

    @Test
    @DisplayName("HOW-MELEE-1, AMB-10, AMB-16: every contact fights, in clusters taken in a fixed order; units apart do not")
    void contactsFormClusters() {
        HowFixture f = new HowFixture();
        facing(f, "b1", "r1", 30);
        facing(f, "b2", "r2", 90);
        f.unit(Side.BLUE, null, MeleeKit.infantry("b3", STD, STANDARD, 150, 40, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("r3", STD, STANDARD, 150, 50, 270, Formation.LINE));
        HowState s = go(at(f, Phase.MELEE));
        assertEquals(u(s, "b1"), s.unit(u(s, "r1")).melee.cluster);
        assertEquals(u(s, "b2"), s.unit(u(s, "r2")).melee.cluster);
        assertEquals(MeleeMarks.NONE, s.unit(u(s, "b3")).melee.cluster);
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(2, k.size());
        assertTrue(k.stream().allMatch(x -> x.cluster() == u(s, "b1")), "the lowest cluster fights first");
    }

    @Test
    @DisplayName("HOW-MELEE-2, EX-4: rounds are simultaneous; hits count from the next round (3+ hits −1)")
    void roundsAreSimultaneous() {
        HowState s = go(at(facing(new HowFixture(), "b", "r", 60), Phase.MELEE));
        roll(s, 5, 5);
        assertEquals(3, s.unit(u(s, "b")).hits());
        assertEquals(3, s.unit(u(s, "r")).hits());
        List<MeleeRound.Strike> round2 = strikes(s);
        assertEquals(2, round2.get(0).round());
        assertEquals(-1, total(s, round2.get(0)));
        assertEquals(-1, total(s, round2.get(1)));
    }

    @Test
    @DisplayName("HOW-MELEE-2, HOW-HIT-3: a natural 5 gives at least 1 hit in melee")
    void naturalFive() {
        HowFixture f = new HowFixture();
        f.battery(Side.BLUE, null, "guns", 60, 50, 90);
        HowState s = at(f, Phase.MELEE);
        int g = u(s, "guns");
        assertEquals(0, HitTable.hits(HitTable.row(s, g), 1, 4));
        assertEquals(1, HitTable.hits(HitTable.row(s, g), 1, 5));
        assertEquals(2, HitTable.hits(HitTable.row(s, g), 6, 5));
    }

    @Test
    @DisplayName("HOW-MELEE-3: rounds go on until a side reaches 4 hits; the melee is then complete")
    void roundsUntilFourHits() {
        HowState s = go(at(facing(new HowFixture(), "b", "r", 60), Phase.MELEE));
        roll(s, 3, 3);
        assertEquals(2, strikes(s).size());
        roll(s, 3, 3);
        assertEquals(4, s.unit(u(s, "b")).hits());
        assertEquals(4, s.unit(u(s, "r")).hits());
        assertTrue(strikes(s).isEmpty());
    }

    @Test
    @DisplayName("HOW-MELEE-3, AMB-10: a melee stops after the 50-round safety cap")
    void roundCap() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.infantry("b", STD, STANDARD, 60, 50, 90, Formation.MARCH_COLUMN));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, 50, 270, Formation.MARCH_COLUMN));
        HowState s = go(at(f, Phase.MELEE));
        for (int round = 1; round <= MeleeRound.CAP; round++) {
            assertEquals(round, strikes(s).get(0).round());
            assertEquals(-2, total(s, strikes(s).get(0)), "march column −2");
            roll(s, 2, 2);
        }
        assertTrue(strikes(s).isEmpty());
        assertEquals(0, s.unit(u(s, "b")).hits());
    }

    /** Blue "x" at (60, 50) facing up, red "front" against its front, red "left" (a column) against its left flank. */
    private static HowFixture frontAndFlank() {
        HowFixture f = new HowFixture();
        facing(f, "x", "front", 60);
        return f.unit(Side.RED, null, MeleeKit.infantry("left", STD, STANDARD, 50, 48, 0, Formation.MARCH_COLUMN));
    }

    @Test
    @DisplayName("HOW-MELEE-4, HOW-MELEE-5, EX-5: contacted in front and flank a unit fights to its front at −2; the flank attacker rolls unanswered")
    void frontAndFlankFightsFront() {
        HowState s = go(at(frontAndFlank(), Phase.MELEE));
        int x = u(s, "x");
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(3, k.size());
        assertEquals(List.of(x, u(s, "front"), u(s, "left")), k.stream().map(MeleeRound.Strike::roller).toList());
        assertEquals(u(s, "front"), k.get(0).target());
        assertEquals(-2, total(s, k.get(0)), "attacked in flank −2 even against its front opponent");
        assertEquals(Sector.LEFT_FLANK, MeleeCluster.sector(s, x, u(s, "left")));
    }

    @Test
    @DisplayName("HOW-MELEE-4: contacted on both flanks only, the owner chooses the flank it fights to")
    void bothFlanksOwnerChooses() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.infantry("x", STD, STANDARD, 60, 50, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("left", STD, STANDARD, 50, 48, 0, Formation.MARCH_COLUMN));
        f.unit(Side.RED, null, MeleeKit.infantry("right", STD, STANDARD, 70, 48, 180, Formation.MARCH_COLUMN));
        HowState s = go(at(f, Phase.MELEE));
        int x = u(s, "x");
        assertInstanceOf(MeleeRound.FightDirection.class, s.currentTask());
        assertEquals(Side.BLUE, s.currentTask().decider(s));
        act(s, new YesNo(x, false));
        MeleeRound.Strike mine = strikes(s).get(0);
        assertEquals(x, mine.roller());
        assertEquals(u(s, "right"), mine.target());
    }

    @Test
    @DisplayName("HOW-MELEE-4: contacted in flank and rear only, a unit fights to its rear")
    void flankAndRearFightsRear() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.infantry("x", STD, STANDARD, 60, 50, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("left", STD, STANDARD, 50, 48, 0, Formation.MARCH_COLUMN));
        f.unit(Side.RED, null, MeleeKit.infantry("rear", STD, STANDARD, 60, 46, 90, Formation.LINE));
        HowState s = go(at(f, Phase.MELEE));
        MeleeRound.Strike mine = strikes(s).get(0);
        assertEquals(u(s, "x"), mine.roller());
        assertEquals(u(s, "rear"), mine.target());
    }

    @Test
    @DisplayName("HOW-MELEE-6, AMB-84: supports +1 each up to +2; none from red, 4-hit or artillery units")
    void supports() {
        HowFixture f = facing(new HowFixture(), "x", "r", 60);
        f.unit(Side.BLUE, null, MeleeKit.infantry("s1", STD, STANDARD, 38, 50, 90, Formation.LINE));
        f.unit(Side.BLUE, null, MeleeKit.infantry("s2", STD, STANDARD, 82, 50, 90, Formation.LINE));
        f.unit(Side.BLUE, null, MeleeKit.infantry("s3", STD, STANDARD, 60, 44, 90, Formation.LINE));
        f.battery(Side.BLUE, null, "guns", 60, 38, 90);
        HowState s = at(f, Phase.MELEE);
        int x = u(s, "x");
        MeleeCluster.form(s);
        assertEquals(2, Support.count(s)[x], "three supporters, at most +2");
        s.unit(u(s, "s1")).red = true;
        s.unit(u(s, "s2")).hits = 4;
        assertEquals(1, Support.count(s)[x]);
        s.unit(u(s, "s3")).reforming = true;
        assertEquals(0, Support.count(s)[x], "artillery never supports");
    }

    @Test
    @DisplayName("HOW-MELEE-6: one supporter supports at most 2 friends; a supporter near the enemy supports the friend fighting it")
    void supporterHelpsTwoAtMost() {
        HowFixture f = new HowFixture();
        facing(f, "a", "ra", 30);
        facing(f, "b", "rb", 52);
        facing(f, "c", "rc", 74);
        // behind b, within 5 cm of all three friends' rear edges
        f.unit(Side.BLUE, null, new adjutant.engine.honours.scenario.UnitSpec("s", "s", UnitType.INFANTRY, null, null, false,
                Weapon.MUSKETS, UnitClass.STANDARD, UnitSize.LARGE, null, false, Formation.LINE, 52, 43, 90));
        HowState s = at(f, Phase.MELEE);
        MeleeCluster.form(s);
        int[] count = Support.count(s);
        assertEquals(2, count[u(s, "a")] + count[u(s, "b")] + count[u(s, "c")], "one supporter, two friends at most");
        assertEquals(List.of(u(s, "a"), u(s, "b"), u(s, "c")),
                Support.edges(s, u(s, "s"), List.of(u(s, "a"), u(s, "b"), u(s, "c"))), "within 5 cm of all three");
    }

    @Test
    @DisplayName("HOW-MELEE-7, HOW-WX-2: cavalry charging +1 in the first round only, and none in fog")
    void cavalryChargeBonus() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.cavalry("cav", STD, STANDARD, 60, 50, 90));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, 50, 270, Formation.LINE));
        HowState s = at(f, Phase.MELEE);
        s.unit(u(s, "cav")).charged = true;
        s.unit(u(s, "cav")).chargeBonus = true;
        HowState fog = s.copy();
        fog.weather = 2;
        go(s);
        assertEquals(+1, total(s, strikes(s).get(0)));
        roll(s, 3, 3);
        assertEquals(0, total(s, strikes(s).get(0)), "first round only");
        go(fog);
        assertEquals(0, total(fog, strikes(fog).get(0)), "no charge bonus in fog");
    }

    @Test
    @DisplayName("HOW-MELEE-8, AMB-39: target uphill −1 in the first round only")
    void uphill() {
        HowFixture f = facing(new HowFixture(), "b", "r", 60);
        f.terrain(area("hill", TerrainKind.HILL, 20, 50, 100, 90));
        HowState s = go(at(f, Phase.MELEE));
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(-1, total(s, k.get(0)), "blue attacks up the hill");
        assertEquals(0, total(s, k.get(1)), "red fights downhill");
        roll(s, 3, 2);
        assertEquals(0, total(s, strikes(s).get(0)));
    }

    @Test
    @DisplayName("HOW-MELEE-9, HOW-HIT-7: light infantry −1 against cavalry or close order only, never against light infantry")
    void lightInfantry() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.light("li", STD, 30, 50, 90));
        f.unit(Side.RED, null, MeleeKit.cavalry("cav", STD, STANDARD, 30, 50, 270));
        f.unit(Side.BLUE, null, MeleeKit.light("li2", STD, 90, 50, 90));
        f.unit(Side.RED, null, MeleeKit.light("li3", STD, 90, 50, 270));
        HowState s = at(f, Phase.MELEE);
        MeleeCluster.form(s);
        assertTrue(MeleeModifiers.lightAgainstFormed(s, u(s, "li"), u(s, "cav")));
        assertFalse(MeleeModifiers.lightAgainstFormed(s, u(s, "li2"), u(s, "li3")));
        assertFalse(MeleeModifiers.lightAgainstFormed(s, u(s, "cav"), u(s, "li")));
    }

    @Test
    @DisplayName("HOW-MELEE-10, AMB-44: cover counts in the first round only, and a charger in a wood counts as in the open")
    void coverFirstRoundOnly() {
        HowFixture f = facing(new HowFixture(), "b", "r", 60);
        f.terrain(area("wood", TerrainKind.WOODS, 40, 49, 80, 80));
        HowState s = at(f, Phase.MELEE);
        HowState charging = s.copy();
        charging.unit(u(s, "r")).charged = true;
        go(s);
        assertEquals(-1, total(s, strikes(s).get(0)), "red in the wood: light cover");
        roll(s, 3, 3);
        assertEquals(0, total(s, strikes(s).get(0)));
        go(charging);
        assertEquals(0, total(charging, strikes(charging).get(0)), "a charger counts as in the open");
    }

    @Test
    @DisplayName("HOW-MELEE-10, HOW-TERR-5, AMB-44: a defender touching the hedge it is attacked across has light cover")
    void hedgeCover() {
        HowFixture f = facing(new HowFixture(), "b", "r", 60);
        f.terrain(adjutant.engine.scenario.TerrainFeature.of("hedge", TerrainKind.HEDGE,
                List.of(new adjutant.engine.geometry.Vec2(40, 50.5), new adjutant.engine.geometry.Vec2(80, 50.5))));
        HowState s = at(f, Phase.MELEE);
        assertEquals(-1, MeleeModifiers.cover(s, u(s, "b"), u(s, "r")));
    }

    @Test
    @DisplayName("HOW-MELEE-11: transport charged is Done For at once, with no melee roll")
    void transportOverrun() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.cavalry("cav", STD, STANDARD, 60, 50, 90));
        f.unit(Side.RED, null, MeleeKit.transport("wagons", 60, 50, 270));
        f.unit(Side.RED, null, MeleeKit.infantry("far", STD, STANDARD, 150, 110, 270, Formation.LINE));
        HowState s = go(at(f, Phase.MELEE));
        int w = u(s, "wagons");
        assertFalse(s.unit(w).active());
        assertTrue(s.unit(w).hits() >= 5);
        assertEquals(0, s.unit(u(s, "cav")).hits());
        assertEquals(1.0, ArmyPoints.doneFor(s, Side.RED));
    }

    @Test
    @DisplayName("HOW-MELEE-12, HOW-TERR-22: mounted cavalry never melee a unit in a built-up area")
    void noCavalryIntoBua() {
        HowFixture f = new HowFixture();
        f.terrain(area("village", TerrainKind.VILLAGE, 45, 50, 75, 75));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("cav", STD, STANDARD, 60, 50, 90));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, 50, 270, Formation.IN_BUA));
        HowState s = at(f, Phase.MELEE);
        s.unit(u(s, "r")).inBua = 0;
        assertTrue(s.inContact(u(s, "cav"), u(s, "r")));
        assertTrue(MeleeCluster.form(s).isEmpty());
    }

    @Test
    @DisplayName("HOW-TERR-28, HOW-MELEE-12, HOW-MELEE-15, HOW-TERR-26: infantry winning at a built-up area's edge occupy it")
    void winnerOccupiesBua() {
        HowFixture f = new HowFixture();
        f.terrain(area("village", TerrainKind.VILLAGE, 45, 50, 75, 75));
        f.unit(Side.BLUE, null, MeleeKit.infantry("b", STD, STANDARD, 60, 50, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, 50, 270, Formation.IN_BUA));
        f.unit(Side.RED, null, MeleeKit.infantry("far", STD, STANDARD, 150, 110, 270, Formation.LINE));
        HowState s = at(f, Phase.MELEE);
        int b = u(s, "b");
        int r = u(s, "r");
        s.unit(r).inBua = 0;
        go(s);
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(-1, total(s, k.get(0)), "light cover of a rustic built-up area");
        assertEquals(-1, total(s, k.get(1)), "fighting from a built-up area in one direction");
        roll(s, 5, 2); // 3 hits on red, 1 on blue
        roll(s, 3, 2); // 2 more on red, none on blue
        MeleeKit.passReactions(s);
        assertEquals(5, s.unit(r).hits());
        assertEquals(0, s.unit(b).inBua());
        assertEquals(Formation.IN_BUA, s.unit(b).formation());
    }

    @Test
    @DisplayName("HOW-TERR-26, HOW-TERR-25: a unit in a built-up area fights every face attacked, −1 per direction, never the flank −2")
    void buaFightsEveryDirection() {
        HowFixture f = new HowFixture();
        f.terrain(area("village", TerrainKind.VILLAGE, 45, 50, 75, 75));
        f.unit(Side.BLUE, null, MeleeKit.infantry("front", STD, STANDARD, 60, 50, 90, Formation.LINE));
        f.unit(Side.BLUE, null, MeleeKit.infantry("side", STD, STANDARD, 70, 52, 180, Formation.MARCH_COLUMN));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, 50, 270, Formation.IN_BUA));
        HowState s = at(f, Phase.MELEE);
        int r = u(s, "r");
        s.unit(r).inBua = 0;
        go(s);
        List<MeleeRound.Strike> mine = strikes(s).stream().filter(k -> k.roller() == r).toList();
        assertEquals(2, mine.size(), "one roll per face");
        assertEquals(-2, total(s, mine.get(0)));
        assertEquals(-2, total(s, mine.get(1)));
    }

    @Test
    @DisplayName("HOW-MELEE-13: reactions wait until every initial melee is over")
    void reactionsAfterAllMelees() {
        HowFixture f = new HowFixture();
        facing(f, "b1", "r1", 30);
        facing(f, "b2", "r2", 90);
        HowState s = at(f, Phase.MELEE);
        int r1 = u(s, "r1");
        s.unit(r1).hits = 2;
        go(s);
        roll(s, 5, 2); // r1 to 5 hits
        assertEquals(5, s.unit(r1).hits());
        assertTrue(s.inPlay(r1), "not yet Done For: the other melee is still to fight");
        assertEquals(u(s, "b2"), strikes(s).get(0).roller());
        roll(s, 3, 3, 3, 3);
        assertFalse(s.unit(r1).active());
    }

    @Test
    @DisplayName("HOW-MELEE-14: deployed artillery beaten in melee reacts through Reactions with the melee cause")
    void artilleryReactsToMelee() {
        HowFixture f = new HowFixture();
        f.battery(Side.RED, null, "guns", 60, 50, 270);
        f.unit(Side.BLUE, null, MeleeKit.infantry("b", STD, STANDARD, 60, 50, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("far", STD, STANDARD, 150, 110, 270, Formation.LINE));
        HowState s = at(f, Phase.MELEE);
        int g = u(s, "guns");
        s.unit(g).hits = 3;
        go(s);
        assertEquals(-2, total(s, strikes(s).get(1)), "artillery −1, 3+ hits −1");
        roll(s, 4, 2);
        assertTrue(s.unit(g).hits() >= 5);
        assertFalse(s.unit(g).active());
    }

    @Test
    @DisplayName("HOW-MELEE-15: infantry winning a melee for an entrenchment may occupy the works")
    void mayOccupyWorks() {
        HowFixture f = new HowFixture();
        f.terrain(area("works", TerrainKind.TRENCH, 45, 50, 75, 56));
        facing(f, "b", "r", 60);
        f.unit(Side.RED, null, MeleeKit.infantry("far", STD, STANDARD, 150, 110, 270, Formation.LINE));
        HowState s = at(f, Phase.MELEE);
        int b = u(s, "b");
        s.unit(u(s, "r")).hits = 3;
        go(s);
        assertEquals(-2, total(s, strikes(s).get(0)), "heavy cover of occupied works");
        roll(s, 5, 2);
        MeleeKit.passReactions(s);
        assertInstanceOf(FollowUp.Occupy.class, s.currentTask());
        act(s, new YesNo(b, true));
        assertTrue(s.setup().terrain().mostlyIn(s.footprint(b), TerrainKind.TRENCH));
    }

    @Test
    @DisplayName("HOW-MELEE-16, HOW-RALLY-6: a reforming unit successfully charged fights at −2")
    void reformingCharged() {
        HowState s = at(facing(new HowFixture(), "b", "r", 60), Phase.MELEE);
        s.unit(u(s, "b")).charged = true;
        s.unit(u(s, "r")).reforming = true;
        s.unit(u(s, "r")).red = true;
        go(s);
        assertEquals(u(s, "r"), strikes(s).get(1).roller());
        assertEquals(-2, total(s, strikes(s).get(1)));
    }

    @Test
    @DisplayName("HOW-MELEE-17, AMB-86: a unit fighting two enemies in one sector rolls once and splits its hits")
    void twoInOneSector() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.infantry("b1", STD, UnitSize.SMALL, 52, 50, 90, Formation.LINE));
        f.unit(Side.BLUE, null, MeleeKit.infantry("b2", STD, UnitSize.SMALL, 68, 50, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.cavalry("big", STD, UnitSize.LARGE, 60, 50, 270));
        HowState s = go(at(f, Phase.MELEE));
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(3, k.size());
        MeleeRound.Strike big = k.get(2);
        assertEquals(u(s, "big"), big.roller());
        assertEquals(u(s, "b1"), big.target());
        assertEquals(u(s, "b2"), big.second());
        assertEquals(-1, total(s, k.get(0)), "small unit −1");
        roll(s, 2, 2);
        MeleeKit.RULES.apply(s, new Roll(4, 2)); // 4 + 1 large = 5: 3 hits, the odd one on b1
        assertEquals(2, s.unit(u(s, "b1")).hits());
        assertEquals(1, s.unit(u(s, "b2")).hits());
    }

    @Test
    @DisplayName("EX-4, HOW-MELEE-2, HOW-MELEE-7, HOW-MELEE-9, HOW-MELEE-10: cuirassiers against Freikorps lining a wood")
    void cuirassiersAgainstFreikorps() {
        HowFixture f = new HowFixture();
        f.terrain(area("wood", TerrainKind.WOODS, 40, 59, 80, 90));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("cuirassiers", UnitClass.SUPERIOR, STANDARD, 60, 60, 90));
        f.unit(Side.RED, null, MeleeKit.light("freikorps", UnitClass.INFERIOR, 60, 60, 270));
        HowState s = at(f, Phase.MELEE);
        int c = u(s, "cuirassiers");
        int fk = u(s, "freikorps");
        s.unit(c).charged = true;
        s.unit(c).chargeBonus = false; // charging into a wood
        go(s);
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(0, total(s, k.get(0)), "+1 target inferior, −1 light cover");
        assertEquals(-2, total(s, k.get(1)), "−1 target superior, −1 light infantry against cavalry");
        assertEquals("Melee round 1: cuirassiers rolls 4 against freikorps (−1 target in light cover, +1 target inferior),"
                + " 4 in all: 3 hits.", s.currentTask().words(s, Roll.of(4)));
        roll(s, 4, 4);
        assertEquals(3, s.unit(fk).hits());
        assertEquals(1, s.unit(c).hits());
        k = strikes(s);
        assertEquals(2, k.get(0).round());
        assertEquals(+1, total(s, k.get(0)), "round 2: cover lapsed");
        assertEquals(-3, total(s, k.get(1)), "round 2: 3+ hits −1 too");
    }
}
