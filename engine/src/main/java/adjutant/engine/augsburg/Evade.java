package adjutant.engine.augsburg;

import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;

/**
 * Light troops, skirmishers, gunners and evasion (EVADE). Evasion answers a charge
 * (LOA-EVADE-7, LOA-EVADE-10): a charger that started less than 4" away sends them 3 full NMs;
 * from 4" or more they take the steadiness test (LOA-EVADE-11) and, passing, choose 1 to 3 NMs,
 * failing flee 3 (AMB-61); always directly away along the charger's line. The charger stops on
 * their old ground (LOA-EVADE-4 a). Evading after acting leaves them Unformed and bound to rally
 * (LOA-EVADE-7, AMB-59). Gunners evade unless holding works or an obstacle, sheltering behind
 * friendly foot within 6" (LOA-EVADE-1). Skirmishing foot and light horse keep 4" from formed
 * enemies (LOA-EVADE-2, {@link #withdraw}); a light screen takes fire meant for the formed unit
 * behind it (LOA-EVADE-3, {@link #screen}).
 */
public final class Evade {

    /** The compulsory distance light troops keep from formed enemies (LOA-EVADE-2). */
    static final double KEEP_AWAY = 4;

    private Evade() {
    }

    /** Whether the unit may answer a charge by evading: light troops and gunners (LOA-EVADE-1, LOA-EVADE-7). */
    public static boolean mayEvade(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        if (k.isArtillery()) {
            return !holdsWorks(s, unit); // LOA-EVADE-1: unless holding works or an obstacle
        }
        return k.isLight() && s.units[unit].melee < 0;
    }

    /**
     * Whether a unit that may evade may also stand: light troops on Stand Ready (LOA-EVADE-8);
     * Skirmishing Foot only holding buildings or an obstacle on S or F (LOA-EVADE-5). Gunners
     * stand only in works, where they do not evade at all.
     */
    public static boolean mayStand(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        if (k.isArtillery()) {
            return false;
        }
        Order o = s.units[unit].order();
        if (MeleeDice.skirmisher(s, unit)) {
            return holdsWorks(s, unit) && (o == Order.STAND_READY || o == Order.FIRE);
        }
        return o == Order.STAND_READY;
    }

    /** LOA-EVADE-9: light troops on a Move order not yet carried out may try to dodge. */
    static boolean mayDodge(LoaState s, int unit) {
        UnitState us = s.units[unit];
        return s.setup.kind(unit).isLight() && us.order() == Order.MOVE && !us.acted && us.melee < 0;
    }

    /** Whether the unit holds buildings, works or an obstacle: inside one, or with a linear obstacle within 1" of its front. */
    static boolean holdsWorks(LoaState s, int unit) {
        Footprint f = s.footprint(unit);
        for (TerrainFeature t : s.setup.scenario().header().terrain()) {
            TerrainKind k = t.kind();
            if (k.isPolyline()) {
                if (k == TerrainKind.ROAD || k == TerrainKind.STREAM) {
                    continue;
                }
                for (int i = 0; i + 1 < t.points().size(); i++) {
                    if (new Segment(t.points().get(i), t.points().get(i + 1)).distanceTo(f.front()) <= 1) {
                        return true;
                    }
                }
            } else if ((k == TerrainKind.BUILDING || k == TerrainKind.REDOUBT || k == TerrainKind.TRENCH
                    || k == TerrainKind.VILLAGE || k == TerrainKind.TOWN || k == TerrainKind.FARM) && t.contains(f.centre())) {
                return true;
            }
        }
        return false;
    }

    // ---- dodging (LOA-EVADE-9) ----

    /** The dodger steps one NM square to the charger's line, to the side it already leans to. */
    static void dodge(LoaState s, Clash c) {
        int t = c.target();
        markOldGround(s, t);
        Vec2 way = line(s, c);
        Vec2 side = way.rightNormal();
        Vec2 off = s.footprint(t).centre().minus(s.units[c.charger()].position());
        if (off.dot(side) < 0) {
            side = side.times(-1);
        }
        UnitState ts = s.units[t];
        ts.revealed = ts.chit >= 0;
        ts.acted = true;
        ChargePath.slide(s, t, side, MoveRules.normalMove(s, t), ts.facing);
    }

    /** Whether the charger's run, its front's width along its line up to its reach, still touches the dodger. */
    static boolean caught(LoaState s, Clash c) {
        int u = c.charger();
        Vec2 way = line(s, c);
        double reach = MoveRules.normalMove(s, u) + c.bonus();
        UnitState us = s.units[u];
        for (double d = 0; d <= reach + 1e-9; d += 0.5) {
            Footprint f = Footprints.of(s.setup.kind(u), us.formation, us.figureCount(), us.position().plus(way.times(d)),
                    way.angleDeg());
            if (f.distanceTo(s.footprint(c.target())) <= 1e-6 || ChargePath.overlaps(f, s.footprint(c.target()))) {
                return true;
            }
        }
        return false;
    }

    /** The charge runs into the ground the dodger left: the charger moves to its old place, as far as it reaches. */
    static void chargeIntoGap(LoaState s, Clash c) {
        UnitState us = s.units[c.charger()];
        Vec2 way = line(s, c);
        double reach = MoveRules.normalMove(s, c.charger()) + c.bonus();
        double dist = Math.min(reach, oldGround(s, c));
        ChargePath.slide(s, c.charger(), way, Math.max(0, dist), way.angleDeg());
        us.charging = false;
        withdraw(s, c.charger()); // LOA-EVADE-2
    }

    /** Where the unit stood before it dodged or evaded: where a charge at it stops (LOA-EVADE-4 a). */
    static void markOldGround(LoaState s, int t) {
        UnitState ts = s.units[t];
        ts.startX = ts.x;
        ts.startY = ts.y;
        ts.startFacing = ts.facing;
    }

    /** The evader's footprint on its old ground. */
    static Footprint oldFootprint(LoaState s, int t) {
        UnitState ts = s.units[t];
        return Footprints.of(s.setup.kind(t), ts.formation, ts.figureCount(), new Vec2(ts.startX, ts.startY), ts.startFacing);
    }

    /** The charger's line of travel at declaration, from its start toward the target's old ground (a unit vector). */
    static Vec2 line(LoaState s, Clash c) {
        UnitState us = s.units[c.charger()];
        Vec2 start = new Vec2(us.startX, us.startY);
        Vec2 to = ChargePath.nearestPoint(oldFootprint(s, c.target()).polygon(), start).minus(start);
        return to.length() < 1e-9 ? Vec2.unit(us.facing) : to.normalized();
    }

    // ---- evading a charge (LOA-EVADE-7, LOA-EVADE-10) ----

    /** The target evades the charge: at once 3 NMs, or after the test. */
    static void evade(LoaState s, Clash c) {
        int t = c.target();
        UnitState ts = s.units[t];
        if (ts.acted && ts.order() != Order.EVADE && !c.has(Clash.GUNNERS_EVADE)) {
            ts.set(Status.UNFORMED); // LOA-EVADE-7: a late evasion
            ts.mustRally = true;
        }
        ts.revealed = true;
        ts.acted = true;
        markOldGround(s, t);
        if (!s.setup.kind(t).isArtillery()) {
            ts.chit = Order.EVADE.ordinal(); // Evade replaces its order (LOA-EVADE-7)
        }
        if (s.setup.kind(t).isArtillery() && shelter(s, c)) {
            chargerStops(s, c);
            return;
        }
        double started = startDistance(s, c);
        if (started < KEEP_AWAY - 1e-9) {
            flee(s, c, 3); // LOA-EVADE-10: the charger started less than 4" away
            chargerStops(s, c);
        } else {
            s.push(new EvadeSteps.Test(c));
        }
    }

    /** How far the charger started from the evader, nearest to nearest (AMB-41). */
    static double startDistance(LoaState s, Clash c) {
        UnitState us = s.units[c.charger()];
        Footprint start = Footprints.of(s.setup.kind(c.charger()), us.formation, us.figureCount(), new Vec2(us.startX, us.startY),
                us.startFacing);
        return start.distanceTo(oldFootprint(s, c.target()));
    }

    /** The evaders flee n full NMs directly away along the charger's line, ending with their backs to it. */
    static void flee(LoaState s, Clash c, int n) {
        int t = c.target();
        Vec2 way = line(s, c);
        double nm = MoveRules.normalMove(s, t);
        if (nm <= 0) {
            nm = 4; // gunners run on foot (decision, melee)
        }
        ChargePath.slide(s, t, way, n * nm, way.angleDeg());
    }

    /** LOA-EVADE-1: gunners shelter behind the nearest friendly foot within 6", if any. */
    static boolean shelter(LoaState s, Clash c) {
        int t = c.target();
        Footprint g = s.footprint(t);
        int best = -1;
        double bd = 6 + 1e-9;
        for (int f = 0; f < s.units.length; f++) {
            if (f != t && s.inPlay(f) && s.setup.side(f) == s.setup.side(t) && !MeleeDice.mounted(s, f)
                    && !s.setup.kind(f).isArtillery()) {
                double d = s.footprint(f).distanceTo(g);
                if (d <= bd) {
                    bd = d;
                    best = f;
                }
            }
        }
        if (best < 0) {
            return false;
        }
        Footprint foot = s.footprint(best);
        Vec2 behind = foot.front().minus(foot.forward().times(foot.depth() + ChargePath.GAP));
        MeleeRules.place(s, t, behind, foot.facing());
        return true;
    }

    /**
     * LOA-EVADE-4 b: skirmishers screening a formed unit that is charged get out of the way and
     * form up behind it, free (LOA-ORD-8): placed behind its rear edge, facing as it does; if
     * that ground is taken they stay where they stood clear of the charge, or flee 1 NM back.
     */
    static void formUpBehind(LoaState s, int screen, int formed) {
        Footprint f = s.footprint(formed);
        UnitState us = s.units[screen];
        Vec2 behind = f.front().minus(f.forward().times(f.depth() + ChargePath.GAP));
        Footprint there = Footprints.of(s.setup.kind(screen), us.formation, us.figureCount(), behind, f.facing());
        if (ChargePath.onTable(s, there) && ChargePath.blocker(s, there, screen) < 0) {
            MeleeRules.place(s, screen, behind, f.facing());
        } else {
            ChargePath.slide(s, screen, f.forward().times(-1), MoveRules.normalMove(s, screen), us.facing);
        }
        us.revealed = us.chit >= 0;
        if (us.acted && us.order() != Order.EVADE) {
            us.set(Status.UNFORMED); // LOA-EVADE-7: a late evasion
            us.mustRally = true;
        }
        us.acted = true;
        if (us.chit >= 0) {
            us.chit = Order.EVADE.ordinal();
        }
    }

    /** LOA-EVADE-4 a: the charger stops on the evaders' old ground, as far as it reaches; no melee. */
    static void chargerStops(LoaState s, Clash c) {
        int u = c.charger();
        UnitState us = s.units[u];
        if (!MeleeRules.stillCharging(s, u)) {
            us.charging = false;
            return;
        }
        Vec2 way = line(s, c);
        double reach = MeleeRules.reach(s, u, new ChargePath.Contact(Footprint.Sector.FRONT, us.position(), way.angleDeg(), 0),
                Math.max(0, c.bonus()), us.chargeShortfall);
        double dist = Math.min(Math.max(0, reach), Math.max(0, oldGround(s, c)));
        ChargePath.slide(s, u, way, dist, way.angleDeg());
        us.charging = false;
        withdraw(s, u); // LOA-EVADE-2
    }

    /** How far the charger's front had to go to the evaders' old ground: the path it had when declared. */
    private static double oldGround(LoaState s, Clash c) {
        UnitState us = s.units[c.charger()];
        Footprint old = oldFootprint(s, c.target());
        return ChargePath.nearestPoint(old.polygon(), us.position()).distance(us.position());
    }

    /**
     * LOA-EVADE-11: the evade steadiness modifier: light cavalry +2; infantry with bad going
     * within one move to its rear +1; infantry charged by cavalry −1; charged by light troops −1.
     */
    static int testModifier(LoaState s, int evader, int charger) {
        int m = 0;
        boolean lightCavalry = MeleeDice.mounted(s, evader);
        if (lightCavalry) {
            m += 2;
        } else {
            Footprint f = s.footprint(evader);
            Vec2 rear = f.front().minus(f.forward().times(f.depth()));
            Vec2 further = rear.minus(f.forward().times(MoveRules.normalMove(s, evader)));
            if (ChargePath.badGoing(s, rear, further)) {
                m += 1;
            }
            if (MeleeDice.mounted(s, charger)) {
                m -= 1;
            }
        }
        if (s.setup.kind(charger).isLight()) {
            m -= 1;
        }
        return m;
    }

    // ---- withdrawal and screening (LOA-EVADE-2, LOA-EVADE-3) ----

    /** Light troops that must keep 4" from formed foot or horse: skirmishing foot and light horse. */
    static boolean keepsAway(LoaState s, int u) {
        return MeleeDice.skirmisher(s, u) || s.setup.kind(u) == Kind.LIGHT_HORSE;
    }

    /** Formed foot or horse: what light troops fall back before (LOA-EVADE-2). */
    static boolean formed(LoaState s, int u) {
        Kind k = s.setup.kind(u);
        return !k.isLight() && !k.isArtillery();
    }

    /**
     * LOA-EVADE-2 (AMB-56): after a formed unit's move, every enemy skirmishing foot or light
     * horse within 4" of it moves straight away until 4" off, at once and free; those in melee,
     * and skirmishers holding works on S or F (LOA-EVADE-5), stay.
     */
    static void withdraw(LoaState s, int movedUnit) {
        if (!s.inPlay(movedUnit) || !formed(s, movedUnit)) {
            return;
        }
        Footprint m = s.footprint(movedUnit);
        for (int u = 0; u < s.units.length; u++) {
            if (!s.inPlay(u) || s.setup.side(u) == s.setup.side(movedUnit) || !keepsAway(s, u) || s.units[u].melee >= 0) {
                continue;
            }
            Order o = s.units[u].order();
            if (MeleeDice.skirmisher(s, u) && holdsWorks(s, u) && (o == Order.STAND_READY || o == Order.FIRE)) {
                continue;
            }
            Footprint f = s.footprint(u);
            double d = f.distanceTo(m);
            if (d >= KEEP_AWAY - 1e-9) {
                continue;
            }
            Vec2 away = f.centre().minus(ChargePath.nearestPoint(m.polygon(), f.centre()));
            if (away.length() < 1e-9) {
                away = f.centre().minus(m.centre());
            }
            away = away.length() < 1e-9 ? Vec2.unit(m.facing()) : away.normalized();
            ChargePath.slide(s, u, away, KEEP_AWAY - d + 0.05, s.units[u].facing);
        }
    }

    /**
     * LOA-EVADE-3 (AMB-57): the light unit screening {@code target} from {@code firer} — a friend
     * of the target, light, standing across the line from the firer's front centre to the
     * target's nearest point — which must be targeted instead; −1 when none.
     */
    public static int screen(LoaState s, int firer, int target) {
        if (!formed(s, target)) {
            return -1;
        }
        Vec2 from = s.footprint(firer).front();
        Vec2 to = ChargePath.nearestPoint(s.footprint(target).polygon(), from);
        Segment line = new Segment(from, to);
        int best = -1;
        double bd = Double.MAX_VALUE;
        for (int u = 0; u < s.units.length; u++) {
            if (u == target || !s.inPlay(u) || s.setup.side(u) != s.setup.side(target) || !s.setup.kind(u).isLight()) {
                continue;
            }
            Polygon p = s.footprint(u).polygon();
            if (p.intersects(line)) {
                double d = s.footprint(u).distanceTo(s.footprint(firer));
                if (d < bd) {
                    bd = d;
                    best = u;
                }
            }
        }
        return best;
    }
}
