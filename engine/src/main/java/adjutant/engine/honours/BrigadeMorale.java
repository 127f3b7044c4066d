package adjutant.engine.honours;

/**
 * Optional brigade morale (HOW-OPT-1): once more than half of a brigade's units are Done For,
 * it is demoralised: the rest retreat off the board (the movement rules make that move), fight
 * and fire at −1, and each counts as Done For once 60 cm or more from every enemy unit.
 */
final class BrigadeMorale {

    private BrigadeMorale() {
    }

    /** More than half of the brigade's units are Done For (or removed). */
    static boolean demoralised(HowState s, int brigade) {
        int[] units = s.setup.brigadeUnits(brigade);
        int gone = 0;
        for (int u : units) {
            if (!s.units[u].active()) {
                gone++;
            }
        }
        return 2 * gone > units.length;
    }

    /** Units of demoralised brigades 60 cm or more from every enemy count as Done For and leave (HOW-OPT-1). */
    static void disengage(HowState s) {
        double far = s.setup.cm(Distance.BRIGADE_MORALE_DISENGAGE);
        for (int b = 0; b < s.setup.brigadeCount(); b++) {
            if (!demoralised(s, b)) {
                continue;
            }
            for (int u : s.setup.brigadeUnits(b)) {
                if (s.inPlay(u) && s.nearestEnemyDistance(u) >= far) {
                    Hits.doneFor(s, u);
                    s.units[u].removed = true;
                }
            }
        }
    }
}
