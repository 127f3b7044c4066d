package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.game.Outcome;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The state hash: equal for equal states, changed by any change of a hashed value, well mixed, no collisions. */
class StateHashTest {
    private static final BlownAwayRules RULES = new BlownAwayRules();
    private static final double STEP = 0.001; // the quantum of positions and angles

    @Test
    void quantIsMathRoundOfThousandthsForEveryDouble() {
        List<Double> vs = new ArrayList<>(List.of(0.0, -0.0, 0.0005, -0.0005, 0.0015, -0.0015, 0.0025, -0.0025,
                0.49999999999999994, -0.49999999999999994, Double.MIN_VALUE, -Double.MIN_VALUE, 1e15, -1e15,
                4.5e15, 1e300, -1e300, Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY));
        for (int j = -2000; j <= 2000; j++) {
            vs.add((2 * j + 1) / 16.0); // v * 1000 = 62.5 * (2j + 1): exact ties, both parities
            vs.add(j / 1000.0);
        }
        SplittableRandom rng = new SplittableRandom(1);
        for (int i = 0; i < 100_000; i++) {
            vs.add((rng.nextDouble() - 0.5) * Math.pow(10, rng.nextInt(-6, 20)));
            vs.add(Double.longBitsToDouble(rng.nextLong()));
        }
        for (double v : vs) {
            assertEquals(Math.round(v * 1000.0), StateHash.quant(v), "quant(" + v + ")");
        }
    }

    @Test
    void aCopyHashesAlikeAndWhatIsNotHashedLeavesTheHashAlone() {
        BaState s = midGame();
        assertEquals(s.hash(), s.copy().hash());
        BaState c = s.copy();
        c.setXRaw(0, c.x(0) + 0.4 * STEP); // the same position at 0.001 in
        c.setFacingRaw(0, c.facing(0) - 0.4 * STEP);
        c.setCommanderX(0, c.commanderX(0) + 5); // BA-CMDR-5: commander positions are left out
        assertEquals(s.hash(), c.hash());
    }

    @Test
    void thePositionKeyIgnoresTheClocksButNotThePosition() {
        BaState s = midGame();
        BaState later = s.copy();
        later.turn += 4; // the same position four turns on (a shuttle), after two idle turns
        later.idleTurns = 2;
        assertNotEquals(s.hash(), later.hash(), "the hash counts turns");
        assertEquals(s.positionKey(), later.positionKey(), "a repetition");
        BaState moved = s.copy();
        moved.setXRaw(0, moved.x(0) + 1);
        assertNotEquals(s.positionKey(), moved.positionKey());
    }

    @Test
    void everySingleChangeAndEverySwapChangesTheHashAndNoTwoCollide() {
        BaState s = midGame();
        long h = s.hash();
        Map<String, Long> hashes = new LinkedHashMap<>();
        changes(s).forEach((name, change) -> {
            BaState c = s.copy();
            change.accept(c);
            long hc = c.hash();
            assertNotEquals(h, hc, name);
            hashes.put(name, hc);
        });
        assertTrue(hashes.size() > 1000, "changes tried: " + hashes.size());
        Map<Long, String> seen = new HashMap<>();
        hashes.forEach((name, hc) -> {
            String other = seen.put(hc, name);
            assertTrue(other == null, name + " and " + other + " hash alike");
        });
        // every bit, the low ones too (tables index by them), flips for about half of the changes
        for (int bit = 0; bit < 64; bit++) {
            int flips = 0;
            for (long hc : hashes.values()) {
                flips += (int) (((hc ^ h) >>> bit) & 1);
            }
            double share = flips / (double) hashes.size();
            assertTrue(share > 0.44 && share < 0.56, "bit " + bit + " flips for " + share + " of the changes");
        }
    }

    /**
     * States from seeded random games on every shipped scenario, and every child of some of
     * their MAIN states (near alike: one unit moved): the hash tells them apart exactly as
     * {@link StateHashV1}, an independent strong hash of the same values, does.
     */
    @Test
    void randomGamesAndTheirChildrenHashDistinctly() {
        Map<Long, Long> oldToNew = new HashMap<>();
        Map<Long, Long> newToOld = new HashMap<>();
        Consumer<BaState> add = st -> {
            long v1 = StateHashV1.of(st);
            long v2 = st.hash();
            Long a = oldToNew.putIfAbsent(v1, v2);
            Long b = newToOld.putIfAbsent(v2, v1);
            assertTrue(a == null || a == v2, "equal states, different hashes");
            assertTrue(b == null || b == v1, "different states, equal hashes");
        };
        RandomPlayout playout = new RandomPlayout(RULES);
        for (String name : List.of("encounter", "skirmish", "crossroads", "fieldworks")) {
            for (Variant v : Variant.values()) {
                for (long seed = 1; seed <= 3; seed++) {
                    BaState st = BlownAway.newGame(BaScenario.named(name), v, seed);
                    SplittableRandom rng = new SplittableRandom(seed);
                    int mains = 0;
                    while (!st.outcome().isOver()) {
                        playout.step(st, rng);
                        add.accept(st);
                        if (st.phase() == Phase.MAIN && mains++ % 8 == 0) {
                            for (BaAction a : RULES.legalActions(st)) {
                                BaState child = st.copy();
                                RULES.apply(child, a);
                                add.accept(child);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(oldToNew.size() > 10_000, "distinct states: " + oldToNew.size());
    }

    @Test
    @DisplayName("BA-GEO-20: where a running gunner began his run is hashed (format 4); no other man's departure is")
    void aRunningGunnersDeparturePointIsHashedAndNoOtherMans() {
        BaState s = withRunningGunner();
        int g = runningGunner(s);
        for (Consumer<BaState> change : List.<Consumer<BaState>>of(c -> c.setDepartX(g, c.departX(g) + STEP),
                c -> c.setDepartY(g, c.departY(g) - STEP))) {
            BaState c = s.copy();
            change.accept(c);
            assertNotEquals(s.hash(), c.hash(), "a departure point BA-GEO-20 will read");
            assertNotEquals(s.positionKey(), c.positionKey());
            assertEquals(StateHash.format3(s), StateHash.format3(c), "format 3's hash left it out");
        }
        assertNotEquals(StateHash.format3(s), s.hash());

        BaState rallied = s.copy(); // in ranks again: his departure is never read until he runs anew
        rallied.setStatusRaw(g, FigureStatus.IN_RANKS.ordinal());
        BaState elsewhere = rallied.copy();
        elsewhere.setDepartX(g, rallied.departX(g) + 1);
        assertEquals(rallied.hash(), elsewhere.hash());
        // a gunner ran once and is back: no gunner running, so the hash is format 3's
        BaState quiet = firstRandomState(st -> !hasRunningGunner(st) && hasDeparture(st), 2000,
                "a gunner back from a run");
        assertEquals(StateHash.format3(quiet), quiet.hash());
    }

    private static boolean hasDeparture(BaState s) {
        for (int f = 0; f < s.setup.nFigures; f++) {
            if (!Double.isNaN(s.departX(f))) {
                return true;
            }
        }
        return false;
    }

    /** A state of a seeded random game on encounter in which a gunner is running. */
    private static BaState withRunningGunner() {
        return firstRandomState(StateHashTest::hasRunningGunner, 2000, "a gunner run");
    }

    /** The first state of seeded random games on encounter (chance) that is {@code wanted}, within {@code steps} a game. */
    private static BaState firstRandomState(Predicate<BaState> wanted, int steps, String what) {
        RandomPlayout playout = new RandomPlayout(RULES);
        for (long seed = 1; seed < 200; seed++) {
            BaState s = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, seed);
            SplittableRandom rng = new SplittableRandom(seed);
            for (int n = 0; n < steps && !s.outcome().isOver(); n++) {
                playout.step(s, rng);
                if (wanted.test(s)) {
                    return s;
                }
            }
        }
        throw new AssertionError("no random game had " + what);
    }

    private static boolean hasRunningGunner(BaState s) {
        return runningGunner(s) >= 0;
    }

    private static int runningGunner(BaState s) {
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (s.setup.unitType[u] != UnitType.ARTILLERY) {
                continue;
            }
            for (int f = s.setup.firstFigure[u]; f < s.setup.firstFigure[u] + s.setup.startMen[u]; f++) {
                if (s.statusOrdinal(f) == FigureStatus.RUNNING.ordinal()) {
                    return f;
                }
            }
        }
        return -1;
    }

    /**
     * A state of a seeded random game with a column (its spine is hashed) and an engagement,
     * given a pending loss allocation (hashed only while losses wait).
     */
    private static BaState midGame() {
        BaState s = firstRandomState(st -> st.phase() == Phase.MAIN && hasSpine(st) && engaged(st) && st.turn > 3, 600,
                "a column and an engagement");
        s.losses = new int[Losses.STRIDE];
        for (int i = 0; i < Losses.STRIDE; i++) {
            s.losses[i] = i + 1;
        }
        s.lossRef = new double[] {12.345, 6.789};
        return s;
    }

    private static boolean hasSpine(BaState s) {
        for (double[] sp : s.spine) {
            if (sp != null) {
                return true;
            }
        }
        return false;
    }

    private static boolean engaged(BaState s) {
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (s.engagement(u) != BaState.NONE) {
                return true;
            }
        }
        return false;
    }

    /** Every single change of a hashed value (by the least step), and swaps of unequal values. */
    private static Map<String, Consumer<BaState>> changes(BaState s) {
        Map<String, Consumer<BaState>> m = new LinkedHashMap<>();
        int figures = s.setup.nFigures;
        for (int i = 0; i < figures; i++) {
            int f = i;
            m.put("x+ " + f, c -> c.setXRaw(f, c.x(f) + STEP));
            m.put("x- " + f, c -> c.setXRaw(f, c.x(f) - STEP));
            m.put("y+ " + f, c -> c.setYRaw(f, c.y(f) + STEP));
            m.put("y- " + f, c -> c.setYRaw(f, c.y(f) - STEP));
            m.put("status " + f, c -> c.setStatusRaw(f, (c.statusOrdinal(f) + 1) % FigureStatus.VALUES.length));
            m.put("slot " + f, c -> c.setSlotRaw(f, c.slot(f) + 1));
            int g = (f + 1) % figures;
            if (quant(s.x(f)) != quant(s.x(g))) {
                m.put("swap x " + f + " " + g, c -> {
                    double t = c.x(f);
                    c.setXRaw(f, c.x(g));
                    c.setXRaw(g, t);
                });
            }
            if (quant(s.x(f)) != quant(s.y(f))) {
                m.put("swap x y " + f, c -> {
                    double t = c.x(f);
                    c.setXRaw(f, c.y(f));
                    c.setYRaw(f, t);
                });
            }
            if (s.slot(f) != s.slot(g)) {
                m.put("swap slot " + f + " " + g, c -> {
                    int t = c.slot(f);
                    c.setSlotRaw(f, c.slot(g));
                    c.setSlotRaw(g, t);
                });
            }
        }
        int units = s.setup.nUnits;
        for (int i = 0; i < units; i++) {
            int u = i;
            int w = (u + 1) % units;
            m.put("formation " + u, c -> c.setFormationOrdinal(u, c.formationOrdinal(u) + 1));
            m.put("facing " + u, c -> c.setFacingRaw(u, c.facing(u) + STEP));
            m.put("anchorX " + u, c -> c.setAnchorXRaw(u, c.anchorX(u) + STEP));
            m.put("anchorY " + u, c -> c.setAnchorYRaw(u, c.anchorY(u) - STEP));
            m.put("gridSize " + u, c -> c.setGridSize(u, c.gridSize(u) + 1));
            m.put("k " + u, c -> c.setK(u, c.k(u) + 1));
            m.put("engagement " + u, c -> c.setEngagement(u, c.engagement(u) + 1));
            m.put("pairs " + u, c -> c.pairs[u] ^= 1L << w);
            m.put("balls " + u, c -> c.setBalls(u, c.balls(u) + 1));
            m.put("usedCombat " + u, c -> c.setUsedCombat(u, !c.usedCombat(u)));
            m.put("fired " + u, c -> c.setFired(u, !c.fired(u)));
            m.put("declared " + u, c -> c.setDeclared(u, c.declared(u) + 1));
            if (quant(s.anchorX(u)) != quant(s.anchorX(w))) {
                m.put("swap anchorX " + u + " " + w, c -> {
                    double t = c.anchorX(u);
                    c.setAnchorXRaw(u, c.anchorX(w));
                    c.setAnchorXRaw(w, t);
                });
            }
            if (quant(s.anchorX(u)) != quant(s.anchorY(u))) {
                m.put("swap anchor x y " + u, c -> {
                    double t = c.anchorX(u);
                    c.setAnchorXRaw(u, c.anchorY(u));
                    c.setAnchorYRaw(u, t);
                });
            }
            if (s.spine[u] != null) {
                for (int j = 0; j < s.spine[u].length; j++) {
                    int at = j;
                    m.put("spine " + u + " " + at, c -> c.spine[u][at] += STEP);
                    if (at + 1 < s.spine[u].length && quant(s.spine[u][at]) != quant(s.spine[u][at + 1])) {
                        m.put("swap spine " + u + " " + at, c -> swap(c.spine[u], at, at + 1));
                    }
                }
            }
        }
        for (int i = 0; i < s.objectiveCount(); i++) {
            int o = i;
            m.put("owner " + o, c -> c.setOwnerCode(o, (c.ownerCode(o) + 1) % 3));
        }
        for (int i = 0; i < BaState.DECK; i++) {
            int d = i;
            m.put("deck " + d, c -> c.setDeckCount(d, c.deckCount(d) + 1));
            m.put("discard " + d, c -> c.setDiscardCount(d, c.discardCount(d) + 1));
            int e = d + 13; // the other side's card of the same value
            if (e < BaState.DECK && s.deckCount(d) != s.deckCount(e)) {
                m.put("swap deck " + d + " " + e, c -> {
                    byte t = c.deckCount(d);
                    c.setDeckCount(d, c.deckCount(e));
                    c.setDeckCount(e, t);
                });
            }
        }
        m.put("turn", c -> c.turn++);
        m.put("active", c -> c.active = c.active.opponent());
        m.put("no active", c -> c.active = null);
        for (Phase p : Phase.values()) {
            if (p != s.phase) {
                m.put("phase " + p, c -> c.phase = p);
            }
        }
        m.put("deciding", c -> c.deciding = c.deciding.opponent());
        m.put("cursor", c -> c.cursor++);
        m.put("pendingAttacker", c -> c.pendingAttacker++);
        m.put("pendingTarget", c -> c.pendingTarget++);
        m.put("pending 3 on 4", c -> {
            c.pendingAttacker = 3;
            c.pendingTarget = 4;
        });
        m.put("pending 4 on 3", c -> {
            c.pendingAttacker = 4;
            c.pendingTarget = 3;
        });
        m.put("idleTurns", c -> c.idleTurns++);
        m.put("changedThisTurn", c -> c.changedThisTurn = !c.changedThisTurn);
        m.put("commanderMoved", c -> c.commanderMoved = !c.commanderMoved);
        for (Outcome o : Outcome.values()) {
            if (o != s.outcome) {
                m.put("outcome " + o, c -> c.outcome = o);
            }
        }
        for (int i = 0; i < s.losses.length; i++) {
            int l = i;
            m.put("losses " + l, c -> c.losses[l]++);
            if (l + 1 < s.losses.length) {
                m.put("swap losses " + l, c -> swap(c.losses, l, l + 1));
            }
        }
        m.put("lossRef 0", c -> c.lossRef[0] += STEP);
        m.put("lossRef 1", c -> c.lossRef[1] -= STEP);
        m.put("swap lossRef", c -> swap(c.lossRef, 0, 1));
        m.put("no losses", c -> {
            c.losses = BaState.NO_LOSSES;
            c.lossRef = BaState.NO_LOSS_REF;
        });
        return m;
    }

    private static long quant(double v) {
        return Math.round(v * 1000.0);
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    @Test
    void theHashOfAGivenStateNeverChanges() {
        BaState s = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, 1);
        assertEquals(0x32C8_D860_CDB8_799AL, s.hash(), "records of format 2 store this hash: a new hash function"
                + " needs a new RecordFormat; a change of the encounter's deployment only a new value here");
    }
}
