package adjutant.engine.blownaway.action;

import adjutant.engine.blownaway.scenario.Formation;

/** Change formation and/or facing in place about the pivot point (BA-FORM-1, BA-GEO-26). */
public record Reform(int unit, Formation formation, double facingDeg) implements BaAction {
    @Override
    public int actingUnit() {
        return unit;
    }

    @Override
    public boolean unitMainAction() {
        return true;
    }
}
