package adjutant.engine.blownaway.action;

import adjutant.engine.blownaway.scenario.Formation;

/**
 * Rally {@code count} running men of a unit (BA-RALLY). For a unit with no man in ranks the
 * owner picks the running man the unit re-forms around ({@code anchorFigure}, -1 = canonical),
 * the facing ({@code facingDeg}, NaN = canonical) and the formation (null = LINE), BA-RALLY-10.
 * The commander is placed next to the unit when the rally needs him (BA-CMDR-5).
 */
public record Rally(int unit, int count, int anchorFigure, double facingDeg, Formation formation)
        implements BaAction {

    /** A rally of {@code count} men with every other choice canonical. */
    public static Rally of(int unit, int count) {
        return new Rally(unit, count, -1, Double.NaN, null);
    }

    @Override
    public int actingUnit() {
        return unit;
    }

    @Override
    public boolean unitMainAction() {
        return true;
    }
}
