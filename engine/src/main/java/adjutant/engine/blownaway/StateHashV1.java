package adjutant.engine.blownaway;

/**
 * The first state hash, kept only because game records of format {@code adjutant-game/1} store it
 * after every step and users have such records saved: they are checked with it. Searches use
 * {@link StateHash}, which hashes the same values several times faster (this one is one serial
 * chain of a strong 64-bit mix).
 */
public final class StateHashV1 {
    private StateHashV1() {}

    /**
     * Every field that the rules read, positions quantised to 0.001 in and angles to 0.001
     * degree; commander positions left out (BA-CMDR-5).
     */
    public static long of(BaState s) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < s.setup.nFigures; i++) {
            h = mix(h, quant(s.x(i)));
            h = mix(h, quant(s.y(i)));
            h = mix(h, s.statusOrdinal(i) * 65536L + s.slot(i));
        }
        for (int u = 0; u < s.setup.nUnits; u++) {
            h = mix(h, s.formationOrdinal(u));
            h = mix(h, quant(s.facing(u)));
            h = mix(h, quant(s.anchorX(u)));
            h = mix(h, quant(s.anchorY(u)));
            h = mix(h, ((long) s.gridSize(u) << 32) | ((long) (s.k(u) & 0xffff) << 16) | (s.engagement(u) & 0xffff));
            h = mix(h, s.pairs[u]);
            h = mix(h, ((long) s.balls(u) << 8) | (s.usedCombat(u) ? 1 : 0) | (s.fired(u) ? 2 : 0));
            h = mix(h, s.declared(u));
            if (s.spine[u] != null) {
                for (double v : s.spine[u]) {
                    h = mix(h, quant(v));
                }
            }
        }
        for (int o = 0; o < s.objectiveCount(); o++) {
            h = mix(h, s.ownerCode(o));
        }
        for (int i = 0; i < BaState.DECK; i++) {
            h = mix(h, s.deckCount(i) * 256L + s.discardCount(i));
        }
        h = mix(h, s.turn);
        h = mix(h, s.active == null ? 7 : s.active.ordinal());
        h = mix(h, s.phase.ordinal() * 16L + (s.deciding == null ? 7 : s.deciding.ordinal()));
        h = mix(h, s.cursor);
        h = mix(h, s.pendingAttacker * 65536L + s.pendingTarget);
        h = mix(h, s.idleTurns * 4L + (s.changedThisTurn ? 1 : 0) + (s.commanderMoved ? 2 : 0));
        if (s.losses.length > 0) { // only while losses wait: other states hash as before
            for (int v : s.losses) {
                h = mix(h, v);
            }
            for (double v : s.lossRef) {
                h = mix(h, quant(v));
            }
        }
        h = mix(h, s.outcome.ordinal());
        return h;
    }

    private static long quant(double v) {
        return Math.round(v * 1000.0);
    }

    private static long mix(long h, long v) {
        long z = h ^ (v + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2));
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
