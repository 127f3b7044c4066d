package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.honours.CommanderRole;
import adjutant.engine.honours.Nation;
import adjutant.engine.honours.UnitType;
import adjutant.engine.scenario.HeaderValidator;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The checks of an Honours of War scenario that need more than one field: ids unique, the
 * command structure whole (HOW-ORG-10 to HOW-ORG-14), objectives and fortified built-up areas
 * that exist (HOW-VIC-3, HOW-TERR-24) and special rules that name real commanders. Each unit is
 * checked by {@link UnitChecks}, the deployment by {@link DeploymentChecks}, the army guidance of
 * HOW-ORG-10 to HOW-ORG-15 (warnings only) by {@link OrganisationGuidance}. The loader runs them
 * on every file; they can also be run on a scenario built in code.
 */
public final class HowScenarioValidator {

    private final HowScenario s;
    private final HowSourceMap paths;
    private final Problems problems;
    private final boolean complete;

    private HowScenarioValidator(HowScenario s, HowSourceMap paths, boolean complete, Problems problems) {
        this.s = s;
        this.paths = paths;
        this.complete = complete;
        this.problems = problems;
    }

    /** Every problem of a scenario built in code, the header's too; paths are those the writer would write. */
    public static List<Problem> validate(HowScenario scenario) {
        Problems problems = new Problems();
        HowSourceMap paths = HowSourceMap.of(scenario);
        HeaderValidator.validate(scenario.header(), paths.header(), problems);
        validate(scenario, paths, true, problems);
        return problems.list();
    }

    static void validate(HowScenario scenario, HowSourceMap paths, boolean complete, Problems problems) {
        HowScenarioValidator v = new HowScenarioValidator(scenario, paths, complete, problems);
        v.objectiveValues();
        v.fortified();
        v.attackers();
        Map<String, String> unitIds = new HashMap<>();
        Map<String, String> brigadeIds = new HashMap<>();
        Map<String, String> commanderIds = new HashMap<>();
        for (ArmySpec army : scenario.armies()) {
            if (paths.missingArmies().contains(army.side())) {
                continue;
            }
            v.army(army, unitIds, brigadeIds, commanderIds);
        }
        v.specialRules();
        new DeploymentChecks(scenario, paths, problems).check();
        if (complete && !problems.hasErrors()) {
            for (ArmySpec army : scenario.armies()) {
                new OrganisationGuidance(army, HowSourceMap.army(army.side()), paths, problems).check();
            }
        }
    }

    // ---- one army ----

    private void army(ArmySpec army, Map<String, String> unitIds, Map<String, String> brigadeIds,
            Map<String, String> commanderIds) {
        Side side = army.side();
        String at = HowSourceMap.army(side);
        if (army.units().isEmpty() && complete) {
            problems.error(at + ".units", "an army needs at least one unit");
        }
        for (int i = 0; i < army.units().size(); i++) {
            String path = paths.unit(side, i);
            HeaderValidator.uniqueId(problems, unitIds, army.units().get(i).id(), path, "unit");
            new UnitChecks(army, army.units().get(i), path, problems).check();
        }
        for (int i = 0; i < army.commanders().size(); i++) {
            HeaderValidator.uniqueId(problems, commanderIds, army.commanders().get(i).id(), paths.commander(side, i),
                    "commander");
        }
        for (int i = 0; i < army.brigades().size(); i++) {
            HeaderValidator.uniqueId(problems, brigadeIds, army.brigades().get(i).id(), paths.brigade(side, i),
                    "brigade");
        }
        general(army, at);
        brigades(army);
        commanders(army);
    }

    /** HOW-ORG-14: one commanding general per army. */
    private void general(ArmySpec army, String at) {
        int generals = 0;
        for (int i = 0; i < army.commanders().size(); i++) {
            if (army.commanders().get(i).role() == CommanderRole.GENERAL && ++generals == 2) {
                problems.error(paths.commander(army.side(), i) + ".role",
                        "a second commanding general; an army has exactly one (HOW-ORG-14)");
            }
        }
        if (generals == 0 && complete) {
            problems.error(at + ".commanders", "no commanding general; an army has exactly one (HOW-ORG-14)");
        }
    }

    /** HOW-ORG-10, HOW-ORG-11: every unit in exactly one brigade, each led by its own brigadier or independent. */
    private void brigades(ArmySpec army) {
        Side side = army.side();
        Map<String, String> unitIn = new HashMap<>();
        Map<String, String> led = new HashMap<>();
        Set<String> units = new HashSet<>();
        army.units().forEach(u -> units.add(u.id()));
        for (int i = 0; i < army.brigades().size(); i++) {
            BrigadeSpec b = army.brigades().get(i);
            String path = paths.brigade(side, i);
            if (b.units().isEmpty()) {
                problems.error(path + ".units", "a brigade needs at least one unit");
            }
            for (int k = 0; k < b.units().size(); k++) {
                String u = b.units().get(k);
                String upath = path + ".units[" + k + "]";
                if (!units.contains(u)) {
                    problems.error(upath, "no unit '" + u + "' in " + side.id() + "'s army");
                } else {
                    String first = unitIn.putIfAbsent(u, path);
                    if (first != null) {
                        problems.error(upath, "unit '" + u + "' is already in brigade " + first
                                + " (a unit is in exactly one brigade, HOW-ORG-10)");
                    }
                }
            }
            if (b.independent()) {
                if (b.units().size() > 1) {
                    problems.error(path + ".units", "a brigade without a commander is an independent unit, so it has "
                            + "exactly one unit, not " + b.units().size() + " (HOW-ORG-11)");
                }
            } else {
                brigadeCommander(army, b, path, led);
            }
            if (b.lightInfantryExempt() && b.units().stream().noneMatch(u -> isLight(army, u))) {
                problems.warning(path + ".lightInfantryExempt", "the brigade has no light infantry to exempt");
            }
        }
        for (int i = 0; i < army.units().size(); i++) {
            String id = army.units().get(i).id();
            if (!unitIn.containsKey(id)) {
                problems.error(paths.unit(side, i) + ".id", "unit '" + id + "' is in no brigade (every unit is in "
                        + "exactly one; make it an independent unit, a brigade with no commander, HOW-ORG-11)");
            }
        }
    }

    private static boolean isLight(ArmySpec army, String unit) {
        return army.units().stream().anyMatch(u -> u.id().equals(unit)
                && u.type() == UnitType.LIGHT_INFANTRY);
    }

    private void brigadeCommander(ArmySpec army, BrigadeSpec b, String path, Map<String, String> led) {
        Optional<CommanderSpec> c = army.commanders().stream().filter(x -> x.id().equals(b.commander())).findFirst();
        if (c.isEmpty()) {
            problems.error(path + ".commander", "no commander '" + b.commander() + "' in " + army.side().id() + "'s army");
        } else if (c.get().role() != CommanderRole.BRIGADIER) {
            problems.error(path + ".commander", "'" + b.commander() + "' is a " + c.get().role().id()
                    + ", not a brigadier (HOW-ORG-10)");
        } else {
            String first = led.putIfAbsent(b.commander(), path);
            if (first != null) {
                problems.error(path + ".commander", "brigadier '" + b.commander() + "' already leads brigade " + first
                        + " (HOW-ORG-10)");
            }
        }
    }

    /** Brigadiers lead a brigade; lieutenant generals (HOW-OPT-5) command brigades of their army, each once. */
    private void commanders(ArmySpec army) {
        Side side = army.side();
        Map<String, String> commandedBy = new HashMap<>();
        for (int i = 0; i < army.commanders().size(); i++) {
            CommanderSpec c = army.commanders().get(i);
            String path = paths.commander(side, i);
            if (c.role() == CommanderRole.BRIGADIER
                    && army.brigades().stream().noneMatch(b -> c.id().equals(b.commander()))) {
                problems.error(path + ".id", "brigadier '" + c.id() + "' leads no brigade");
            }
            if (c.role() != CommanderRole.LIEUTENANT_GENERAL && !c.brigades().isEmpty()) {
                problems.error(path + ".brigades", "only a lieutenant general commands brigades, not a " + c.role().id());
                continue;
            }
            for (int k = 0; k < c.brigades().size(); k++) {
                String b = c.brigades().get(k);
                String bpath = path + ".brigades[" + k + "]";
                if (army.brigades().stream().noneMatch(x -> x.id().equals(b))) {
                    problems.error(bpath, "no brigade '" + b + "' in " + side.id() + "'s army");
                } else {
                    String first = commandedBy.putIfAbsent(b, path);
                    if (first != null) {
                        problems.error(bpath, "brigade '" + b + "' is already under " + first);
                    }
                }
            }
        }
    }

    // ---- the scenario as a whole ----

    /** HOW-VIC-3: each value names a header objective, once, for 1 to 3 army points. */
    private void objectiveValues() {
        Map<String, String> seen = new HashMap<>();
        for (int i = 0; i < s.objectiveValues().size(); i++) {
            ObjectiveValue v = s.objectiveValues().get(i);
            String path = paths.objectiveValues().get(i);
            if (s.objectives().stream().noneMatch(o -> o.id().equals(v.objective()))) {
                problems.error(path + ".objective", "no objective '" + v.objective() + "' in $.objectives");
            } else {
                String first = seen.putIfAbsent(v.objective(), path);
                if (first != null) {
                    problems.error(path + ".objective", "objective '" + v.objective() + "' already has a value at "
                            + first);
                }
            }
            if (v.points() < 1 || v.points() > 3) {
                problems.error(path + ".points", "an objective is worth 1, 2 or 3 army points, not " + v.points()
                        + " (HOW-VIC-3)");
            }
            if (v.hasDeadline() && s.turnLimit() > 0 && v.deadlineTurn() > s.turnLimit()) {
                problems.error(path + ".deadline.turn", "the deadline (turn " + v.deadlineTurn()
                        + ") comes after the game's last turn (" + s.turnLimit() + ") (HOW-VIC-7)");
            }
        }
        for (int i = 0; i < s.objectives().size(); i++) {
            ObjectiveSpec o = s.objectives().get(i);
            if (!seen.containsKey(o.id()) && complete) {
                problems.warning(paths.header().objectives().get(i), "objective '" + o.id()
                        + "' is worth no army points: give it a value in $.objectiveValues (HOW-VIC-3)");
            }
        }
    }

    /** HOW-TERR-24: only a built-up area (a village or a town) can be fortified. */
    private void fortified() {
        for (String id : s.fortified().stream().sorted().toList()) {
            Optional<TerrainFeature> t = s.terrain().stream().filter(f -> f.id().equals(id)).findFirst();
            if (t.isEmpty()) {
                problems.error("$.fortified", "no terrain feature '" + id + "' to fortify");
            } else if (t.get().kind() != TerrainKind.VILLAGE && t.get().kind() != TerrainKind.TOWN) {
                problems.error("$.fortified", "'" + id + "' is a " + t.get().kind().id()
                        + "; only a built-up area (village or town) can be fortified (HOW-TERR-24)");
            }
        }
    }

    /** HOW-INIT-2: at most one designated attacker. */
    private void attackers() {
        if (s.army(Side.BLUE).designatedAttacker() && s.army(Side.RED).designatedAttacker()) {
            problems.error(HowSourceMap.army(Side.RED) + ".designatedAttacker",
                    "both sides are designated attackers; at most one is (HOW-INIT-2)");
        }
    }

    private void specialRules() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < s.specialRules().size(); i++) {
            SpecialRule r = s.specialRules().get(i);
            String path = paths.specialRules().get(i);
            if (!seen.add(r.id())) {
                problems.error(path + ".rule", "the special rule '" + r.id() + "' is given twice");
            }
            if (r instanceof SpecialRule.GeneralLeaves g) {
                generalLeaves(g, path);
            }
        }
    }

    private void generalLeaves(SpecialRule.GeneralLeaves g, String path) {
        Optional<Side> side = sideOf(g.general());
        if (side.isEmpty() || role(g.general()) != CommanderRole.GENERAL) {
            problems.error(path + ".general", "no commanding general '" + g.general() + "'");
            return;
        }
        if (sideOf(g.replacement()).filter(x -> x == side.get()).isEmpty()) {
            problems.error(path + ".replacement", "no commander '" + g.replacement() + "' in " + side.get().id()
                    + "'s army to replace '" + g.general() + "'");
        } else if (role(g.replacement()) == CommanderRole.GENERAL) {
            problems.error(path + ".replacement", "'" + g.replacement() + "' is the general who leaves");
        }
    }

    private Optional<Side> sideOf(String commander) {
        return s.armies().stream().filter(a -> a.commanders().stream().anyMatch(c -> c.id().equals(commander)))
                .map(ArmySpec::side).findFirst();
    }

    private CommanderRole role(String commander) {
        return s.armies().stream().flatMap(a -> a.commanders().stream()).filter(c -> c.id().equals(commander))
                .map(CommanderSpec::role).findFirst().orElse(null);
    }

    /** The table a unit uses for its own rules (HOW-NAT-4). */
    static Nation nationOf(ArmySpec army, UnitSpec u) {
        return u.nation() != null ? u.nation() : army.nation();
    }
}
