package adjutant.ai.blownaway.scripted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.Positions;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.game.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The doctrine's choices on small constructed positions (engine test fixtures, {@link Positions}). */
class ScriptedDoctrineTest {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final ScriptedCommander commander = new ScriptedCommander("scripted", rules, 1);

    /** The position after the active side passes its main action: its guns, or its combats, come next. */
    private BaState afterPass(Positions p, Phase next) {
        BaState s = p.start();
        rules.apply(s, new Pass());
        assertEquals(next, s.phase());
        return s;
    }

    private BaAction choice(BaState s) {
        BaAction a = commander.choose(s.copy()).action();
        assertTrue(rules.validate(s, a).legal(), a.notation());
        return a;
    }

    @Test
    @DisplayName("BA-ART-1: a gun with a target in the open fires at it")
    void gunFires() {
        Positions p = Positions.chance();
        int gun = p.battery(Side.BLUE, 48, 6, 90);
        int target = p.infantry(Side.RED, 48, 30, -90);
        BaState s = afterPass(p, Phase.ARTILLERY);
        assertEquals(new Fire(gun, target), choice(s));
    }

    @Test
    @DisplayName("BA-CMB-C-9: in the chance version it fights an enemy whose flank it stands on")
    void fightsOnTheFlank() {
        Positions p = Positions.chance();
        int blue = p.infantry(Side.BLUE, 30, 10, 90);
        int red = p.infantry(Side.RED, 30, 16, 0); // faces along the table: blue stands on its flank
        BaState s = afterPass(p, Phase.COMBAT);
        assertEquals(new Fight(blue, red), choice(s));
    }

    @Test
    @DisplayName("BA-CMB-W-9: without chance, cavalry holds before a formed front that would outlast its charge")
    void cavalryHoldsBeforeAFront() {
        Positions p = Positions.withoutChance();
        int cav = p.cavalry(Side.BLUE, 30, 10, 90);
        p.infantry(Side.RED, 30, 13.5, -90); // face to face, in contact
        BaState s = afterPass(p, Phase.DECLARE);
        assertEquals(new Declare(cav, Declare.HOLD), choice(s));
    }

    @Test
    @DisplayName("BA-CMB-W-9: without chance, cavalry charges an enemy flank")
    void cavalryChargesAFlank() {
        Positions p = Positions.withoutChance();
        int cav = p.cavalry(Side.BLUE, 30, 10, 90);
        int red = p.infantry(Side.RED, 30, 16, 0);
        BaState s = afterPass(p, Phase.DECLARE);
        assertEquals(new Declare(cav, red), choice(s));
    }

    @Test
    @DisplayName("BA-RALLY-2: a shaken unit that no enemy threatens rallies")
    void ralliesWhenUnthreatened() {
        // Red cavalry charges blue's face in the without-chance version: blue's line loses 11 men
        // out of ranks, and the cavalry, faced by men still in ranks, runs whole (BA-CMB-W-9).
        // Blue's other choices: advance its second line, or pass.
        Positions p = Positions.withoutChance().first(Side.RED);
        int blue = p.infantry(Side.BLUE, 30, 10, 90);
        p.infantry(Side.BLUE, 60, 10, 90);
        int cav = p.cavalry(Side.RED, 30, 13.5, -90);
        p.infantry(Side.RED, 80, 45, -90); // far off: red keeps men in ranks, so the game goes on (BA-END-3)
        BaState s = p.start();
        rules.apply(s, new Pass());
        rules.apply(s, new Declare(cav, blue));
        rules.apply(s, new Declare(blue, Declare.HOLD));
        assertEquals(Side.BLUE, s.active());
        assertEquals(Phase.MAIN, s.phase());
        assertEquals(0, s.inRanks(cav));
        assertTrue(s.running(blue) > 0);
        BaAction a = choice(s);
        assertInstanceOf(Rally.class, a);
        assertEquals(blue, a.actingUnit());
    }
}
