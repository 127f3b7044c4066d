package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.ArmySpec;
import adjutant.engine.blownaway.scenario.DeployedFigure;
import adjutant.engine.blownaway.scenario.DeploymentLayout;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Starts Blown Away games: the setup steps S1–S5 of spec 2.1 (BA-SETUP). */
public final class BlownAway {
    private BlownAway() {}

    /** The static data of a game of {@code scenario} played with {@code variant}. */
    public static BaSetup setup(BaScenario scenario, Variant variant) {
        Params params = new Params(scenario.table().length(), scenario.table().width(), scenario.deployDepth(),
                scenario.objectivesToWin(), scenario.victory(), scenario.attacker(), keyObjectives(scenario),
                scenario.artilleryMayMove(), scenario.turnLimit(), scenario.options());
        Board board = new Board(scenario.table(), scenario.terrain(),
                scenario.victory().usesObjectives() ? scenario.objectives() : List.of());
        List<Side> sides = new ArrayList<>();
        List<UnitType> types = new ArrayList<>();
        List<Boolean> militia = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Integer> men = new ArrayList<>();
        List<Role> roles = new ArrayList<>();
        for (ArmySpec army : scenario.armies()) {
            for (UnitSpec u : army.units()) {
                sides.add(army.side());
                types.add(u.type());
                militia.add(u.militia());
                ids.add(u.id());
                names.add(u.name());
                List<DeployedFigure> figures = DeploymentLayout.layout(u);
                men.add(figures.size());
                for (DeployedFigure f : figures) {
                    roles.add(f.role());
                }
            }
        }
        boolean[] mil = new boolean[militia.size()];
        for (int i = 0; i < mil.length; i++) {
            mil[i] = militia.get(i);
        }
        return new BaSetup(variant, params, board, sides.toArray(new Side[0]), types.toArray(new UnitType[0]), mil,
                ids.toArray(new String[0]), names.toArray(new String[0]),
                men.stream().mapToInt(Integer::intValue).toArray(), roles.toArray(new Role[0]),
                new String[] {scenario.army(Side.BLUE).name(), scenario.army(Side.RED).name()});
    }

    /** The scenario's key objectives as a set of objective indices (bit o for objective o). */
    private static long keyObjectives(BaScenario scenario) {
        long set = 0;
        for (String id : scenario.keyObjectives()) {
            for (int o = 0; o < scenario.objectives().size(); o++) {
                if (scenario.objectives().get(o).id().equals(id)) {
                    set |= 1L << o;
                }
            }
        }
        return set;
    }

    /**
     * A new game: every man in ranks on his deployment slot, full decks, 4 balls a gun, the first
     * side from the scenario or a coin flip from {@code seed} (BA-SETUP-8..12).
     */
    public static BaState newGame(BaScenario scenario, Variant variant, long seed) {
        BaState s = LAST_DEPLOYED.get().of(scenario, variant).copy();
        SplittableRandom coin = new SplittableRandom(seed);
        s.active = scenario.firstSide() != null ? scenario.firstSide() : (coin.nextBoolean() ? Side.BLUE : Side.RED);
        s.deciding = s.active;
        return s;
    }

    /**
     * The last scenario deployed on this thread, kept: benches, tuning and self-play start thousands
     * of games from one scenario, and deploying it again for each was an eighth of a short random
     * game. A new game is a copy of it (states and setups are never changed by a copy), so it is
     * the state {@link #deploy} makes, field for field ({@code NewGameTest}).
     */
    private static final ThreadLocal<Deployed> LAST_DEPLOYED = ThreadLocal.withInitial(Deployed::new);

    private static final class Deployed {
        private BaScenario scenario;
        private Variant variant;
        private BaState state;

        BaState of(BaScenario wanted, Variant wantedVariant) {
            if (wanted != scenario || wantedVariant != variant) {
                state = deploy(wanted, wantedVariant);
                scenario = wanted;
                variant = wantedVariant;
            }
            return state;
        }
    }

    /**
     * Setup steps S1–S5 before the first side is chosen: every man in ranks on his deployment
     * slot, full decks, 4 balls a gun, the objectives' first owners.
     */
    private static BaState deploy(BaScenario scenario, Variant variant) {
        BaSetup setup = setup(scenario, variant);
        BaState s = new BaState(setup);
        int unit = 0;
        for (ArmySpec army : scenario.armies()) {
            for (UnitSpec u : army.units()) {
                List<DeployedFigure> figures = DeploymentLayout.layout(u);
                int first = setup.firstFigure[unit];
                for (int i = 0; i < figures.size(); i++) {
                    DeployedFigure f = figures.get(i);
                    s.moveFigure(first + i, Eps.round3(f.position().x()), Eps.round3(f.position().y()));
                    s.setSlot(first + i, f.slot());
                }
                s.setFormationOrdinal(unit, u.formation().ordinal());
                s.setFacing(unit, u.facingDeg());
                s.moveAnchor(unit, Eps.round3(u.anchor().x()), Eps.round3(u.anchor().y()));
                s.setGridSize(unit, figures.size());
                if (u.formation() == Formation.COLUMN) {
                    s.spine[unit] = straightSpine(u.anchor(), u.facingDeg(), figures.size(), u.type());
                }
                if (u.type() == UnitType.ARTILLERY) {
                    s.setBalls(unit, Params.LRA_BALLS_PER_GUN);
                }
                unit++;
            }
            s.setCommanderX(army.side().ordinal(), army.commander().x());
            s.setCommanderY(army.side().ordinal(), army.commander().y());
        }
        int perValue = scenario.options().deckSize() / 13;
        for (int i = 0; i < 26; i++) {
            s.setDeckCount(i, perValue);
        }
        s.phase = Phase.MAIN;
        Objectives.update(s); // reads the men, not the side to act
        return s;
    }

    /** A column's spine: rank centres from the head back along the facing (BA-GEO-12). */
    static double[] straightSpine(Vec2 head, double facingDeg, int men, UnitType type) {
        int files = Math.min(Params.COLUMN_FILES, men);
        int ranks = Math.max(1, (men + files - 1) / files);
        double rank = type == UnitType.CAVALRY ? Params.CAVALRY_RANK : Params.INFANTRY_RANK;
        Vec2 f = DeploymentLayout.facing(facingDeg);
        double[] spine = new double[2 * ranks];
        for (int j = 0; j < ranks; j++) {
            spine[2 * j] = Eps.round3(head.x() - j * rank * f.x());
            spine[2 * j + 1] = Eps.round3(head.y() - j * rank * f.y());
        }
        return spine;
    }
}
