package adjutant.engine.blownaway;

/**
 * The decision points of a Blown Away turn (spec 2.2/2.3, Appendix B.1). The rules advance
 * through automatic steps by themselves; a state always rests at one of these.
 */
public enum Phase {
    /** The active player's one thing: pass, move, reform or rally one unit (BA-TURN-4). */
    MAIN,
    /** Each of the active player's guns in id order: fire at a target or hold (BA-ART-1). */
    ARTILLERY,
    /** Chance version: pick a unit and a target to fight, or stop (BA-CMB-C-1). */
    COMBAT,
    /** Chance version: the two cards of the pending combat are turned up (a chance node). */
    CARDS,
    /** Without-chance version: each eligible unit in turn declares a target or holds (BA-CMB-W-3). */
    DECLARE,
    /** FREE victim selection: the causing player picks which men die and run (BA-CAS-5). */
    LOSSES,
    /** The game is over. */
    OVER;

    static final Phase[] VALUES = values();
}
