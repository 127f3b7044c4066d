package adjutant.engine.honours.scenario;

import java.util.Objects;

/**
 * A scenario's own rule that the standard body cannot say (HOW-SCN-5). Movement restrictions
 * are not special rules: a brigade's {@code mayNotMoveBefore} says them (HOW-SCN-4, HOW-SCN-5).
 *
 * @implNote The implementations are immutable and thread-safe.
 */
public sealed interface SpecialRule {

    /** The id in scenario files: {@code mist}, {@code general-leaves}. */
    String id();

    /**
     * Lobositz's swirling mist (HOW-SCN-5, AMB-45): for the first {@code turns} turns, a fire or
     * an intended charge from beyond {@code beyondCm} (at 28mm; the game's scale converts it)
     * where the firer or charger, or its target, is on the plain (not on a hill) fails on a D6
     * of 1 to {@code failUpTo}; a failed charger may not come closer than that to the enemy.
     * Built-up areas are large enough to be fired at normally.
     */
    record Mist(int turns, int failUpTo, double beyondCm) implements SpecialRule {
        public static final String ID = "mist";

        @Override
        public String id() {
            return ID;
        }
    }

    /**
     * A commanding general leaves at the end of a turn and another commander replaces him
     * (HOW-SCN-5: Frederick, then Keith after turn 5). Proposed (AMB-45): the replacement becomes
     * a dependable commanding general and the lieutenant general's level disappears.
     *
     * @param general the id of the general who leaves
     * @param replacement the id of the commander (a lieutenant general) who takes over
     */
    record GeneralLeaves(String general, int endOfTurn, String replacement) implements SpecialRule {
        public static final String ID = "general-leaves";

        public GeneralLeaves {
            Objects.requireNonNull(general);
            Objects.requireNonNull(replacement);
        }

        @Override
        public String id() {
            return ID;
        }
    }
}
