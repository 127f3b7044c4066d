package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.scenario.ArmySpec;
import adjutant.engine.augsburg.scenario.CommanderSpec;
import adjutant.engine.augsburg.scenario.LoaScenario;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.LengthUnit;
import adjutant.engine.scenario.LoadResult;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** General rules and the organisation of armies: LOA-GEN-1 to LOA-GEN-5, LOA-ORG-1, 4, 5, 7, 8, 9, 11. */
class LoaGeneralTest {

    /** LOA-GEN-1: two sides, blue's army then red's, each with its CinC. */
    @Test
    void twoSides() {
        LoaState s = LoaFixture.game();
        assertEquals(2, Side.values().length);
        assertEquals(Side.BLUE, s.setup().commanderSide(s.setup().cinc(Side.BLUE)));
        assertEquals(Side.RED, s.setup().commanderSide(s.setup().cinc(Side.RED)));
        LoaScenario sc = LoaFixture.meetingEngagement();
        ArmySpec blue = sc.army(Side.BLUE);
        assertThrows(IllegalArgumentException.class, () -> new LoaScenario(sc.header(), List.of(blue), 12));
        assertThrows(IllegalArgumentException.class, () -> new LoaScenario(sc.header(), List.of(blue, blue), 12));
    }

    /** LOA-GEN-2 (AMB-41): inches for 28mm figures; distances from nearest figure to nearest figure. */
    @Test
    void inchesNearestFigureToNearestFigure() {
        assertEquals(LengthUnit.INCH, new adjutant.engine.augsburg.scenario.LoaScenarioFormat().defaultUnit());
        LoaState s = LoaFixture.game();
        LoaFixture.place(s, "f0-1", 20, 20, 90); // 8" wide, y 18–20
        LoaFixture.place(s, "a0-1", 30, 25, 270); // 12" wide, x 24–36, y 25–27
        Footprint a = s.footprint(s.setup().unitOf("f0-1"));
        Footprint b = s.footprint(s.setup().unitOf("a0-1"));
        // nearest figures: (24, 20) and (24, 25)
        assertEquals(5, a.distanceTo(b), 1e-9);
        assertEquals(5, b.distanceTo(a), 1e-9);
        // a brigadier's radius is measured to the unit's nearest figure (AMB-5)
        int brig = s.setup().brigadier(0);
        s.commander(brig).x = 20;
        s.commander(brig).y = 26; // 6" from the front edge
        assertTrue(Command.inRadius(s, brig, s.setup().unitOf("f0-1")));
        s.commander(brig).y = 26.5;
        assertFalse(Command.inRadius(s, brig, s.setup().unitOf("f0-1")));
    }

    /** LOA-GEN-3 (AMB-6): D6 only; d3 = ⌈D6/2⌉, d2 = 1 on 1–3, 2 on 4–6; "2d6 choose the highest / lowest". */
    @Test
    void derivedDice() {
        Distribution d3 = Dice.d3();
        for (int v = 1; v <= 3; v++) {
            assertEquals(1.0 / 3, d3.probability(v), 1e-12);
        }
        assertEquals(0.5, Dice.d2().probability(1), 1e-12);
        assertEquals(0.5, Dice.d2().probability(2), 1e-12);
        assertEquals(11.0 / 36, Dice.highestOf(2, Die.D6).probability(6), 1e-12);
        assertEquals(1.0 / 36, Dice.highestOf(2, Die.D6).probability(1), 1e-12);
        assertEquals(11.0 / 36, Dice.lowestOf(2, Die.D6).probability(1), 1e-12);
        // the charge bonus of aggressive cavalry keeps the higher die (LOA-MOVE-6)
        LoaState s = LoaFixture.game();
        assertEquals(Dice.highestOf(2, Die.D6), MoveRules.chargeBonus(s, s.setup().unitOf("fh-1")));
        assertEquals(Dice.d3(), MoveRules.chargeBonus(s, s.setup().unitOf("f0-1")));
    }

    /** LOA-GEN-4 (AMB-7): divisions round down, "or portion thereof" up; D-1, D-8, D-11. */
    @Test
    void roundingDown() {
        assertEquals(4, Rounding.down(24, 5)); // D-1: a pip total of 24 → 4 figure hits
        assertEquals(6, Rounding.down(12, 2)); // D-1: 12 front-rank figures → 6 dice
        assertEquals(2, Rounding.down(6, 3)); // D-8
        assertEquals(1, Rounding.down(5, 3));
        assertEquals(1, Rounding.half(3));
        assertEquals(3, Rounding.portionThereof(16, 6)); // D-11: ⌈16/6⌉ = 3D6
        assertEquals(4, Rounding.portionThereof(24, 6));
        assertEquals(1, Rounding.down(19, 10)); // melee: ÷10
        // the pip totals of a pool grouped as hits: 7 dice, ⌊total/5⌋
        Distribution hits = Dice.sum(7, Die.D6).map(t -> Rounding.down(t, 5));
        assertEquals(1, hits.outcomes().get(0).value()); // 7 pips at least → 1 hit
        assertEquals(8, hits.outcomes().get(hits.outcomes().size() - 1).value()); // 42 → 8
    }

    /** LOA-GEN-5 (AMB-8): a pool reduced to 0 or fewer dice rolls nothing and scores 0. */
    @Test
    void emptyPoolsScoreNothing() {
        for (int n : new int[] {0, -1, -4}) {
            Distribution d = Dice.sum(Rounding.pool(n), Die.D6);
            assertEquals(1, d.outcomes().size());
            assertEquals(0, d.outcomes().get(0).value());
            assertEquals(1.0, d.probability(0), 1e-12);
        }
        assertEquals(0, Rounding.pool(-3));
        assertEquals(0, Dice.successes(0, Die.D6, f -> f >= 5).outcomes().get(0).value());
    }

    /** LOA-ORG-1 (AMB-9): battalions, squadrons, dragoons of 6 and guns with crews, in brigades each under a Brigadier. */
    @Test
    void unitKindsAndBrigades() {
        assertEquals(16, figures(Kind.FRENCH_FOOT));
        assertEquals(24, figures(Kind.DUTCH_FOOT));
        assertEquals(6, figures(Kind.PISTOLEERS));
        assertEquals(6, figures(Kind.AGGRESSIVE_HORSE));
        assertEquals(6, figures(Kind.DRAGOONS));
        assertEquals(5, figures(Kind.FIELD_GUN));
        LoaState s = LoaFixture.game();
        for (int b = 0; b < s.setup().brigadeCount(); b++) {
            assertEquals(Role.BRIGADIER, s.setup().role(s.setup().brigadier(b)));
            assertEquals(s.setup().brigadeSide(b), s.setup().commanderSide(s.setup().brigadier(b)));
            for (int u : s.setup().brigadeUnits(b)) {
                assertEquals(b, s.setup().brigade(u));
            }
        }
        // the horse regiment: three squadrons under one brigadier
        int fh = s.setup().brigade(s.setup().unitOf("fh-1"));
        assertEquals(3, s.setup().brigadeUnits(fh).length);
    }

    private static int figures(Kind k) {
        int n = 0;
        for (int f : k.fullStrength()) {
            n += f;
        }
        return n;
    }

    /** LOA-ORG-4: dragoons are light in either mode, 2 loose ranks of 3; dismounted they are Skirmishing Foot. */
    @Test
    void dragoons() {
        LoaState s = LoaFixture.game();
        int d = s.setup().unitOf("fd-1");
        assertTrue(Kind.DRAGOONS.isLight());
        Footprint mounted = s.footprint(d);
        assertEquals(3, mounted.width(), 1e-9);
        assertEquals(2, mounted.depth(), 1e-9);
        assertEquals(new MoveRates.Rate(8, 5, 2), MoveRates.of(s, d));
        assertFalse(MoveRates.skirmishingFoot(s, d));
        s.unit(d).chit = Order.DISMOUNT.ordinal(); // the D order
        Orders.execute(s, d);
        Footprint dismounted = s.footprint(d);
        assertEquals(3, dismounted.width(), 1e-9);
        assertEquals(2, dismounted.depth(), 1e-9);
        assertEquals(6, s.unit(d).figureCount()); // the horse-holders are models, not figures
        assertTrue(MoveRates.skirmishingFoot(s, d));
        assertEquals(new MoveRates.Rate(6, 5, 1), MoveRates.of(s, d));
        assertTrue(Orders.allowed(s, d).contains(Order.MOUNT));
        assertFalse(Orders.allowed(s, d).contains(Order.DISMOUNT));
    }

    /** LOA-ORG-5 (AMB-12): a gun and 5 crew; unlimbered X G X / X X X, limbered in file; D and L switch; three weights. */
    @Test
    void artillery() {
        LoaState s = LoaFixture.game();
        int g = s.setup().unitOf("f0-gun");
        assertEquals(5, s.unit(g).figureCount());
        assertEquals(5, s.unit(g).figures[FigureType.CREW.ordinal()]);
        assertEquals(Formation.UNLIMBERED, s.unit(g).formation);
        assertEquals(3, s.footprint(g).width(), 1e-9);
        assertEquals(2, s.footprint(g).depth(), 1e-9);
        assertEquals(0, MoveRules.normalMove(s, g)); // only pivots (AMB-24)
        s.unit(g).chit = Order.MOUNT.ordinal(); // L: limber
        Orders.execute(s, g);
        assertEquals(Formation.LIMBERED, s.unit(g).formation);
        assertEquals(1, s.footprint(g).width(), 1e-9);
        assertEquals(6, s.footprint(g).depth(), 1e-9);
        assertEquals(4, MoveRules.normalMove(s, g));
        assertTrue(Double.isNaN(MoveRates.of(s, g).bad()));
        assertFalse(Orders.allowed(s, g).contains(Order.CHARGE));
        assertEquals(List.of(Kind.LIGHT_GUN, Kind.FIELD_GUN, Kind.HEAVY_GUN),
                java.util.Arrays.stream(Kind.values()).filter(Kind::isArtillery).toList());
    }

    /** LOA-ORG-7 (AMB-14): Skirmishing Foot move 6/5/−1; Light Horse move as mounted dragoons and are light; gunners are crew. */
    @Test
    void otherTroopTypes() {
        assertTrue(Kind.SKIRMISH_FOOT.isLight());
        assertTrue(Kind.LIGHT_HORSE.isLight());
        assertFalse(Kind.AGGRESSIVE_HORSE.isLight());
        LoaState s = MoveFixture.game();
        int sk = MoveFixture.unit(s, "sk");
        assertEquals(new MoveRates.Rate(6, 5, 1), MoveRates.of(s, sk));
        assertTrue(MoveRates.skirmishingFoot(s, sk));
        assertEquals(6, MoveRules.normalMove(s, sk));
        assertTrue(FigureType.CREW.ordinal() >= 0 && !FigureType.CREW.isCommand());
    }

    /** LOA-ORG-8 (AMB-15): Elite (Guards), Grenadiers, Raw, Heavy tags; Light is the kind's. */
    @Test
    void troopTags() throws Exception {
        assertEquals(Tag.ELITE, Tag.fromId("elite"));
        assertEquals(Tag.ELITE, Tag.fromId("guards"));
        assertEquals(Tag.GRENADIERS, Tag.fromId("grenadiers"));
        assertEquals(Tag.RAW, Tag.fromId("raw"));
        assertEquals(Tag.HEAVY, Tag.fromId("heavy"));
        assertThrows(IllegalArgumentException.class, () -> Tag.fromId("light"));
        String json = Files.readString(MeetingEngagementTest.FILE).replaceFirst("\"kind\": \"french-foot\",",
                "\"kind\": \"french-foot\", \"tags\": [\"guards\", \"grenadiers\"],");
        LoadResult r = MeetingEngagementTest.load(json);
        assertTrue(r.isValid(), r.problems()::toString);
        LoaState s = LeagueOfAugsburgRuleset.get().newGame(r.orThrow(), "standard", 1);
        assertTrue(s.setup().has(0, Tag.ELITE));
        assertTrue(s.setup().has(0, Tag.GRENADIERS));
        assertFalse(s.setup().has(0, Tag.RAW));
        assertFalse(s.setup().has(1, Tag.ELITE));
    }

    /** LOA-ORG-9 (AMB-16): statuses, one of each; Disordered implies Unformed; Orders Cancelled lasts the turn; U removes Unformed. */
    @Test
    void statuses() {
        LoaState s = LoaFixture.game();
        int u = s.setup().unitOf("f0-1");
        UnitState us = s.unit(u);
        assertEquals(0, us.statuses); // Formed is the absence of the others
        us.set(Status.UNFORMED);
        us.set(Status.UNFORMED);
        assertEquals(Status.UNFORMED.bit(), us.statuses);
        us.chit = Order.FORM_UP.ordinal();
        Orders.execute(s, u);
        assertFalse(us.has(Status.UNFORMED));
        us.set(Status.DISORDERED);
        assertTrue(us.has(Status.UNFORMED));
        us.set(Status.ORDERS_CANCELLED);
        us.newTurn();
        assertFalse(us.has(Status.ORDERS_CANCELLED));
        assertTrue(us.has(Status.DISORDERED));
        for (Status st : Status.values()) {
            for (Status other : Status.values()) {
                assertTrue(st == other || (st.bit() & other.bit()) == 0);
            }
        }
        // the T order: Unformed until the next order completes (LOA-ORD-6)
        int p = s.setup().unitOf("ah-1");
        s.unit(p).chit = Order.FORMATION.ordinal();
        Orders.execute(s, p);
        assertTrue(s.unit(p).has(Status.UNFORMED));
    }

    /** LOA-ORG-11 (AMB-1, AMB-42): a CinC per army and a brigadier per brigade, CN 1–3 (default 2), radii, 12"/8"/−1" moves. */
    @Test
    void commanders() throws Exception {
        LoaState s = LoaFixture.game();
        assertEquals(Role.CINC, s.setup().role(s.setup().cinc(Side.BLUE)));
        assertEquals(Role.CINC, s.setup().role(s.setup().cinc(Side.RED)));
        assertEquals(2 + s.setup().brigadeCount(), s.setup().commanderCount());
        assertEquals(2, CommanderSpec.DEFAULT_CN);
        assertEquals(6, s.setup().radius(s.setup().brigadier(0))); // CN + 4
        assertEquals(5, s.setup().radius(s.setup().brigadier(3))); // the dragoon colonel, CN 1
        assertEquals(20, s.setup().radius(s.setup().cinc(Side.BLUE))); // 2 × CN + 16
        assertEquals(new MoveRates.Rate(12, 8, 1), MoveRates.COMMANDER);
        String json = Files.readString(MeetingEngagementTest.FILE).replaceFirst("\"cn\": 1", "\"cn\": 4");
        LoadResult r = MeetingEngagementTest.load(json);
        assertFalse(r.isValid());
        assertTrue(r.problems().toString().contains("LOA-ORG-11"));
        // a brigadier influences only his own troops: an order costs by his own radius, joining only his own
        int u = s.setup().unitOf("f1-1");
        s.commander(s.setup().brigadier(0)).x = s.unit(u).x;
        s.commander(s.setup().brigadier(0)).y = s.unit(u).y + 1;
        s.commander(s.setup().brigadier(1)).x = 70;
        assertEquals(2, Command.cost(s, u));
        assertEquals("LOA-CMD-5", Command.validateJoin(s, Side.BLUE,
                new adjutant.engine.augsburg.action.Join(s.setup().brigadier(0), u)).ruleId());
        // commanders are never hit (AMB-42): casualties come off units only, and a joined commander
        // leaves with the end of the turn
        s.unit(u).joined = s.setup().cinc(Side.BLUE);
        s.unit(u).newTurn();
        assertEquals(-1, s.unit(u).joined);
        assertEquals(new Vec2(s.commander(0).x, s.commander(0).y), s.commander(0).position());
    }
}
