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
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.YesNo;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Cavalry pursuit (HOW-PURS-1 to HOW-PURS-7) and the complex melee of Diagram 11 (EX-5, HOW-MELEE-18). */
class PursuitTest {

    private static final UnitClass STD = UnitClass.STANDARD;
    private static final UnitSize STANDARD = UnitSize.STANDARD;

    private static int u(HowState s, String id) {
        return s.setup().unit(id);
    }

    @Test
    @DisplayName("EX-5, HOW-MELEE-18, HOW-MELEE-4, HOW-MELEE-5, HOW-MELEE-7, HOW-PURS-1, HOW-PURS-6, HOW-CHG-17: the complex melee")
    void complexMeleeOfDiagram11() {
        // Diagram 11 as placed here: 1 against A's front, 2 on A's left flank, B on 2's left flank
        HowFixture f = new HowFixture().table(180, 120);
        f.unit(Side.BLUE, null, MeleeKit.cavalry("1", STD, STANDARD, 60, 60, 90));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("2", STD, STANDARD, 70, 62.5, 180));
        f.unit(Side.RED, null, MeleeKit.cavalry("A", STD, STANDARD, 60, 60, 270));
        f.unit(Side.RED, null, MeleeKit.cavalry("B", STD, STANDARD, 72.5, 52.5, 90));
        HowState s = at(f, Phase.MELEE);
        int one = u(s, "1");
        int two = u(s, "2");
        int a = u(s, "A");
        int b = u(s, "B");
        for (int x : new int[] {one, two, b}) {
            s.unit(x).charged = true;
            s.unit(x).chargeBonus = true;
        }
        s.unit(a).counterCharged = true;
        s.unit(a).chargeBonus = true;
        go(s);

        // round 1: who rolls against whom, with which modifiers
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(List.of(List.of(one, a), List.of(two, a), List.of(a, one), List.of(b, two)),
                k.stream().map(x -> List.of(x.roller(), x.target())).toList(), "A does not roll at 2, nor 2 at B");
        assertEquals(List.of(+1, -1, -1, +1), k.stream().map(x -> total(s, x)).toList());
        roll(s, 3, 4, 4, 2); // 2 + 2 hits on A, 2 on 1, 2 on 2
        assertEquals(4, s.unit(a).hits());
        assertEquals(2, s.unit(one).hits());
        assertEquals(2, s.unit(two).hits());

        // round 2: 2 against B, still attacked in flank, no charge bonus any more
        k = strikes(s);
        assertEquals(List.of(List.of(two, b), List.of(b, two)), k.stream().map(x -> List.of(x.roller(), x.target())).toList());
        assertEquals(List.of(-2, 0), k.stream().map(x -> total(s, x)).toList());
        roll(s, 2, 3);
        assertEquals(4, s.unit(two).hits());
        assertEquals(0, s.unit(b).hits());

        // declarations before the losers move (HOW-PURS-2)
        assertEquals(new Pursuit.Wish(one), s.currentTask());
        act(s, new YesNo(one, true));
        assertEquals(new Pursuit.Wish(b), s.currentTask());
        assertEquals(60, s.unit(a).y(), 1e-9, "A has not moved yet");
        // the reactions as the book has them, made here by hand (the Reactions rules make these moves after the declarations): A back one move through B, 2 away from B
        s.unit(a).y = 90;
        s.unit(a).retreatedThisTurn = true;
        s.unit(a).red = true;
        s.unit(b).hits = 1;
        s.unit(two).x = 120;
        s.unit(two).y = 90;
        s.unit(two).retreatedThisTurn = true;
        s.unit(two).red = true;

        act(s, new YesNo(b, false));
        assertInstanceOf(Pursuit.PursuitRoll.class, s.currentTask());

        roll(s, 3); // 3 + 1 (wishes) = 4: pursues
        assertInstanceOf(Pursuit.Chase.class, s.currentTask());
        act(s, new Charge(one, a, -1));
        k = strikes(s);
        assertEquals(List.of(+1, -3), k.stream().map(x -> total(s, x)).toList(),
                "1 charging +1; A: 3+ hits −1 and caught retreating −2");
        roll(s, 2, 2);
        assertFalse(s.unit(a).active(), "A is Done For");
        assertEquals(2, s.unit(one).hits());
        assertEquals(60, s.unit(one).x(), 1e-9);
        assertEquals(90, s.unit(one).y(), 1e-9);

        MeleeKit.passReactions(s); // A routs, Done For
        assertEquals(new Pursuit.PursuitRoll(b), s.currentTask());
        assertEquals(4, s.unit(two).hits());
        assertTrue(s.unit(two).red());
        assertEquals(1, s.unit(b).hits());
        roll(s, 4); // 4 − 1 (does not wish) = 3: holds its position (then the rally phase runs)
        assertEquals(72.5, s.unit(b).x(), 1e-9);
        assertEquals(52.5, s.unit(b).y(), 1e-9);
        assertEquals(1.0, s.pointsLost(Side.RED), 1e-9, "A costs Y one army point");
    }

    @Test
    @DisplayName("HOW-PURS-1: pursuit on 4–6, +1 superior −1 inferior, +1 wishing −1 not")
    void pursuitRoll() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.cavalry("sup", UnitClass.SUPERIOR, STANDARD, 30, 50, 90));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("inf", UnitClass.INFERIOR, STANDARD, 90, 50, 90));
        HowState s = at(f, Phase.MELEE);
        s.unit(u(s, "sup")).melee.pursuitWish = 1;
        s.unit(u(s, "inf")).melee.pursuitWish = 2;
        assertEquals(4, Pursuit.total(s, u(s, "sup"), 2));
        assertEquals(3, Pursuit.total(s, u(s, "inf"), 5));
        assertEquals(4, Pursuit.total(s, u(s, "inf"), 6));
    }

    /** Blue cavalry beats red infantry (3 hits already) in one round; the cavalry is in {@code formation}. */
    private static HowState cavalryWins(Formation formation) {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, new adjutant.engine.honours.scenario.UnitSpec("cav", "cav", UnitType.CAVALRY, CavalryKind.HEAVY,
                null, false, Weapon.NONE, STD, STANDARD, null, false, formation, 60, 50, 90));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, 50, 270, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("far", STD, STANDARD, 150, 110, 270, Formation.LINE));
        HowState s = at(f, Phase.MELEE);
        s.unit(u(s, "r")).hits = 3;
        go(s);
        roll(s, 5, 2);
        return s;
    }

    @Test
    @DisplayName("HOW-PURS-2: the winner declares before the loser moves")
    void declareBeforeTheLoserMoves() {
        HowState s = cavalryWins(Formation.LINE);
        int r = u(s, "r");
        assertEquals(new Pursuit.Wish(u(s, "cav")), s.currentTask());
        assertTrue(s.inPlay(r), "the loser has not reacted yet");
        assertTrue(s.unit(r).hits() >= 4);
    }

    @Test
    @DisplayName("HOW-PURS-3: cavalry in march column skip the roll and pursue only by choice")
    void marchColumnPursuesByChoice() {
        HowState s = cavalryWins(Formation.MARCH_COLUMN);
        HowState no = s.copy();
        act(s, new YesNo(u(s, "cav"), true));
        MeleeKit.passReactions(s);
        assertInstanceOf(Pursuit.Chase.class, s.currentTask());
        act(no, new YesNo(u(no, "cav"), false));
        MeleeKit.passReactions(no);
        assertFalse(no.currentTask() instanceof Pursuit.PursuitRoll || no.currentTask() instanceof Pursuit.Chase);
        assertTrue(no.unit(u(no, "cav")).pursued);
    }

    /** A pursuer at (60, 20) facing up, with the red unit's front edge at {@code redY}; the Chase queued. */
    private static HowState chase(double redY) {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.cavalry("cav", STD, STANDARD, 60, 20, 90));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, redY, 270, Formation.LINE));
        HowState s = at(f, Phase.MELEE);
        s.phaseStarted = true;
        s.phaseStep = MeleePhase.PURSUE;
        s.unit(0).pursued = true;
        s.push(new Pursuit.Chase(0));
        return s;
    }

    @Test
    @DisplayName("HOW-PURS-4, AMB-32: the pursuit goes ½ to 1 move straight into the front sector")
    void pursuitMove() {
        HowState s = chase(110);
        List<HowAction> legal = MeleeKit.RULES.legalActions(s);
        assertTrue(legal.contains(new Move(0, 60, 35, 90, Formation.LINE)));
        assertTrue(legal.contains(new Move(0, 60, 50, 90, Formation.LINE)));
        Verdict tooFar = MeleeKit.RULES.validate(s, new Move(0, 60, 55, 90, Formation.LINE));
        assertEquals("HOW-PURS-4", tooFar.ruleId());
        assertFalse(MeleeKit.RULES.validate(s, new Move(0, 60, 5, 270, Formation.LINE)).legal(), "not backwards");
        act(s, new Move(0, 60, 42, 90, Formation.LINE));
        assertEquals(42, s.unit(0).y(), 1e-9);
    }

    @Test
    @DisplayName("HOW-PURS-5: a pursuer must charge an enemy within ½ move and may charge one within 1 move")
    void pursuitCharges() {
        HowState near = chase(32);
        assertEquals(List.of(new Charge(0, 1, -1)), MeleeKit.RULES.legalActions(near));
        assertEquals("HOW-PURS-5", MeleeKit.RULES.validate(near, new Move(0, 60, 30, 90, Formation.LINE)).ruleId());
        HowState within = chase(45);
        List<HowAction> legal = MeleeKit.RULES.legalActions(within);
        assertTrue(legal.contains(new Charge(0, 1, -1)));
        assertTrue(legal.contains(new Move(0, 60, 35, 90, Formation.LINE)));
        act(within, new Charge(0, 1, -1));
        assertTrue(within.inContact(0, 1));
        assertEquals(1, within.currentTask() instanceof MeleeRound.Strike k ? k.round() : -1, "a melee fought at once");
        assertFalse(within.unit(0).chargeBonus, "no +1 frontally against close-order infantry in good order");
    }

    @Test
    @DisplayName("HOW-PURS-6: the pursuer counts as charging and a caught retreating unit fights at −2")
    void pursuitMelee() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.cavalry("cav", STD, STANDARD, 60, 20, 90));
        f.unit(Side.RED, null, MeleeKit.cavalry("r", STD, STANDARD, 60, 45, 270));
        HowState s = at(f, Phase.MELEE);
        s.phaseStarted = true;
        s.phaseStep = MeleePhase.PURSUE;
        s.unit(1).hits = 4;
        s.unit(1).retreatedThisTurn = true;
        s.unit(0).pursued = true;
        s.push(new Pursuit.Chase(0));
        act(s, new Charge(0, 1, -1));
        assertTrue(s.unit(0).chargeBonus);
        List<MeleeRound.Strike> k = strikes(s);
        assertEquals(+1, total(s, k.get(0)));
        assertEquals(-3, total(s, k.get(1)));
        roll(s, 3, 3);
        assertFalse(s.unit(1).active(), "caught and Done For at once");
    }

    @Test
    @DisplayName("HOW-PURS-7, AMB-10: pursue once a turn; supporters and units still touching a fighting enemy never pursue")
    void pursuitLimits() {
        HowFixture f = new HowFixture();
        f.terrain(area("village", TerrainKind.VILLAGE, 71, 40, 100, 70));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("cav", STD, STANDARD, 60, 50, 90));
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, STANDARD, 60, 50, 270, Formation.LINE));
        f.unit(Side.BLUE, null, MeleeKit.cavalry("sup", STD, STANDARD, 38, 50, 90));
        HowState s = at(f, Phase.MELEE);
        int cav = u(s, "cav");
        s.unit(u(s, "r")).hits = 3;
        go(s);
        roll(s, 5, 2);
        assertTrue(Pursuit.winner(s, cav));
        assertFalse(Pursuit.winner(s, u(s, "sup")), "a supporter never pursues");
        s.unit(cav).pursued = true;
        assertFalse(Pursuit.winner(s, cav), "once a turn");
        s.unit(cav).pursued = false;
        s.unit(u(s, "r")).hits = 2;
        assertFalse(Pursuit.winner(s, cav), "still in contact with an enemy that fights on");
    }
}
