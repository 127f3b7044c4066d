package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.AllocateLosses;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.RulesOptions.VictimSelection;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Loss allocation as the causing player's decision in FREE mode (BA-CAS-5, BA-CMB-6, BA-CAS-2, BA-ART-6). */
class LossAllocationTest {
    private final BlownAwayRules rules = Fx.RULES;

    private static RulesOptions options(VictimSelection v) {
        Fx.Opt o = Fx.opt();
        o.victims = v;
        return o.build();
    }

    private static Positions chance(VictimSelection v) {
        return Positions.chance().options(options(v));
    }

    /** Blue infantry a faces red infantry e 3 in away; blue to fight (COMBAT step). */
    private BaState duel(VictimSelection v) {
        Positions p = chance(v);
        p.infantry(Side.BLUE, 30, 10, 90);
        p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        rules.apply(s, new Pass());
        assertEquals(Phase.COMBAT, s.phase());
        return s;
    }

    private static final int A = 0;
    private static final int E = 1;

    private static AllocateLosses alloc(int unit, List<Integer> killed, List<Integer> runners) {
        return new AllocateLosses(unit, killed, runners);
    }

    private static int[] canonicalOrder(BaState s, int unit, int cause) {
        double[] ref = Relations.ref(s, cause);
        int[] order = new int[s.setup.startMen[unit]];
        int n = Casualties.canonicalOrder(s, unit, FigureStatus.IN_RANKS, ref[0], ref[1], order);
        return java.util.Arrays.copyOf(order, n);
    }

    private void assertIllegal(BaState s, AllocateLosses a, String rule, String mentions) {
        Verdict v = rules.validate(s, a);
        assertFalse(v.legal(), a.notation() + " must be illegal");
        assertEquals(rule, v.ruleId(), v.toString());
        assertTrue(v.reason().contains(mentions), v.reason() + " should name " + mentions);
        long before = s.hash();
        assertThrows(IllegalActionException.class, () -> rules.apply(s, a));
        assertEquals(before, s.hash(), "a rejected allocation changes nothing");
    }

    /** The offered allocations are legal, without duplicates, the canonical one first. */
    private void assertOffered(BaState s) {
        List<AllocateLosses> offered = Combat.allocations(s);
        assertFalse(offered.isEmpty());
        assertEquals(offered, rules.legalActions(s).stream().map(a -> (AllocateLosses) a).toList());
        assertEquals(Losses.canonical(s), offered.get(0), "the canonical allocation is offered first");
        Set<String> keys = new HashSet<>();
        for (AllocateLosses a : offered) {
            assertTrue(rules.validate(s, a).legal(), a.notation() + ": " + rules.validate(s, a));
            List<Integer> k = new ArrayList<>(a.killed());
            List<Integer> r = new ArrayList<>(a.runners());
            k.sort(null);
            r.sort(null);
            assertTrue(keys.add(k + "|" + r), "duplicate offer " + a.notation());
        }
    }

    @Test
    @DisplayName("BA-CAS-5 BA-CMB-C-5: FREE mode pauses at LOSSES with the winner deciding; the canonical offer reproduces CANONICAL mode")
    void chanceCombatPausesForTheWinner() {
        BaState s = duel(VictimSelection.FREE);
        BaState c = duel(VictimSelection.CANONICAL);
        int[] order = canonicalOrder(s, E, A);
        for (BaState x : new BaState[] {s, c}) {
            rules.apply(x, new Fight(A, E));
            rules.apply(x, new CardDraw(13, 1));
        }
        assertEquals(Phase.LOSSES, s.phase());
        assertEquals(Side.BLUE, rules.toAct(s), "blue won: blue chooses red's victims");
        assertEquals(E, s.lossUnit());
        assertEquals(1, s.pendingLosses());
        assertEquals(13, s.inRanks(E), "nothing applied yet");
        assertEquals("BA-CMDR-2", rules.validate(s, PlaceCommander.at(40, 20)).ruleId());
        assertEquals("BA-TURN-2", rules.validate(s, new Pass()).ruleId());
        assertOffered(s);
        AllocateLosses first = Combat.allocations(s).get(0);
        assertEquals(alloc(E, List.of(order[0]), List.of(order[1])), first, "the men Casualties would pick");
        assertTrue(Combat.allocations(s).size() > 1, "real alternatives are offered too");
        rules.apply(s, first);
        assertEquals(c.hash(), s.hash(), "same state as CANONICAL mode");
        assertEquals(0, s.pendingLosses());
        assertEquals(Side.RED, s.active(), "the combat finished and the turn went on");
        assertEquals(Phase.MAIN, s.phase());
    }

    @Test
    @DisplayName("BA-CMB-6 BA-CAS-1: a person's legal different choice is accepted and applied to exactly those men")
    void aDifferentLegalChoiceIsApplied() {
        BaState s = duel(VictimSelection.FREE);
        int[] order = canonicalOrder(s, E, A);
        rules.apply(s, new Fight(A, E));
        rules.apply(s, new CardDraw(13, 1));
        List<Integer> others = new ArrayList<>();
        for (int f : Fx.men(s, E, Role.SOLDIER)) {
            if (f != order[0] && f != order[1]) {
                others.add(f);
            }
        }
        int dead = others.get(0);
        int runner = others.get(1);
        double y0 = s.y(runner);
        double x0 = s.x(runner);
        AllocateLosses mine = alloc(E, List.of(dead), List.of(runner));
        assertTrue(rules.validate(s, mine).legal(), rules.validate(s, mine).toString());
        rules.apply(s, mine);
        assertEquals(FigureStatus.KILLED_ON_FIELD, s.status(dead));
        assertEquals(FigureStatus.RUNNING, s.status(runner));
        assertEquals(FigureStatus.IN_RANKS, s.status(order[0]), "the canonical victims were spared");
        assertEquals(FigureStatus.IN_RANKS, s.status(order[1]));
        assertEquals(1, s.killedInFight(E));
        assertEquals(1, s.running(E));
        assertEquals(11, s.inRanks(E));
        assertEquals(1, s.killed(Side.RED));
        assertEquals(x0, s.x(runner), 1e-9);
        assertEquals(y0 + 6, s.y(runner), 1e-9, "he ran 6 in to his unit's rear (BA-GEO-15)");
        assertEquals(Side.RED, s.active());
        assertTrue(Invariants.violations(s).isEmpty(), Invariants.violations(s).toString());
    }

    @Test
    @DisplayName("BA-CAS-2 BA-CAS-1 BA-CMB-6: illegal allocations are rejected with the rule and the man named")
    void illegalChoicesAreRejected() {
        BaState s = duel(VictimSelection.FREE);
        rules.apply(s, new Fight(A, E));
        rules.apply(s, new CardDraw(13, 1));
        int[] soldiers = Fx.men(s, E, Role.SOLDIER);
        int flag = Fx.men(s, E, Role.FLAG_BEARER)[0];
        int officer = Fx.men(s, E, Role.OFFICER)[0];
        int blue = Fx.men(s, A, Role.SOLDIER)[0];
        assertIllegal(s, alloc(E, List.of(flag), List.of(soldiers[0])), "BA-CAS-2", "f" + flag);
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(flag)), "BA-CAS-2", "f" + flag);
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(officer)), "BA-CAS-2", "f" + officer);
        assertIllegal(s, alloc(E, List.of(officer), List.of(soldiers[0])), "BA-CAS-2", "f" + officer);
        assertIllegal(s, alloc(E, List.of(soldiers[0], soldiers[1]), List.of(soldiers[2])), "BA-CAS-1", "exactly 1");
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of()), "BA-CAS-1", "1 man");
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(soldiers[1], soldiers[2])), "BA-CAS-1", "1 man");
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(soldiers[0])), "BA-CAS-1", "f" + soldiers[0]);
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(blue)), "BA-CMB-6", "f" + blue);
        assertIllegal(s, alloc(A, List.of(blue), List.of(blue + 1)), "BA-CMB-6", "Red");
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(9999)), "BA-CMB-6", "f9999");
        s.setStatus(soldiers[5], (byte) FigureStatus.RUNNING.ordinal()); // as if he ran earlier
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(soldiers[5])), "BA-CAS-1", "f" + soldiers[5]);
        // outside the LOSSES step an allocation is not a decision at all
        BaState d = duel(VictimSelection.FREE);
        assertEquals("BA-TURN-2", rules.validate(d, alloc(E, List.of(soldiers[0]), List.of())).ruleId());
    }

    @Test
    @DisplayName("BA-CAS-2: command men only when no non-command man is left in ranks, the flag bearer only as the last man")
    void commandProtection() {
        BaState s = duel(VictimSelection.FREE);
        int[] soldiers = Fx.men(s, E, Role.SOLDIER);
        int flag = Fx.men(s, E, Role.FLAG_BEARER)[0];
        int officer = Fx.men(s, E, Role.OFFICER)[0];
        int drummer = Fx.men(s, E, Role.DRUMMER)[0];
        // left in ranks: two soldiers, the officer and the flag bearer
        for (int i = 2; i < soldiers.length; i++) {
            s.setStatus(soldiers[i], (byte) FigureStatus.REMOVED.ordinal());
        }
        s.setStatus(drummer, (byte) FigureStatus.REMOVED.ordinal());
        BaState two = s.copy();
        rules.apply(s, new Fight(A, E));
        rules.apply(s, new CardDraw(13, 1)); // 1 killed, k = 1 runs
        assertOffered(s);
        assertIllegal(s, alloc(E, List.of(officer), List.of(soldiers[0])), "BA-CAS-2", "f" + officer);
        assertIllegal(s, alloc(E, List.of(soldiers[0]), List.of(officer)), "BA-CAS-2", "f" + soldiers[1]);
        assertTrue(rules.validate(s, alloc(E, List.of(soldiers[1]), List.of(soldiers[0]))).legal());
        rules.apply(s, alloc(E, List.of(soldiers[1]), List.of(soldiers[0])));
        assertEquals(FigureStatus.KILLED_ON_FIELD, s.status(soldiers[1]));
        assertEquals(FigureStatus.RUNNING, s.status(soldiers[0]));
        assertEquals(2, s.inRanks(E));
        // left in ranks: officer and flag bearer; red loses 1 killed and 1 runner again
        s.active = Side.BLUE;
        s.deciding = Side.BLUE;
        s.phase = Phase.COMBAT;
        s.setUsedCombat(A, false);
        rules.apply(s, new Fight(A, E));
        rules.apply(s, new CardDraw(13, 1));
        assertEquals(List.of(alloc(E, List.of(officer), List.of(flag))), Combat.allocations(s),
                "only one legal allocation: the officer first, the flag bearer last");
        assertIllegal(s, alloc(E, List.of(flag), List.of(officer)), "BA-CAS-2", "f" + flag);
        rules.apply(s, alloc(E, List.of(officer), List.of(flag)));
        assertEquals(0, s.inRanks(E));
        assertFalse(s.engaged(E), "no man in ranks: the unit dropped out (BA-ENG-5)");
        // the same position with two soldiers: both soldiers may be taken in either role
        rules.apply(two, new Fight(A, E));
        rules.apply(two, new CardDraw(13, 1));
        assertTrue(rules.validate(two, alloc(E, List.of(soldiers[0]), List.of(soldiers[1]))).legal());
    }

    @Test
    @DisplayName("BA-CMB-11 AMB-31: the pikemen -1 is judged after the chosen kill, so the runner count follows the choice")
    void runnerCountFollowsTheChosenKill() {
        Positions p = chance(VictimSelection.FREE);
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90, Positions.men(Role.SOLDIER, 9,
                Role.PIKEMAN, 1, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1), false);
        BaState s = p.start();
        rules.apply(s, new Pass());
        rules.apply(s, new Fight(a, e));
        rules.apply(s, new CardDraw(13, 1));
        int pike = Fx.men(s, e, Role.PIKEMAN)[0];
        int[] soldiers = Fx.men(s, e, Role.SOLDIER);
        AllocateLosses canon = Combat.allocations(s).get(0);
        assertEquals(List.of(pike), canon.killed(), "canonically the pikeman goes first");
        assertEquals(1, canon.runners().size(), "no pikeman left: k = 1 runs");
        assertTrue(Combat.allocations(s).stream().anyMatch(x -> x.killed().equals(List.of(soldiers[0]))
                || !x.killed().contains(pike) && x.runners().isEmpty()), "sparing the pikeman is offered");
        assertOffered(s);
        assertIllegal(s, alloc(e, List.of(soldiers[0]), List.of(soldiers[1])), "BA-CAS-1", "pikeman");
        assertIllegal(s, alloc(e, List.of(pike), List.of()), "BA-CAS-1", "1 man");
        AllocateLosses spare = alloc(e, List.of(soldiers[0]), List.of());
        assertTrue(rules.validate(s, spare).legal(), rules.validate(s, spare).toString());
        rules.apply(s, spare);
        assertEquals(FigureStatus.IN_RANKS, s.status(pike));
        assertEquals(0, s.running(e), "the pikeman in ranks: 1 - 1 = 0 run");
        assertEquals(1, s.killedInFight(e));
    }

    @Test
    @DisplayName("BA-CMB-C-6 BA-CAS-5: a tie gives two allocations, each side choosing in the other's unit")
    void tieGivesTwoAllocationsByDifferentSides() {
        BaState s = duel(VictimSelection.FREE);
        BaState c = duel(VictimSelection.CANONICAL);
        for (BaState x : new BaState[] {s, c}) {
            rules.apply(x, new Fight(A, E));
            rules.apply(x, new CardDraw(5, 5));
        }
        assertEquals(Phase.LOSSES, s.phase());
        assertEquals(2, s.pendingLosses());
        assertEquals(Side.BLUE, rules.toAct(s));
        assertEquals(E, s.lossUnit());
        assertOffered(s);
        rules.apply(s, Combat.allocations(s).get(0));
        assertEquals(Phase.LOSSES, s.phase(), "the second allocation waits");
        assertEquals(1, s.pendingLosses());
        assertEquals(Side.RED, rules.toAct(s), "red chooses in blue's unit");
        assertEquals(A, s.lossUnit());
        assertEquals("BA-CMB-6", rules.validate(s, alloc(E, List.of(Fx.men(s, E, Role.SOLDIER)[3]),
                List.of(Fx.men(s, E, Role.SOLDIER)[4]))).ruleId());
        assertOffered(s);
        rules.apply(s, Combat.allocations(s).get(0));
        for (int u : new int[] {A, E}) {
            assertEquals(1, s.killedInFight(u));
            assertEquals(1, s.running(u));
        }
        assertEquals(c.hash(), s.hash(), "the canonical offers reproduce CANONICAL mode");
        assertEquals(Side.RED, s.active());
    }

    /**
     * Blue infantry b1 and b2 both attack red cavalry C, which attacks b1: three allocations
     * (red's in b1, then blue's two in C); the cavalry's weakness comes after all of them.
     */
    private BaState cavalryPhase(VictimSelection v) {
        Positions p = Positions.withoutChance().options(options(v));
        p.infantry(Side.BLUE, 27, 10, 90);
        p.infantry(Side.BLUE, 34, 10, 90);
        p.cavalry(Side.RED, 30, 13, -90);
        p.infantry(Side.RED, 80, 40, -90); // far away: red keeps men in ranks (no field victory)
        BaState s = p.start();
        rules.apply(s, new Pass());
        assertEquals(Phase.DECLARE, s.phase());
        rules.apply(s, new Declare(0, 2));
        rules.apply(s, new Declare(1, 2));
        rules.apply(s, new Declare(2, 0));
        return s;
    }

    @Test
    @DisplayName("BA-CMB-W-8 BA-CMB-W-9 BA-CAS-5: a without-chance phase collects every allocation before cavalry weakness")
    void withoutChanceAllocationsComeBeforeWeakness() {
        BaState s = cavalryPhase(VictimSelection.FREE);
        BaState c = cavalryPhase(VictimSelection.CANONICAL);
        int cav = 2;
        assertEquals(0, c.inRanks(cav), "canonically: weakness made the cavalry run");
        // 1: red's attack on b1 (cavalry: 1 killed, n0 = 10 run)
        assertEquals(Phase.LOSSES, s.phase());
        assertEquals(3, s.pendingLosses());
        assertEquals(Side.RED, rules.toAct(s));
        assertEquals(0, s.lossUnit());
        assertEquals(10, Combat.allocations(s).get(0).runners().size());
        assertOffered(s);
        rules.apply(s, Combat.allocations(s).get(0));
        // 2: b1's attack on C: 1 killed, k = 1 runs
        assertEquals(Side.BLUE, rules.toAct(s));
        assertEquals(cav, s.lossUnit());
        assertEquals(10, s.inRanks(cav), "no weakness yet");
        AllocateLosses first = Combat.allocations(s).get(0);
        assertEquals(1, first.runners().size());
        assertOffered(s);
        AllocateLosses other = Combat.allocations(s).get(1);
        rules.apply(s, other);
        // 3: b2's attack on C, evaluated on what the first left: 1 killed, k = 2 run
        assertEquals(Phase.LOSSES, s.phase());
        assertEquals(1, s.pendingLosses());
        assertEquals(cav, s.lossUnit());
        assertEquals(8, s.inRanks(cav), "still no weakness: 10 - 1 killed - 1 run");
        assertEquals(1, s.running(cav));
        assertEquals(2, Combat.allocations(s).get(0).runners().size());
        assertOffered(s);
        rules.apply(s, Combat.allocations(s).get(0));
        // then weakness, engagement checks, end of turn
        assertEquals(0, s.inRanks(cav), "weakness after all the phase's losses: the 5 left run");
        assertEquals(8, s.running(cav));
        assertEquals(Side.RED, s.active(), "the turn passed");
        assertEquals(Phase.MAIN, s.phase());
        assertEquals(BaState.UNDECLARED, s.declaredTarget(0));
        assertTrue(Invariants.violations(s).isEmpty(), Invariants.violations(s).toString());
        // taking the canonical offer every time reproduces CANONICAL mode
        BaState f = cavalryPhase(VictimSelection.FREE);
        while (f.phase() == Phase.LOSSES) {
            rules.apply(f, Combat.allocations(f).get(0));
        }
        assertEquals(c.hash(), f.hash());
        assertNotEquals(c.hash(), s.hash(), "a different choice, a different state");
    }

    @Test
    @DisplayName("BA-ART-6 BA-CAS-5: a long-range shot in FREE mode lets the firing side choose the victim")
    void longRangeVictimIsChosenByTheFiringSide() {
        Function<VictimSelection, BaState> gunAndTarget = v -> {
            Positions p = chance(v);
            p.battery(Side.BLUE, 30, 5, 90);
            p.infantry(Side.RED, 30, 25, -90);
            BaState s = p.start();
            rules.apply(s, new Pass());
            assertEquals(Phase.ARTILLERY, s.phase());
            rules.apply(s, new Fire(0, 1));
            return s;
        };
        BaState s = gunAndTarget.apply(VictimSelection.FREE);
        BaState c = gunAndTarget.apply(VictimSelection.CANONICAL);
        assertEquals(Phase.LOSSES, s.phase());
        assertEquals(Side.BLUE, rules.toAct(s));
        assertEquals(1, s.lossUnit());
        assertEquals(13, s.inRanks(1));
        assertOffered(s);
        int[] order = new int[13];
        Casualties.canonicalOrder(s, 1, FigureStatus.IN_RANKS, 30, 5, order); // from the axle (BA-CAS-4)
        assertEquals(alloc(1, List.of(order[0]), List.of()), Combat.allocations(s).get(0),
                "the farthest soldier from the gun");
        BaState t = s.copy();
        rules.apply(t, Combat.allocations(t).get(0));
        assertEquals(c.hash(), t.hash());
        int[] soldiers = Fx.men(s, 1, Role.SOLDIER);
        int officer = Fx.men(s, 1, Role.OFFICER)[0];
        assertIllegal(s, alloc(1, List.of(officer), List.of()), "BA-CAS-2", "f" + officer);
        assertIllegal(s, alloc(1, List.of(soldiers[0]), List.of(soldiers[1])), "BA-CAS-1", "0 men");
        assertIllegal(s, alloc(1, List.of(), List.of()), "BA-CAS-1", "exactly 1");
        int nearest = soldiers[0];
        for (int f : soldiers) {
            if (Math.hypot(s.x(f) - 30, s.y(f) - 5) < Math.hypot(s.x(nearest) - 30, s.y(nearest) - 5)) {
                nearest = f;
            }
        }
        assertNotEquals(order[0], nearest);
        rules.apply(s, alloc(1, List.of(nearest), List.of()));
        assertEquals(FigureStatus.REMOVED, s.status(nearest), "not engaged: removed (BA-ART-7)");
        assertEquals(FigureStatus.IN_RANKS, s.status(order[0]));
        assertEquals(12, s.inRanks(1));
        assertEquals(0, s.running(1), "nobody runs");
        assertEquals(1, s.killed(Side.RED));
        assertEquals(3, s.balls(0));
        assertEquals(Side.RED, s.active(), "the shot finished: no combat possible, the turn passed");
    }

    @Test
    @DisplayName("BA-ART-6 AMB-32: at an all-running unit the firing side picks any running man")
    void longRangeVictimAmongRunningMen() {
        Positions p = chance(VictimSelection.FREE);
        p.battery(Side.BLUE, 30, 5, 90);
        p.infantry(Side.BLUE, 80, 5, 90);
        p.infantry(Side.RED, 30, 19, -90);
        BaState s = p.start();
        int t = 2;
        for (int f = s.setup.firstFigure[t]; f < s.setup.firstFigure[t] + 13; f++) {
            Casualties.run(s, f);
        }
        rules.apply(s, new Pass());
        rules.apply(s, new Fire(0, t));
        assertEquals(Phase.LOSSES, s.phase());
        assertOffered(s);
        int flag = Fx.men(s, t, Role.FLAG_BEARER)[0];
        int blue = Fx.men(s, 1, Role.SOLDIER)[0];
        assertIllegal(s, alloc(t, List.of(blue), List.of()), "BA-CMB-6", "f" + blue);
        AllocateLosses pick = alloc(t, List.of(flag), List.of());
        assertTrue(rules.validate(s, pick).legal(), "BA-CAS-2 protects men in ranks; any running man may be hit");
        rules.apply(s, pick);
        assertEquals(FigureStatus.REMOVED, s.status(flag));
        assertEquals(12, s.running(t));
        // and a running man may not be named while the unit still has men in ranks
        Positions q = chance(VictimSelection.FREE);
        q.battery(Side.BLUE, 30, 5, 90);
        q.infantry(Side.RED, 30, 19, -90);
        BaState r = q.start();
        int runner = Fx.men(r, 1, Role.SOLDIER)[0];
        Casualties.run(r, runner);
        rules.apply(r, new Pass());
        rules.apply(r, new Fire(0, 1));
        assertIllegal(r, alloc(1, List.of(runner), List.of()), "BA-CAS-1", "f" + runner);
    }

    // ------------------------------------------------------------------ whole games

    private static BaScenario withVictims(BaScenario sc, VictimSelection v) {
        RulesOptions o = sc.options();
        RulesOptions n = new RulesOptions(v, o.deckMode(), o.wcDeclaration(), o.tieAppliesWinnerMods(),
                o.chanceModsOnArtilleryWin(), o.wcTargetModsForAllAttackers(), o.wcRallyWithoutCommander(),
                o.lraWhileEngaged(), o.engagementPruning(), o.mobMode(), o.passClearance(), o.coverOnlyWhenTargeted(),
                o.pinnedMayWithdraw(), o.immobileMayPivot(), o.idleTurnsForDraw(), o.deckSize());
        return BaScenario.of(sc.name(), sc.title(), sc.description(), sc.table(), sc.variant(), sc.year(),
                sc.turnLimit(), sc.firstSide(), sc.deployDepth(), sc.victory(), sc.objectivesToWin(), sc.terrain(),
                sc.objectives(), sc.armies(), n);
    }

    /** A random main action, leaving out column snakes (BA-MOVE-6 belongs to another branch). */
    private BaAction randomMain(BaState s, SplittableRandom rng) {
        for (int tries = 0; tries < 8; tries++) {
            int u = rng.nextInt(s.setup.nUnits);
            if (s.setup.unitSide[u] != s.active) {
                continue;
            }
            List<BaAction> list = new ArrayList<>(rules.candidates().unitActions(s, u));
            list.removeIf(x -> x instanceof Snake);
            if (list.isEmpty()) {
                continue;
            }
            BaAction a = list.get(rng.nextInt(list.size()));
            if (BlownAwayRules.validateMain(s, a).legal()) {
                return a;
            }
        }
        return new Pass();
    }

    /**
     * Plays a seeded random game; at LOSSES takes the first offer ({@code pickRandom} false, no
     * random number used) or a random offer. Returns the hashes of the states outside LOSSES.
     */
    private List<Long> play(BaState s, long seed, boolean pickRandom, int[] lossSteps) {
        SplittableRandom rng = new SplittableRandom(seed);
        SplittableRandom pick = new SplittableRandom(seed + 1000);
        RandomPlayout playout = new RandomPlayout(rules);
        List<Long> hashes = new ArrayList<>();
        for (int n = 0; n < 20000 && !s.outcome().isOver(); n++) {
            if (s.phase() == Phase.LOSSES) {
                List<AllocateLosses> offered = Combat.allocations(s);
                assertFalse(offered.isEmpty());
                for (AllocateLosses a : offered) {
                    assertTrue(rules.validate(s, a).legal(), a.notation());
                }
                rules.apply(s, pickRandom ? offered.get(pick.nextInt(offered.size())) : offered.get(0));
                lossSteps[0]++;
            } else if (s.phase() == Phase.MAIN) {
                rules.applyValidated(s, randomMain(s, rng));
            } else {
                playout.step(s, rng);
            }
            assertTrue(Invariants.violations(s).isEmpty(), Invariants.violations(s).toString());
            if (s.phase() != Phase.LOSSES) {
                hashes.add(s.hash());
            }
        }
        return hashes;
    }

    @Test
    @DisplayName("BA-CAS-5: random games in FREE mode run to the end; taking the first offer every time plays as CANONICAL (its shortcut, applyCanonical, checked against the plain allocation)")
    void randomGamesInFreeModeRunToTheEnd() {
        int[] lossSteps = {0};
        for (String name : List.of("skirmish", "encounter", "crossroads")) {
            BaScenario sc = BaScenario.named(name);
            for (Variant v : Variant.values()) {
                for (long seed = 1; seed <= 3; seed++) {
                    BaState free = BlownAway.newGame(withVictims(sc, VictimSelection.FREE), v, seed);
                    BaState canon = BlownAway.newGame(withVictims(sc, VictimSelection.CANONICAL), v, seed);
                    List<Long> hf = play(free, seed, false, lossSteps);
                    List<Long> hc = play(canon, seed, false, new int[1]);
                    String game = name + " " + v + " seed " + seed;
                    assertTrue(free.outcome().isOver(), game + " ended");
                    assertEquals(hc, hf, game + ": the first offer is the canonical allocation");
                    BaState other = BlownAway.newGame(withVictims(sc, VictimSelection.FREE), v, seed);
                    play(other, seed, true, lossSteps);
                    assertTrue(other.outcome().isOver(), game + " with random allocations ended");
                }
            }
        }
        assertTrue(lossSteps[0] > 100, "losses were allocated by hand: " + lossSteps[0]);
    }
}
