package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Activate;
import adjutant.engine.honours.action.Roll;

/** Shared steps for the command tests: a state put in the movement phase, a brigade activated, dice entered. */
final class CommandTesting {

    static final HonoursRules RULES = new HonoursRules();

    private CommandTesting() {
    }

    /**
     * One blue brigade "b1" (commander at (60, 15), three battalions abreast at y = 25, facing
     * red) under an unrated general, one blue independent cavalry regiment, and a red brigade
     * "r1" far off at y = 95.
     */
    static HowFixture blueBrigade(Rating brigadier) {
        HowFixture f = new HowFixture().table(122, 122);
        f.general(Side.BLUE, "blue-cg", null, 60, 5);
        f.brigade(Side.BLUE, "b1", "Bevern", brigadier, 60, 15);
        f.infantry(Side.BLUE, "b1", "Wedel", 38, 25, 90);
        f.infantry(Side.BLUE, "b1", "Kleist", 60, 25, 90);
        f.infantry(Side.BLUE, "b1", "Itzenplitz", 82, 25, 90);
        f.cavalry(Side.BLUE, null, "Zieten", 105, 20, 90);
        f.general(Side.RED, "red-cg", null, 60, 115);
        f.brigade(Side.RED, "r1", "Browne", Rating.DEPENDABLE, 60, 105);
        f.infantry(Side.RED, "r1", "Harrach", 50, 95, 270);
        f.infantry(Side.RED, "r1", "Kaiser", 75, 95, 270);
        return f;
    }

    /** The state with no step waiting, in the movement phase already begun. */
    static HowState inMovement(HowFixture f) {
        HowState s = f.start();
        s.tasks.clear();
        s.phase = Phase.MOVEMENT;
        s.phaseStarted = true;
        return s;
    }

    /** The brigade's side activates it, as MovementPhase's choice would. */
    static void activate(HowState s, int brigade) {
        Side side = s.setup.brigadeSide(brigade);
        s.active = side;
        s.push(new MovementPhase.ActivationChoice(side));
        RULES.apply(s, new Activate(brigade));
    }

    static void roll(HowState s, int face) {
        RULES.apply(s, Roll.of(face));
    }

    static void roll(HowState s, int a, int b) {
        RULES.apply(s, new Roll(a, b));
    }

    static int unit(HowState s, String id) {
        return s.setup.unit(id);
    }

    static int brigade(HowState s, String id) {
        return s.setup.brigade(id);
    }

    static int commander(HowState s, String id) {
        return s.setup.commander(id);
    }
}
