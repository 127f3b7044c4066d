package adjutant.engine.blownaway;

import adjutant.engine.game.Verdict;
import adjutant.engine.blownaway.scenario.UnitType;

/** Who may conduct combat against whom (BA-CMB-1..5, 16, BA-CMB-C-1, BA-CMB-W-2, BA-TERR-1). */
final class CombatEligibility {
    private CombatEligibility() {}

    /**
     * The version-independent bans, or null: attacker and target opposing and both with a man in
     * ranks (BA-CMB-1), attacker not used in this combat phase (BA-CMB-4), a battery must be
     * manned to attack (BA-CMB-16), cavalry may not attack hard cover or woods (BA-CMB-5).
     */
    static Verdict common(BaState s, int u, int t) {
        int n = s.setup.nUnits;
        if (u < 0 || u >= n || t < 0 || t >= n) {
            return Verdict.illegal("BA-CMB-1", "no such unit");
        }
        if (s.setup.unitSide[u] == s.setup.unitSide[t]) {
            return Verdict.illegal("BA-CMB-1", "combat is between opposing units");
        }
        String[] names = s.setup.unitName; // reasons formatted only when read: the combat lists never read them
        if (s.usedCombat(u)) {
            return Verdict.illegal("BA-CMB-4", () -> names[u] + " has already conducted combat this turn");
        }
        if (s.inRanks(u) == 0) {
            return Verdict.illegal("BA-CMB-1", () -> names[u] + " has no man in ranks");
        }
        if (s.inRanks(t) == 0) {
            return Verdict.illegal("BA-CMB-1", () -> names[t] + " has no man in ranks");
        }
        if (s.setup.unitType[u] == UnitType.ARTILLERY && !Relations.manned(s, u)) {
            return Verdict.illegal("BA-CMB-16", () -> names[u] + " is not manned");
        }
        if (s.setup.unitType[u] == UnitType.CAVALRY
                && BodyBounds.of(s).pairFact(s, PairFacts.CAVALRY_BARRED, u, t, CombatEligibility::cavalryBarred)) {
            double[] r = Relations.ref(s, u);
            String why = Cover.hard(s, t, r[0], r[1]) ? ", which has hard cover against it" : ", which is in woods (BA-TERR-1)";
            return Verdict.illegal("BA-CMB-5", () -> "cavalry may not attack " + names[t] + why);
        }
        return null;
    }

    /** Cavalry U may not attack T, which has hard cover against it or is in woods (BA-CMB-5, BA-TERR-1). */
    private static boolean cavalryBarred(BaState s, BodyBounds bounds, int u, int t) {
        double[] r = Relations.ref(s, u);
        return Cover.hard(s, t, r[0], r[1]) || Cover.inWoods(s, t);
    }

    /** Chance version (BA-CMB-C-1): continuing pair, or fresh with d < 4 and facesNear either way. */
    static Verdict chance(BaState s, int u, int t) {
        return chance(s, null, u, t);
    }

    /**
     * The same; {@code near}: the state's boxes when the caller (a combat list) has already found
     * the pair continuing or less than 4 in apart, so that contact is not tested twice; else null.
     */
    static Verdict chance(BaState s, BodyBounds near, int u, int t) {
        Verdict v = common(s, u, t);
        if (v != null) {
            return v;
        }
        if (s.paired(u, t)) {
            return null; // BA-CMB-3
        }
        if (near == null && !Relations.inContact(s, u, t)) {
            String[] names = s.setup.unitName;
            return Verdict.illegal("BA-CMB-2", () -> names[t] + " is not less than 4\" away");
        }
        if (!facesNear(s, near, u, t) && !facesNear(s, near, t, u)) {
            return Verdict.illegal("BA-CMB-C-1", "neither unit faces the other");
        }
        return null;
    }

    /** Without-chance version (BA-CMB-W-2): fresh facesNear(U, T); continuing faces(U, T). */
    static Verdict declared(BaState s, int u, int t) {
        return declared(s, null, u, t);
    }

    /** The same; {@code bounds}: the state's boxes when the caller asks about many pairs, or null. */
    static Verdict declared(BaState s, BodyBounds bounds, int u, int t) {
        Verdict v = common(s, u, t);
        if (v != null) {
            return v;
        }
        String[] names = s.setup.unitName; // reasons formatted only when read: the target lists never read them
        if (s.paired(u, t)) {
            return Relations.faces(s, u, t) ? null
                    : Verdict.illegal("BA-CMB-W-2", () -> names[t] + " is not in front of " + names[u]);
        }
        if (!facesNear(s, bounds, u, t)) {
            return Verdict.illegal("BA-CMB-W-2", () -> names[t] + " is not in front of and less than 4\" from "
                    + names[u]);
        }
        return null;
    }

    private static boolean facesNear(BaState s, BodyBounds bounds, int u, int t) {
        return bounds == null ? Relations.facesNear(s, u, t) : Relations.facesNear(s, bounds, u, t);
    }
}
