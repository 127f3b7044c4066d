package adjutant.engine.augsburg;

/**
 * One charge and its melee as it goes on, carried from step to step (LOA-MELEE-2): the charger,
 * its target, the charge bonus rolled (LOA-MOVE-6, −1 before), the casualties the defender's
 * fire caused during it (LOA-MELEE-5 step 3), how the defender answered, and the obstacle the
 * charger crossed (LOA-MELEE-4).
 */
record Clash(int charger, int target, int bonus, int fire, int flags, int obstacle) {

    /** The defender counter-charged (LOA-MELEE-11). */
    static final int COUNTER = 1;
    /** The defender holds its fire for a point-blank volley at contact (LOA-MELEE-10, AMB-48). */
    static final int POINT_BLANK = 2;
    /** The defender dodged (LOA-EVADE-9) before the bonus was rolled. */
    static final int DODGED = 4;
    /** A dodger that did not get clear: caught, it cannot evade (LOA-EVADE-9). */
    static final int CAUGHT = 8;
    /** A follow-up that ran into a new enemy (LOA-MELEE-1 b, LOA-MELEE-8): no bonus, no reaction. */
    static final int FOLLOW_UP = 16;
    /** Contact came into the defender's flank or rear (LOA-MELEE-4 −6). */
    static final int FLANK = 32;
    /** Gunners who fired go on to evade if the charger still comes on (LOA-EVADE-1, AMB-55). */
    static final int GUNNERS_EVADE = 64;
    /** A unit recoiled into the front of a stationary one, which fights as attacker without the charging bonus (LOA-MELEE-1 c, AMB-38). */
    static final int RECOIL = 128;

    static Clash declared(int charger, int target) {
        return new Clash(charger, target, -1, 0, 0, 0);
    }

    boolean has(int flag) {
        return (flags & flag) != 0;
    }

    Clash with(int flag) {
        return new Clash(charger, target, bonus, fire, flags | flag, obstacle);
    }

    Clash withBonus(int b) {
        return new Clash(charger, target, b, fire, flags, obstacle);
    }

    Clash plusFire(int f) {
        return new Clash(charger, target, bonus, fire + f, flags, obstacle);
    }

    Clash withObstacle(int o) {
        return new Clash(charger, target, bonus, fire, flags, o);
    }

    /** Every field, packed, for the state hash. */
    long key() {
        return charger | ((long) target << 12) | ((long) (bonus + 1) << 24) | ((long) fire << 30) | ((long) flags << 40)
                | ((long) obstacle << 50);
    }
}
