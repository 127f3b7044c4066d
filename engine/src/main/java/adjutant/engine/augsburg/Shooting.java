package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Choose;
import adjutant.engine.augsburg.action.Fire;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.React;
import adjutant.engine.augsburg.action.Reaction;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * Shooting (FIRE): who may fire at whom (LOA-FIRE-9), ranges (LOA-FIRE-1), the dice pool
 * (LOA-FIRE-2 to LOA-FIRE-4, LOA-FIRE-10), hits = ⌊pips / 5⌋ rolled as one chance step grouped
 * by hits (LOA-FIRE-5), saves grouped by successes (LOA-FIRE-6), casualties (LOA-FIRE-7), the
 * target's morale at the end of the fire step (LOA-FIRE-8), Stand Ready return fire (LOA-ORD-4),
 * the French step (LOA-MOVE-4) and the caracole (LOA-MOVE-5).
 *
 * <p>For the melee section: {@link #reactionFire} is the defender's fire at a charger (it marks
 * the defender as having acted and leaves the charger's morale test to the caller; losses are
 * read with {@link LoaState#inflicted}); {@link #halfEffectFire} is a charger's half-effect fire
 * after falling short (LOA-FIRE-10).
 */
public final class Shooting {

    /** The fire of an F order (French step, caracole, morale, return fire follow). */
    static final int ORDER = 0;
    /** Stand Ready return fire (LOA-ORD-4): a reaction, morale at its end. */
    static final int RETURN = 1;
    /** Fire at a charger (LOA-MELEE-2): the melee section goes on with it. */
    static final int REACTION = 2;
    /** A charger's half-effect fire (LOA-FIRE-10). */
    static final int HALF = 3;

    /** Range bands (LOA-FIRE-1, AMB-31). */
    enum Band {
        SHORT,
        MEDIUM,
        LONG,
        OUT
    }

    private Shooting() {
    }

    // ---------------------------------------------------------------- the numbers

    /**
     * The weapon's short, medium and long range in inches, 0 for a band it lacks (LOA-FIRE-1,
     * AMB-32): foot and dismounted dragoons muskets, horse pistols, mounted dragoons and light
     * horse carbines, guns by weight.
     */
    static double[] ranges(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        Formation f = s.units[unit].formation;
        return switch (k) {
            case FRENCH_FOOT, DUTCH_FOOT, SKIRMISH_FOOT -> new double[] {4, 8, 16};
            case DRAGOONS -> f == Formation.DISMOUNTED ? new double[] {4, 8, 16} : new double[] {4, 6, 0};
            case LIGHT_HORSE -> new double[] {4, 6, 0};
            case PISTOLEERS, AGGRESSIVE_HORSE -> new double[] {4, 0, 0};
            case LIGHT_GUN -> new double[] {8, 14, 30};
            case FIELD_GUN -> new double[] {8, 18, 40};
            case HEAVY_GUN -> new double[] {8, 24, 60};
        };
    }

    /** Each number is the upper limit of its band (AMB-31): musket 0–4 short, >4–8 medium, >8–16 long. */
    static Band band(LoaState s, int unit, double distance) {
        double[] r = ranges(s, unit);
        if (distance <= r[0] + 1e-9) {
            return Band.SHORT;
        }
        if (r[1] > 0 && distance <= r[1] + 1e-9) {
            return Band.MEDIUM;
        }
        if (r[2] > 0 && distance <= r[2] + 1e-9) {
            return Band.LONG;
        }
        return Band.OUT;
    }

    /** Skirmish units (LOA-FIRE-2): Skirmishing Foot and dismounted dragoons (LOA-ORG-4). */
    static boolean skirmishers(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        return k == Kind.SKIRMISH_FOOT || (k == Kind.DRAGOONS && s.units[unit].formation == Formation.DISMOUNTED);
    }

    /**
     * The range from firer to target, nearest figure to nearest figure (AMB-41); skirmishers
     * measure from their figure furthest from the target (LOA-FIRE-2).
     */
    static double distance(LoaState s, int unit, int target) {
        Footprint f = s.footprint(unit);
        Footprint t = s.footprint(target);
        if (!skirmishers(s, unit)) {
            return f.distanceTo(t);
        }
        Polygon tp = t.polygon();
        double worst = 0;
        for (Vec2 v : f.polygon().vertices()) {
            worst = Math.max(worst, tp.distanceTo(v));
        }
        return worst;
    }

    /**
     * Figures in the front rank now: rank and file go from the rear rank first (AMB-36), so the
     * front stays full until the unit has fewer figures than a full front (decision, fire helper).
     */
    static int frontRank(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        UnitState u = s.units[unit];
        int ranks = Footprints.ranks(k, u.formation);
        int fullFront = (s.setup.originalFigures(unit) + ranks - 1) / ranks;
        return Math.min(u.figureCount(), fullFront);
    }

    /** The basic pool before halving and modifiers (LOA-FIRE-2; D-1 to D-6). */
    static int basicPool(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        UnitState u = s.units[unit];
        int figures = u.figureCount();
        switch (k) {
            case FRENCH_FOOT, DUTCH_FOOT -> {
                int pikesInFront = (u.figures[FigureType.PIKE.ordinal()] + 1) / 2; // pikemen do not count
                return Math.max(0, frontRank(s, unit) - pikesInFront) / 2;
            }
            case SKIRMISH_FOOT -> {
                return figures / 3;
            }
            case DRAGOONS -> {
                return u.formation == Formation.DISMOUNTED ? figures / 3 : frontRank(s, unit) / 3; // AMB-14
            }
            case LIGHT_HORSE, AGGRESSIVE_HORSE -> {
                return frontRank(s, unit) / 3;
            }
            case PISTOLEERS -> {
                return u.formation == Formation.DEEP ? frontRank(s, unit) : figures / 2;
            }
            default -> {
                return u.formation == Formation.LIMBERED ? 0 : Math.min(5, u.figures[FigureType.CREW.ordinal()]); // AMB-12
            }
        }
    }

    /** The target is enfiladed: the firer's centre is in its flank (or rear) sector (AMB-34). */
    static boolean enfiladed(LoaState s, int unit, int target) {
        return s.footprint(target).sector(s.footprint(unit).centre()) != Footprint.Sector.FRONT;
    }

    /**
     * The pool (LOA-FIRE-2 to LOA-FIRE-4): the basic pool, halved (rounding down) when firing
     * from buildings or area cover (LOA-FIRE-3) and again at half effect (LOA-FIRE-10, AMB-7),
     * then the dice modifiers; never below 0 (AMB-8). A Disordered firer takes −3, not −3 and
     * the −2 of the Unformed it implies (decision, fire helper).
     */
    static int pool(LoaState s, int unit, int target, Band band, boolean half) {
        UnitState u = s.units[unit];
        int p = basicPool(s, unit);
        if (FireCover.firesFromCover(s, unit)) {
            p /= 2;
        }
        if (half) {
            p /= 2;
        }
        if (!u.firedBefore && !s.setup.kind(unit).isArtillery()) {
            p += 3; // first volley (AMB-33; AMB-12 none for guns)
        }
        if (s.setup.has(unit, Tag.ELITE)) {
            p += 2;
        }
        if (s.setup.has(unit, Tag.GRENADIERS)) {
            p += 1;
        }
        if (s.setup.has(unit, Tag.RAW)) {
            p -= 1;
        }
        if (target >= 0 && enfiladed(s, unit, target)) {
            p += 6;
        }
        if (band == Band.MEDIUM) {
            p -= 2;
        } else if (band == Band.LONG) {
            p -= 3;
        }
        if (u.has(Status.DISORDERED)) {
            p -= 3;
        } else if (u.has(Status.UNFORMED)) {
            p -= 2;
        }
        return Math.max(0, p);
    }

    /** Figures hit by a pip total (LOA-FIRE-5): ⌊pips / 5⌋. */
    static int hits(int pips) {
        return pips / 5;
    }

    /** The number of hits a pool scores, grouped from the exact pip totals (LOA-FIRE-5). */
    static Distribution hitDistribution(int dice) {
        return Dice.sum(dice, Die.D6).map(Shooting::hits);
    }

    /**
     * The D6 score that saves a hit, 7 when none does (LOA-FIRE-6, AMB-35): the best single
     * category of concealment, cover, skirmish order or deployed gun crew, then +1 for gunners
     * or skirmishers in cover.
     */
    static int saveOn(LoaState s, int target, int firer) {
        FireCover.Category c = FireCover.against(s, target, s.footprint(firer).centre());
        int on = switch (c) {
            case CONCEALED -> 6;
            case COVER -> 5;
            case HARD -> 4;
            case NONE -> 7;
        };
        boolean gunCrew = s.setup.kind(target).isArtillery() && s.units[target].formation == Formation.UNLIMBERED;
        boolean skirmish = skirmishers(s, target);
        if (gunCrew || skirmish) {
            on = Math.min(on, 5);
            if (c != FireCover.Category.NONE) {
                on -= 1;
            }
        }
        return on;
    }

    // ---------------------------------------------------------------- who may fire at whom

    /** Whether the unit may fire at all now (LOA-FIRE-9, AMB-63). */
    static boolean mayFire(LoaState s, int unit) {
        UnitState u = s.units[unit];
        return s.inPlay(unit) && !u.firedThisTurn && u.melee < 0 && u.formation != Formation.LIMBERED
                && !u.has(Status.ROUTING) && u.figureCount() > 0;
    }

    /** The enemy units the unit may fire at (LOA-FIRE-9, AMB-37), in unit order. */
    static List<Integer> targets(LoaState s, int unit) {
        List<Integer> out = new ArrayList<>();
        if (!mayFire(s, unit)) {
            return out;
        }
        for (int t = 0; t < s.units.length; t++) {
            if (whyNot(s, unit, t) == null) {
                out.add(t);
            }
        }
        return out;
    }

    /** The rule a fire at {@code target} breaks and why, null when it may fire. */
    static String[] whyNot(LoaState s, int unit, int target) {
        if (target < 0 || target >= s.units.length || s.setup.side(target) == s.setup.side(unit) || !s.inPlay(target)) {
            return new String[] {"LOA-FIRE-9", "only an enemy unit on the table may be fired at"};
        }
        if (!mayFire(s, unit)) {
            return new String[] {"LOA-FIRE-9", "the unit may not fire now (fired already, in melee, limbered or routing)"};
        }
        if (s.units[target].melee >= 0) {
            return new String[] {"LOA-FIRE-9", "units in melee may not be fired at (AMB-63)"};
        }
        if (band(s, unit, distance(s, unit, target)) == Band.OUT) {
            return new String[] {"LOA-FIRE-1", "the target is out of range"};
        }
        Vec2 aim = aimPoint(s, unit, target);
        if (aim == null) {
            return new String[] {"LOA-FIRE-9", "the target is not within 45° of straight ahead"};
        }
        Vec2 from = s.footprint(unit).front();
        for (int o = 0; o < s.units.length; o++) {
            if (o != unit && s.inPlay(o) && s.setup.side(o) == s.setup.side(unit)
                    && s.footprint(o).polygon().intersects(new Segment(from, aim))) {
                return new String[] {"LOA-FIRE-9", "a friendly unit is in the line of fire"};
            }
        }
        return null;
    }

    /**
     * The point fired at: the target's point nearest the centre of the firer's front, if within
     * 45° of straight ahead, else its centre if that is (AMB-37); null when neither is.
     */
    static Vec2 aimPoint(LoaState s, int unit, int target) {
        Footprint f = s.footprint(unit);
        Footprint t = s.footprint(target);
        Vec2 from = f.front();
        Vec2 nearest = null;
        double best = Double.POSITIVE_INFINITY;
        for (Segment e : t.polygon().edges()) {
            Vec2 p = e.closestPoint(from);
            double d = p.distance(from);
            if (d < best) {
                best = d;
                nearest = p;
            }
        }
        for (Vec2 p : new Vec2[] {nearest, t.centre()}) {
            Vec2 d = p.minus(from);
            if (d.length() < 1e-9 || d.normalized().dot(f.forward()) >= Math.cos(Math.toRadians(45)) - 1e-9) {
                return p;
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- the steps

    /** Pushes the steps of a unit's F order: the choice of target (LOA-FIRE-9), or a pass when there is none. */
    static void offerFire(LoaState s, int unit) {
        s.push(new TargetTask(unit));
    }

    /** The defender's fire at a charger (LOA-MELEE-2 steps 2–3) from {@code range} inches: a free reaction (LOA-ORD-8). */
    static void reactionFire(LoaState s, int unit, int target, double range) {
        Orders.reacted(s, unit);
        fire(s, unit, target, REACTION, range);
    }

    /** A charger that fell short after a morale failure fires at half effect (LOA-FIRE-10, LOA-MOR-7). */
    static void halfEffectFire(LoaState s, int unit, int target) {
        fire(s, unit, target, HALF, -1);
    }

    /**
     * Whether {@code unit} can fire at {@code target} in a charge (LOA-FIRE-9: in arc, no friend in
     * the line of fire, not in melee); range is judged by the fire itself, a shot out of range
     * having no effect. For the melee section's defender fire and half-effect fire.
     */
    static boolean canFireInCharge(LoaState s, int unit, int target) {
        String[] why = whyNot(s, unit, target);
        return why == null || "LOA-FIRE-1".equals(why[0]);
    }

    /**
     * Starts a fire: the pool is fixed now, the unit has fired (LOA-FIRE-9: once a turn; AMB-33),
     * and the pool's roll is pushed; with no dice the fire ends at once.
     */
    static void fire(LoaState s, int unit, int target, int mode, double range) {
        int screen = Evade.screen(s, unit, target);
        if (screen >= 0 && s.units[screen].melee < 0) {
            target = screen; // LOA-EVADE-3 (AMB-57): the light screen takes the fire aimed through it
        }
        double d = range >= 0 ? range : distance(s, unit, target);
        Band band = band(s, unit, d);
        // out of range (a reaction or half-effect fire from too far): the shot has no effect
        int dice = band == Band.OUT ? 0 : pool(s, unit, target, band, mode == HALF);
        UnitState u = s.units[unit];
        u.firedThisTurn = true;
        u.firedBefore = true;
        if (dice > 0 && enfiladed(s, unit, target)) {
            s.units[target].enfiladed = true; // LOA-MOR-3 +2 at the end of the step
        }
        Shot shot = new Shot(unit, target, mode, band.ordinal(), s.units[target].fireCasualties);
        if (dice > 0) {
            s.push(new PoolRoll(shot, dice));
        } else {
            finish(s, shot);
        }
    }

    /** One fire's identity, carried through its steps. {@code prior}: the target's fire casualties before it. */
    record Shot(int unit, int target, int mode, int band, int prior) {
        long key() {
            return ((((long) unit * 4096 + target) * 8 + mode) * 8 + band) * 4096 + prior;
        }
    }

    /** Casualties of a fire: figures removed (LOA-FIRE-7, AMB-36), counted as fire casualties (LOA-ORD-4). */
    static int casualties(LoaState s, Shot shot, int n) {
        int removed = s.removeFigures(shot.target, n, shot.unit);
        UnitState t = s.units[shot.target];
        t.fireCasualties += removed;
        if (t.figureCount() == 0) {
            t.removed = true;
        }
        return removed;
    }

    /**
     * The end of a fire: after an F order the French step (LOA-MOVE-4) or the caracole
     * (LOA-MOVE-5), then the target's morale (LOA-FIRE-8), then the target's return fire
     * (LOA-ORD-4); after return fire, the morale at the end of that reaction (LOA-SEQ-3).
     */
    static void finish(LoaState s, Shot shot) {
        if (shot.mode == ORDER) {
            if (mayReturnFire(s, shot)) {
                s.push(new ReturnFireTask(shot));
            }
            Morale.endOfStep(s);
            Kind k = s.setup.kind(shot.unit);
            UnitState u = s.units[shot.unit];
            if (s.inPlay(shot.unit) && k == Kind.PISTOLEERS && u.formation == Formation.DEEP) {
                ForcedMove.slide(s, shot.unit, s.footprint(shot.unit).forward().negate(), 2, false); // AMB-27
            } else if (s.inPlay(shot.unit) && k == Kind.FRENCH_FOOT && !frenchSteps(s, shot.unit).isEmpty()) {
                s.push(new FrenchStepTask(shot.unit));
            }
        } else if (shot.mode == RETURN) {
            Morale.endOfStep(s);
        }
    }

    /** A unit on Stand Ready (LOA-ORD-4), or with Orders Cancelled and not yet acted (LOA-ORD-5). */
    static boolean onStandReady(LoaState s, int unit) {
        UnitState u = s.units[unit];
        return !u.acted && (u.order() == Order.STAND_READY || (u.chit >= 0 && u.has(Status.ORDERS_CANCELLED)));
    }

    /** LOA-ORD-4: fired on from medium or short range by a weapon other than artillery, by a unit it may fire back at. */
    static boolean mayReturnFire(LoaState s, Shot shot) {
        Band b = Band.values()[shot.band];
        return !s.setup.kind(shot.unit).isArtillery() && (b == Band.SHORT || b == Band.MEDIUM)
                && s.inPlay(shot.target) && onStandReady(s, shot.target) && whyNot(s, shot.target, shot.unit) == null;
    }

    /** The hold-fire steadiness modifier (LOA-ORD-4). */
    static int holdFireModifier(LoaState s, Shot shot) {
        int m = 0;
        if (shot.prior > 0) {
            m -= 1; // prior casualties from fire
        }
        m -= s.inflicted(shot.unit, shot.target); // per casualty inflicted by the opposing unit this turn
        if (s.setup.has(shot.target, Tag.ELITE)) {
            m += 2;
        }
        if (s.setup.has(shot.target, Tag.GRENADIERS)) {
            m += 1;
        }
        return m;
    }

    /** The French step's options (LOA-MOVE-4, AMB-11: 1"): 1 forward, 2 back; those that stay on the table and clear of others. */
    static List<Integer> frenchSteps(LoaState s, int unit) {
        List<Integer> out = new ArrayList<>();
        UnitState u = s.units[unit];
        Vec2 f = s.footprint(unit).forward();
        for (int o = 1; o <= 2; o++) {
            double x = u.x;
            double y = u.y;
            Vec2 d = f.times(o == 1 ? 1 : -1);
            u.x += d.x();
            u.y += d.y();
            if (ForcedMove.onTable(s, unit) && !ForcedMove.blocked(s, unit)) {
                out.add(o);
            }
            u.x = x;
            u.y = y;
        }
        return out;
    }

    private static String units(LoaState s, int a, int b) {
        return Words.unit(s, a) + " at " + Words.unit(s, b);
    }

    /** An F order: the unit picks its target, or holds its fire (LOA-FIRE-9). */
    record TargetTask(int unit) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(unit);
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            for (int t : targets(s, unit)) {
                out.add(new Fire(unit, t));
            }
            out.add(new Pass());
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (a instanceof Pass) {
                return Verdict.ok();
            }
            if (!(a instanceof Fire f) || f.unit() != unit) {
                return Verdict.illegal("LOA-ORD-3", () -> describe(s) + " — not " + a);
            }
            String[] why = whyNot(s, unit, f.target());
            return why == null ? Verdict.ok() : Verdict.illegal(why[0], why[1]);
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            if (a instanceof Fire f) {
                fire(s, unit, f.target(), ORDER, -1);
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            if (a instanceof Fire f) {
                Band b = band(s, unit, distance(s, unit, f.target()));
                int screen = Evade.screen(s, unit, f.target());
                if (screen >= 0 && s.units[screen].melee < 0) {
                    return Words.unit(s, unit) + " fires at " + Words.unit(s, f.target()) + "; the screen of "
                            + Words.unit(s, screen) + " takes the fire.";
                }
                return Words.unit(s, unit) + " fires at " + Words.unit(s, f.target()) + " at "
                        + b.name().toLowerCase(java.util.Locale.ROOT) + " range with "
                        + pool(s, unit, f.target(), b, false) + " dice.";
            }
            return Words.unit(s, unit) + " holds its fire.";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "chooses") + " the target of " + Words.unit(s, unit) + ".";
        }

        @Override
        public long key() {
            return unit;
        }
    }

    /** The pool rolled: the value is the hits, ⌊pips / 5⌋, grouped from the exact pip totals (LOA-FIRE-5). */
    record PoolRoll(Shot shot, int dice) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return hitDistribution(dice);
        }

        @Override
        public void result(LoaState s, int hits) {
            if (hits > 0 && s.inPlay(shot.target)) {
                int on = saveOn(s, shot.target, shot.unit);
                if (on <= 6) {
                    s.push(new SaveRoll(shot, hits, on));
                    return;
                }
                casualties(s, shot, hits);
            }
            finish(s, shot);
        }

        @Override
        public String what(LoaState s) {
            return units(s, shot.unit, shot.target) + ": " + dice + " dice, pips ÷ 5 = hits";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int h = ((adjutant.engine.augsburg.action.Roll) a).value();
            int on = saveOn(s, shot.target, shot.unit);
            String saves = h > 0 && on <= 6 ? " (saved on " + on + "+)" : h > 0 ? ", no save: " + h + " figures lost" : "";
            return Words.unit(s, shot.unit) + " fires " + dice + " dice at " + Words.unit(s, shot.target) + ": " + h
                    + (h == 1 ? " hit" : " hits") + saves + ".";
        }

        @Override
        public long key() {
            return shot.key() * 64 + dice;
        }
    }

    /** One D6 per hit, each at least {@code on} cancels it (LOA-FIRE-6); the value is the saves. */
    record SaveRoll(Shot shot, int hits, int on) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.successes(hits, Die.D6, f -> f >= on);
        }

        @Override
        public void result(LoaState s, int saves) {
            casualties(s, shot, hits - saves);
            finish(s, shot);
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, shot.target) + " saves " + hits + " hits on " + on + "+";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int saves = ((adjutant.engine.augsburg.action.Roll) a).value();
            return Words.unit(s, shot.target) + " saves " + saves + " of " + hits + " hits from " + Words.unit(s, shot.unit)
                    + ": " + (hits - saves) + " figures lost.";
        }

        @Override
        public long key() {
            return (shot.key() * 64 + hits) * 8 + on;
        }
    }

    /**
     * LOA-ORD-4: the Stand Ready target returns fire, or its brigadier tries to hold it (a
     * steadiness check). Offered after the target's morale; if it can no longer fire, only Pass.
     */
    record ReturnFireTask(Shot shot) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(shot.target);
        }

        private boolean can(LoaState s) {
            return mayReturnFire(s, shot);
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            if (!can(s)) {
                return List.of(new Pass());
            }
            return List.of(new React(shot.target, Reaction.FIRE.ordinal()), new React(shot.target, Reaction.NONE.ordinal()));
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (a instanceof Pass) {
                return can(s) ? Verdict.illegal("LOA-ORD-4", "a unit on Stand Ready returns fire unless it tries to hold it")
                        : Verdict.ok();
            }
            if (a instanceof React r && r.unit() == shot.target
                    && (r.reaction() == Reaction.FIRE.ordinal() || r.reaction() == Reaction.NONE.ordinal())) {
                return can(s) ? Verdict.ok() : Verdict.illegal("LOA-ORD-4", "the unit cannot return fire now");
            }
            return Verdict.illegal("LOA-ORD-4", () -> describe(s) + " — not " + a);
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            if (a instanceof React r) {
                if (r.reaction() == Reaction.FIRE.ordinal()) {
                    returnFire(s, shot);
                } else {
                    s.push(new HoldFireRoll(shot, holdFireModifier(s, shot)));
                }
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            if (a instanceof React r) {
                return r.reaction() == Reaction.FIRE.ordinal()
                        ? Words.unit(s, shot.target) + " returns fire at " + Words.unit(s, shot.unit) + "."
                        : UnitNames.possessive(Words.unit(s, shot.target)) + " brigadier tries to hold its fire.";
            }
            return Words.unit(s, shot.target) + " cannot return fire.";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "decides") + " whether " + Words.unit(s, shot.target) + " returns fire.";
        }

        @Override
        public long key() {
            return shot.key();
        }
    }

    /** The return fire itself: a free reaction that uses up the unit's action (AMB-21). */
    static void returnFire(LoaState s, Shot shot) {
        Orders.reacted(s, shot.target);
        fire(s, shot.target, shot.unit, RETURN, -1);
    }

    /** LOA-ORD-4, LOA-MOR-9: 2D6 + modifiers ≥ 8 holds the fire; the value is the 2D6. */
    record HoldFireRoll(Shot shot, int modifier) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.twoD6();
        }

        @Override
        public void result(LoaState s, int value) {
            if (!Morale.steady(value, modifier)) {
                returnFire(s, shot);
            }
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, shot.target) + " tests to hold its fire: 2D6 " + signed(modifier) + ", 8 or more";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int v = ((adjutant.engine.augsburg.action.Roll) a).value();
            return Words.unit(s, shot.target) + " rolls " + v + signed(modifier) + " to hold its fire: "
                    + (Morale.steady(v, modifier) ? "it holds." : "it returns fire at " + Words.unit(s, shot.unit) + ".");
        }

        @Override
        public long key() {
            return shot.key() * 64 + modifier + 32;
        }
    }

    static String signed(int m) {
        return m == 0 ? "" : m > 0 ? " + " + m : " − " + (-m);
    }

    /** LOA-MOVE-4: a French battalion that fired may step 1" forward or back (Choose 0 stays, 1 forward, 2 back). */
    record FrenchStepTask(int unit) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(unit);
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            out.add(new Choose(0));
            for (int o : frenchSteps(s, unit)) {
                out.add(new Choose(o));
            }
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (a instanceof Choose c && (c.option() == 0 || frenchSteps(s, unit).contains(c.option()))) {
                return Verdict.ok();
            }
            return Verdict.illegal("LOA-MOVE-4", "a French battalion steps 1\" forward (1), back (2) or stays (0), clear of others");
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            int o = ((Choose) a).option();
            if (o != 0) {
                Vec2 f = s.footprint(unit).forward();
                ForcedMove.slide(s, unit, o == 1 ? f : f.negate(), 1, false);
                Evade.withdraw(s, unit); // LOA-EVADE-2
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int o = ((Choose) a).option();
            return Words.unit(s, unit) + (o == 0 ? " stands where it fired." : o == 1 ? " steps 1\" forward as it fires."
                    : " steps 1\" back as it fires.");
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "decides") + " whether " + Words.unit(s, unit) + " steps forward or back.";
        }

        @Override
        public long key() {
            return unit;
        }
    }
}
