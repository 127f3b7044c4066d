package adjutant.engine.blownaway;

import adjutant.engine.game.UnitNames;

import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.Arrays;

/**
 * What never changes during a game: the rules variant and parameters, the table, every unit's
 * side, type and name, every man's unit and role. Shared (not copied) by all states of a game.
 * Units are numbered 0..n-1 (blue's first, in scenario order); a unit's men are the contiguous
 * figure indices {@code firstFigure(u) .. firstFigure(u) + startMen(u) - 1}.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class BaSetup {
    final Variant variant;
    final Params params;
    final Board board;

    final int nUnits;
    final Side[] unitSide;
    final UnitType[] unitType;
    final boolean[] militia;
    final String[] unitId;
    final String[] unitName;
    final int[] firstFigure;
    final int[] startMen;

    final int nFigures;
    final int[] figUnit;
    final Role[] figRole;
    final double[] figRadius;

    final String[] sideName;
    private final int[] sideMen; // by Side ordinal: the men of all its units at the start
    private final long[] sideUnits; // by Side ordinal: bit u set for each of its units

    BaSetup(Variant variant, Params params, Board board, Side[] unitSide, UnitType[] unitType, boolean[] militia,
            String[] unitId, String[] unitName, int[] startMen, Role[] figRole, String[] sideName) {
        this.variant = variant;
        this.params = params;
        this.board = board;
        this.nUnits = unitSide.length;
        this.unitSide = unitSide.clone();
        this.unitType = unitType.clone();
        this.militia = militia.clone();
        this.unitId = unitId.clone();
        this.unitName = UnitNames.distinct(unitName, unitSide, side -> sideName[side.ordinal()]);
        this.startMen = startMen.clone();
        this.firstFigure = new int[nUnits];
        int n = 0;
        for (int u = 0; u < nUnits; u++) {
            firstFigure[u] = n;
            n += startMen[u];
        }
        if (n != figRole.length) {
            throw new IllegalArgumentException("roles for " + figRole.length + " figures, units hold " + n);
        }
        this.nFigures = n;
        this.figRole = figRole.clone();
        this.figUnit = new int[n];
        this.figRadius = new double[n];
        for (int u = 0; u < nUnits; u++) {
            double r = switch (unitType[u]) {
                case CAVALRY -> Params.RADIUS_CAVALRY;
                default -> Params.RADIUS_INFANTRY;
            };
            Arrays.fill(figUnit, firstFigure[u], firstFigure[u] + startMen[u], u);
            Arrays.fill(figRadius, firstFigure[u], firstFigure[u] + startMen[u], r);
        }
        this.sideName = sideName.clone();
        this.sideMen = new int[Side.COUNT];
        this.sideUnits = new long[Side.COUNT];
        for (int u = 0; u < nUnits; u++) {
            sideMen[unitSide[u].ordinal()] += startMen[u];
            sideUnits[unitSide[u].ordinal()] |= 1L << u;
        }
    }

    /** The units of {@code side}, as a bit set (bit u for unit u). */
    public long units(Side side) {
        return sideUnits[side.ordinal()];
    }

    public Variant variant() {
        return variant;
    }

    public Params params() {
        return params;
    }

    public Board board() {
        return board;
    }

    public int unitCount() {
        return nUnits;
    }

    public int figureCount() {
        return nFigures;
    }

    public Side side(int unit) {
        return unitSide[unit];
    }

    public UnitType type(int unit) {
        return unitType[unit];
    }

    public boolean militia(int unit) {
        return militia[unit];
    }

    /** The scenario's id of the unit, e.g. "blue-inf-1". */
    public String unitId(int unit) {
        return unitId[unit];
    }

    /** The display name, e.g. "Prussian Cavalry 1". */
    public String unitName(int unit) {
        return unitName[unit];
    }

    public int firstFigure(int unit) {
        return firstFigure[unit];
    }

    public int startMen(int unit) {
        return startMen[unit];
    }

    public int unitOf(int figure) {
        return figUnit[figure];
    }

    public Role role(int figure) {
        return figRole[figure];
    }

    public double radius(int figure) {
        return figRadius[figure];
    }

    /** Display name of a side's army, e.g. "Prussians". */
    public String sideName(Side side) {
        return sideName[side.ordinal()];
    }

    /** The index of the unit with scenario id {@code id}, or -1. */
    public int unitIndex(String id) {
        for (int u = 0; u < nUnits; u++) {
            if (unitId[u].equals(id)) {
                return u;
            }
        }
        return -1;
    }

    public int startMen(Side side) {
        return sideMen[side.ordinal()];
    }
}
