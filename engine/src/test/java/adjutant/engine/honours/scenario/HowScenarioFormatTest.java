package adjutant.engine.honours.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.CavalryKind;
import adjutant.engine.honours.CommanderRole;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.GunType;
import adjutant.engine.honours.Nation;
import adjutant.engine.honours.Rating;
import adjutant.engine.honours.Scale;
import adjutant.engine.honours.UnitClass;
import adjutant.engine.honours.UnitSize;
import adjutant.engine.honours.UnitType;
import adjutant.engine.honours.Weapon;
import adjutant.engine.scenario.LoadResult;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.ScenarioWriter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Honours of War scenario body: read, write, check (HOW-ORG, HOW-VIC-3, HOW-GEN-1). */
class HowScenarioFormatTest {

    private static final JsonMapper MAPPER = new JsonMapper();

    static ObjectNode stUlrich() {
        try {
            return (ObjectNode) MAPPER.readTree(Files.readString(HowShippedScenariosTest.FOLDER.resolve("st-ulrich.json")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static LoadResult check(Consumer<ObjectNode> change) {
        ObjectNode o = stUlrich();
        change.accept(o);
        return ScenarioLoader.check(o.toString(), "test");
    }

    static ObjectNode unit(ObjectNode root, String side, int i) {
        return (ObjectNode) root.path("armies").path(side).path("units").get(i);
    }

    static ObjectNode army(ObjectNode root, String side) {
        return (ObjectNode) root.path("armies").path(side);
    }

    static void assertProblem(LoadResult r, Problem.Severity severity, String path, String fragment) {
        String all = r.problems().stream().map(Problem::toString).collect(Collectors.joining("\n  ", "\n  ", ""));
        assertTrue(r.problems().stream().anyMatch(p -> p.severity() == severity && p.path().equals(path)
                && p.message().contains(fragment)), "expected " + severity + " " + path + ": " + fragment + ", got" + all);
    }

    static void assertError(LoadResult r, String path, String fragment) {
        assertProblem(r, Problem.Severity.ERROR, path, fragment);
        assertFalse(r.isValid());
    }

    static void assertValid(LoadResult r) {
        assertTrue(r.isValid(), () -> r.problems().toString());
    }

    // ---- round trips ----

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"st-ulrich", "kutzdorf", "spittelwitz", "lobositz"})
    @DisplayName("write then read gives the same scenario")
    void shippedRoundTrip(String name) {
        HowScenario s = HowShippedScenariosTest.load(name);
        String json = ScenarioWriter.toJson(s);
        assertEquals(s, ScenarioLoader.parse(json));
        assertEquals(json, ScenarioWriter.toJson(ScenarioLoader.parse(json)));
    }

    @Test
    @DisplayName("write then read keeps every non-default value (HOW-AFIRE-18 quick-firing guns, HOW-NAT-3 superior when firing)")
    void everyFieldRoundTrips() {
        HowScenario s = HowShippedScenariosTest.load("lobositz");
        List<ArmySpec> armies = new ArrayList<>(s.armies());
        ArmySpec red = armies.get(1);
        List<UnitSpec> units = new ArrayList<>(red.units());
        units.add(new UnitSpec("jaeger", "Jäger", UnitType.LIGHT_INFANTRY, null, null, false, Weapon.RIFLES,
                UnitClass.INFERIOR, UnitSize.LARGE, Nation.SAXONY, false, Formation.MARCH_COLUMN, 200, 140, 200.5));
        units.add(new UnitSpec("horse-guns", "Horse battery", UnitType.ARTILLERY, null, GunType.LIGHT, true, Weapon.NONE,
                UnitClass.STANDARD, UnitSize.STANDARD, null, false, Formation.LIMBERED, 230, 140, 270));
        units.add(new UnitSpec("wagons", "Wagons", UnitType.TRANSPORT, null, null, false, Weapon.NONE,
                UnitClass.INFERIOR, UnitSize.STANDARD, null, false, Formation.MARCH_COLUMN, 215, 150, 0));
        units.add(new UnitSpec("dismounted", "Dragoons on foot", UnitType.CAVALRY, CavalryKind.LIGHT, null, false,
                Weapon.CARBINES, UnitClass.STANDARD, UnitSize.SMALL, null, false, Formation.DISMOUNTED, 100, 145, 270));
        units.add(new UnitSpec("saxon-guns", "Geschwindstück", UnitType.ARTILLERY, null, GunType.LIGHT, false, Weapon.NONE,
                UnitClass.STANDARD, UnitSize.STANDARD, null, false, Formation.DEPLOYED, 160, 145, 270, true, false));
        units.add(new UnitSpec("british", "British foot", UnitType.INFANTRY, null, null, false, Weapon.MUSKETS_AND_GUNS,
                UnitClass.STANDARD, UnitSize.STANDARD, null, false, Formation.LINE, 40, 145, 270, true, true));
        List<BrigadeSpec> brigades = new ArrayList<>(red.brigades());
        for (String id : List.of("jaeger", "horse-guns", "wagons", "dismounted", "saxon-guns", "british")) {
            brigades.add(new BrigadeSpec("b-" + id, id, null, List.of(id), 2, false));
        }
        armies.set(1, new ArmySpec(Side.RED, red.name(), Nation.RUSSIA_1759, false, 0, red.commanders(), brigades, units));
        HowScenario rich = new HowScenario(s.header(), Scale.MM15, armies,
                Set.of(OptionalRule.WEATHER, OptionalRule.BRIGADE_MORALE), Season.WINTER, 12, s.objectiveValues(),
                Set.of("lobositz-1", "sullowitz"), s.specialRules());
        String json = ScenarioWriter.toJson(rich);
        HowScenario back = HowScenario.from(ScenarioLoader.parse(json));
        assertEquals(rich, back);
        assertTrue(json.contains("\"quickFiringGuns\"") && json.contains("\"superiorWhenFiring\""), json);
    }

    @Test
    @DisplayName("a scenario built in code is checked like a file")
    void validateInCode() {
        HowScenario s = HowShippedScenariosTest.load("st-ulrich");
        assertTrue(new HowScenarioFormat().validate(s).stream().noneMatch(Problem::isError));
        List<ArmySpec> armies = new ArrayList<>(s.armies());
        ArmySpec blue = armies.get(0);
        armies.set(0, new ArmySpec(Side.BLUE, blue.name(), blue.nation(), true, 0, blue.commanders(),
                blue.brigades().subList(0, 1), blue.units()));
        List<Problem> problems = new HowScenarioFormat().validate(new HowScenario(s.header(), s.scale(), armies,
                s.options(), s.season(), s.turnLimit(), s.objectiveValues(), s.fortified()));
        assertTrue(problems.contains(Problem.error("$.armies.blue.units[4].id", "unit 'blue-cav' is in no brigade "
                + "(every unit is in exactly one; make it an independent unit, a brigade with no commander, HOW-ORG-11)")),
                problems.toString());
    }

    // ---- HOW-GEN ----

    @Test
    @DisplayName("HOW-GEN-1: a battle has two sides, blue and red")
    void twoSides() {
        assertError(check(o -> army(o, "blue").set("green", army(o, "blue").deepCopy()).toString()),
                "$.armies.blue.green", "unknown field");
        assertError(check(o -> ((ObjectNode) o.get("armies")).set("green", army(o, "blue").deepCopy())),
                "$.armies.green", "unknown side 'green' (a scenario has exactly two armies: blue and red)");
        assertError(check(o -> ((ObjectNode) o.get("armies")).remove("red")), "$.armies.red", "missing army");
        HowScenario s = HowShippedScenariosTest.load("st-ulrich");
        assertThrows(IllegalArgumentException.class, () -> new HowScenario(s.header(), s.scale(),
                List.of(s.army(Side.BLUE), s.army(Side.BLUE)), s.options(), s.season(), 0, List.of(), Set.of()));
    }

    // ---- HOW-ORG ----

    @Test
    @DisplayName("HOW-ORG-1: only battalions, regiments, batteries and transport are units")
    void unitTypes() {
        assertError(check(o -> unit(o, "blue", 0).put("type", "general")), "$.armies.blue.units[0].type",
                "unknown unit type 'general' (expected one of: infantry, light-infantry, cavalry, artillery, transport)");
    }

    @Test
    @DisplayName("HOW-ORG-4: gun types, and guns only on batteries")
    void guns() {
        for (GunType g : GunType.values()) {
            assertValid(check(o -> unit(o, "red", 2).put("guns", g.id())));
        }
        assertError(check(o -> unit(o, "red", 2).put("guns", "24pdr")), "$.armies.red.units[2].guns",
                "unknown gun type '24pdr'");
        assertError(check(o -> unit(o, "red", 0).put("guns", "light")), "$.armies.red.units[0].guns",
                "only artillery have guns, not infantry");
        assertError(check(o -> unit(o, "red", 0).put("horseArtillery", true)), "$.armies.red.units[0].horseArtillery",
                "only artillery can be horse artillery");
    }

    @Test
    @DisplayName("HOW-AFIRE-18: quick-firing guns only for battalions with battalion guns or batteries of light guns")
    void quickFiringGuns() {
        assertValid(check(o -> unit(o, "red", 0).put("quickFiringGuns", true)));
        assertValid(check(o -> unit(o, "red", 2).put("guns", "light").put("quickFiringGuns", true)));
        assertError(check(o -> unit(o, "red", 2).put("quickFiringGuns", true)), "$.armies.red.units[2].quickFiringGuns",
                "not medium artillery (HOW-AFIRE-18)");
        assertError(check(o -> unit(o, "red", 3).put("quickFiringGuns", true)), "$.armies.red.units[3].quickFiringGuns",
                "not cavalry");
        assertError(check(o -> unit(o, "red", 0).put("weapon", "muskets").put("quickFiringGuns", true)),
                "$.armies.red.units[0].quickFiringGuns", "only close-order infantry with battalion guns");
        LoadResult ok = check(o -> unit(o, "blue", 1).put("quickFiringGuns", true));
        assertTrue(HowScenario.from(ok.scenario().orElseThrow()).army(Side.BLUE).units().get(1).quickFiringGuns());
        assertFalse(HowScenario.from(ok.scenario().orElseThrow()).army(Side.BLUE).units().get(0).quickFiringGuns());
    }

    @Test
    @DisplayName("HOW-NAT-3 / HOW-HIT-8: superior when firing only for standard close-order infantry (the HBM option)")
    void superiorWhenFiring() {
        LoadResult ok = check(o -> unit(o, "blue", 0).put("superiorWhenFiring", true));
        assertValid(ok);
        assertTrue(HowScenario.from(ok.scenario().orElseThrow()).army(Side.BLUE).units().get(0).superiorWhenFiring());
        assertError(check(o -> unit(o, "blue", 4).put("superiorWhenFiring", true)), "$.armies.blue.units[4].superiorWhenFiring",
                "only close-order infantry can be superior when firing, not cavalry");
        assertError(check(o -> unit(o, "blue", 0).put("class", "superior").put("superiorWhenFiring", true)),
                "$.armies.blue.units[0].superiorWhenFiring", "its class must be standard, not superior");
        assertError(check(o -> unit(o, "blue", 0).put("superiorWhenFiring", "yes")), "$.armies.blue.units[0].superiorWhenFiring",
                "");
    }

    @Test
    @DisplayName("HOW-ORG-5: light infantry are never superior (AMB-22), light cavalry may be; transport always inferior")
    void classes() {
        assertError(check(o -> unit(o, "red", 0).put("type", "light-infantry").put("class", "superior")),
                "$.armies.red.units[0].class", "light infantry are standard or inferior, never superior");
        assertValid(check(o -> unit(o, "red", 0).put("type", "light-infantry").put("class", "inferior")));
        assertValid(check(o -> unit(o, "red", 3).put("cavalry", "light").put("class", "superior")));
        assertError(check(o -> unit(o, "blue", 0).put("class", "elite")), "$.armies.blue.units[0].class",
                "unknown class 'elite' (expected one of: superior, standard, inferior)");
    }

    @Test
    @DisplayName("HOW-ORG-16: transport is always inferior and in march column")
    void transport() {
        assertError(check(o -> unit(o, "red", 0).put("type", "transport").put("formation", "march-column")),
                "$.armies.red.units[0].class", "transport is always inferior, not standard (HOW-ORG-16)");
        assertError(check(o -> unit(o, "red", 0).put("type", "transport").put("class", "inferior").put("formation", "line")),
                "$.armies.red.units[0].formation", "transport cannot stand in line");
        LoadResult ok = check(o -> unit(o, "red", 0).put("type", "transport").put("class", "inferior").remove("formation"));
        assertValid(ok);
        assertEquals(Formation.MARCH_COLUMN, HowScenario.from(ok.scenario().orElseThrow()).army(Side.RED).units().get(0)
                .formation(), "march column by default");
    }

    @Test
    @DisplayName("HOW-ORG-7: each type's formations; dismounted cavalry carry carbines")
    void formations() {
        assertError(check(o -> unit(o, "blue", 0).put("formation", "limbered")), "$.armies.blue.units[0].formation",
                "infantry cannot stand in limbered (expected line, march-column, in-bua; HOW-ORG-7)");
        assertError(check(o -> unit(o, "red", 2).put("formation", "line")), "$.armies.red.units[2].formation",
                "artillery cannot stand in line");
        assertError(check(o -> unit(o, "red", 0).put("formation", "double-line")), "$.armies.red.units[0].formation",
                "infantry cannot stand in double-line");
        assertValid(check(o -> unit(o, "red", 3).put("formation", "double-line")));
        LoadResult dismounted = check(o -> unit(o, "red", 3).put("formation", "dismounted"));
        assertValid(dismounted);
        assertEquals(Weapon.CARBINES, HowScenario.from(dismounted.scenario().orElseThrow()).army(Side.RED).units().get(3)
                .weapon(), "dismounted cavalry default to carbines");
        assertError(check(o -> unit(o, "red", 3).put("formation", "dismounted").put("weapon", "none")),
                "$.armies.red.units[3].weapon", "cavalry (dismounted) cannot carry none");
        assertError(check(o -> unit(o, "blue", 0).put("weapon", "carbines")), "$.armies.blue.units[0].weapon",
                "carbines are for dismounted cavalry only");
        assertError(check(o -> unit(o, "blue", 0).put("weapon", "rifles")), "$.armies.blue.units[0].weapon",
                "infantry cannot carry rifles");
        assertValid(check(o -> unit(o, "blue", 0).put("type", "light-infantry").put("weapon", "rifles")));
    }

    @Test
    @DisplayName("HOW-ORG-8: every unit has a front, the facing the scenario gives, by default towards the enemy")
    void facing() {
        HowScenario s = HowShippedScenariosTest.load("st-ulrich");
        assertEquals(90, s.army(Side.BLUE).units().get(0).facing());
        assertEquals(270, s.army(Side.RED).units().get(0).facing());
        LoadResult turned = check(o -> unit(o, "red", 3).put("facing", 180));
        UnitSpec cavalry = HowScenario.from(turned.scenario().orElseThrow()).army(Side.RED).units().get(3);
        assertEquals(180, cavalry.facing());
        adjutant.engine.honours.Footprint f = adjutant.engine.honours.Bases.footprint(Scale.MM28, cavalry,
                new adjutant.engine.geometry.Vec2(cavalry.x(), cavalry.y()), cavalry.facing(), cavalry.formation());
        assertEquals(-1, f.forward().x(), 1e-9, "it faces −x");
        assertEquals(cavalry.x() + 2.5, f.centre().x(), 1e-9, "its bases lie behind its front edge");
    }

    @Test
    @DisplayName("HOW-ORG-7, HOW-TERR-23: a unit in a built-up area has no formation (in-bua)")
    void inBua() {
        assertError(check(o -> unit(o, "red", 0).put("formation", "in-bua")), "$.armies.red.units[0].at",
                "the unit is in-bua but not inside a village or town");
        assertValid(check(o -> {
            unit(o, "red", 0).put("formation", "in-bua");
            ((ArrayNode) unit(o, "red", 0).get("at")).removeAll().add(76).add(106);
        }));
        assertProblem(check(o -> ((ArrayNode) unit(o, "red", 0).get("at")).removeAll().add(76).add(106)),
                Problem.Severity.WARNING, "$.armies.red.units[0].at", "give it formation in-bua");
    }

    @Test
    @DisplayName("HOW-ORG-10: every unit in exactly one brigade, led by its own brigadier")
    void brigades() {
        assertError(check(o -> ((ArrayNode) army(o, "blue").get("brigades")).remove(1)), "$.armies.blue.units[4].id",
                "unit 'blue-cav' is in no brigade");
        assertError(check(o -> ((ArrayNode) army(o, "blue").get("brigades").get(1).get("units")).add("blue-inf1")),
                "$.armies.blue.brigades[1].units[1]", "unit 'blue-inf1' is already in brigade $.armies.blue.brigades[0]");
        assertError(check(o -> ((ArrayNode) army(o, "blue").get("brigades").get(0).get("units")).add("red-inf1")),
                "$.armies.blue.brigades[0].units[4]", "no unit 'red-inf1' in blue's army");
        assertError(check(o -> ((ObjectNode) army(o, "red").get("brigades").get(0)).put("commander", "blue-bc1")),
                "$.armies.red.brigades[0].commander", "no commander 'blue-bc1' in red's army");
        assertError(check(o -> ((ObjectNode) army(o, "red").get("brigades").get(0)).put("commander", "red-cg")),
                "$.armies.red.brigades[0].commander", "'red-cg' is a general, not a brigadier");
        assertError(check(o -> ((ObjectNode) army(o, "red").get("brigades").get(1)).put("commander", "red-bc1")),
                "$.armies.red.brigades[1].commander", "brigadier 'red-bc1' already leads brigade $.armies.red.brigades[0]");
        assertError(check(o -> ((ObjectNode) army(o, "red").get("brigades").get(0)).remove("commander")),
                "$.armies.red.commanders[1].id", "brigadier 'red-bc1' leads no brigade");
        assertError(check(o -> ((ObjectNode) army(o, "red").get("units").get(1)).put("id", "red-inf1")),
                "$.armies.red.units[1].id", "duplicate unit id 'red-inf1' (also $.armies.red.units[0])");
    }

    @Test
    @DisplayName("HOW-ORG-10: brigades of 2 to 8 units, cavalry not mixed with close-order infantry: warnings only")
    void brigadeGuidance() {
        LoadResult mixed = check(o -> {
            ArrayNode brigades = (ArrayNode) army(o, "blue").get("brigades");
            ((ArrayNode) brigades.get(0).get("units")).add("blue-cav");
            brigades.remove(1);
        });
        assertProblem(mixed, Problem.Severity.WARNING, "$.armies.blue.brigades[0].units",
                "brigade 'blue-1' mixes cavalry and close-order infantry");
        assertTrue(mixed.isValid());
        LoadResult single = check(o -> {
            ArrayNode brigades = (ArrayNode) army(o, "red").get("brigades");
            ((ArrayNode) brigades.get(0).get("units")).removeAll().add("red-inf1");
            brigades.addObject().put("id", "i2").put("name", "i2").putArray("units").add("red-inf2");
            brigades.addObject().put("id", "i3").put("name", "i3").putArray("units").add("red-art");
        });
        assertProblem(single, Problem.Severity.WARNING, "$.armies.red.brigades[0].units",
                "brigade 'red-1' has 1 units; a brigade normally has 2 to 8 (HOW-ORG-10)");
        HowScenario s = HowShippedScenariosTest.load("spittelwitz");
        assertTrue(new HowScenarioFormat().validate(s).contains(Problem.warning("$.armies.blue.brigades[4].units",
                "brigade 'blue-5' mixes cavalry and close-order infantry, which the book does not normally allow (HOW-ORG-10)")),
                "the mixed legion is the book's own exception");
    }

    @Test
    @DisplayName("HOW-ORG-11: an independent unit is a brigade of one with no commander; at most 3 (a warning)")
    void independents() {
        assertError(check(o -> ((ArrayNode) army(o, "blue").get("brigades").get(1).get("units")).add("blue-inf3")),
                "$.armies.blue.brigades[1].units", "exactly one unit, not 2 (HOW-ORG-11)");
        LoadResult four = check(o -> {
            ObjectNode red = army(o, "red");
            ArrayNode brigades = red.putArray("brigades");
            for (JsonNode u : red.get("units")) {
                brigades.addObject().put("id", "i-" + u.get("id").asText()).put("name", "x").putArray("units")
                        .add(u.get("id").asText());
            }
            ((ArrayNode) red.get("commanders")).remove(1);
        });
        assertProblem(four, Problem.Severity.WARNING, "$.armies.red.brigades",
                "4 independent units; an army has at most 3 (HOW-ORG-11)");
        assertTrue(four.isValid());
    }

    @Test
    @DisplayName("HOW-ORG-12: at most ⌊(units − independents) / 3⌋ brigade commanders, a rule of thumb (AMB-42)")
    void brigadierRuleOfThumb() {
        assertEquals(4, OrganisationGuidance.maxBrigadiers(14, 2), "D-6");
        assertEquals(3, OrganisationGuidance.maxBrigadiers(11, 0));
        assertEquals(0, OrganisationGuidance.maxBrigadiers(2, 0));
        LoadResult kutzdorf = ScenarioLoader.check(HowShippedScenariosTest.FOLDER.resolve("kutzdorf.json"));
        assertProblem(kutzdorf, Problem.Severity.WARNING, "$.armies.red.commanders",
                "4 brigade commanders for 11 units (0 independent); the rule of thumb is at most ⌊(11 − 0) / 3⌋ = 3");
        assertTrue(kutzdorf.isValid());
    }

    @Test
    @DisplayName("HOW-ORG-13: a brigade commander is rated by the scenario, or left unrated to be diced")
    void brigadierRatings() {
        HowScenario s = HowShippedScenariosTest.load("st-ulrich");
        assertEquals(null, s.army(Side.BLUE).commanders().get(1).rating());
        LoadResult rated = check(o -> ((ObjectNode) army(o, "blue").get("commanders").get(1)).put("rating", "dashing"));
        assertEquals(Rating.DASHING, HowScenario.from(rated.scenario().orElseThrow()).army(Side.BLUE).commanders().get(1)
                .rating());
        assertError(check(o -> ((ObjectNode) army(o, "blue").get("commanders").get(1)).put("rating", "brave")),
                "$.armies.blue.commanders[1].rating", "unknown rating 'brave' (expected one of: dithering, dependable, dashing)");
    }

    @Test
    @DisplayName("HOW-ORG-14: one commanding general per army, rated or not")
    void oneGeneral() {
        assertError(check(o -> ((ObjectNode) army(o, "red").get("commanders").get(1)).put("role", "general")),
                "$.armies.red.commanders[1].role", "a second commanding general; an army has exactly one (HOW-ORG-14)");
        assertError(check(o -> ((ArrayNode) army(o, "red").get("commanders")).remove(0)), "$.armies.red.commanders",
                "no commanding general; an army has exactly one (HOW-ORG-14)");
        HowScenario lobositz = HowShippedScenariosTest.load("lobositz");
        assertEquals(CommanderRole.GENERAL, lobositz.army(Side.BLUE).commanders().get(0).role());
        assertEquals(Rating.DASHING, lobositz.army(Side.BLUE).commanders().get(0).rating());
        assertEquals(null, HowShippedScenariosTest.load("st-ulrich").army(Side.RED).commanders().get(0).rating());
    }

    @Test
    @DisplayName("HOW-ORG-15: batteries per infantry brigade and the share of heavy guns and howitzers, warnings only")
    void artilleryGuidance() {
        LoadResult r = ScenarioLoader.check(HowShippedScenariosTest.FOLDER.resolve("lobositz.json"));
        assertProblem(r, Problem.Severity.WARNING, "$.armies.blue.units",
                "5 batteries for 3 infantry brigades; the guidance is at most 1 per infantry brigade (HOW-ORG-15)");
        assertProblem(r, Problem.Severity.WARNING, "$.armies.blue.units",
                "3 of 5 batteries are howitzers or heavy guns; the guidance is at most a third (HOW-ORG-15)");
        assertTrue(r.isValid());
        assertTrue(ScenarioLoader.check(HowShippedScenariosTest.FOLDER.resolve("st-ulrich.json")).problems().isEmpty());
    }

    // ---- objectives, deployment, special rules ----

    @Test
    @DisplayName("HOW-VIC-7: an objective may carry a deadline, a side and a turn no later than the game's last; it round-trips")
    void objectiveDeadlines() {
        LoadResult ok = check(o -> ((ObjectNode) o.get("objectiveValues").get(0)).putObject("deadline").put("side", "blue")
                .put("turn", 8));
        assertValid(ok);
        HowScenario s = HowScenario.from(ok.scenario().orElseThrow());
        assertEquals(Side.BLUE, s.objectiveValues().get(0).deadlineSide());
        assertEquals(8, s.objectiveValues().get(0).deadlineTurn());
        assertEquals(s, HowScenario.from(ScenarioLoader.parse(ScenarioWriter.toJson(s))));
        assertError(check(o -> ((ObjectNode) o.get("objectiveValues").get(0)).putObject("deadline").put("side", "blue")
                .put("turn", 0)), "$.objectiveValues[0].deadline.turn", "a deadline is a turn from 1 on, not 0 (HOW-VIC-7)");
        assertError(check(o -> ((ObjectNode) o.get("objectiveValues").get(0)).putObject("deadline").put("side", "blue")
                .put("turn", 40)), "$.objectiveValues[0].deadline.turn", "the deadline (turn 40) comes after the game's last turn");
    }

    @Test
    @DisplayName("HOW-VIC-3: objectives are worth 1, 2 or 3 army points to the side holding them")
    void objectiveValues() {
        for (int points = 1; points <= 3; points++) {
            int p = points;
            assertValid(check(o -> ((ObjectNode) o.get("objectiveValues").get(0)).put("points", p)));
        }
        assertError(check(o -> ((ObjectNode) o.get("objectiveValues").get(0)).put("points", 0)),
                "$.objectiveValues[0].points", "an objective is worth 1, 2 or 3 army points, not 0 (HOW-VIC-3)");
        assertError(check(o -> ((ObjectNode) o.get("objectiveValues").get(0)).put("objective", "mill")),
                "$.objectiveValues[0].objective", "no objective 'mill' in $.objectives");
        assertError(check(o -> ((ArrayNode) o.get("objectiveValues")).add(o.get("objectiveValues").get(0).deepCopy())),
                "$.objectiveValues[1].objective", "objective 'bridge' already has a value at $.objectiveValues[0]");
        assertProblem(check(o -> o.remove("objectiveValues")), Problem.Severity.WARNING, "$.objectives[0]",
                "objective 'bridge' is worth no army points");
    }

    @Test
    @DisplayName("units stand on the table, out of impassable terrain, not overlapping; guns out of rough ground")
    void deployment() {
        assertError(check(o -> ((ArrayNode) unit(o, "red", 1).get("at")).removeAll().add(70).add(84)),
                "$.armies.red.units[1].at", "unit 'red-inf2' overlaps unit 'red-inf1' ($.armies.red.units[0])");
        assertValid(check(o -> ((ArrayNode) unit(o, "red", 1).get("at")).removeAll().add(81).add(84)));
        assertError(check(o -> ((ArrayNode) unit(o, "red", 0).get("at")).removeAll().add(30).add(95)),
                "$.armies.red.units[0].at", "is in impassable terrain 'river-schwartz-west'");
        assertError(check(o -> ((ObjectNode) o.get("terrain").get(6)).put("kind", "rough")), "$.armies.red.units[2].at",
                "artillery cannot stand in rough 'zeitberg'");
        assertError(check(o -> ((ArrayNode) army(o, "red").get("commanders").get(0).get("at")).removeAll().add(130).add(1)),
                "$.armies.red.commanders[0].at", "off the 122 × 122 table");
    }

    @Test
    @DisplayName("fortified names a village or town (HOW-TERR-24); special rules name real commanders")
    void fortifiedAndSpecialRules() {
        assertValid(check(o -> o.putArray("fortified").add("st-ulrich")));
        assertError(check(o -> o.putArray("fortified").add("zeitberg")), "$.fortified", "'zeitberg' is a hill");
        assertError(check(o -> o.putArray("fortified").add("paris")), "$.fortified", "no terrain feature 'paris'");
        assertError(check(o -> o.putArray("specialRules").addObject().put("rule", "general-leaves")
                        .put("general", "red-cg").put("endOfTurn", 5).put("replacement", "blue-bc1")),
                "$.specialRules[0].replacement", "no commander 'blue-bc1' in red's army");
        assertError(check(o -> o.putArray("specialRules").addObject().put("rule", "general-leaves")
                        .put("general", "red-bc1").put("endOfTurn", 5).put("replacement", "red-cg")),
                "$.specialRules[0].general", "no commanding general 'red-bc1'");
        assertError(check(o -> o.putArray("specialRules").addObject().put("rule", "mist").put("failUpTo", 7)),
                "$.specialRules[0].failUpTo", "must be from 1 to 6, not 7");
    }

    @Test
    @DisplayName("Honours of War refuses Blown Away's terrain kinds, and Blown Away refuses Honours of War's")
    void terrainKinds() {
        for (String kind : List.of("redoubt", "field", "farm", "crossroads", "building")) {
            assertError(check(o -> ((ObjectNode) o.get("terrain").get(6)).put("kind", kind)), "$.terrain[6].kind",
                    "terrain kind '" + kind + "' is not one of Honours of War's");
        }
        for (String kind : List.of("rough", "steepHill", "woodedSteepHill", "town", "ford")) {
            assertValid(check(o -> {
                ((ObjectNode) o.get("terrain").get(6)).put("kind", kind);
                ((ArrayNode) unit(o, "red", 2).get("at")).removeAll().add(28).add(60); // guns off the hill
            }));
        }
        Set<adjutant.engine.scenario.TerrainKind> ba = new adjutant.engine.blownaway.scenario.BaScenarioFormat()
                .terrainKinds();
        for (String kind : List.of("rough", "steepHill", "woodedSteepHill", "hedge", "fence", "treeline", "stream",
                "ford", "town")) {
            assertFalse(ba.contains(adjutant.engine.scenario.TerrainKind.fromId(kind)), kind);
        }
    }

    @Test
    @DisplayName("bounds: turn limit, breaking point, units per army")
    void bounds() {
        assertError(check(o -> o.put("turnLimit", 101)), "$.turnLimit", "must be from 0 to 100, not 101");
        assertError(check(o -> army(o, "blue").put("breakingPoint", -1)), "$.armies.blue.breakingPoint",
                "must be from 0 to 60, not -1");
        assertError(check(o -> o.put("scale", "54mm")), "$.scale", "unknown scale '54mm'");
        assertError(check(o -> o.putArray("options").add("cheating")), "$.options[0]", "unknown optional rule 'cheating'");
        assertError(check(o -> o.put("season", "monsoon")), "$.season", "unknown season 'monsoon'");
    }

    @Test
    @DisplayName("the example of docs/honours-of-war-scenarios.md loads")
    void documentedExample() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "honours-of-war-scenarios.md"));
        int start = doc.indexOf("```json") + "```json".length();
        String json = doc.substring(start, doc.indexOf("```", start));
        LoadResult r = ScenarioLoader.check(json, "outpost");
        assertValid(r);
        HowScenario s = HowScenario.from(r.scenario().orElseThrow());
        assertEquals(Formation.IN_BUA, s.army(Side.RED).units().get(0).formation());
        assertEquals(List.of(new ObjectiveValue("mill", 2, Side.RED)), s.objectiveValues());
    }
}
