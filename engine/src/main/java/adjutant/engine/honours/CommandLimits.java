package adjutant.engine.honours;

/**
 * The book's rules of thumb for how many commanders an army has: brigade commanders
 * ⌊(units − independent units) / 3⌋ (HOW-ORG-12, D-6), lieutenant generals ⌊brigades / 3⌋ in
 * non-historical games (HOW-OPT-5). Book scenarios break the first (AMB-42), so these are
 * guidance for scenario checks and army building, never enforced in play.
 */
public final class CommandLimits {

    private CommandLimits() {
    }

    /** The most brigade commanders an army of {@code units}, {@code independent} of them independent, should have (HOW-ORG-12). */
    public static int maxBrigadeCommanders(int units, int independent) {
        return Math.max(0, (units - independent) / 3);
    }

    /** The most lieutenant generals an army of {@code brigades} brigades should have in a non-historical game (HOW-OPT-5). */
    public static int maxLieutenantGenerals(int brigades) {
        return Math.max(0, brigades / 3);
    }
}
