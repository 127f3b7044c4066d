package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.RulesOptions;

/**
 * Engagement bookkeeping (BA-ENG-1..10, spec 5.4): membership ids in {@code s.engagement}, the
 * pair graph as bitmasks in {@code s.pairs}, k per unit.
 */
final class Engagements {
    private Engagements() {}

    /**
     * BA-ENG-2 / BA-CMB-14: u fought t. A new engagement when neither is engaged, otherwise the
     * engagements are merged (each unit keeps its k) and the pair is added.
     */
    static void join(BaState s, int u, int t) {
        int eu = s.engagement(u);
        int et = s.engagement(t);
        if (eu == BaState.NONE && et == BaState.NONE) {
            int id = s.nextEngagementId++;
            s.setEngagement(u, id);
            s.setEngagement(t, id);
            s.setK(u, 0); // BA-ENG-8
            s.setK(t, 0);
        } else if (eu == BaState.NONE) {
            s.setEngagement(u, et);
            s.setK(u, 0);
        } else if (et == BaState.NONE) {
            s.setEngagement(t, eu);
            s.setK(t, 0);
        } else if (eu != et) {
            int keep = Math.min(eu, et);
            int drop = Math.max(eu, et);
            for (int v = 0; v < s.setup.nUnits; v++) {
                if (s.engagement(v) == drop) {
                    s.setEngagement(v, keep);
                }
            }
        }
        s.pairs[u] |= 1L << t;
        s.pairs[t] |= 1L << u;
    }

    /** A unit leaves its engagement: its killed men go to the tray, k := 0, pairs deleted (BA-ENG-5/6). */
    static void leave(BaState s, int u) {
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == FigureStatus.KILLED_ON_FIELD.ordinal()) {
                s.setStatus(f, FigureStatus.REMOVED.ordinal());
            }
        }
        s.setK(u, 0);
        long p = s.pairs[u];
        while (p != 0) {
            int v = Long.numberOfTrailingZeros(p);
            p &= p - 1;
            s.pairs[v] &= ~(1L << u);
        }
        s.pairs[u] = 0;
        s.setEngagement(u, BaState.NONE);
    }

    /**
     * BA-ENG-5/6 (applied per BA-ENG-7): units with no man in ranks drop out; then every
     * engagement is split into the connected components of its pair graph and a one-sided (or
     * pairless) component is over. LITERAL pruning (AMB-18) keeps an engagement whole until all
     * its remaining members belong to one side.
     */
    static void check(BaState s) {
        int n = s.setup.nUnits;
        for (int u = 0; u < n; u++) {
            if (s.engagement(u) != BaState.NONE && s.inRanks(u) == 0) {
                leave(s, u);
            }
        }
        boolean literal = s.setup.params.options().engagementPruning() == RulesOptions.EngagementPruning.LITERAL;
        long done = 0;
        for (int u = 0; u < n; u++) {
            if (s.engagement(u) == BaState.NONE || (done & (1L << u)) != 0) {
                continue;
            }
            long comp;
            if (literal) {
                comp = 0;
                for (int v = 0; v < n; v++) {
                    if (s.engagement(v) == s.engagement(u)) {
                        comp |= 1L << v;
                    }
                }
            } else {
                comp = component(s, u);
            }
            done |= comp;
            boolean blue = false;
            boolean red = false;
            for (long c = comp; c != 0; c &= c - 1) {
                int v = Long.numberOfTrailingZeros(c);
                if (s.setup.unitSide[v] == adjutant.engine.game.Side.BLUE) {
                    blue = true;
                } else {
                    red = true;
                }
            }
            if (!(blue && red)) {
                for (long c = comp; c != 0; c &= c - 1) {
                    leave(s, Long.numberOfTrailingZeros(c));
                }
            } else if (!literal && s.engagement(u) != BaState.NONE) {
                // a split-off component becomes an engagement of its own
                int id = s.engagement(u);
                boolean idUsedElsewhere = false;
                for (int v = 0; v < n; v++) {
                    if ((comp & (1L << v)) == 0 && (done & (1L << v)) != 0 && s.engagement(v) == id) {
                        idUsedElsewhere = true;
                    }
                }
                if (idUsedElsewhere) {
                    id = s.nextEngagementId++;
                    for (long c = comp; c != 0; c &= c - 1) {
                        s.setEngagement(Long.numberOfTrailingZeros(c), id);
                    }
                }
            }
        }
    }

    /** The connected component of u in the pair graph (u itself included). */
    static long component(BaState s, int u) {
        long comp = 1L << u;
        long frontier = comp;
        while (frontier != 0) {
            int v = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            long next = s.pairs[v] & ~comp;
            comp |= next;
            frontier |= next;
        }
        return comp;
    }
}
