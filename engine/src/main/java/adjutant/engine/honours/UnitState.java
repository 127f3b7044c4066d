package adjutant.engine.honours;

import adjutant.engine.game.Hasher;

import adjutant.engine.geometry.Vec2;

/**
 * What changes about one unit during a game (spec section 2): where it stands, its formation,
 * its hits and the flags the rules keep for the turn. Owned by one {@link HowState}; copied
 * field by field.
 *
 * <p>Fields are package-private: the rules of this package read and write them directly, as a
 * chess engine's move generator reads its board; other code uses the getters.
 */
public final class UnitState {

    // ---- where and how it stands ----
    double x;
    double y;
    double facing;
    Formation formation;
    /** Index of the built-up area block it occupies, −1 if none (HOW-TERR-21). */
    int inBua = -1;
    /** Standing in a fordable river: its next move is at half rate (HOW-TERR-17). */
    boolean inRiver;

    // ---- hits and morale ----
    int hits;
    /** Red hit die: retreated with 4 hits and must reform (HOW-RALLY-5). */
    boolean red;
    /** Spends this turn reforming (HOW-RALLY-6). */
    boolean reforming;
    /** Rallied off no hits in its first rally phase after the retreat: retreats again (HOW-RALLY-8). */
    boolean mustRetreatAgain;
    /** Halted at a table edge while retreating (HOW-REACT-9). */
    boolean atTableEdge;
    /** 5 or more hits, or blocked: inert, removed in the rally phase (HOW-RALLY-1, AMB-89). */
    boolean doneFor;
    /** Taken off the table. */
    boolean removed;
    boolean gunsAbandoned;
    boolean gunsCaptured;
    /** Abandoned its battalion guns (HOW-OPT-4). */
    boolean lostBattalionGuns;
    /** The sector of this unit the hits last came from (HOW-REACT-5). */
    Sector lastHitFrom = Sector.FRONT;
    /** The unit whose hits it last took, −1 if none (retreats face it, HOW-REACT-10). */
    int lastHitBy = -1;

    // ---- this turn ----
    /** The unit's own command result this turn (the brigade's, or Poor after a failed out-of-command test). */
    CommandResult order;
    boolean activated;
    boolean moved;
    /** Movement spent this turn, in normal moves (HOW-MOVE-2, AMB-48). */
    double movesUsed;
    /** Changed formation in some move this turn: its line rate applies (HOW-FORM-5). */
    boolean changedFormation;
    boolean fired;
    boolean firedInMovement;
    boolean usedCrossingFire;
    /** Fired crossing fire without taking the −1, so it may not move again (HOW-FIRE-15, AMB-26). */
    boolean mustNotMove;
    boolean evaded;
    boolean charged;
    boolean counterCharged;
    boolean turnedToFace;
    /** Qualifies for the cavalry charging +1 in the first round of its melee (HOW-MELEE-7), set on contact. */
    boolean chargeBonus;
    /** Successfully charged: fixed in place until the melee phase (HOW-CHG-5). */
    boolean fixed;
    /** Passed through by a friend: stationary for the rest of the turn (HOW-INTP-2). */
    boolean interpenetrated;
    boolean pursued;
    boolean unlimberedThisTurn;
    boolean retreatedThisTurn;
    /** Hits taken this turn (command casualties, HOW-CMD-18). */
    int hitsThisTurn;
    /** Hits count at the start of the firing phase, for the within-phase −1 (HOW-FIRE-4). */
    int hitsAtPhaseStart;
    /** Inspiring: its distance to the nearest enemy as the activation began, −1 when it has no obligation to close (HOW-CMD-9, AMB-19). */
    double inspiredFrom = -1;
    /** What the melee phase remembers this turn (HOW-MELEE, HOW-PURS). */
    MeleeMarks melee = new MeleeMarks();
    /** Move orders carried out this turn (an engine limit that keeps an activation finite, see MoveLimits). */
    int moveOrders;
    /** Made a move this turn that did not qualify for the march bonus, so it gets none (HOW-MOVE-7, AMB-49). */
    boolean offMarch;
    /** Where abandoned guns stand: the gun base's front centre and facing (HOW-REACT-14, HOW-REACT-15). */
    double gunX;
    double gunY;
    double gunFacing;

    UnitState() {
    }

    /** Where the unit stood when the turn began: a flank or rear charge from there needs a double move (HOW-CHG-22). */
    double turnStartX;
    double turnStartY;
    double turnStartFacing;
    /** Null before the first turn: the unit counts as starting where it stands. */
    Formation turnStartFormation;

    /**
     * The footprint last built for this unit and the place it was built for: built again only
     * when the unit has moved, turned or changed formation. Not part of the state (a footprint
     * follows from the fields above), so neither hashed nor compared.
     */
    private Footprint footprint;
    private double footprintX = Double.NaN;
    private double footprintY;
    private double footprintFacing;
    private Formation footprintFormation;

    Footprint footprint(HowSetup setup, int u) {
        if (footprint == null || x != footprintX || y != footprintY || facing != footprintFacing
                || formation != footprintFormation) {
            footprint = Bases.footprint(setup, u, new Vec2(x, y), facing, formation);
            footprintX = x;
            footprintY = y;
            footprintFacing = facing;
            footprintFormation = formation;
        }
        return footprint;
    }

    UnitState copy() {
        UnitState c = new UnitState();
        c.x = x;
        c.y = y;
        c.facing = facing;
        c.formation = formation;
        c.inBua = inBua;
        c.inRiver = inRiver;
        c.hits = hits;
        c.red = red;
        c.reforming = reforming;
        c.mustRetreatAgain = mustRetreatAgain;
        c.atTableEdge = atTableEdge;
        c.doneFor = doneFor;
        c.removed = removed;
        c.gunsAbandoned = gunsAbandoned;
        c.gunsCaptured = gunsCaptured;
        c.lostBattalionGuns = lostBattalionGuns;
        c.lastHitFrom = lastHitFrom;
        c.lastHitBy = lastHitBy;
        c.order = order;
        c.activated = activated;
        c.moved = moved;
        c.movesUsed = movesUsed;
        c.changedFormation = changedFormation;
        c.fired = fired;
        c.firedInMovement = firedInMovement;
        c.usedCrossingFire = usedCrossingFire;
        c.mustNotMove = mustNotMove;
        c.evaded = evaded;
        c.charged = charged;
        c.counterCharged = counterCharged;
        c.turnedToFace = turnedToFace;
        c.chargeBonus = chargeBonus;
        c.fixed = fixed;
        c.interpenetrated = interpenetrated;
        c.pursued = pursued;
        c.unlimberedThisTurn = unlimberedThisTurn;
        c.retreatedThisTurn = retreatedThisTurn;
        c.hitsThisTurn = hitsThisTurn;
        c.hitsAtPhaseStart = hitsAtPhaseStart;
        c.inspiredFrom = inspiredFrom;
        c.melee = melee.copy();
        c.turnStartX = turnStartX;
        c.turnStartY = turnStartY;
        c.turnStartFacing = turnStartFacing;
        c.turnStartFormation = turnStartFormation;
        c.moveOrders = moveOrders;
        c.offMarch = offMarch;
        c.gunX = gunX;
        c.gunY = gunY;
        c.gunFacing = gunFacing;
        // Footprints are immutable: the copy shares the cached one until its unit moves.
        c.footprint = footprint;
        c.footprintX = footprintX;
        c.footprintY = footprintY;
        c.footprintFacing = footprintFacing;
        c.footprintFormation = footprintFormation;
        return c;
    }

    /** Clears what lasts one turn (called as a new turn begins). */
    void newTurn() {
        turnStartX = x;
        turnStartY = y;
        turnStartFacing = facing;
        turnStartFormation = formation;
        order = null;
        activated = false;
        moved = false;
        movesUsed = 0;
        changedFormation = false;
        fired = false;
        firedInMovement = false;
        usedCrossingFire = false;
        mustNotMove = false;
        evaded = false;
        charged = false;
        counterCharged = false;
        turnedToFace = false;
        chargeBonus = false;
        fixed = false;
        interpenetrated = false;
        pursued = false;
        unlimberedThisTurn = false;
        retreatedThisTurn = false;
        hitsThisTurn = 0;
        inspiredFrom = -1;
        melee.clear();
        moveOrders = 0;
        offMarch = false;
    }

    /** Mixes every field into a hash (see {@link Hasher}). */
    void hashInto(Hasher h) {
        h.mix(x).mix(y).mix(facing).mix(formation.ordinal()).mix(inBua).mix(inRiver)
                .mix(hits).mix(red).mix(reforming).mix(mustRetreatAgain).mix(atTableEdge).mix(doneFor).mix(removed)
                .mix(gunsAbandoned).mix(gunsCaptured).mix(lostBattalionGuns).mix(lastHitFrom.ordinal()).mix(lastHitBy)
                .mix(order == null ? -1 : order.ordinal()).mix(activated).mix(moved).mix(movesUsed).mix(changedFormation)
                .mix(fired).mix(firedInMovement).mix(usedCrossingFire).mix(mustNotMove).mix(evaded).mix(charged)
                .mix(counterCharged).mix(turnedToFace).mix(chargeBonus).mix(fixed).mix(interpenetrated).mix(pursued)
                .mix(unlimberedThisTurn).mix(retreatedThisTurn).mix(hitsThisTurn).mix(hitsAtPhaseStart)
                .mix(inspiredFrom).mix(moveOrders).mix(offMarch).mix(gunX).mix(gunY).mix(gunFacing);
        h.mix(turnStartX).mix(turnStartY).mix(turnStartFacing).mix(turnStartFormation == null ? -1 : turnStartFormation.ordinal());
        melee.hashInto(h);
    }

    // ---- read access for other packages ----

    public double x() {
        return x;
    }

    public double y() {
        return y;
    }

    public double facing() {
        return facing;
    }

    public Formation formation() {
        return formation;
    }

    public int hits() {
        return hits;
    }

    public boolean red() {
        return red;
    }

    public boolean reforming() {
        return reforming;
    }

    public boolean doneFor() {
        return doneFor;
    }

    public boolean removed() {
        return removed;
    }

    /** On the table and able to act: not Done For, not removed. */
    public boolean active() {
        return !doneFor && !removed;
    }

    public boolean gunsAbandoned() {
        return gunsAbandoned;
    }

    public CommandResult order() {
        return order;
    }

    public boolean moved() {
        return moved;
    }

    public boolean fired() {
        return fired;
    }

    public boolean fixed() {
        return fixed;
    }

    /** Changed formation or turned in place in some move this turn (HOW-FORM-4, HOW-FORM-5). */
    public boolean changedFormation() {
        return changedFormation;
    }

    public int inBua() {
        return inBua;
    }
}
