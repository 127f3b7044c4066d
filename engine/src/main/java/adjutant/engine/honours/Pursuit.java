package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.action.YesNo;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cavalry pursuit (HOW-PURS-1 to HOW-PURS-7, AMB-10, AMB-32).
 *
 * <p>A mounted cavalry unit wins its melee when the enemy it last fought retreated or routed
 * (4+ hits) and it did not; it does not pursue if it still touches an enemy that fights on
 * (AMB-10), or if it already pursued this turn. Supporters are never in a melee cluster, so they
 * never pursue (HOW-PURS-7). The winner declares its wish before the loser moves
 * ({@link Wish}, HOW-PURS-2); after the reactions it rolls a D6, pursuing on 4–6 (+1 superior,
 * −1 inferior, +1 wishing, −1 not; {@link PursuitRoll}, HOW-PURS-1). In march column it skips
 * the roll and pursues only if it wished to (HOW-PURS-3).
 *
 * <p>The pursuit ({@link Chase}) goes ½ to 1 normal move into the front sector, straight ahead
 * or toward the fleeing opponent when that one is in the front sector (AMB-32); it must charge
 * an enemy within ½ NM and may charge one within 1 NM (HOW-PURS-5). Contact lines it up on the
 * target's facing edge and a new melee is fought at once, the pursuer counting as charging
 * (its +1 if HOW-MELEE-7's conditions hold) and a caught retreating unit at −2 (HOW-PURS-6).
 *
 * <p>Simplified: the move is reduced by the weather (HOW-WX-2) but not by terrain, and other
 * units are not avoided on the way; Movement.cost's path rules would do both.
 */
final class Pursuit {

    private Pursuit() {
    }

    /** Pursuit melees get cluster ids above every unit index. */
    static boolean isPursuitMelee(HowState s, int cluster) {
        return cluster >= s.units.length;
    }

    /** Whether the unit won its melee and may pursue (HOW-PURS-1, HOW-PURS-7, AMB-10). */
    static boolean winner(HowState s, int u) {
        UnitState st = s.units[u];
        int o = st.melee.opponent;
        if (!MeleeCluster.mountedCavalry(s, u) || !st.melee.fought || !s.inPlay(u) || st.hits >= 4 || st.pursued || o < 0) {
            return false;
        }
        if (s.inPlay(o) && s.units[o].hits < 4) {
            return false;
        }
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) != s.setup.side(u) && s.inPlay(e) && s.units[e].hits < 4 && s.inContact(u, e)) {
                return false;
            }
        }
        return true;
    }

    /** Queues the winners' declarations (HOW-PURS-2), lowest unit first. */
    static void declare(HowState s) {
        for (int u = s.units.length - 1; u >= 0; u--) {
            if (winner(s, u)) {
                s.push(new Wish(u));
            }
        }
    }

    /** Queues the next declared winner's pursuit roll or move; false when none is left (HOW-PURS-1, HOW-PURS-3). */
    static boolean next(HowState s) {
        for (int u = 0; u < s.units.length; u++) {
            UnitState st = s.units[u];
            if (st.melee.pursuitWish == 0 || st.pursued) {
                continue;
            }
            st.pursued = true; // settled now: at most once per turn (HOW-PURS-7)
            if (!s.inPlay(u) || st.hits >= 4 || s.engaged(u)) {
                continue;
            }
            if (st.formation.isColumn()) {
                if (st.melee.pursuitWish == 1) {
                    s.push(new Chase(u));
                }
            } else {
                s.push(new PursuitRoll(u));
            }
            return true;
        }
        return false;
    }

    /** The D6 total needed is 4 (HOW-PURS-1). */
    static int total(HowState s, int u, int face) {
        UnitClass c = s.setup.unit(u).unitClass();
        int cls = c == UnitClass.SUPERIOR ? 1 : c == UnitClass.INFERIOR ? -1 : 0;
        return face + cls + (s.units[u].melee.pursuitWish == 1 ? 1 : -1);
    }

    /** The pursuer's normal move now, after the weather (HOW-PURS-4, HOW-WX-2). */
    static double normalMove(HowState s, int u) {
        Distance d = s.units[u].formation.isColumn() ? Distance.CAVALRY_COLUMN_MOVE : Distance.CAVALRY_LINE_MOVE;
        return s.setup.cm(d) * Weather.of(s).moveFactor(false);
    }

    /** Enemies the pursuer may charge: in play, meleeable, mostly in its front sector, within {@code reach}. */
    static List<Integer> targets(HowState s, int u, double reach) {
        List<Integer> out = new ArrayList<>();
        Footprint f = s.footprint(u);
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) == s.setup.side(u) || !s.inPlay(e) || MeleeCluster.inBua(s, e)
                    || MeleeCluster.overrunnable(s, e)) {
                continue;
            }
            if (f.sectorHoldingMostOf(s.footprint(e)) == Sector.FRONT && s.distance(u, e) <= reach + HowState.CONTACT) {
                out.add(e);
            }
        }
        return out;
    }

    /** Where the pursuer stands once lined up on the edge of the target it comes at (front, flank or rear). */
    static Move lineUp(HowState s, int u, int target) {
        Footprint t = s.footprint(target);
        Sector side = t.sectorOf(s.footprint(u).centre());
        double tf = s.units[target].facing;
        Vec2 p;
        double facing;
        switch (side) {
            case FRONT -> {
                p = t.frontCentre();
                facing = tf + 180;
            }
            case REAR -> {
                p = t.toWorld(-t.depth(), 0);
                facing = tf;
            }
            case LEFT_FLANK -> {
                p = t.toWorld(-t.depth() / 2, t.width() / 2);
                facing = tf - 90;
            }
            default -> {
                p = t.toWorld(-t.depth() / 2, -t.width() / 2);
                facing = tf + 90;
            }
        }
        return new Move(u, p.x(), p.y(), ((facing % 360) + 360) % 360, s.units[u].formation);
    }

    /**
     * The cavalry charging +1 conditions 1–4 of HOW-MELEE-7 for a pursuit charge: not against
     * close-order infantry in good order from the front, not uphill, not at defences or into a
     * wood or rough ground, not inferior, and more than ¼ NM moved.
     */
    static boolean bonus(HowState s, int u, int target, Vec2 from, Vec2 to) {
        boolean frontalOnFormedFoot = s.setup.type(target) == UnitType.INFANTRY && s.units[target].hits <= 3
                && MeleeCluster.sector(s, target, u) == Sector.FRONT;
        Terrain terrain = s.setup.terrain();
        Footprint tf = s.footprint(target);
        boolean roughOrWood = terrain.mostlyIn(tf, TerrainKind.WOODS) || terrain.mostlyIn(tf, TerrainKind.ROUGH);
        for (var f : terrain.crossed(Segment.of(from, to))) {
            roughOrWood |= f.kind() == TerrainKind.WOODS || f.kind() == TerrainKind.ROUGH;
        }
        boolean defended = MeleeModifiers.cover(s, u, target) != 0;
        boolean inferior = s.setup.unit(u).unitClass() == UnitClass.INFERIOR;
        boolean far = from.distance(to) > normalMove(s, u) / 4;
        return !frontalOnFormedFoot && !MeleeModifiers.uphill(s, u, target) && !roughOrWood && !defended && !inferior && far;
    }

    /** The winner says whether it wishes to pursue (HOW-PURS-2). */
    record Wish(int unit) implements YesNoQuestion {

        @Override
        public String rule() {
            return "HOW-PURS-2";
        }

        @Override
        public String question(HowState s) {
            return s.setup.unitName(unit) + " declares whether it wishes to pursue";
        }

        @Override
        public void apply(HowState s, HowAction a) {
            s.units[unit].melee.pursuitWish = ((YesNo) a).yes() ? 1 : 2;
        }

        @Override
        public String words(HowState s, HowAction a) {
            return s.setup.unitName(unit) + " won its melee and " + (((YesNo) a).yes() ? "wishes" : "does not wish")
                    + " to pursue.";
        }

        @Override
        public String describe(HowState s) {
            return s.setup.unitName(unit) + " won its melee: does it wish to pursue?";
        }
    }

    /** The pursuit roll: 4–6 pursues (HOW-PURS-1). */
    record PursuitRoll(int unit) implements D6Roll {

        @Override
        public void apply(HowState s, HowAction a) {
            if (total(s, unit, ((Roll) a).first()) >= 4) {
                s.push(new Chase(unit));
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            int face = ((Roll) a).first();
            int total = total(s, unit, face);
            return String.format(Locale.ROOT, "Pursuit roll for %s: %d, %d in all: %s.", s.setup.unitName(unit), face, total,
                    total >= 4 ? "it pursues" : "it holds its position");
        }

        @Override
        public String describe(HowState s) {
            return "A die is rolled to see whether " + s.setup.unitName(unit) + " pursues.";
        }
    }

    /** The pursuit move or charge (HOW-PURS-4, HOW-PURS-5, AMB-32). */
    record Chase(int unit) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.side(unit);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            List<HowAction> out = options(s);
            return out.isEmpty() ? List.of(along(s, s.units[unit].facing, 0)) : out; // hemmed in: it stays
        }

        /** The charges it may (or must) make and the moves it may make, without staying put. */
        private List<HowAction> options(HowState s) {
            double nm = normalMove(s, unit);
            List<HowAction> out = new ArrayList<>();
            List<Integer> must = targets(s, unit, nm / 2);
            for (int e : must.isEmpty() ? targets(s, unit, nm) : must) {
                out.add(new Charge(unit, e, -1));
            }
            if (must.isEmpty()) {
                for (double heading : headings(s)) {
                    for (double d : new double[] {nm / 2, nm}) {
                        Move m = along(s, heading, d);
                        if (checkMove(s, m, nm).legal()) {
                            out.add(m);
                        }
                    }
                }
            }
            return out;
        }

        /** Straight ahead, and toward the fleeing opponent when it is in the front sector (AMB-32). */
        private List<Double> headings(HowState s) {
            UnitState st = s.units[unit];
            List<Double> out = new ArrayList<>(List.of(st.facing));
            int o = st.melee.opponent;
            if (o >= 0 && s.inPlay(o)) {
                Footprint f = s.footprint(unit);
                Vec2 to = s.footprint(o).centre();
                if (f.sectorOf(to) == Sector.FRONT) {
                    Vec2 d = to.minus(f.frontCentre());
                    out.add(Math.toDegrees(Math.atan2(d.y(), d.x())));
                }
            }
            return out;
        }

        private Move along(HowState s, double heading, double d) {
            UnitState st = s.units[unit];
            double rad = Math.toRadians(heading);
            double h = ((heading % 360) + 360) % 360;
            return new Move(unit, st.x + d * Math.cos(rad), st.y + d * Math.sin(rad), h, st.formation);
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            double nm = normalMove(s, unit);
            List<Integer> must = targets(s, unit, nm / 2);
            if (a instanceof Charge c && c.unit() == unit) {
                List<Integer> allowed = must.isEmpty() ? targets(s, unit, nm) : must;
                return allowed.contains(c.target()) && c.second() < 0 ? Verdict.ok()
                        : Verdict.illegal("HOW-PURS-5", s.setup.unitName(unit) + " may charge only an enemy in its front sector within 1 move"
                                + (must.isEmpty() ? "" : ", and must charge one within ½ move"));
            }
            if (!(a instanceof Move m) || m.unit() != unit || m.formation() != s.units[unit].formation) {
                return Verdict.illegal("HOW-PURS-4", s.setup.unitName(unit) + " pursues: a move into its front sector, or a charge");
            }
            if (!must.isEmpty()) {
                return Verdict.illegal("HOW-PURS-5", s.setup.unitName(unit) + " must charge "
                        + s.setup.unitName(must.get(0)) + ", within ½ move");
            }
            return checkMove(s, m, nm);
        }

        private Verdict checkMove(HowState s, Move m, double nm) {
            UnitState st = s.units[unit];
            Vec2 from = new Vec2(st.x, st.y);
            Vec2 to = new Vec2(m.x(), m.y());
            double d = from.distance(to);
            Footprint f = s.footprint(unit);
            Footprint after = Bases.footprint(s.setup, unit, to, m.facing(), m.formation());
            if (d < 1e-9) {
                return legalStay(s) && Math.abs(adjutant.engine.geometry.Angles.turnDeg(st.facing, m.facing())) < 1e-6 ? Verdict.ok()
                        : Verdict.illegal("HOW-PURS-4", s.setup.unitName(unit) + " pursues at least ½ move");
            }
            if (d < nm / 2 - HowState.CONTACT || d > nm + HowState.CONTACT) {
                return Verdict.illegal("HOW-PURS-4", String.format(Locale.ROOT, "%s pursues between %.1f and %.1f cm, not %.1f",
                        s.setup.unitName(unit), nm / 2, nm, d));
            }
            double heading = Math.toDegrees(Math.atan2(to.y() - from.y(), to.x() - from.x()));
            boolean inFront = f.ahead(to) >= Math.abs(f.lateral(to)) - f.width() / 2 - 1e-6;
            if (!inFront || Math.abs(adjutant.engine.geometry.Angles.turnDeg(heading, m.facing())) > 1) {
                return Verdict.illegal("HOW-PURS-4", s.setup.unitName(unit) + " pursues straight into its front sector, facing the way it goes");
            }
            if (!s.setup.terrain().onTable(after)) {
                return Verdict.illegal("HOW-PURS-4", s.setup.unitName(unit) + " may not pursue off the table");
            }
            for (int e = 0; e < s.units.length; e++) {
                if (s.setup.side(e) != s.setup.side(unit) && s.inPlay(e) && after.within(s.footprint(e), HowState.CONTACT)) {
                    return Verdict.illegal("HOW-PURS-5", s.setup.unitName(unit) + " reaches " + s.setup.unitName(e) + ": that is a charge");
                }
            }
            return Verdict.ok();
        }

        /** Staying put is allowed only when no pursuit move or charge is possible (hemmed in at the table edge). */
        private boolean legalStay(HowState s) {
            return options(s).isEmpty();
        }

        @Override
        public void apply(HowState s, HowAction a) {
            UnitState st = s.units[unit];
            st.moved = true;
            if (a instanceof Move m) {
                st.x = m.x();
                st.y = m.y();
                st.facing = m.facing();
                Movement.keepOnTable(s, unit);
                Movement.clearOverlap(s, unit); // HOW-INTP-6: a forced move never ends on top of another unit
                return;
            }
            Charge c = (Charge) a;
            Vec2 from = new Vec2(st.x, st.y);
            Move at = lineUp(s, unit, c.target());
            st.x = at.x();
            st.y = at.y();
            st.facing = at.facing();
            st.charged = true;
            Movement.keepOnTable(s, unit);
            Movement.clearOverlap(s, unit); // lined up on its target, it may not sit on a third unit
            st.chargeBonus = bonus(s, unit, c.target(), from, new Vec2(at.x(), at.y()));
            int cluster = s.units.length + unit;
            MeleeCluster.join(s, unit, cluster);
            for (int e = 0; e < s.units.length; e++) {
                if (MeleeCluster.canMelee(s, unit, e)) {
                    MeleeCluster.join(s, e, cluster);
                    s.units[e].chargeBonus = false; // their own charge was another melee's first round
                }
            }
            MeleeRound.start(s, cluster, 1);
        }

        @Override
        public String words(HowState s, HowAction a) {
            if (a instanceof Charge c) {
                return s.setup.unitName(unit) + " pursues and charges " + s.setup.unitName(c.target()) + ".";
            }
            Move m = (Move) a;
            UnitState st = s.units[unit];
            double d = new Vec2(st.x, st.y).distance(new Vec2(m.x(), m.y()));
            return d < 0.05 ? s.setup.unitName(unit) + " cannot pursue further and stays."
                    : String.format(Locale.ROOT, "%s pursues %.1f cm to (%.1f, %.1f).", s.setup.unitName(unit), d, m.x(), m.y());
        }

        @Override
        public String describe(HowState s) {
            return s.setup.unitName(unit) + " pursues: where does it go?";
        }
    }
}
