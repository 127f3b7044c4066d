package adjutant.engine.blownaway.scenario;

import static adjutant.engine.scenario.JsonCursor.format;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.HeaderValidator;
import adjutant.engine.scenario.Ids;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.ScenarioGeometry;
import adjutant.engine.scenario.TerrainFeature;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The checks of a Blown Away scenario that need more than one field: game parameters, men and
 * roles that fit their unit, figures deployed legally (BA-SETUP-8, BA-GEO-14, BA-GEO-27) and
 * the balance of forces (BA-SETUP-2). The loader runs them on every file, after the header's
 * checks; they can also be run on a scenario built in code.
 */
public final class BaScenarioValidator {

    /** Objectives of the standard encounter (BA-SETUP-7). */
    public static final int STANDARD_OBJECTIVES = 4;

    private final BaScenario s;
    private final SourceMap paths;
    private final Problems problems;

    private final boolean complete;

    private BaScenarioValidator(BaScenario s, SourceMap paths, boolean complete, Problems problems) {
        this.s = s;
        this.paths = paths;
        this.complete = complete;
        this.problems = problems;
    }

    /** Every problem of a scenario built in code, the header's too; paths are those the writer would write. */
    public static List<Problem> validate(BaScenario scenario) {
        Problems problems = new Problems();
        SourceMap paths = SourceMap.of(scenario);
        HeaderValidator.validate(scenario.header(), paths.header(), problems);
        validate(scenario, paths, true, problems);
        return problems.list();
    }

    /**
     * @param complete false when the loader had to leave parts of the file out; then the balance of
     *     forces is not judged (nor is it when there are errors)
     */
    static void validate(BaScenario scenario, SourceMap paths, boolean complete, Problems problems) {
        BaScenarioValidator v = new BaScenarioValidator(scenario, paths, complete, problems);
        v.game();
        v.armies();
        if (complete && !problems.hasErrors()) {
            v.balance(); // a warning about a file that does not load would only distract
        }
    }

    // ---- game parameters ----

    private void game() {
        if (s.turnLimit() < 1) {
            problems.error("$.turnLimit", "must be at least 1, not " + s.turnLimit());
        }
        if (!(s.deployDepth() > 0)) {
            problems.error("$.deployDepth", "must be greater than 0, not " + format(s.deployDepth()));
        } else if (2 * s.deployDepth() > s.table().width()) {
            problems.warning("$.deployDepth", "the deployment bands overlap (2 × " + format(s.deployDepth())
                    + " in is more than the table's width of " + format(s.table().width()) + " in)");
        }
        int n = s.objectives().size();
        if (s.victory().usesObjectives()) {
            if (n == 0) {
                problems.error("$.objectives", "an " + s.victory().id()
                        + " scenario needs objectives (or use \"victory\": \"field\")");
            } else if (n != STANDARD_OBJECTIVES) {
                problems.warning("$.objectives", "the standard encounter has " + STANDARD_OBJECTIVES
                        + " objectives (BA-SETUP-7); this scenario has " + n);
            }
            if (s.objectivesToWin() < 1) {
                problems.error("$.objectivesToWin", "must be at least 1, not " + s.objectivesToWin());
            } else if (n > 0 && s.objectivesToWin() > n) {
                problems.error("$.objectivesToWin", "must not exceed the number of objectives (" + n + "), not "
                        + s.objectivesToWin());
            }
        } else if (n > 0) {
            problems.warning("$.objectives", "objectives have no effect in a field scenario (BA-END-3)");
        }
        assault();
    }

    /** An assault names its attacker, and only an assault has an attacker or key objectives. */
    private void assault() {
        boolean assault = s.victory() == VictoryKind.ASSAULT;
        if (assault && s.attacker() == null && !reported("$.attacker")) {
            problems.error("$.attacker", "an assault needs an attacker: \"blue\" or \"red\", the side that must take"
                    + " the objectives");
        } else if (!assault && s.attacker() != null) {
            problems.error("$.attacker", "only an assault has an attacker (\"victory\": \"assault\"), not "
                    + article(s.victory().id()) + " scenario");
        }
        if (!assault && !s.keyObjectives().isEmpty()) {
            problems.error("$.keyObjectives", "only an assault has key objectives (\"victory\": \"assault\"), not "
                    + article(s.victory().id()) + " scenario");
            return;
        }
        List<String> ids = s.objectives().stream().map(o -> o.id()).toList();
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < s.keyObjectives().size(); i++) {
            String id = s.keyObjectives().get(i);
            String path = paths.keyObjective(i);
            if (!ids.contains(id)) {
                problems.error(path, "no objective has the id '" + id + "'" + (ids.isEmpty() ? ""
                        : " (the objectives: " + String.join(", ", ids) + ")"));
            } else if (seen.contains(id)) {
                problems.error(path, "the objective '" + id + "' is named twice");
            }
            seen.add(id);
        }
    }

    // ---- armies, units, figures ----

    /** A deployed man or gun, for overlap tests. */
    private record Body(Vec2 at, double radius, int unit, String what) {}

    private void armies() {
        Map<String, String> ids = new HashMap<>();
        List<Body> bodies = new ArrayList<>();
        List<String> unitPaths = new ArrayList<>();
        List<String> unitIds = new ArrayList<>();
        for (ArmySpec army : s.armies()) {
            if (paths.missingArmies().contains(army.side())) {
                continue;
            }
            String armyPath = SourceMap.army(army.side());
            if (army.units().isEmpty() && complete) {
                problems.error(armyPath + ".units", "an army needs at least one unit");
            }
            if (!s.table().contains(army.commander())) {
                problems.error(armyPath + ".commander", "the commander at " + army.commander() + " is off the "
                        + tableName() + " table");
            } else {
                impassableAt(army.commander()).ifPresent(t -> problems.error(armyPath + ".commander",
                        "the commander at " + army.commander() + " is in impassable terrain '" + t.id() + "'"));
            }
            for (int i = 0; i < army.units().size(); i++) {
                UnitSpec u = army.units().get(i);
                String path = paths.unit(army.side(), i);
                uniqueId(ids, u.id(), path, "unit");
                if (men(u, path) && formation(u, path)) {
                    int index = unitPaths.size();
                    unitPaths.add(path);
                    unitIds.add(u.id());
                    figures(army.side(), u, path, index, bodies, unitPaths, unitIds);
                }
            }
        }
    }

    /** Men that fit the unit's type; false when the unit cannot be laid out. */
    private boolean men(UnitSpec u, String path) {
        if (u.menCount() == 0) {
            problems.error(path + ".men", "a unit needs at least one man (BA-SETUP-6)");
            return false;
        }
        boolean ok = true;
        if (u.type() == UnitType.ARTILLERY) {
            for (Role role : u.men().keySet()) {
                if (role != Role.GUNNER) {
                    problems.error(path + ".men." + role.id(), "an artillery unit has only gunners (BA-SETUP-4)");
                    ok = false;
                }
            }
            if (u.count(Role.GUNNER) == 0) {
                problems.error(path + ".men", "an artillery unit needs gunners (one gun plus its crew, BA-SETUP-6)");
                ok = false;
            }
        } else if (u.count(Role.GUNNER) > 0) {
            problems.error(path + ".men.gunner", "only artillery units have gunners, not " + article(u.type().id())
                    + " unit");
            ok = false;
        }
        return ok;
    }

    private boolean formation(UnitSpec u, String path) {
        if (u.formation().allowedFor(u.type())) {
            return true;
        }
        problems.error(path + ".formation", u.type() == UnitType.ARTILLERY
                ? "an artillery unit deploys as a battery, not in " + u.formation().id()
                : article(u.type().id()) + " unit deploys in line or column, not as a battery");
        return false;
    }

    private void figures(Side side, UnitSpec u, String path, int index, List<Body> bodies,
            List<String> unitPaths, List<String> unitIds) {
        List<Body> mine = new ArrayList<>();
        DeploymentLayout.gunAxle(u).ifPresent(g -> mine.add(new Body(g, DeploymentLayout.CANNON_RADIUS, index, "the gun")));
        double r = DeploymentLayout.manRadius(u.type());
        for (DeployedFigure f : DeploymentLayout.layout(u)) {
            mine.add(new Body(f.position(), r, index, article(describe(f.role()))));
        }
        String at = path + ".anchor";
        // One message per kind of fault and unit: the first figure that shows it.
        mine.stream().filter(b -> !s.table().contains(b.at)).findFirst().ifPresent(b -> problems.error(at,
                b.what + " would stand at " + b.at + ", off the " + tableName() + " table"));
        mine.stream().filter(b -> s.deployDepth() > 0 && !inBand(side, b.at)).findFirst().ifPresent(b -> problems.error(at,
                "BA-SETUP-8: " + b.what + " would stand at " + b.at + ", " + format(round(distanceFromRear(side, b.at)))
                        + " in from " + side.id() + "'s rear edge; every figure must be within "
                        + format(s.deployDepth()) + " in"));
        for (Body b : mine) {
            Optional<TerrainFeature> t = impassableAt(b.at);
            if (t.isPresent()) {
                problems.error(at, b.what + " would stand at " + b.at + " in impassable terrain '" + t.get().id()
                        + "' (BA-GEO-27)");
                break;
            }
        }
        List<Integer> reported = new ArrayList<>();
        for (Body b : mine) {
            for (Body o : bodies) {
                double d = b.at.distance(o.at);
                double need = b.radius + o.radius;
                if (d < need - ScenarioGeometry.EPS && !reported.contains(o.unit)) {
                    reported.add(o.unit);
                    problems.error(at, "overlaps unit '" + unitIds.get(o.unit) + "' (" + unitPaths.get(o.unit) + "): "
                            + b.what + " at " + b.at + " and " + o.what + " at " + o.at + " are "
                            + format(round(d)) + " in apart, less than " + format(need) + " (BA-GEO-14)");
                }
            }
        }
        bodies.addAll(mine);
    }

    private boolean inBand(Side side, Vec2 p) {
        return distanceFromRear(side, p) <= s.deployDepth() + ScenarioGeometry.EPS;
    }

    private double distanceFromRear(Side side, Vec2 p) {
        return side == Side.BLUE ? p.y() : s.table().width() - p.y();
    }

    /** BA-SETUP-2: in the encounter both sides have the same men and guns; a warning, not an error. */
    private void balance() {
        ArmySpec blue = s.army(Side.BLUE);
        ArmySpec red = s.army(Side.RED);
        if (blue.men() != red.men()) {
            problems.warning("$.armies", "BA-SETUP-2: the sides differ in men (blue " + blue.men() + ", red "
                    + red.men() + ")");
        }
        if (blue.guns() != red.guns()) {
            problems.warning("$.armies", "BA-SETUP-2: the sides differ in guns (blue " + blue.guns() + ", red "
                    + red.guns() + ")");
        }
    }

    // ---- helpers ----

    /** A problem at {@code path} already (the reader's, for a value it could not read). */
    private boolean reported(String path) {
        return problems.list().stream().anyMatch(p -> p.path().equals(path));
    }

    private void uniqueId(Map<String, String> seen, String id, String path, String what) {
        HeaderValidator.uniqueId(problems, seen, id, path, what);
    }

    private Optional<TerrainFeature> impassableAt(Vec2 p) {
        return HeaderValidator.impassableAt(s.terrain(), p);
    }

    private String tableName() {
        return HeaderValidator.tableName(s.table());
    }

    private static String describe(Role role) {
        return Ids.camel(role).replaceAll("([A-Z])", " $1").toLowerCase(Locale.ROOT);
    }

    private static String article(String noun) {
        return ("aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
