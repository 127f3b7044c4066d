package adjutant.engine.honours;

import java.util.Locale;

/**
 * The National Differences tables (HOW-NAT-1, HOW-NAT-2): brigade commander ranges, initiative
 * modifiers, formation change cost, flank and rear deduction, artillery limbering, and the
 * points modifiers of HOW-PTS-3, HOW-PTS-4 and HOW-PTS-7. A table per nation and period; the
 * Austrian one is the "vanilla" template used when National Differences are switched off.
 *
 * <p>Rows marked † in the spec are reconstructed (AMB-5); the early French artillery takes a
 * full move to limber (AMB-4).
 */
public enum Nation {
    //            dith dep  init  formation change        flank/rear deduction            limber         manhandle½ pts:  unit art  bc
    PRUSSIA(      1, 4, +1, +1, Fraction.NONE, Fraction.NONE, Fraction.NONE, Fraction.NONE, Fraction.HALF, false, 10, 5, 15),
    PRUSSIA_1760( 1, 5, +1, 0, Fraction.HALF, Fraction.NONE, Fraction.QUARTER, Fraction.NONE, Fraction.HALF, false, 10, 5, 10),
    AUSTRIA(      2, 5, 0, 0, Fraction.HALF, Fraction.HALF, Fraction.QUARTER, Fraction.QUARTER, Fraction.HALF, false, 0, 0, 0),
    HBM(          2, 5, 0, +1, Fraction.HALF, Fraction.HALF, Fraction.QUARTER, Fraction.QUARTER, Fraction.HALF, false, 0, 0, 0),
    RUSSIA(       2, 6, -1, 0, Fraction.HALF, Fraction.HALF, Fraction.HALF, Fraction.HALF, Fraction.HALF, false, -10, -5, -10),
    RUSSIA_1759(  2, 5, 0, 0, Fraction.HALF, Fraction.HALF, Fraction.QUARTER, Fraction.QUARTER, Fraction.HALF, false, 0, 0, 0),
    FRANCE(       2, 6, -1, 0, Fraction.FULL, Fraction.HALF, Fraction.HALF, Fraction.HALF, Fraction.FULL, true, -10, -5, -10),
    FRANCE_1760(  2, 5, 0, 0, Fraction.FULL, Fraction.HALF, Fraction.HALF, Fraction.HALF, Fraction.FULL, true, -10, -5, -10),
    SAXONY(       2, 6, -1, 0, Fraction.HALF, Fraction.HALF, Fraction.QUARTER, Fraction.QUARTER, Fraction.HALF, false, 0, 0, 0),
    SWEDEN(       2, 6, 0, 0, Fraction.HALF, Fraction.HALF, Fraction.HALF, Fraction.HALF, Fraction.FULL, false, -10, -5, -10),
    REICHSARMEE(  3, 6, -2, -1, Fraction.FULL, Fraction.FULL, Fraction.HALF, Fraction.HALF, Fraction.FULL, true, -15, -5, -15);

    private final int ditheringUpTo;
    private final int dependableUpTo;
    private final int moveInitiative;
    private final int fireInitiative;
    private final Fraction infantryFormationChange;
    private final Fraction cavalryFormationChange;
    private final Fraction infantryFlankDeduction;
    private final Fraction cavalryFlankDeduction;
    private final Fraction limberCost;
    private final boolean manhandleAtHalfRate;
    private final int unitPoints;
    private final int artilleryAndLightPoints;
    private final int variableBrigadierPoints;

    Nation(int ditheringUpTo, int dependableUpTo, int moveInitiative, int fireInitiative,
            Fraction infantryFormationChange, Fraction cavalryFormationChange,
            Fraction infantryFlankDeduction, Fraction cavalryFlankDeduction, Fraction limberCost,
            boolean manhandleAtHalfRate, int unitPoints, int artilleryAndLightPoints, int variableBrigadierPoints) {
        this.ditheringUpTo = ditheringUpTo;
        this.dependableUpTo = dependableUpTo;
        this.moveInitiative = moveInitiative;
        this.fireInitiative = fireInitiative;
        this.infantryFormationChange = infantryFormationChange;
        this.cavalryFormationChange = cavalryFormationChange;
        this.infantryFlankDeduction = infantryFlankDeduction;
        this.cavalryFlankDeduction = cavalryFlankDeduction;
        this.limberCost = limberCost;
        this.manhandleAtHalfRate = manhandleAtHalfRate;
        this.unitPoints = unitPoints;
        this.artilleryAndLightPoints = artilleryAndLightPoints;
        this.variableBrigadierPoints = variableBrigadierPoints;
    }

    /** The rating a brigade commander diced on this table gets for a D6 face (HOW-NAT-2, HOW-ORG-13). */
    public Rating brigadierRating(int d6) {
        return d6 <= ditheringUpTo ? Rating.DITHERING : d6 <= dependableUpTo ? Rating.DEPENDABLE : Rating.DASHING;
    }

    /** The highest D6 face that makes a dithering brigade commander; 0 when none does. */
    public int ditheringUpTo() {
        return ditheringUpTo;
    }

    /** The highest D6 face that makes a dependable one; 6 when no face makes a dashing one. */
    public int dependableUpTo() {
        return dependableUpTo;
    }

    /** The faces of the brigade commander table giving a rating, as the book writes them: "1–2", "6", "—". */
    public String brigadierFaces(Rating rating) {
        int from = rating == Rating.DITHERING ? 1 : rating == Rating.DEPENDABLE ? ditheringUpTo + 1 : dependableUpTo + 1;
        int to = rating == Rating.DITHERING ? ditheringUpTo : rating == Rating.DEPENDABLE ? dependableUpTo : 6;
        return from > to ? "—" : from == to ? Integer.toString(from) : from + "–" + to;
    }

    /** Added to the movement-initiative D6 (HOW-INIT-1). */
    public int moveInitiative() {
        return moveInitiative;
    }

    /** Added to the firing-initiative D6 (HOW-INIT-5). */
    public int fireInitiative() {
        return fireInitiative;
    }

    /**
     * The formation change cost of close-order infantry or cavalry (HOW-FORM-2); French
     * "foreign infantry" pay half (Swiss, German regiments); light infantry never pay (HOW-FORM-1).
     */
    public Fraction formationChange(UnitType type, boolean foreignInfantry) {
        if (type == UnitType.LIGHT_INFANTRY) {
            return Fraction.NONE; // HOW-FORM-1
        }
        if (type == UnitType.CAVALRY) {
            return cavalryFormationChange;
        }
        return foreignInfantry && (this == FRANCE || this == FRANCE_1760) ? Fraction.HALF : infantryFormationChange;
    }

    /** The deduction for moving to flank or rear (HOW-MOVE-5); light infantry never take one. */
    public Fraction flankDeduction(UnitType type, boolean foreignInfantry) {
        if (type == UnitType.LIGHT_INFANTRY) {
            return Fraction.NONE;
        }
        if (type == UnitType.CAVALRY) {
            return cavalryFlankDeduction;
        }
        return foreignInfantry && (this == FRANCE || this == FRANCE_1760) ? Fraction.QUARTER : infantryFlankDeduction;
    }

    /** Half or full move to limber or unlimber (HOW-ART-1). */
    public Fraction limberCost() {
        return limberCost;
    }

    /** France and the Reichsarmee manhandle at half the normal distances (HOW-ART-3). */
    public boolean manhandleAtHalfRate() {
        return manhandleAtHalfRate;
    }

    /** The army modifier on close-order infantry and cavalry points (HOW-PTS-3). */
    public int unitPoints() {
        return unitPoints;
    }

    /** The army modifier on artillery and light infantry points (HOW-PTS-4, HOW-PTS-5). */
    public int artilleryAndLightPoints() {
        return artilleryAndLightPoints;
    }

    /** Points per brigade commander of variable (diced) quality (HOW-PTS-7). */
    public int variableBrigadierPoints() {
        return variableBrigadierPoints;
    }

    /** The id used in scenario files: {@code prussia}, {@code prussia-1760}, {@code hbm}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Nation fromId(String id) {
        for (Nation n : values()) {
            if (n.id().equals(id)) {
                return n;
            }
        }
        throw new IllegalArgumentException("unknown nation '" + id + "'");
    }
}
