package adjutant.engine.augsburg;

import java.util.ArrayList;
import java.util.List;

/**
 * The order chits (ORD): which chits a unit may be given, and what a revealed order does.
 *
 * <p>SEAM (ORD helper): {@link #execute} carries out each order by pushing the steps of the
 * section that owns it (MoveRules, Shooting, MeleeRules, Morale); today only U, T, D and L act.
 */
public final class Orders {

    private Orders() {
    }

    /**
     * The chits a unit may be given this turn (LOA-ORD-1, LOA-ORD-3): never Evade (LOA-EVADE-7,
     * it replaces a chit); T for all but guns (LOA-ORD-6: pistoleers change formation, AMB-22; the
     * others face about with it, AMB-26); D and L only for kinds with
     * modes and only toward the other mode; Y or U only after a late evasion (LOA-EVADE-7,
     * AMB-59). Never empty.
     */
    public static List<Order> allowed(LoaState s, int unit) {
        UnitState u = s.units[unit];
        Kind kind = s.setup.kind(unit);
        List<Order> out = new ArrayList<>();
        for (Order o : Order.values()) {
            boolean ok = switch (o) {
                case EVADE -> false;
                case FORMATION -> !kind.isArtillery(); // pistoleers deep ↔ line (AMB-22); the others face about (AMB-26)
                case DISMOUNT -> (kind == Kind.DRAGOONS && u.formation == Formation.MOUNTED)
                        || (kind.isArtillery() && u.formation == Formation.LIMBERED);
                case MOUNT -> (kind == Kind.DRAGOONS && u.formation == Formation.DISMOUNTED)
                        || (kind.isArtillery() && u.formation == Formation.UNLIMBERED);
                case CHARGE -> !kind.isArtillery(); // LOA-MELEE-9
                default -> true;
            };
            if (ok && u.mustRally) {
                ok = o == Order.RALLY || o == Order.FORM_UP;
            }
            if (ok) {
                out.add(o);
            }
        }
        return out;
    }

    /**
     * Carries out a unit's order just revealed (LOA-ORD-2, LOA-ORD-3) by changing the state and
     * pushing the steps it needs; the unit completes the whole action before the next unit is
     * activated. SEAM: M, W, R → {@link MoveRules#offerMove}; F → {@link Shooting#offerFire};
     * C → {@link MeleeRules#offerCharge}; Y → {@link Morale#rally}; S does nothing now.
     */
    static void execute(LoaState s, int unit) {
        UnitState u = s.units[unit];
        Kind kind = s.setup.kind(unit);
        Order order = u.order();
        boolean completesFormation = u.unformedByFormation && order != Order.FORMATION;
        switch (order) {
            case FORM_UP -> { // LOA-ORD-3 U
                if (!u.has(Status.DISORDERED) && !MoveRules.heldUnformedByGround(s, unit)) { // LOA-TERR-2: not while in bad going
                    u.clear(Status.UNFORMED);
                    u.unformedByTerrain = false;
                }
            }
            case FORMATION -> { // LOA-ORD-6: Unformed until the next order completes
                u.set(Status.UNFORMED);
                u.unformedByFormation = true;
                if (kind == Kind.PISTOLEERS) { // deep ↔ line (AMB-22)
                    u.formation = u.formation == Formation.DEEP ? Formation.LINE : Formation.DEEP;
                    MoveRules.terrain(s, unit);
                } else {
                    aboutFace(s, unit); // AMB-26: T is an about face with no move
                }
            }
            case DISMOUNT -> { // LOA-ORG-4, LOA-ORG-5
                u.formation = kind.isArtillery() ? Formation.UNLIMBERED : Formation.DISMOUNTED;
                MoveRules.terrain(s, unit);
            }
            case MOUNT -> {
                u.formation = kind.isArtillery() ? Formation.LIMBERED : Formation.MOUNTED;
                MoveRules.terrain(s, unit);
            }
            case MOVE, WHEEL, RETIRE -> MoveRules.offerMove(s, unit, order); // LOA-MOVE-2, LOA-MOVE-3
            case FIRE -> Shooting.offerFire(s, unit); // LOA-FIRE
            case CHARGE -> MeleeRules.offerCharge(s, unit); // LOA-MELEE-2
            case RALLY -> Morale.rally(s, unit); // LOA-MOR-8
            default -> { // S: holds, ready to react (LOA-ORD-4, LOA-ORD-8)
            }
        }
        if (completesFormation) {
            // LOA-ORD-6: Unformed until the next order completes; cleared here, as the order's
            // own steps are pushed above and resolve as part of it (decision, core).
            u.unformedByFormation = false;
            if (!u.has(Status.DISORDERED) && !u.unformedByTerrain) { // LOA-TERR-2: the ground keeps it Unformed
                u.clear(Status.UNFORMED);
            }
        }
    }

    /** Faces a unit about where it stands: the rear edge becomes the front (AMB-26, LOA-MOVE-3). */
    static void aboutFace(LoaState s, int unit) {
        Footprint f = s.footprint(unit);
        var rear = f.front().minus(f.forward().times(f.depth()));
        MoveRules.place(s, unit, rear.x(), rear.y(), f.facing() + 180);
    }

    /**
     * LOA-ORD-8 (AMB-21): a unit that reacts out of sequence (return fire, fire at a charger, a
     * counter-charge, evasion) has acted this turn: its chit is revealed and lapses, no CP is
     * spent on it, and its brigade will not activate it. The reacting section calls this.
     */
    static void reacted(LoaState s, int unit) {
        UnitState u = s.units[unit];
        u.acted = true;
        u.revealed = u.chit >= 0;
    }
}
