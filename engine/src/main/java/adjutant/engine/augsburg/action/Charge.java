package adjutant.engine.augsburg.action;

/** A unit on a revealed Charge chit names its target (LOA-MELEE-2 step 1). */
public record Charge(int unit, int target) implements LoaAction {
}
