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
     * it replaces a chit); T only for pistoleers (LOA-ORD-6, AMB-22); D and L only for kinds with
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
                case FORMATION -> kind == Kind.PISTOLEERS;
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
            case FORM_UP -> {
                if (!u.has(Status.DISORDERED)) {
                    u.clear(Status.UNFORMED); // LOA-ORD-3 U
                }
            }
            case FORMATION -> {
                if (kind == Kind.PISTOLEERS) { // LOA-ORD-6, AMB-22
                    u.formation = u.formation == Formation.DEEP ? Formation.LINE : Formation.DEEP;
                }
                u.set(Status.UNFORMED);
                u.unformedByFormation = true;
            }
            case DISMOUNT -> u.formation = kind.isArtillery() ? Formation.UNLIMBERED : Formation.DISMOUNTED;
            case MOUNT -> u.formation = kind.isArtillery() ? Formation.LIMBERED : Formation.MOUNTED;
            case MOVE, WHEEL, RETIRE -> MoveRules.offerMove(s, unit, order);
            case FIRE -> Shooting.offerFire(s, unit);
            case CHARGE -> MeleeRules.offerCharge(s, unit);
            case RALLY -> Morale.rally(s, unit);
            default -> {
            }
        }
        if (completesFormation) {
            // LOA-ORD-6: Unformed until the next order completes; cleared here, as the order's
            // own steps are pushed above and resolve as part of it (decision, core).
            u.unformedByFormation = false;
            if (!u.has(Status.DISORDERED)) {
                u.clear(Status.UNFORMED);
            }
        }
    }
}
