package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.FastMath;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The distance tests that skip body elements by boxes answer as the full minimum d(U, V) does
 * (BA-GEO-3), for every pair of units of random games, at the contact range and at other limits.
 */
class DistanceShortcutsTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-GEO-3: inContact and distanceAtMost agree with the full minimum distance")
    void boxShortcutsAgreeWithTheFullMinimum() {
        int near = 0;
        int far = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 7);
                SplittableRandom rng = new SplittableRandom(7);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    BodyBounds bounds = BodyBounds.of(s);
                    for (int a = 0; a < s.setup.nUnits; a++) {
                        for (int b = 0; b < s.setup.nUnits; b++) {
                            double d = Relations.distance(s, a, b);
                            double contact = Params.CONTACT_RANGE - 1e-6;
                            assertEquals(d < contact, Relations.inContact(s, bounds, a, b), "u" + a + ", u" + b);
                            for (double limit : new double[] {contact, 10, d, Math.nextDown(d), 1 + 20 * rng.nextDouble()}) {
                                assertEquals(d <= limit, Relations.distanceAtMost(s, bounds, a, b, limit),
                                        "u" + a + ", u" + b + " within " + limit);
                            }
                            if (d < contact) {
                                near++;
                            } else if (d < 10) {
                                far++;
                            }
                        }
                    }
                    s = step(s, rng);
                }
            }
        }
        assertTrue(near > 0 && far > 0, "the games bring units near each other");
    }

    @Test
    @DisplayName("Appendix B.2: 'an enemy within 12 in of the objective' skipping units by their boxes is the plain scan")
    void enemyNearSkippingUnitsByBoxesIsThePlainScan() {
        int near = 0;
        for (Variant v : Variant.values()) {
            BaState s = BlownAway.newGame(BaScenario.named("encounter"), v, 9);
            SplittableRandom rng = new SplittableRandom(9);
            for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                if (s.active() != null) {
                    for (int i = 0; i < 20; i++) {
                        double x = rng.nextDouble(0, 96);
                        double y = rng.nextDouble(0, 48);
                        double r = i == 0 ? 12 : rng.nextDouble(0, 20);
                        boolean plain = false;
                        for (int f = 0; f < s.setup.nFigures; f++) {
                            plain |= s.statusOrdinal(f) == 0 && s.setup.unitSide[s.setup.figUnit[f]] != s.active()
                                    && Math.sqrt((s.x(f) - x) * (s.x(f) - x) + (s.y(f) - y) * (s.y(f) - y)) <= r;
                        }
                        assertEquals(plain, CandidateGenerator.enemyNear(s, x, y, r), "(" + x + ", " + y + ") within " + r);
                        near += plain ? 1 : 0;
                    }
                }
                s = step(s, rng);
            }
        }
        assertTrue(near > 0, "some points have an enemy near");
    }

    @Test
    @DisplayName("BA-MOVE-9: pinned, skipping units whose boxes are over 10 in apart and kept by stamps (PinnedMemo), is the full threat scan")
    void pinnedSkippingFarUnitsIsTheFullScan() {
        Tally pinned = overUnits(13, (s, u) -> true, (at, u) -> {
            BaState s = at.state();
            boolean plain = !s.engaged(u) && (Relations.hasFront(s, u) || s.inRanks(u) > 0)
                    && StopRule.threatDistance(s, new Frames(s), Body.of(s, u), Params.CONTACT_RANGE - StopRule.EPS,
                            null) < Params.CONTACT_RANGE - StopRule.EPS;
            assertEquals(plain, StopRule.pinned(s, u), at + ", u" + u);
            return plain;
        });
        assertTrue(pinned.yes() > 20 && pinned.no() > 0, "pinned " + pinned.yes() + ", free " + pinned.no());
    }

    @Test
    @DisplayName("BA-MOVE-9: a move's pinners, no enemy looked at when every enemy box is over 10 in away, are the full scan's")
    void movesPinnersSkippingFarUnitsAreTheFullScan() {
        Tally pinned = overUnits(23, (s, u) -> true, (at, u) -> {
            BaState s = at.state();
            MoveContext ctx = new MoveContext(s);
            boolean[] by = new boolean[s.setup.nUnits];
            boolean plain = !s.engaged(u) && RigidMoves.pinningUnits(s, new Frames(s), Body.of(s, u), by);
            assertEquals(plain, ctx.pinned(u), at + ", u" + u);
            assertEquals(Arrays.toString(by), Arrays.toString(ctx.pinners(u)), at + ", u" + u);
            return plain;
        });
        assertTrue(pinned.yes() > 20 && pinned.no() > 0, "pinned " + pinned.yes() + ", free " + pinned.no());
    }

    @Test
    @DisplayName("BA-MOVE-12: a mob move passed by its path's box (open ground, no enemy within 6 in), in a list or on its own, is legal as the man-by-man check finds, and a list's answer without a verdict is the verdict's")
    void mobMovesPassedByTheirBoxAreTheManByManVerdicts() {
        int legal = 0;
        int illegal = 0;
        for (Visit at : statesOfRandomGames(29)) {
            BaState s = at.state();
            if (s.phase() != Phase.MAIN) {
                continue;
            }
            MoveContext ctx = MoveContext.forCandidates(s);
            for (BaAction a : rules.candidates().mainCandidates(s)) {
                if (a instanceof MobMove m) {
                    Verdict plain = MobMoves.validateManByMan(s, m);
                    Verdict shared = MobMoves.validate(s, m, ctx);
                    assertEquals(plain.legal(), shared.legal(), at + ", " + m + ": " + plain + " / " + shared);
                    assertEquals(plain.ruleId(), shared.ruleId(), at + ", " + m);
                    Verdict alone = MobMoves.validate(s, m); // validated on its own, as an applied move is
                    assertEquals(plain.legal(), alone.legal(), at + ", " + m + ": " + plain + " / " + alone);
                    assertEquals(plain.ruleId(), alone.ruleId(), at + ", " + m);
                    assertEquals(plain.legal(), MobMoves.legal(m, ctx), at + ", " + m + ": a list's answer");
                    legal += plain.legal() ? 1 : 0;
                    illegal += plain.legal() ? 0 : 1;
                }
            }
        }
        assertTrue(legal > 100 && illegal > 20, "legal " + legal + ", illegal " + illegal);
    }

    @Test
    @DisplayName("BA-RALLY-3: rally condition B skipping enemy units by their boxes is the plain scan of every pair of men")
    void rallyConditionBSkippingFarUnitsIsThePlainScan() {
        Tally safe = overUnits(17, (s, u) -> s.running(u) > 0, (at, u) -> {
            boolean plain = plainConditionB(at.state(), u);
            assertEquals(plain, Rallying.conditionB(at.state(), u), at + ", u" + u);
            return plain;
        });
        assertTrue(safe.yes() > 20 && safe.no() > 20, "safe " + safe.yes() + ", threatened " + safe.no());
    }

    /** No enemy man in ranks within 8 in of a running man of u, by every pair's distance. */
    private static boolean plainConditionB(BaState s, int u) {
        for (int f = 0; f < s.setup.nFigures; f++) {
            if (s.statusOrdinal(f) != 0 || s.setup.unitSide[s.setup.figUnit[f]] == s.setup.unitSide[u]) {
                continue;
            }
            int from = s.setup.firstFigure[u];
            for (int q = from; q < from + s.setup.startMen[u]; q++) {
                if (s.statusOrdinal(q) == 1 && FastMath.hypot(s.x(f) - s.x(q), s.y(f) - s.y(q)) < Params.RALLY_SAFE_RANGE - Eps.EPS) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    @DisplayName("BA-WIN-2: the units kept as meeting each objective's bounds are those whose boxes meet them")
    void unitsMeetingObjectivesAreThoseWhoseBoxesMeetThem() {
        int meeting = 0;
        for (Visit at : statesOfRandomGames(19)) {
            BaState s = at.state();
            BodyBounds bounds = BodyBounds.of(s);
            for (int o = 0; o < s.objectiveCount(); o++) {
                long plain = 0;
                for (int u = 0; u < s.setup.nUnits; u++) {
                    plain |= bounds.meets(u, s.setup.board.objectiveBounds(o)) ? 1L << u : 0;
                }
                assertEquals(plain, bounds.unitsMeeting(o), at + ", objective " + o);
                meeting += Long.bitCount(plain);
            }
        }
        assertTrue(meeting > 100, "units meeting objectives: " + meeting);
    }

    @Test
    @DisplayName("BA-GEO-3: squared distances below squaredBelow(stop) are exactly those whose root is below stop")
    void squaredBelowSplitsLikeTheSquareRoot() {
        SplittableRandom rng = new SplittableRandom(5);
        double[] stops = new double[2000];
        for (int i = 0; i < stops.length; i++) {
            stops[i] = i < 4 ? new double[] {Params.CONTACT_RANGE - 1e-6, Math.nextUp(10.0), 1e-300, 3e160}[i]
                    : Math.pow(10, rng.nextDouble(-6, 6));
        }
        for (double stop : stops) {
            double below = Relations.squaredBelow(stop);
            double x = stop * stop;
            for (int k = 0; k < 8; k++) {
                x = Math.nextDown(x);
            }
            for (int k = 0; k < 16; k++, x = Math.nextUp(x)) {
                if (x >= 0) { // squared distances
                    assertEquals(Math.sqrt(x) < stop, x < below, "stop " + stop + ", x " + x);
                }
            }
        }
        assertEquals(0, Relations.squaredBelow(0));
        assertEquals(0, Relations.squaredBelow(-1));
        assertEquals(Double.POSITIVE_INFINITY, Relations.squaredBelow(Double.POSITIVE_INFINITY));
    }

    /** How many units a check answered yes and no for. */
    private record Tally(int yes, int no) {}

    /**
     * {@code check} (which asserts, and returns the plain answer) on every unit that
     * {@code applies} to, in every state of {@link #statesOfRandomGames}({@code seed}).
     */
    private Tally overUnits(long seed, BiPredicate<BaState, Integer> applies,
            BiPredicate<Visit, Integer> check) {
        int yes = 0;
        int no = 0;
        for (Visit at : statesOfRandomGames(seed)) {
            for (int u = 0; u < at.state().setup.nUnits; u++) {
                if (!applies.test(at.state(), u)) {
                    continue;
                }
                if (check.test(at, u)) {
                    yes++;
                } else {
                    no++;
                }
            }
        }
        return new Tally(yes, no);
    }

    /** A state met in a random game, and where: the scenario, version and step. */
    private record Visit(BaState state, String name, Variant variant, int step) {
        @Override
        public String toString() {
            return name + " " + variant.id() + " step " + step;
        }
    }

    /**
     * The states of seeded random games (up to 400 steps) of the scenarios where units meet,
     * in both versions. Each state is visited before the game moves on from it.
     */
    private Iterable<Visit> statesOfRandomGames(long seed) {
        List<Visit> visits = new ArrayList<>();
        for (String name : List.of("encounter", "crossroads", "fieldworks")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, seed);
                SplittableRandom rng = new SplittableRandom(seed);
                for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                    visits.add(new Visit(s.copy(), name, v, step));
                    s = step(s, rng);
                }
            }
        }
        return visits;
    }

    private BaState step(BaState s, SplittableRandom rng) {
        BaAction a;
        if (rules.isChanceNode(s)) {
            a = rules.chanceOutcomes(s).get(0).outcome();
        } else if (s.phase() == Phase.MAIN) {
            a = rules.candidates().randomMainAction(s, rng);
        } else {
            List<BaAction> legal = rules.legalActions(s);
            a = legal.get(rng.nextInt(legal.size()));
        }
        rules.apply(s, a);
        return s;
    }
}
