package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Reaction;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Charges and melee (MELEE). A unit on a revealed C order names its target ({@link ChargeSteps.Declare});
 * the bonus is rolled at once (LOA-MOVE-6, AMB-28); the defender answers (LOA-MELEE-2 steps 2–4:
 * fire, a point-blank volley LOA-MELEE-10, counter-charge LOA-MELEE-11, evade LOA-EVADE);
 * fire at the charger and its morale come before the move (AMB-28); the charger reaches or
 * halts (LOA-MELEE-12, LOA-MOR-7); both sides roll their dice (LOA-MELEE-3 to LOA-MELEE-5);
 * the loser falls back and the winner follows up (LOA-MELEE-6 to LOA-MELEE-8). One round per
 * charge (AMB-44); morale is tested at the end of the charger's activation (LOA-SEQ-3).
 */
public final class MeleeRules {

    private MeleeRules() {
    }

    /** Pushes the steps of a unit's C order: the choice of target (LOA-MELEE-2 step 1). */
    static void offerCharge(LoaState s, int unit) {
        s.push(new ChargeSteps.Declare(unit));
    }

    // ---- who may charge whom (LOA-MELEE-9, AMB-47) ----

    /** The enemies the unit may charge now, each a legal target. */
    static List<Integer> targets(LoaState s, int u) {
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t < s.units.length; t++) {
            if (s.setup.side(t) != s.setup.side(u) && validate(s, u, t).legal()) {
                out.add(t);
            }
        }
        return out;
    }

    /** Whether unit u may charge t, naming the rule broken if not. */
    static Verdict validate(LoaState s, int u, int t) {
        String who = Words.unit(s, u);
        if (t < 0 || t >= s.units.length || s.setup.side(t) == s.setup.side(u) || !s.inPlay(t)) {
            return Verdict.illegal("LOA-MELEE-1", who + " may charge only an enemy unit on the table");
        }
        String whom = Words.unit(s, t);
        Verdict kinds = mayChargeKind(s, u, t);
        if (!kinds.legal()) {
            return kinds;
        }
        if (s.units[u].melee >= 0 || s.units[t].melee >= 0) {
            return Verdict.illegal("LOA-MELEE-9", who + " or " + whom + " is already in melee (AMB-63)");
        }
        double bearing = ChargePath.bearing(s, u, t);
        if (bearing > 45 + 1e-6) {
            return Verdict.illegal("LOA-MELEE-9", () -> String.format(Locale.ROOT,
                    "%s is %.0f° off %s front: a charge target must be within 45° of straight ahead (AMB-64)", whom, bearing, UnitNames.possessive(who)));
        }
        ChargePath.Contact ct = ChargePath.contact(s, u, t);
        double most = reach(s, u, ct, MeleeDice.chargeBonus(s, u).max(), 0);
        if (ct.length() > most + 1e-6) {
            return Verdict.illegal("LOA-MELEE-12", () -> String.format(Locale.ROOT,
                    "%s is %.1f\" away: %s can reach at most %.1f\" (NM and the highest bonus)", whom, ct.length(), who, most));
        }
        int block = pathBlocker(s, u, t, ct);
        if (block >= 0) {
            return Verdict.illegal("LOA-MELEE-2", () -> who + " would have to pass through " + Words.unit(s, block) + " (AMB-63)");
        }
        return Verdict.ok();
    }

    /** The troop-type part of LOA-MELEE-9 and LOA-EVADE-6, also for counter-charges and follow-ups. */
    static Verdict mayChargeKind(LoaState s, int u, int t) {
        String who = Words.unit(s, u);
        String whom = Words.unit(s, t);
        Kind k = s.setup.kind(u);
        if (k.isArtillery()) {
            return Verdict.illegal("LOA-MELEE-9", who + " is artillery: artillery never charges");
        }
        boolean footCharger = !MeleeDice.mounted(s, u);
        if (footCharger && MeleeDice.mounted(s, t)) {
            boolean skirmishingHorse = s.setup.kind(t) == Kind.LIGHT_HORSE;
            if (!(k.isFormedFoot() && skirmishingHorse)) {
                return Verdict.illegal("LOA-MELEE-9", who + " is foot and may not charge horse (only formed foot may charge skirmishing horse)");
            }
        }
        if (k == Kind.LIGHT_HORSE && MeleeDice.skirmisher(s, t)) {
            Footprint f = s.footprint(t);
            if (ChargePath.badGoing(s, f.front(), f.centre())) {
                return Verdict.illegal("LOA-EVADE-6", who + " is light horse: it may charge light foot only in good going");
            }
        }
        return Verdict.ok();
    }

    /**
     * The first unit other than charger and target on the charger's way to contact, −1 none
     * (AMB-63). The target's light friends in the way are a screen the charge may ignore: they get
     * out of the way (LOA-EVADE-4 b), so they do not block.
     */
    static int pathBlocker(LoaState s, int u, int t, ChargePath.Contact ct) {
        for (int b : onPath(s, u, t, ct)) {
            if (!screening(s, b, t)) {
                return b;
            }
        }
        return -1;
    }

    /** Whether unit b is a light friend of the formed target t, which a charge at t may ignore (LOA-EVADE-4 b). */
    static boolean screening(LoaState s, int b, int t) {
        return s.setup.side(b) == s.setup.side(t) && s.setup.kind(b).isLight() && Evade.formed(s, t) && s.units[b].melee < 0;
    }

    /** The units other than charger and target whose ground the charger's straight way to contact crosses. */
    static List<Integer> onPath(LoaState s, int u, int t, ChargePath.Contact ct) {
        UnitState us = s.units[u];
        Vec2 from = us.position();
        List<Integer> out = new ArrayList<>();
        int steps = Math.max(2, (int) Math.ceil(ct.length() / 0.5));
        for (int i = 1; i < steps; i++) {
            Vec2 p = from.plus(ct.point().minus(from).times((double) i / steps));
            Footprint f = Footprints.of(s.setup.kind(u), us.formation, us.figureCount(), p, ct.facing());
            for (int o = 0; o < s.units.length; o++) {
                if (o != u && o != t && s.inPlay(o) && !out.contains(o) && ChargePath.overlaps(f, s.footprint(o))) {
                    out.add(o);
                }
            }
        }
        return out;
    }

    /**
     * How far the charge goes (LOA-MELEE-12): NM (the bad-going rate when the way crosses bad
     * going, for the whole distance) plus the bonus, less the obstacles crossed and what a
     * morale failure took off (LOA-MOR-7).
     */
    static double reach(LoaState s, int u, ChargePath.Contact ct, int bonus, double shortfall) {
        Vec2 from = s.units[u].position();
        boolean bad = ChargePath.badGoing(s, from, ct.point());
        double nm = bad ? ChargePath.badGoingMove(s, u) : MoveRules.normalMove(s, u);
        int crossed = ChargePath.obstacles(s, from, ct.point()).crossed();
        return nm + bonus - crossed * ChargePath.obstacleCost(s, u) - shortfall;
    }

    // ---- the defender's answer (LOA-MELEE-2 steps 2–4, LOA-ORD-8) ----

    /** The reactions open to the defender of a charge. */
    static List<Reaction> reactions(LoaState s, Clash c) {
        int t = c.target();
        UnitState ts = s.units[t];
        Order o = ts.order();
        List<Reaction> out = new ArrayList<>();
        boolean evader = Evade.mayEvade(s, t) && !c.has(Clash.CAUGHT);
        boolean stands = !Evade.mayEvade(s, t) || Evade.mayStand(s, t) || c.has(Clash.CAUGHT);
        if (evader) {
            out.add(Reaction.EVADE);
        }
        boolean reacted = ts.firedThisTurn || (ts.acted && !ts.paid);
        boolean ready = o == Order.STAND_READY && !reacted;
        boolean firing = o == Order.FIRE && !ts.acted;
        boolean gun = s.setup.kind(t).isArtillery();
        boolean canFire = (ready || firing) && ts.formation != Formation.LIMBERED;
        if (gun && canFire && evader) {
            out.add(Reaction.FIRE); // gunners fire first, then evade if the charger still comes on (AMB-55)
        }
        if (stands) {
            if (canFire) {
                if (!out.contains(Reaction.FIRE)) {
                    out.add(Reaction.FIRE);
                }
                out.add(Reaction.POINT_BLANK);
            }
            if (ready && !gun && mayChargeKind(s, t, c.charger()).legal()) {
                out.add(Reaction.COUNTER_CHARGE);
            }
            out.add(s.setup.kind(t).isLight() ? Reaction.STAND : Reaction.NONE);
        }
        if (out.isEmpty()) {
            out.add(Reaction.EVADE);
        }
        return out;
    }

    /** Carries out the defender's answer. */
    static void react(LoaState s, Clash c, Reaction r) {
        int t = c.target();
        UnitState ts = s.units[t];
        if (ts.unformedByFormation && ts.acted && ts.order() == Order.FORMATION) {
            ts.set(Status.DISORDERED); // step 4: caught changing formation (AMB-39)
        }
        if (r != Reaction.NONE && r != Reaction.STAND && r != Reaction.EVADE) { // Evade.evade judges a late evasion first
            Orders.reacted(s, t); // a reaction is the unit's action for the turn (LOA-ORD-8, AMB-21)
            ts.startX = ts.x;
            ts.startY = ts.y;
            ts.startFacing = ts.facing;
        }
        switch (r) {
            case FIRE -> fireAtCharger(s, Evade.mayEvade(s, t) && s.setup.kind(t).isArtillery() ? c.with(Clash.GUNNERS_EVADE) : c);
            case POINT_BLANK -> s.push(new ChargeSteps.PointBlankTest(c));
            case COUNTER_CHARGE -> goIn(s, c.with(Clash.COUNTER));
            case EVADE -> Evade.evade(s, c);
            default -> goIn(s, c);
        }
    }

    /** The defender fires now, at the charger's starting range (AMB-28); then the charger's morale, then the move. */
    static void fireAtCharger(LoaState s, Clash c) {
        ChargeSteps.GoesOn next = new ChargeSteps.GoesOn(c, s.inflicted(c.target(), c.charger()), ChargeSteps.GoesOn.AFTER_FIRE);
        s.push(next);
        int before = s.tasks.size();
        if (Shooting.canFireInCharge(s, c.target(), c.charger())) {
            Shooting.reactionFire(s, c.target(), c.charger(), -1); // from the charger's starting range
        }
        if (s.tasks.size() == before) {
            s.pop();
            next.proceed(s);
        }
    }

    /** Whether the charger still charges: its morale test may have stopped it (LOA-MOR-5, LOA-MOR-7). */
    static boolean stillCharging(LoaState s, int u) {
        UnitState us = s.units[u];
        return s.inPlay(u) && us.charging && !us.has(Status.ROUTING) && !us.has(Status.SHATTERED)
                && !us.has(Status.ORDERS_CANCELLED) && us.figureCount() > 0;
    }

    /** Step 5: the charger moves in, or halts short (LOA-MELEE-12); a counter-charger meets it halfway (AMB-49). */
    static void goIn(LoaState s, Clash c) {
        int u = c.charger();
        int t = c.target();
        UnitState us = s.units[u];
        if (!stillCharging(s, u) || !s.inPlay(t)) {
            us.charging = false;
            return;
        }
        if (!c.has(Clash.FOLLOW_UP) && (Math.abs(us.x - us.startX) > 1e-9 || Math.abs(us.y - us.startY) > 1e-9)) {
            // LOA-MOR-7: a charger that failed by 1 or 2 does not fall back; the distance comes off
            // its charge. Should the morale step have moved it back, put it back and count it.
            us.chargeShortfall += Math.hypot(us.x - us.startX, us.y - us.startY);
            place(s, u, new Vec2(us.startX, us.startY), us.startFacing);
        }
        ChargePath.Contact ct = ChargePath.contact(s, u, t);
        double reach = reach(s, u, ct, Math.max(0, c.bonus()), us.chargeShortfall);
        if (c.has(Clash.GUNNERS_EVADE)) {
            Evade.evade(s, c);
            return;
        }
        boolean counter = c.has(Clash.COUNTER);
        double need = counter ? ct.length() / 2 : ct.length();
        if (need > reach + 1e-6) {
            halt(s, c, ct, reach);
            return;
        }
        Vec2 from = us.position();
        for (int b : onPath(s, u, t, ct)) {
            if (screening(s, b, t)) {
                Evade.formUpBehind(s, b, t); // LOA-EVADE-4 b: the screen gets out of the way
            }
        }
        if (!counter) {
            ChargePath.Contact roomy = ChargePath.withRoom(s, u, t, ct); // slide along the edge into room
            if (roomy.length() <= reach + 1e-6) {
                ct = roomy;
            }
        }
        c = c.withObstacle(ChargePath.obstacles(s, from, ct.point()).melee());
        if (counter) {
            Vec2 mid = from.plus(ct.point().minus(from).times(0.5));
            place(s, u, mid, ct.facing());
            place(s, t, mid, ChargePath.norm(ct.facing() + 180)); // the counter-charger turns to meet it
        } else {
            place(s, u, ct.point(), ct.facing());
            if (ct.sector() != Footprint.Sector.FRONT) {
                c = c.with(Clash.FLANK);
            }
        }
        if (c.has(Clash.POINT_BLANK)) {
            ChargeSteps.GoesOn next = new ChargeSteps.GoesOn(c, s.inflicted(t, u), ChargeSteps.GoesOn.AFTER_POINT_BLANK);
            s.push(next);
            int before = s.tasks.size();
            if (Shooting.canFireInCharge(s, t, u)) {
                Shooting.reactionFire(s, t, u, 0); // at short range, now in contact (AMB-48)
            }
            if (s.tasks.size() == before) {
                s.pop();
                next.proceed(s);
            }
            return;
        }
        startMelee(s, c);
    }

    /** A charger that cannot reach halts (LOA-MELEE-12); one shortened by morale fires at half effect (LOA-FIRE-10). */
    static void halt(LoaState s, Clash c, ChargePath.Contact ct, double reach) {
        int u = c.charger();
        UnitState us = s.units[u];
        Vec2 from = us.position();
        Vec2 dir = ct.point().minus(from);
        if (reach > 0 && dir.length() > 1e-9) {
            ChargePath.slide(s, u, dir.normalized(), reach, ct.facing(), c.target());
        }
        Evade.withdraw(s, u); // LOA-EVADE-2
        if (us.chargeShortfall > 0 && !us.firedThisTurn) {
            ChargeSteps.GoesOn end = new ChargeSteps.GoesOn(c, 0, ChargeSteps.GoesOn.END);
            s.push(end);
            int before = s.tasks.size();
            if (s.inPlay(c.target()) && Shooting.canFireInCharge(s, u, c.target())) {
                Shooting.halfEffectFire(s, u, c.target()); // LOA-FIRE-10: at the charge's target
            }
            if (s.tasks.size() == before) {
                s.pop();
                us.charging = false;
            }
            return;
        }
        us.charging = false; // AMB-50: other reasons halt without fire
    }

    /** Puts the unit there through {@link MoveRules#place}: bad going (LOA-TERR-2) and a joined commander go with it. */
    static void place(LoaState s, int u, Vec2 front, double facing) {
        MoveRules.place(s, u, front.x(), front.y(), facing);
    }

    /** Step 7: contact made; every figure fights (LOA-MELEE-3). */
    static void startMelee(LoaState s, Clash c) {
        UnitState us = s.units[c.charger()];
        us.charging = false;
        us.melee = c.target();
        s.units[c.target()].melee = c.charger();
        s.push(new ChargeSteps.MeleeRoll(c, true, 0));
    }

    /** The attacker's side of the melee (LOA-MELEE-4: charging +2, also after a follow-up, AMB-46). */
    static MeleeDice.Situation attacker(Clash c) {
        return new MeleeDice.Situation(!c.has(Clash.RECOIL), false, false, c.obstacle());
    }

    /**
     * LOA-MELEE-1 (c), AMB-38: a unit that recoils (a fall-back or a morale move) into the front
     * of an enemy that stands: the stationary unit fights as the attacker without the charging
     * bonus; the recoiling unit counts as taken in flank or rear if contact is behind its front
     * edge. For the sections that move units back (MOR-5, MELEE-6) to call when blocked by an
     * enemy; pushes the melee's dice.
     */
    public static void recoil(LoaState s, int recoiler, int into) {
        if (!s.inPlay(recoiler) || !s.inPlay(into) || s.setup.side(recoiler) == s.setup.side(into)
                || s.units[recoiler].melee >= 0 || s.units[into].melee >= 0) {
            return;
        }
        Clash c = Clash.declared(into, recoiler).withBonus(0).with(Clash.RECOIL);
        Footprint r = s.footprint(recoiler);
        if (r.sector(s.footprint(into).front()) != Footprint.Sector.FRONT) {
            c = c.with(Clash.FLANK);
        }
        UnitState us = s.units[into];
        us.startX = us.x; // a tie sends the "attacker" back where it stands
        us.startY = us.y;
        us.startFacing = us.facing;
        us.charging = true;
        startMelee(s, c);
    }

    static MeleeDice.Situation defender(Clash c) {
        return new MeleeDice.Situation(false, c.has(Clash.COUNTER), c.has(Clash.FLANK), 0);
    }

    /**
     * LOA-MELEE-5 to LOA-MELEE-8: casualties on both sides (no saves, AMB-44), the defender's fire
     * counted to its total; the higher total wins; a tie sends the charger back to its start.
     */
    static void resolve(LoaState s, Clash c, int attackerCas, int defenderCas) {
        int u = c.charger();
        int t = c.target();
        UnitState us = s.units[u];
        UnitState ts = s.units[t];
        s.removeFigures(t, attackerCas, u);
        s.removeFigures(u, defenderCas, t);
        us.melee = -1;
        ts.melee = -1;
        int defTotal = defenderCas + c.fire();
        for (int x : new int[] {u, t}) {
            if (s.units[x].figureCount() == 0) {
                s.units[x].removed = true;
            }
        }
        if (attackerCas == defTotal) { // LOA-MELEE-7
            place(s, u, new Vec2(us.startX, us.startY), us.startFacing);
            us.set(Status.UNFORMED);
            ts.set(Status.UNFORMED);
            return;
        }
        boolean attackerWins = attackerCas > defTotal;
        int winner = attackerWins ? u : t;
        int loser = attackerWins ? t : u;
        if (s.inPlay(winner)) {
            s.units[winner].set(Status.UNFORMED); // LOA-MELEE-6
            FollowUp.offer(s, c, winner, loser);
        }
        if (s.inPlay(loser)) {
            s.units[loser].set(Status.DISORDERED); // and Unformed (AMB-16); tests morale with them (LOA-MELEE-6)
            s.units[loser].moraleDue = true;
            s.push(new FollowUp.FallBack(c, loser, winner));
        }
    }
}
