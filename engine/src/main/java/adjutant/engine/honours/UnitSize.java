package adjutant.engine.honours;

/**
 * Small, standard or large (HOW-OPT-9): the number of bases, the ±1 on combat dice and the
 * weight in unit totals, breaking points and points lost (HOW-VIC-1, HOW-VIC-2).
 */
public enum UnitSize {
    SMALL(3, 2, 0.5, -1),
    STANDARD(5, 4, 1, 0),
    LARGE(7, 6, 1.5, +1);

    private final int infantryBases;
    private final int cavalryBases;
    private final double weight;
    private final int combatModifier;

    UnitSize(int infantryBases, int cavalryBases, double weight, int combatModifier) {
        this.infantryBases = infantryBases;
        this.cavalryBases = cavalryBases;
        this.weight = weight;
        this.combatModifier = combatModifier;
    }

    /** Bases of an infantry battalion (CO or light) of this size; a small one is given 3 of the book's 2–3. */
    public int infantryBases() {
        return infantryBases;
    }

    public int cavalryBases() {
        return cavalryBases;
    }

    /** 0.5, 1 or 1.5 (HOW-VIC-1, HOW-VIC-2). */
    public double weight() {
        return weight;
    }

    /** −1 small, +1 large on every firing and melee die (HOW-HIT-5, HOW-HIT-7). */
    public int combatModifier() {
        return combatModifier;
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
