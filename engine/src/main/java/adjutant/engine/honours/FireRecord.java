package adjutant.engine.honours;

/**
 * One fire this firing phase, kept so that command casualties can find the figures in its line
 * of fire (HOW-CMD-18 (a), AMB-17): the firing rules append one per firing unit and target
 * through {@link CommandCasualties#recordFire}.
 *
 * @param canister whether artillery fired canister (infantry fire always counts)
 */
record FireRecord(int firer, int target, boolean canister) {
}
