package adjutant.engine.honours;

/**
 * One fire of the current phase (HOW-FIRE-2, HOW-TERR-26): who fired at whom and whether it was
 * canister. The command-casualty rules read it (HOW-CMD-18 trigger (a)); a BUA unit's faces
 * already used are read from it.
 */
public record FireRecord(int firer, int target, boolean canister) {
}
