package adjutant.engine.blownaway.action;

/** Detached gunners walk up to 6 in back toward their gun (BA-RALLY-11, BA-GEO-20). */
public record GunnerReturn(int unit) implements BaAction {
    @Override
    public int actingUnit() {
        return unit;
    }

    @Override
    public boolean unitMainAction() {
        return true;
    }
}
