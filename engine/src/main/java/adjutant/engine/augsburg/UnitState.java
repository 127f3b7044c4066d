package adjutant.engine.augsburg;

import adjutant.engine.game.Hasher;

import adjutant.engine.geometry.Vec2;

/**
 * What changes about one unit (section 2 of the spec): where it stands, its formation, its
 * figures by type, statuses, its order chit for the turn and what has become of it.
 */
public final class UnitState {

    /** The centre of the front edge, in inches. */
    public double x;
    public double y;
    /** Degrees, 90 = up the table. */
    public double facing;
    public Formation formation;
    /** Current figures by {@link FigureType} ordinal (LOA-ORG-10). */
    public int[] figures;
    /** Bits of {@link Status}. */
    public int statuses;
    /** Has fired before in this game: no more first-volley bonus (AMB-33). */
    public boolean firedBefore;
    /** This turn's chit as an {@link Order} ordinal, −1 before it is placed (LOA-ORD-1). */
    public int chit = -1;
    /** The chit is face up (LOA-ORD-2). */
    public boolean revealed;
    /** Has acted this turn: its activation or a free reaction (LOA-ORD-8). */
    public boolean acted;
    /** Its order was paid for this turn. */
    public boolean paid;
    /** Fired this turn (LOA-FIRE-9: at most once). */
    public boolean firedThisTurn;
    /** Rally Points given this turn (LOA-CMD-8). */
    public int rallyPoints;
    /** The commander joined to it this turn (LOA-CMD-9), −1 none. */
    public int joined = -1;
    /** Unformed by a T order until its next order completes (LOA-ORD-6). */
    public boolean unformedByFormation;
    /** Next chit must be Y or U (LOA-EVADE-7, AMB-59). */
    public boolean mustRally;
    /** Casualties it took from fire this game (LOA-ORD-4: prior casualties). */
    public int fireCasualties;
    /** Off the table or dispersed. */
    public boolean removed;

    // ---- bookkeeping of a step and a turn, for the FIRE, MELEE and MOR sections ----
    /** Took casualties in the current step: tests morale at its end (LOA-SEQ-3, LOA-MOR-1; {@link Morale#endOfStep}). */
    public boolean moraleDue;
    /** Was fired on from enfilade in the current step (LOA-MOR-3 +2). */
    public boolean enfiladed;
    /** Figures lost this turn. */
    public int lossesThisTurn;
    /** Where it stood when its current activation or reaction began (charge start, LOA-MELEE-7 tie). */
    public double startX;
    public double startY;
    public double startFacing;
    /** The enemy unit it is in melee contact with, −1 none (LOA-FIRE-9, AMB-63). */
    public int melee = -1;
    /** Inches a charger's morale failure took off its charge (LOA-MOR-7); a halted charger with some fires at half effect (LOA-FIRE-10). */
    public double chargeShortfall;
    /** Unformed because it entered bad going: recovers on leaving it (LOA-TERR-2, AMB-29). */
    public boolean unformedByTerrain;
    /** Charging now, from its declaration to contact or halt (LOA-MOR-7: a failed morale test by 1 or 2 shortens the charge). */
    public boolean charging;

    /**
     * The footprint last made from this unit's place, facing, formation and figures, with the
     * formation and figures it was made for: made again only when one of them changed (as Honours
     * of War's units keep theirs). Not part of the state: never hashed.
     */
    private Footprint footprint;
    private Formation footprintFormation;
    private int footprintFigures;

    UnitState() {
    }

    UnitState copy() {
        UnitState c = new UnitState();
        c.x = x;
        c.y = y;
        c.facing = facing;
        c.formation = formation;
        c.figures = figures.clone();
        c.statuses = statuses;
        c.firedBefore = firedBefore;
        c.chit = chit;
        c.revealed = revealed;
        c.acted = acted;
        c.paid = paid;
        c.firedThisTurn = firedThisTurn;
        c.rallyPoints = rallyPoints;
        c.joined = joined;
        c.unformedByFormation = unformedByFormation;
        c.mustRally = mustRally;
        c.fireCasualties = fireCasualties;
        c.removed = removed;
        c.moraleDue = moraleDue;
        c.enfiladed = enfiladed;
        c.lossesThisTurn = lossesThisTurn;
        c.startX = startX;
        c.startY = startY;
        c.startFacing = startFacing;
        c.melee = melee;
        c.chargeShortfall = chargeShortfall;
        c.unformedByTerrain = unformedByTerrain;
        c.charging = charging;
        c.footprint = footprint; // immutable: shared
        c.footprintFormation = footprintFormation;
        c.footprintFigures = footprintFigures;
        return c;
    }

    void hash(Hasher h) {
        h.mix(x).mix(y).mix(facing).mix(formation.ordinal());
        for (int f : figures) {
            h.mix(f);
        }
        h.mix(statuses).mix(firedBefore).mix(chit).mix(revealed).mix(acted).mix(paid).mix(firedThisTurn)
                .mix(rallyPoints).mix(joined).mix(unformedByFormation).mix(mustRally).mix(fireCasualties).mix(removed);
        h.mix(moraleDue).mix(enfiladed).mix(lossesThisTurn).mix(startX).mix(startY).mix(startFacing).mix(melee);
        h.mix(chargeShortfall);
        h.mix(unformedByTerrain);
        h.mix(charging);
    }

    /** This unit's footprint, the one kept if nothing it was made from has changed ({@link LoaState#footprint}). */
    Footprint footprint(Kind kind) {
        int figures = figureCount();
        Footprint f = footprint;
        if (f == null || footprintFormation != formation || footprintFigures != figures
                || Double.compare(f.front().x(), x) != 0 || Double.compare(f.front().y(), y) != 0
                || Double.compare(f.facing(), facing) != 0) {
            f = Footprints.of(kind, formation, figures, position(), facing);
            footprint = f;
            footprintFormation = formation;
            footprintFigures = figures;
        }
        return f;
    }

    public Vec2 position() {
        return new Vec2(x, y);
    }

    public int figureCount() {
        int n = 0;
        for (int f : figures) {
            n += f;
        }
        return n;
    }

    public boolean has(Status s) {
        return (statuses & s.bit()) != 0;
    }

    public void set(Status s) {
        statuses |= s.bit();
        if (s == Status.DISORDERED) {
            statuses |= Status.UNFORMED.bit(); // AMB-16
        }
    }

    public void clear(Status s) {
        statuses &= ~s.bit();
    }

    /** The chit's order, or null before one is placed or when hidden. */
    public Order order() {
        return chit < 0 ? null : Order.values()[chit];
    }

    /** Clears the turn's bookkeeping (LOA-SEQ-4, AMB-4). */
    void newTurn() {
        chit = -1;
        revealed = false;
        acted = false;
        paid = false;
        firedThisTurn = false;
        rallyPoints = 0;
        joined = -1;
        lossesThisTurn = 0;
        clear(Status.ORDERS_CANCELLED);
        charging = false;
        chargeShortfall = 0;
    }
}
