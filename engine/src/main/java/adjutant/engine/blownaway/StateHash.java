package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.UnitType;

/**
 * The state hash ({@link BaState#hash()}), a key for transposition tables and MCTS re-rooting.
 *
 * <p>It hashes the values {@link StateHashV1} did, and where each running gunner began his run
 * (format 4; {@link #format3} leaves it out, as format 3 did), but spreads them over four independent
 * lanes so that the processor works on several at once: one serial chain of a strong mix waited
 * about 15 cycles per value, and searches hash once per node. Each lane step is a bijection of
 * the lane for a given value, so changing any one value always changes the hash; a strong
 * finaliser then mixes the lanes into all 64 bits (tables index by the low bits).
 */
final class StateHash {
    // distinct odd multipliers, one per lane (the xxHash64 primes)
    private static final long MA = 0x9E3779B185EBCA87L;
    private static final long MB = 0xC2B2AE3D27D4EB4FL;
    private static final long MC = 0x165667B19E3779F9L;
    private static final long MD = 0x85EBCA77C2B2AE63L;

    private StateHash() {}

    /**
     * Every field that the rules read, positions quantised to 0.001 in and angles to 0.001
     * degree; commander positions left out (BA-CMDR-5: they only matter for display), and of the
     * men's departure points only the running gunners' (BA-GEO-20: none other is read again).
     */
    static long of(BaState s) {
        return of(s, true, true);
    }

    /**
     * The hash that game records of formats 2 and 3 carry: {@link #of} without the running
     * gunners' departure points, which it left out until format 4 (two states that differ only
     * there hashed alike, though BA-GEO-20 reads them when the gunner rallies).
     */
    static long format3(BaState s) {
        return of(s, true, false);
    }

    /**
     * The same without the clocks (turn counter, idle turns and this turn's change flags): equal
     * for the same position reached on another turn, a repetition ({@link BaState#positionKey}).
     */
    static long position(BaState s) {
        return of(s, false, true);
    }

    private static long of(BaState s, boolean clocks, boolean departures) {
        long a = 1;
        long b = 2;
        long c = 3;
        long d = 4;
        for (int i = 0; i < s.setup.nFigures; i++) {
            a = step(a, quant(s.x(i)), MA);
            b = step(b, quant(s.y(i)), MB);
            c = step(c, s.statusOrdinal(i) * 65536L + s.slot(i), MC);
        }
        for (int u = 0; u < s.setup.nUnits; u++) {
            a = step(a, s.formationOrdinal(u), MA);
            b = step(b, quant(s.facing(u)), MB);
            c = step(c, quant(s.anchorX(u)), MC);
            d = step(d, quant(s.anchorY(u)), MD);
            long grid = ((long) s.gridSize(u) << 32) | ((long) (s.k(u) & 0xffff) << 16) | (s.engagement(u) & 0xffff);
            a = step(a, grid, MA);
            b = step(b, s.pairs[u], MB);
            c = step(c, ((long) s.balls(u) << 8) | (s.usedCombat(u) ? 1 : 0) | (s.fired(u) ? 2 : 0), MC);
            d = step(d, s.declared(u), MD);
            if (departures && s.setup.unitType[u] == UnitType.ARTILLERY) {
                d = departures(s, u, d);
            }
            double[] sp = s.spine[u];
            if (sp != null) {
                for (int j = 0; j < sp.length; j += 2) { // x0, y0, x1, y1, ...
                    a = step(a, quant(sp[j]), MA);
                    b = step(b, quant(sp[j + 1]), MB);
                }
            }
        }
        for (int o = 0; o < s.objectiveCount(); o++) {
            c = step(c, s.ownerCode(o), MC);
        }
        int sides = BaState.DECK / 2;
        for (int i = 0; i < sides; i++) {
            c = step(c, s.deckCount(i) * 256L + s.discardCount(i), MC);
            d = step(d, s.deckCount(sides + i) * 256L + s.discardCount(sides + i), MD);
        }
        a = step(a, clocks ? s.turn : 0, MA);
        b = step(b, s.active == null ? 7 : s.active.ordinal(), MB);
        c = step(c, s.phase.ordinal() * 16L + (s.deciding == null ? 7 : s.deciding.ordinal()), MC);
        d = step(d, s.cursor, MD);
        a = step(a, s.pendingAttacker * 65536L + s.pendingTarget, MA);
        b = step(b, clocks ? s.idleTurns * 4L + (s.changedThisTurn ? 1 : 0) + (s.commanderMoved ? 2 : 0) : 0, MB);
        c = step(c, s.outcome.ordinal(), MC);
        if (s.losses.length > 0) { // only while losses wait, as in StateHashV1
            for (int v : s.losses) {
                d = step(d, v, MD);
            }
            for (double v : s.lossRef) {
                a = step(a, quant(v), MA);
            }
        }
        long h = fmix64(a);
        h = fmix64(h ^ b);
        h = fmix64(h ^ c);
        return fmix64(h ^ d);
    }

    /**
     * Where each running gunner of battery u began his run (BA-GEO-20: whether he returns to
     * the gun when he rallies depends on it), into lane d. No other man's departure point is
     * ever read again: a gunner in ranks or killed leaves the hash alone, so states without a
     * running gunner hash as format 3 did.
     */
    private static long departures(BaState s, int u, long d) {
        int from = s.setup.firstFigure[u];
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            if (s.statusOrdinal(f) == RUNNING) {
                d = step(d, quant(s.departX(f)), MD);
                d = step(d, quant(s.departY(f)), MD);
            }
        }
        return d;
    }

    private static final int RUNNING = FigureStatus.RUNNING.ordinal();

    /**
     * {@code Math.round(v * 1000.0)} exactly, for every double, but cheaper:
     * {@code rint} is one instruction and rounds to the nearest integer, ties to even, where
     * {@code round} takes ties up; a tie that went down is moved up ({@code r - d} is exact).
     */
    static long quant(double v) {
        double d = v * 1000.0;
        double r = Math.rint(d);
        return (long) (r - d == -0.5 ? r + 1 : r);
    }

    /** One value into a lane: xor, odd multiply and rotate are each invertible, and cheap. */
    private static long step(long lane, long v, long m) {
        return Long.rotateLeft((lane ^ v) * m, 31);
    }

    /** MurmurHash3's 64-bit finaliser: every input bit reaches every output bit. */
    private static long fmix64(long k) {
        k = (k ^ (k >>> 33)) * 0xFF51AFD7ED558CCDL;
        k = (k ^ (k >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return k ^ (k >>> 33);
    }
}
