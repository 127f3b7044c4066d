package adjutant.engine.honours;

/**
 * What a change of formation costs, in normal moves (HOW-FORM, HOW-MOVE-10, HOW-ART-1): the
 * national price for close-order infantry and cavalry (HOW-FORM-2), at least half for inferior
 * units (HOW-FORM-3), a full move in ground that halves the unit (HOW-FORM-8), nothing for light
 * infantry (HOW-FORM-1), half to mount or dismount (HOW-FORM-10), the national price to limber
 * or unlimber (HOW-ART-1). A turn to face a flank or the rear is a formation change
 * (HOW-FORM-4, AMB-71); switching cavalry between single and double line is one (HOW-FORM-7).
 */
final class FormationChange {

    private FormationChange() {
    }

    /**
     * The cost of going from {@code from} to {@code to}, {@code turn} when the unit also turns to
     * face a flank or the rear in place; {@code halfGround} when it stands in ground that halves
     * its movement. NaN when the change is not one this unit can make.
     */
    static double cost(HowState s, int u, Formation from, Formation to, boolean turn, boolean halfGround) {
        if (from == to && !turn) {
            return 0;
        }
        var spec = s.setup.unit(u);
        Nation n = s.setup.nation(u);
        return switch (spec.type()) {
            case LIGHT_INFANTRY -> 0;
            case INFANTRY -> formed(n.formationChange(UnitType.INFANTRY, spec.foreignInfantry()), spec.unitClass(), halfGround);
            case CAVALRY -> cavalry(s, u, from, to, halfGround);
            case ARTILLERY -> from == to ? Double.NaN : n.limberCost().value();
            case TRANSPORT -> Double.NaN;
        };
    }

    private static double cavalry(HowState s, int u, Formation from, Formation to, boolean halfGround) {
        boolean wasOnFoot = from == Formation.DISMOUNTED;
        boolean onFoot = to == Formation.DISMOUNTED;
        if (wasOnFoot && onFoot) {
            return 0; // dismounted cavalry are light infantry (HOW-MOVE-10, HOW-FORM-1)
        }
        if (wasOnFoot != onFoot) {
            return 0.5; // HOW-FORM-10
        }
        var spec = s.setup.unit(u);
        return formed(s.setup.nation(u).formationChange(UnitType.CAVALRY, false), spec.unitClass(), halfGround);
    }

    private static double formed(Fraction national, UnitClass c, boolean halfGround) {
        if (halfGround) {
            return 1; // HOW-FORM-8
        }
        double cost = national.value();
        return c == UnitClass.INFERIOR ? Math.max(0.5, cost) : cost; // HOW-FORM-3
    }

    /** Whether the unit may turn in place to a flank or the rear as a formation change (CO infantry and cavalry, LI). */
    static boolean mayTurnInPlace(HowState s, int u, Formation f) {
        UnitType t = s.setup.type(u);
        return t == UnitType.INFANTRY || t == UnitType.LIGHT_INFANTRY || (t == UnitType.CAVALRY && f != Formation.IN_BUA);
    }
}
