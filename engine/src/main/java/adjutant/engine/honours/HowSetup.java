package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;

import adjutant.engine.game.Side;
import adjutant.engine.honours.scenario.ArmySpec;
import adjutant.engine.honours.scenario.BrigadeSpec;
import adjutant.engine.honours.scenario.CommanderSpec;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.UnitSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What stays fixed through a game: the scenario flattened into indexed arrays (units, brigades,
 * commanders; blue's first), the terrain, the scale. Actions name units, brigades and commanders
 * by these indices, so they stay valid in every copy of a state.
 *
 * <p>An independent unit is a brigade of one with no commander (HOW-ORG-11).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class HowSetup {

    private final HowScenario scenario;
    private final Scale scale;
    private final Terrain terrain;
    private final UnitSpec[] units;
    private final Side[] unitSide;
    private final int[] unitBrigade;
    private final Nation[] unitNation;
    private final BrigadeSpec[] brigades;
    private final Side[] brigadeSide;
    private final int[] brigadeCommander;
    private final int[][] brigadeUnits;
    private final CommanderSpec[] commanders;
    private final Side[] commanderSide;
    private final int[] commanderBrigade;
    private final int[] general = {-1, -1};
    private final Map<String, Integer> unitIndex = new HashMap<>();
    private final Map<String, Integer> brigadeIndex = new HashMap<>();
    private final Map<String, Integer> commanderIndex = new HashMap<>();

    private final String[] unitNames;

    public HowSetup(HowScenario scenario) {
        this.scenario = scenario;
        this.scale = scenario.scale();
        this.terrain = new Terrain(scenario);
        List<UnitSpec> us = new ArrayList<>();
        List<Side> uSide = new ArrayList<>();
        List<BrigadeSpec> bs = new ArrayList<>();
        List<Side> bSide = new ArrayList<>();
        List<CommanderSpec> cs = new ArrayList<>();
        List<Side> cSide = new ArrayList<>();
        for (ArmySpec army : scenario.armies()) {
            for (UnitSpec u : army.units()) {
                unitIndex.put(u.id(), us.size());
                us.add(u);
                uSide.add(army.side());
            }
            for (BrigadeSpec b : army.brigades()) {
                brigadeIndex.put(b.id(), bs.size());
                bs.add(b);
                bSide.add(army.side());
            }
            for (CommanderSpec c : army.commanders()) {
                commanderIndex.put(c.id(), cs.size());
                if (c.role() == CommanderRole.GENERAL) {
                    general[army.side().ordinal()] = cs.size();
                }
                cs.add(c);
                cSide.add(army.side());
            }
        }
        units = us.toArray(UnitSpec[]::new);
        unitSide = uSide.toArray(Side[]::new);
        unitNames = UnitNames.distinct(us.stream().map(UnitSpec::name).toArray(String[]::new), unitSide,
                side -> scenario.army(side).name());
        brigades = bs.toArray(BrigadeSpec[]::new);
        brigadeSide = bSide.toArray(Side[]::new);
        commanders = cs.toArray(CommanderSpec[]::new);
        commanderSide = cSide.toArray(Side[]::new);
        unitBrigade = new int[units.length];
        unitNation = new Nation[units.length];
        brigadeUnits = new int[brigades.length][];
        brigadeCommander = new int[brigades.length];
        commanderBrigade = new int[commanders.length];
        java.util.Arrays.fill(commanderBrigade, -1);
        for (int b = 0; b < brigades.length; b++) {
            BrigadeSpec spec = brigades[b];
            brigadeUnits[b] = spec.units().stream().mapToInt(this::unit).toArray();
            for (int u : brigadeUnits[b]) {
                unitBrigade[u] = b;
            }
            brigadeCommander[b] = spec.independent() ? -1 : commander(spec.commander());
            if (brigadeCommander[b] >= 0) {
                commanderBrigade[brigadeCommander[b]] = b;
            }
        }
        boolean national = !scenario.option(OptionalRule.NO_NATIONAL_DIFFERENCES);
        for (int u = 0; u < units.length; u++) {
            Nation own = units[u].nation() != null ? units[u].nation() : scenario.army(unitSide[u]).nation();
            unitNation[u] = national ? own : Nation.AUSTRIA;
        }
    }

    public HowScenario scenario() {
        return scenario;
    }

    public Scale scale() {
        return scale;
    }

    /** A distance of the rules at this game's scale, in cm. */
    public double cm(Distance d) {
        return scale.cm(d);
    }

    public Terrain terrain() {
        return terrain;
    }

    public boolean option(OptionalRule rule) {
        return scenario.option(rule);
    }

    public ArmySpec army(Side side) {
        return scenario.army(side);
    }

    /** The army's own national table (initiative, brigade commanders; HOW-NAT-4), Austria when National Differences are off. */
    public Nation armyNation(Side side) {
        return option(OptionalRule.NO_NATIONAL_DIFFERENCES) ? Nation.AUSTRIA : army(side).nation();
    }

    // ---- units ----

    public int unitCount() {
        return units.length;
    }

    public UnitSpec unit(int u) {
        return units[u];
    }

    public int unit(String id) {
        Integer i = unitIndex.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no unit '" + id + "'");
        }
        return i;
    }

    public Side side(int unit) {
        return unitSide[unit];
    }

    public int brigadeOf(int unit) {
        return unitBrigade[unit];
    }

    /** The unit's own table for its movement deductions (HOW-NAT-4). */
    public Nation nation(int unit) {
        return unitNation[unit];
    }

    public UnitType type(int unit) {
        return units[unit].type();
    }

    /** The unit's name, with its army's when the other army has a unit of the same name ({@link UnitNames}). */
    public String unitName(int unit) {
        return unitNames[unit];
    }

    // ---- brigades ----

    public int brigadeCount() {
        return brigades.length;
    }

    public BrigadeSpec brigade(int b) {
        return brigades[b];
    }

    public int brigade(String id) {
        Integer i = brigadeIndex.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no brigade '" + id + "'");
        }
        return i;
    }

    public Side brigadeSide(int b) {
        return brigadeSide[b];
    }

    /** The brigade's commander, −1 for an independent unit. */
    public int brigadeCommander(int b) {
        return brigadeCommander[b];
    }

    public int[] brigadeUnits(int b) {
        return brigadeUnits[b].clone();
    }

    public boolean independent(int b) {
        return brigadeCommander[b] < 0;
    }

    // ---- commanders ----

    public int commanderCount() {
        return commanders.length;
    }

    public CommanderSpec commander(int c) {
        return commanders[c];
    }

    public int commander(String id) {
        Integer i = commanderIndex.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no commander '" + id + "'");
        }
        return i;
    }

    public Side commanderSide(int c) {
        return commanderSide[c];
    }

    /** The brigade a brigade commander leads, −1 for generals. */
    public int commanderBrigade(int c) {
        return commanderBrigade[c];
    }

    /** The side's commanding general, −1 if the scenario gives none. */
    public int general(Side side) {
        return general[side.ordinal()];
    }

    public String sideName(Side side) {
        return army(side).name();
    }
}
