package adjutant.engine.augsburg;

import adjutant.engine.game.UnitNames;

import adjutant.engine.augsburg.scenario.ArmySpec;
import adjutant.engine.augsburg.scenario.BrigadeSpec;
import adjutant.engine.augsburg.scenario.CommanderSpec;
import adjutant.engine.augsburg.scenario.LoaScenario;
import adjutant.engine.augsburg.scenario.UnitSpec;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * What never changes in a game: the scenario flattened to indices. Units and brigades are
 * numbered in scenario order (blue's first); commanders are the two CinCs (0 blue, 1 red), then
 * one brigadier per brigade ({@link #brigadier(int)}).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class LoaSetup {

    private final LoaScenario scenario;
    private final Kind[] kind;
    private final Side[] unitSide;
    private final int[] brigade;
    private final String[] unitName;
    private final String[] unitId;
    private final int[] tags;
    private final int[][] figures;
    private final int[] originalFigures;
    private final Side[] brigadeSide;
    private final String[] brigadeName;
    private final int[][] brigadeUnits;
    private final Role[] role;
    private final Side[] commanderSide;
    private final int[] cn;
    private final String[] commanderName;

    public LoaSetup(LoaScenario scenario) {
        this.scenario = scenario;
        List<UnitSpec> units = new ArrayList<>();
        List<Side> sides = new ArrayList<>();
        List<Integer> brigades = new ArrayList<>();
        List<BrigadeSpec> bs = new ArrayList<>();
        List<Side> bSides = new ArrayList<>();
        for (ArmySpec a : scenario.armies()) {
            for (BrigadeSpec b : a.brigades()) {
                for (UnitSpec u : b.units()) {
                    units.add(u);
                    sides.add(a.side());
                    brigades.add(bs.size());
                }
                bs.add(b);
                bSides.add(a.side());
            }
        }
        int n = units.size();
        kind = new Kind[n];
        unitSide = new Side[n];
        brigade = new int[n];
        unitName = new String[n];
        unitId = new String[n];
        tags = new int[n];
        figures = new int[n][];
        originalFigures = new int[n];
        for (int u = 0; u < n; u++) {
            UnitSpec s = units.get(u);
            kind[u] = s.kind();
            unitSide[u] = sides.get(u);
            brigade[u] = brigades.get(u);
            unitName[u] = s.name();
            unitId[u] = s.id();
            for (Tag t : s.tags()) {
                tags[u] |= t.bit();
            }
            int[] f = s.kind().fullStrength();
            int pikes = Math.min(s.pikes(), f[FigureType.MUSKETEER.ordinal()]);
            f[FigureType.MUSKETEER.ordinal()] -= pikes;
            f[FigureType.PIKE.ordinal()] += pikes;
            figures[u] = f;
            for (int c : f) {
                originalFigures[u] += c;
            }
        }
        String[] given = unitName.clone();
        System.arraycopy(UnitNames.distinct(given, unitSide, side -> scenario.army(side).name()), 0, unitName, 0, n);
        int nb = bs.size();
        brigadeSide = bSides.toArray(new Side[0]);
        brigadeName = new String[nb];
        brigadeUnits = new int[nb][];
        role = new Role[2 + nb];
        commanderSide = new Side[2 + nb];
        cn = new int[2 + nb];
        commanderName = new String[2 + nb];
        for (Side side : Side.values()) {
            CommanderSpec c = scenario.army(side).cinc();
            role[side.ordinal()] = Role.CINC;
            commanderSide[side.ordinal()] = side;
            cn[side.ordinal()] = c.cn();
            commanderName[side.ordinal()] = c.name();
        }
        for (int b = 0; b < nb; b++) {
            brigadeName[b] = bs.get(b).name();
            final int bb = b;
            brigadeUnits[b] = java.util.stream.IntStream.range(0, n).filter(u -> brigade[u] == bb).toArray();
            CommanderSpec c = bs.get(b).brigadier();
            role[2 + b] = Role.BRIGADIER;
            commanderSide[2 + b] = brigadeSide[b];
            cn[2 + b] = c.cn();
            commanderName[2 + b] = c.name();
        }
    }

    public LoaScenario scenario() {
        return scenario;
    }

    public int unitCount() {
        return kind.length;
    }

    public int brigadeCount() {
        return brigadeUnits.length;
    }

    public int commanderCount() {
        return role.length;
    }

    public Kind kind(int unit) {
        return kind[unit];
    }

    public Side side(int unit) {
        return unitSide[unit];
    }

    public int brigade(int unit) {
        return brigade[unit];
    }

    public String unitName(int unit) {
        return unitName[unit];
    }

    public String unitId(int unit) {
        return unitId[unit];
    }

    public boolean has(int unit, Tag tag) {
        return (tags[unit] & tag.bit()) != 0;
    }

    /** Figures at the start, by {@link FigureType} ordinal (a copy). */
    public int[] startFigures(int unit) {
        return figures[unit].clone();
    }

    /** The unit's original figure count (LOA-ORG-10, LOA-MOR-2). */
    public int originalFigures(int unit) {
        return originalFigures[unit];
    }

    public Side brigadeSide(int brigade) {
        return brigadeSide[brigade];
    }

    public String brigadeName(int brigade) {
        return brigadeName[brigade];
    }

    /** The units of a brigade (a shared array: do not change it). */
    public int[] brigadeUnits(int brigade) {
        return brigadeUnits[brigade];
    }

    /** The CinC of a side: commander 0 (blue) or 1 (red). */
    public int cinc(Side side) {
        return side.ordinal();
    }

    /** The brigadier of a brigade: commander 2 + brigade. */
    public int brigadier(int brigade) {
        return 2 + brigade;
    }

    public Role role(int commander) {
        return role[commander];
    }

    public Side commanderSide(int commander) {
        return commanderSide[commander];
    }

    /** Command Number 1–3 (LOA-ORG-11, AMB-1). */
    public int cn(int commander) {
        return cn[commander];
    }

    public String commanderName(int commander) {
        return commanderName[commander];
    }

    /** Command radius in inches (LOA-CMD-4): brigadier CN + 4, CinC 2 × CN + 16. */
    public double radius(int commander) {
        return role[commander] == Role.CINC ? 2 * cn[commander] + 16 : cn[commander] + 4;
    }

    /** The unit of a scenario id, or −1. */
    public int unitOf(String id) {
        for (int u = 0; u < unitId.length; u++) {
            if (unitId[u].equals(id)) {
                return u;
            }
        }
        return -1;
    }
}
