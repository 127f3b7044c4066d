package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.UnitSpec;
import java.util.ArrayList;
import java.util.List;

/** Puts literal positions into a phase and rolls injected dice, for the melee, rally and victory tests. */
final class MeleeKit {

    static final HonoursRules RULES = new HonoursRules();

    private MeleeKit() {
    }

    /** The fixture's game at the start of the phase, nothing queued before it. */
    static HowState at(HowFixture f, Phase phase) {
        HowState s = f.start();
        s.tasks.clear();
        s.phase = phase;
        s.phaseStarted = false;
        s.moveInitiative = Side.BLUE;
        s.fireInitiative = Side.BLUE;
        return s;
    }

    /** Starts the phase (after the test has set what it needs). */
    static HowState go(HowState s) {
        TurnFlow.advance(s);
        return s;
    }

    /** Rolls one die per face, each on a chance step. */
    static void roll(HowState s, int... faces) {
        for (int face : faces) {
            assertNull(s.currentTask().decider(s), () -> "expected a roll, got " + s.currentTask());
            RULES.apply(s, Roll.of(face));
        }
    }

    /** Classes whose steps are the reactions' (retreats, routs, abandon rolls), made by another part of the rules. */
    private static final java.util.Set<String> REACTIONS = java.util.Set.of("Reactions", "Retreats", "ArtilleryAbandon");

    /**
     * Takes the first choice or outcome of any reaction step on top (a retreat, a rout, an abandon
     * roll), so that a melee test goes on to the melee's own next step whatever the reactions ask.
     */
    static void passReactions(HowState s) {
        for (int guard = 0; guard < 200 && s.currentTask() != null; guard++) {
            Class<?> outer = s.currentTask().getClass().getEnclosingClass();
            if (outer == null || !REACTIONS.contains(outer.getSimpleName())) {
                return;
            }
            HowAction a = RULES.isChanceNode(s) ? RULES.chanceOutcomes(s).get(0).outcome() : RULES.legalActions(s).get(0);
            RULES.apply(s, a);
        }
    }

    static void act(HowState s, HowAction a) {
        assertTrue(RULES.validate(s, a).legal(), () -> RULES.validate(s, a).message());
        RULES.apply(s, a);
    }

    /** The rolls waiting, top first. */
    static List<MeleeRound.Strike> strikes(HowState s) {
        List<MeleeRound.Strike> out = new ArrayList<>();
        for (Task t : s.tasks()) {
            if (t instanceof MeleeRound.Strike k) {
                out.add(k);
            }
        }
        return out;
    }

    static int total(HowState s, MeleeRound.Strike k) {
        return MeleeModifiers.total(MeleeModifiers.of(s, k.roller(), k.target(), k.cluster(), k.round()));
    }

    static UnitSpec cavalry(String id, UnitClass c, UnitSize size, double x, double y, double facing) {
        return new UnitSpec(id, id, UnitType.CAVALRY, CavalryKind.HEAVY, null, false, Weapon.NONE, c, size, null, false,
                Formation.LINE, x, y, facing);
    }

    static UnitSpec infantry(String id, UnitClass c, UnitSize size, double x, double y, double facing, Formation f) {
        return new UnitSpec(id, id, UnitType.INFANTRY, null, null, false, Weapon.MUSKETS_AND_GUNS, c, size, null, false,
                f, x, y, facing);
    }

    static UnitSpec light(String id, UnitClass c, double x, double y, double facing) {
        return new UnitSpec(id, id, UnitType.LIGHT_INFANTRY, null, null, false, Weapon.MUSKETS, c, UnitSize.STANDARD, null,
                false, Formation.LINE, x, y, facing);
    }

    static UnitSpec transport(String id, double x, double y, double facing) {
        return new UnitSpec(id, id, UnitType.TRANSPORT, null, null, false, Weapon.NONE, UnitClass.INFERIOR,
                UnitSize.STANDARD, null, false, Formation.MARCH_COLUMN, x, y, facing);
    }

    static adjutant.engine.scenario.TerrainFeature area(String id, adjutant.engine.scenario.TerrainKind kind,
            double x0, double y0, double x1, double y1) {
        return adjutant.engine.scenario.TerrainFeature.of(id, kind, List.of(new adjutant.engine.geometry.Vec2(x0, y0),
                new adjutant.engine.geometry.Vec2(x1, y0), new adjutant.engine.geometry.Vec2(x1, y1),
                new adjutant.engine.geometry.Vec2(x0, y1)));
    }
}
