package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Pass;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * The charge goes home (HOW-CHG-1, HOW-CHG-11): once any fire at the charger has been resolved,
 * the charger lines up face to face with its target(s), both are fixed until the melee
 * (HOW-CHG-5) and a cavalry charger's bonus is decided (HOW-MELEE-7). A charger that the fire
 * drove off (4 or more hits, or already retreating) goes no further (AMB-55).
 *
 * <p>After an evade (HOW-CHG-19) the charger halts for the turn, except cavalry charging light
 * infantry in the open, which goes on into contact if its allowance reaches (the choice to
 * finish its move elsewhere is not offered: decisions-chg, CHG-19).
 *
 * <p>As a step it is one certain action (the charging side confirms, {@link Pass}); it is queued
 * only when fire has to be resolved first, otherwise the charge completes at once.
 */
record ChargeContact(Declared d, boolean evaded) implements Task {

    @Override
    public Side decider(HowState s) {
        return s.setup.side(d.charger());
    }

    @Override
    public List<HowAction> legal(HowState s) {
        return List.of(new Pass());
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        return a instanceof Pass ? Verdict.ok()
                : Verdict.illegal("HOW-CHG-11", "the charge of " + s.setup.unitName(d.charger()) + " goes home now (pass)");
    }

    @Override
    public void apply(HowState s, HowAction a) {
        complete(s, d, evaded);
    }

    @Override
    public String words(HowState s, HowAction a) {
        return "The charge of " + s.setup.unitName(d.charger()) + " goes on.";
    }

    @Override
    public String describe(HowState s) {
        return s.setup.unitName(d.charger()) + " charges home.";
    }

    /** Finishes the charge as things stand now. */
    static void complete(HowState s, Declared d, boolean evaded) {
        int c = d.charger();
        UnitState cs = s.units[c];
        if (!s.inPlay(c) || cs.hits >= 4 || cs.retreatedThisTurn) {
            return; // driven off by fire: no contact, no melee (AMB-55)
        }
        if (evaded) {
            afterEvade(s, d);
            return;
        }
        Footprint start = d.from(s);
        ChargeRules.Plan p = ChargeRules.plan(s, d.charge(), start);
        if (p == null) {
            return; // no room any more: it stays where it stands
        }
        contact(s, c, ChargeRules.targets(d.charge()), start, p.lined(), p.sector(), d.path());
        Reinforcement.offer(s, d);
    }

    /** Cavalry charging light infantry in the open go on if they reach; anyone else halts for the turn (HOW-CHG-19). */
    private static void afterEvade(HowState s, Declared d) {
        int c = d.charger();
        int t = d.target();
        boolean chase = ChargeEligibility.kind(s, c) == UnitType.CAVALRY && ChargeEligibility.kind(s, t) == UnitType.LIGHT_INFANTRY
                && open(s, t);
        if (chase) {
            Footprint from = s.footprint(c);
            ChargeRules.Plan p = ChargeRules.plan(s, ChargeSteps.single(d), from);
            if (p != null && ChargeRules.cost(s, c, from, ChargeGeometry.touch(from, s.footprint(t), p.sector()))
                    <= ChargeRules.remaining(s, c) + 1e-6) {
                contact(s, c, new int[] {t}, from, p.lined(), p.sector(), p.path());
                return;
            }
        }
        halt(s, c);
        if (d.second() >= 0 && s.inContact(c, d.second())) {
            s.units[d.second()].fixed = true; // the other target of a pair stays charged
        }
    }

    private static boolean open(HowState s, int u) {
        Terrain terrain = s.setup.terrain();
        Footprint f = s.footprint(u);
        for (TerrainKind k : new TerrainKind[] {TerrainKind.WOODS, TerrainKind.ROUGH, TerrainKind.VILLAGE, TerrainKind.TOWN,
                TerrainKind.WOODED_STEEP_HILL, TerrainKind.TRENCH}) {
            if (terrain.touches(f, k)) {
                return false;
            }
        }
        return true;
    }

    /** No more movement for the unit this turn. */
    static void halt(HowState s, int u) {
        UnitState us = s.units[u];
        CommandResult order = us.order != null ? us.order : s.brigadeOrder[s.setup.brigadeOf(u)];
        us.movesUsed = Math.max(us.movesUsed, order == null ? 2 : order.moves());
        us.moved = true;
    }

    /**
     * The charger stands lined up in contact: it has charged and spent the run, the targets are
     * fixed (HOW-CHG-5), a second target is closed up to touch (HOW-CHG-12), and the cavalry
     * bonus is decided (HOW-MELEE-7).
     */
    static void contact(HowState s, int c, int[] targets, Footprint from, Footprint lined, Sector sector, double run) {
        ChargeResponses.place(s, c, lined);
        UnitState cs = s.units[c];
        cs.charged = true;
        cs.moved = true;
        cs.movesUsed += run / Movement.normalMove(s, c);
        cs.chargeBonus = ChargeBonus.earned(s, c, targets[0], from, lined, sector, run);
        for (int t : targets) {
            closeUp(s, t, lined);
            s.units[t].fixed = true;
        }
        // Lined up "as far as possible" (HOW-CHG-11): never on top of a unit beside the target,
        // nor of a target that turned to face; the least shift that clears it (HOW-INTP-6).
        Movement.clearOverlap(s, c);
    }

    /**
     * A target a little short of the charger's front is moved straight up to touch it, unless
     * that would put it on top of another unit: it then stays where it stands, charged (10,000
     * random Kutzdorf games found the second target of a charge moved onto its neighbour).
     */
    private static void closeUp(HowState s, int t, Footprint charger) {
        Footprint at = s.footprint(t);
        double gap = at.distanceTo(charger);
        if (gap <= HowState.CONTACT / 2) {
            return;
        }
        adjutant.engine.geometry.Vec2 toward = charger.forward().negate().times(gap);
        if (!Proximity.clear(s, t, at.movedTo(at.frontCentre().plus(toward), at.facing()))) {
            return;
        }
        UnitState ts = s.units[t];
        ts.x += toward.x();
        ts.y += toward.y();
    }
}
