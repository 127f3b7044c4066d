package adjutant.engine.honours;

import static adjutant.engine.honours.FireKit.firing;
import static adjutant.engine.honours.FireKit.has;
import static adjutant.engine.honours.FireKit.mods;
import static adjutant.engine.honours.FireKit.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.HitTable.Row;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.Retreat;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.honours.action.HowAction;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Brigade morale (HOW-OPT-1), Saxon quick-firing guns (HOW-AFIRE-18) and the HBM superior-when-firing option (HOW-NAT-3). */
class OptionalSpecialsTest {

    private static final HonoursRules RULES = new HonoursRules();

    /** A blue brigade of three battalions, two of them Done For; red infantry 40 cm in front of the third. */
    private static HowState demoralised(boolean option) {
        HowFixture f = new HowFixture();
        if (option) {
            f.option(OptionalRule.BRIGADE_MORALE);
        }
        f.brigade(Side.BLUE, "bde", "Bevern", Rating.DEPENDABLE, 90, 20);
        f.infantry(Side.BLUE, "bde", "b0", 30, 30, 90);
        f.infantry(Side.BLUE, "bde", "b1", 60, 30, 90);
        f.infantry(Side.BLUE, "bde", "b2", 90, 30, 90);
        f.unit(Side.RED, null, FireKit.inf("r", UnitClass.STANDARD, 90, 55, 270));
        HowState s = f.start();
        Hits.doneFor(s, 0);
        s.units[0].removed = true;
        Hits.doneFor(s, 1);
        s.units[1].removed = true;
        return s;
    }

    @Test
    @DisplayName("HOW-OPT-1 / HOW-HIT-8: a demoralised brigade fires at −1; without the option, or before half are gone, it does not")
    void demoralisedFiresAtMinusOne() {
        HowState s = firing(demoralised(true), Side.BLUE);
        assertTrue(has(mods(s, "b2", "r", Ammo.MUSKETRY), "demoralised brigade"));
        assertFalse(has(mods(s, "r", "b2", Ammo.MUSKETRY), "demoralised brigade"));
        HowState off = firing(demoralised(false), Side.BLUE);
        assertFalse(has(mods(off, "b2", "r", Ammo.MUSKETRY), "demoralised brigade"));
        assertEquals(FireKit.total(off, "b2", "r", Ammo.MUSKETRY) - 1, FireKit.total(s, "b2", "r", Ammo.MUSKETRY));
    }

    /** The state in the movement phase already begun, no step waiting. */
    private static HowState movement(HowState s) {
        s.tasks.clear();
        s.phase = Phase.MOVEMENT;
        s.phaseStarted = true;
        return s;
    }

    /** Activates blue's brigade and rolls a command result of 5, up to the withdrawal. */
    private static void activate(HowState s) {
        CommandTesting.activate(s, s.setup.brigadeOf(2));
        while (!(s.currentTask() instanceof BrigadeMorale.Withdrawal) && s.currentTask().decider(s) == null) {
            FireKit.roll(s, 5);
        }
    }

    @Test
    @DisplayName("HOW-OPT-1: at its activation each unit of a demoralised brigade withdraws one normal move straight from the enemy")
    void withdrawsAtActivation() {
        HowState s = movement(demoralised(true));
        activate(s);
        assertTrue(s.currentTask() instanceof BrigadeMorale.Withdrawal, "the withdrawal follows the command roll");
        String words = s.currentTask().words(s, new Retreat(2, 1));
        assertTrue(words.contains("b2") && words.contains("withdraws"), words);
        double nm = Movement.normalMove(s, 2);
        RULES.apply(s, new Retreat(2, 1));
        assertEquals(30 - nm, s.units[2].y, 1e-6);
        assertEquals(90, s.units[2].x, 1e-6);
        assertTrue(s.inPlay(2), "still within 60 cm of the enemy");
        assertEquals("HOW-OPT-1", Orders.validate(s, s.setup.brigadeOf(2),
                new Move(2, 90, s.units[2].y + 5, 90, Formation.LINE)).ruleId(), "no move toward the enemy");
        assertEquals("HOW-OPT-1", ChargeRules.mayChargeAtAll(s, 2).ruleId(), "no charge");
    }

    @Test
    @DisplayName("HOW-OPT-1: a unit the withdrawal takes off the table, or 60 cm from every enemy, is Done For")
    void leavesOrDisengages() {
        HowState s = movement(demoralised(true));
        s.units[2].y = 5; // the table edge is behind it
        double lost = s.pointsLost[0];
        activate(s);
        RULES.apply(s, new Retreat(2, 1));
        assertFalse(s.inPlay(2));
        assertTrue(s.units[2].doneFor);
        assertTrue(s.pointsLost[0] > lost);

        HowState t = movement(demoralised(true));
        t.units[u(t, "r")].y = 95; // 65 cm away now, more after the withdrawal
        activate(t);
        String words = t.currentTask().words(t, new Retreat(2, 1));
        assertTrue(words.contains("disengaged"), words);
        assertTrue(t.inPlay(2), "words change nothing");
        RULES.apply(t, new Retreat(2, 1));
        assertFalse(t.inPlay(2), "disengaged");
        assertTrue(t.units[2].doneFor);
    }

    @Test
    @DisplayName("HOW-OPT-1: without the option, or with half its units still in play, the brigade does not withdraw")
    void noWithdrawal() {
        HowState s = movement(demoralised(false));
        activate(s);
        assertFalse(s.currentTask() instanceof BrigadeMorale.Withdrawal);
        assertEquals(30, s.units[2].y, 1e-9);
        HowState t = movement(demoralised(true));
        t.units[1].removed = false;
        t.units[1].doneFor = false;
        assertFalse(BrigadeMorale.demoralised(t, t.setup.brigadeOf(2)), "exactly half is not more than half");
    }

    @Test
    @DisplayName("HOW-AFIRE-18 / HOW-HIT-8: a battalion issued quick-firing guns fires at +1; without them it does not")
    void quickFiringBattalion() {
        UnitSpec saxon = FireKit.inf("saxon", UnitClass.STANDARD, 60, 30, 90).withQuickFiringGuns(true);
        HowState s = firing(FireKit.fixture(saxon, FireKit.inf("plain", UnitClass.STANDARD, 100, 30, 90),
                FireKit.inf("r", UnitClass.STANDARD, 60, 46, 270), FireKit.inf("r2", UnitClass.STANDARD, 100, 46, 270)).start(),
                Side.BLUE);
        assertTrue(has(mods(s, "saxon", "r", Ammo.MUSKETRY), "quick-firing battalion guns"));
        assertFalse(has(mods(s, "plain", "r2", Ammo.MUSKETRY), "quick-firing battalion guns"));
        assertEquals(FireKit.total(s, "plain", "r2", Ammo.MUSKETRY) + 1, FireKit.total(s, "saxon", "r", Ammo.MUSKETRY));
        s.units[u(s, "saxon")].lostBattalionGuns = true; // HOW-OPT-4: the guns abandoned
        assertFalse(has(mods(s, "saxon", "r", Ammo.MUSKETRY), "quick-firing battalion guns"));
    }

    @Test
    @DisplayName("HOW-AFIRE-18: quick-firing guns as independent pieces fire canister at +3 instead of +2; roundshot unchanged")
    void quickFiringCanister() {
        UnitSpec quick = FireKit.guns("quick", GunType.LIGHT, 60, 30, 90).withQuickFiringGuns(true);
        HowState s = firing(FireKit.fixture(quick, FireKit.guns("plain", GunType.LIGHT, 120, 30, 90),
                FireKit.inf("r", UnitClass.STANDARD, 60, 45, 270), FireKit.inf("r2", UnitClass.STANDARD, 120, 45, 270)).start(),
                Side.BLUE);
        var q = mods(s, "quick", "r", Ammo.CANISTER);
        assertTrue(q.contains(new FireModifiers.Mod(+3, "canister from quick-firing guns")), q.toString());
        assertFalse(has(q, "canister"));
        assertTrue(has(mods(s, "plain", "r2", Ammo.CANISTER), "canister"));
        assertEquals(FireKit.total(s, "plain", "r2", Ammo.CANISTER) + 1, FireKit.total(s, "quick", "r", Ammo.CANISTER));
        assertEquals(FireKit.total(s, "plain", "r2", Ammo.ROUNDSHOT), FireKit.total(s, "quick", "r", Ammo.ROUNDSHOT));
    }

    @Test
    @DisplayName("HOW-NAT-3 / HOW-HIT-8: British infantry superior when firing read the Superior Infantry row to fire, standard in melee and as a target")
    void superiorWhenFiring() {
        UnitSpec british = FireKit.inf("british", UnitClass.STANDARD, 60, 30, 90).withSuperiorWhenFiring(true);
        HowState s = firing(FireKit.fixture(british, FireKit.inf("r", UnitClass.STANDARD, 60, 40, 270)).start(), Side.BLUE);
        int b = u(s, "british");
        assertEquals(Row.SUPERIOR_INFANTRY, HitTable.fireRow(s, b));
        assertEquals(Row.STANDARD_INFANTRY, HitTable.row(s, b), "the melee row stays standard");
        assertEquals(0, FireModifiers.targetClass(s, b), "as a target it is standard");
        assertEquals(0, FireKit.total(s, "british", "r", Ammo.MUSKETRY), mods(s, "british", "r", Ammo.MUSKETRY).toString());
        FireKit.fire(s, "british", "r", Ammo.MUSKETRY);
        FireKit.roll(s, 2); // Superior Infantry row at 2: 2 hits (the Standard row gives 1)
        assertEquals(2, s.units[u(s, "r")].hits);
    }

    @Test
    @DisplayName("HOW-OPT-1: random games with brigade morale reach the withdrawal; every step legal, described and invariant-clean")
    void randomGamesWithBrigadeMorale() {
        HowActionCodec codec = new HowActionCodec();
        int withdrawals = 0;
        // A withdrawal is rare in random play (about one game in twenty with the candidates of
        // how-candidates/1): seeds 39 and 44 of these six reach it.
        for (long seed = 39; seed <= 44; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            HowFixture f = HowFixture.smallBattle().option(OptionalRule.BRIGADE_MORALE);
            f.unit(Side.BLUE, null, FireKit.guns("saxon-guns", GunType.LIGHT, 20, 20, 90).withQuickFiringGuns(true));
            f.unit(Side.RED, null, FireKit.inf("british", UnitClass.STANDARD, 100, 95, 270).withSuperiorWhenFiring(true)
                    .withQuickFiringGuns(true));
            for (int i = 0; i < 4; i++) { // reserves far back, so the armies break later than the brigades
                f.unit(Side.BLUE, null, FireKit.inf("blue-reserve-" + i, UnitClass.STANDARD, 15 + 25 * i, 5, 90));
                f.unit(Side.RED, null, FireKit.inf("red-reserve-" + i, UnitClass.STANDARD, 15 + 25 * i, 117, 270));
            }
            HowState s = f.start();
            int steps = 0;
            while (!RULES.result(s).isOver() && steps < 20_000) {
                HowAction a;
                if (RULES.isChanceNode(s)) {
                    a = RULES.sampleChance(s, random.nextDouble());
                } else {
                    List<HowAction> legal = RULES.legalActions(s);
                    assertFalse(legal.isEmpty());
                    a = legal.get(random.nextInt(legal.size()));
                }
                assertTrue(RULES.validate(s, a).legal(), () -> RULES.validate(s, a).message());
                codec.words(s, a);
                if (s.currentTask() instanceof BrigadeMorale.Withdrawal) {
                    withdrawals++;
                }
                RULES.apply(s, a);
                assertEquals(List.of(), HonoursRuleset.get().invariantViolations(s));
                steps++;
            }
            assertTrue(RULES.result(s).isOver());
        }
        assertTrue(withdrawals > 0, "some brigade was demoralised and withdrew");
    }
}
