package adjutant.engine.augsburg;

/**
 * The cover categories of LOA-TERR-3 (AMB-30), one mapping for the four vocabularies the source
 * uses: the save a target gets (LOA-FIRE-6), whether firing from it halves the basic pool
 * (LOA-FIRE-3), the morale modifier (LOA-MOR-3) and the melee penalty for a charger crossing it
 * (LOA-MELEE-4). A unit uses its best single category (AMB-35).
 */
public enum Cover {
    /** Open ground. */
    NONE(7, false, 0, 0),
    /** Light brush: concealed, area cover. */
    BRUSH(6, true, -1, 0),
    /** Wooden buildings: concealed, fire halved, light cover, a serious obstacle. */
    WOODEN_BUILDING(6, true, -1, -3),
    /** Hedge, fence, low wall: concealed, no halving, light cover, a small obstacle. */
    LINEAR(6, false, -1, -2),
    /** Woods: cover, fire halved, substantial cover, no obstacle to a charge. */
    WOODS(5, true, -2, 0),
    /** A substantial building: cover, fire halved, substantial cover, a serious obstacle. */
    BUILDING(5, true, -2, -3),
    /** Light works: cover, no halving (earthworks), −2 morale, a small obstacle. */
    LIGHT_WORKS(5, false, -2, -2),
    /** Substantial works, forts, heavy stone walls: hard cover. */
    HARD(4, false, -3, -3);

    /** The lowest D6 face that saves a hit (LOA-FIRE-6); 7 = no save. */
    public final int save;
    /** Firing from inside halves the basic pool (LOA-FIRE-3). */
    public final boolean halvesFire;
    /** Added to the morale total (LOA-MOR-3): negative is better. */
    public final int morale;
    /** Melee dice for a charger crossing it (LOA-MELEE-4): −2 small, −3 serious obstacle. */
    public final int meleeObstacle;

    Cover(int save, boolean halvesFire, int morale, int meleeObstacle) {
        this.save = save;
        this.halvesFire = halvesFire;
        this.morale = morale;
        this.meleeObstacle = meleeObstacle;
    }

    /** The better of two categories for a target: the better save, then the better morale. */
    public Cover best(Cover o) {
        if (o.save != save) {
            return o.save < save ? o : this;
        }
        return o.morale < morale ? o : this;
    }
}
