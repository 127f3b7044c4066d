package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.AllocateLosses;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.FastMath;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Loss allocation as a decision (BA-CMB-6, BA-CAS-1..6, BA-ART-6, AMB-29, spec 2.4 and B.1).
 *
 * <p>Every loss the rules compute (a chance combat's loser, each side of a tie, each declared
 * attack of a without-chance phase, a long-range shot) is first put in a queue in the state
 * ({@code BaState.losses}). {@link #settle} then works through the queue: in CANONICAL mode it
 * applies each entry in the BA-CAS-4 order at once (exactly what the engine always did); in
 * FREE mode it stops at the first entry, sets {@code Phase.LOSSES} and hands the decision to
 * the causing side. {@link Combat#allocate} applies the choice, pops the entry and, when the
 * queue is empty, finishes the interrupted resolution.
 *
 * <p><b>Runner counts that depend on the choice.</b> The pikemen/guardsmen −1 (BA-CMB-11,
 * AMB-31) applies when a pikeman is still in ranks <em>after the kill(s)</em>, so it depends on
 * which man is killed. An entry therefore does not store a runner count but its formula: the
 * kills, whether the base is k after the kill(s), a constant, and whether the −1 applies. The
 * runner count is evaluated against the chosen kills (in {@link #requiredRunners}) when the
 * choice is validated and applied: one decision names both the killed men and the runners,
 * and the runner count must match the count its own kills imply. For the same reason the
 * entries of a without-chance phase are evaluated when they reach the head of the queue:
 * a second attack on the same target sees k and the men in ranks the first left (F-10).
 */
final class Losses {
    private Losses() {}

    // entry layout (ints)
    static final int UNIT = 0;
    static final int SIDE = 1; // the causing (deciding) side's ordinal
    static final int CAUSE = 2; // the causing unit (reference point for BA-CAS-4)
    static final int KIND = 3;
    static final int KILLS = 4; // men killed, before clamping to the candidates
    static final int K_BASED = 5; // 1: the runner base is k after the kill(s)
    static final int RUN_CONST = 6; // runner constant (base and modifiers other than pikemen)
    static final int PG = 7; // 1: −1 runner when a pikeman/guardsman is in ranks after the kill(s)
    static final int ON_FIELD = 8; // 1: killed men stay on the field (k + 1 each), 0: removed
    static final int STRIDE = 9;

    /** What the loss belongs to, i.e. how the resolution continues once it is allocated. */
    static final int CHANCE = 0;
    static final int DECLARED = 1;
    static final int LRA = 2;

    /** Queues a loss of {@code unit} caused by {@code cause} (reference point (rx, ry)). */
    static void add(BaState s, int kind, int unit, int cause, double rx, double ry, int kills, boolean kBased,
            int runConst, boolean pg, boolean onField) {
        int n = s.losses.length;
        int[] q = Arrays.copyOf(s.losses, n + STRIDE);
        q[n + UNIT] = unit;
        q[n + SIDE] = s.setup.unitSide[cause].ordinal();
        q[n + CAUSE] = cause;
        q[n + KIND] = kind;
        q[n + KILLS] = kills;
        q[n + K_BASED] = kBased ? 1 : 0;
        q[n + RUN_CONST] = runConst;
        q[n + PG] = pg ? 1 : 0;
        q[n + ON_FIELD] = onField ? 1 : 0;
        double[] r = Arrays.copyOf(s.lossRef, s.lossRef.length + 2);
        r[r.length - 2] = rx;
        r[r.length - 1] = ry;
        s.losses = q;
        s.lossRef = r;
    }

    static boolean pending(BaState s) {
        return s.losses.length > 0;
    }

    private static void pop(BaState s) {
        s.losses = s.losses.length == STRIDE ? BaState.NO_LOSSES
                : Arrays.copyOfRange(s.losses, STRIDE, s.losses.length);
        s.lossRef = s.lossRef.length == 2 ? BaState.NO_LOSS_REF
                : Arrays.copyOfRange(s.lossRef, 2, s.lossRef.length);
    }

    /**
     * Works through the queue: entries with nobody left to hit are dropped, CANONICAL mode
     * applies the others in the BA-CAS-4 order. In FREE mode the first entry with men to hit
     * becomes a decision: phase LOSSES, the causing side to decide.
     *
     * @return true when the queue is empty (the resolution may continue), false when waiting
     */
    static boolean settle(BaState s) {
        boolean free = s.setup.params.options().victimSelection() == RulesOptions.VictimSelection.FREE;
        while (pending(s)) {
            if (!free) {
                applyCanonical(s); // nothing at all when nobody is left to hit (F-10)
                pop(s);
                continue;
            }
            if (s.count(unit(s), candidateStatus(s)) == 0) {
                pop(s); // nothing left to hit (F-10)
                continue;
            }
            s.phase = Phase.LOSSES;
            s.deciding = Side.of(s.losses[SIDE]);
            return false;
        }
        return true;
    }

    // ------------------------------------------------------------------ the head entry

    static int unit(BaState s) {
        return s.losses[UNIT];
    }

    static int kind(BaState s) {
        return s.losses[KIND];
    }

    /** The men the head loss may hit: in ranks, or running for a shot at an all-running unit (BA-ART-6). */
    static FigureStatus candidateStatus(BaState s) {
        return s.losses[KIND] == LRA ? Artillery.candidateStatus(s, unit(s)) : FigureStatus.IN_RANKS;
    }

    /** The head loss's candidate men in the canonical order (BA-CAS-4). */
    static int[] candidates(BaState s) {
        int u = unit(s);
        int[] order = new int[s.setup.startMen[u]];
        int n = Casualties.canonicalOrder(s, u, candidateStatus(s), s.lossRef[0], s.lossRef[1], order);
        return Arrays.copyOf(order, n);
    }

    /** Men killed by the head loss: its kills, at most the candidates (BA-CMB-10). */
    static int kills(BaState s, int candidates) {
        return Math.min(s.losses[KILLS], candidates);
    }

    /**
     * The runners of the head loss when the men in {@code killed} are its kills: k after the
     * kill(s) or the fixed base, the constant modifiers, −1 if a pikeman or guardsman is left
     * in ranks after these kills (BA-CMB-11), clamped to [0, candidates − kills] (BA-CMB-10).
     */
    static int requiredRunners(BaState s, int candidates, List<Integer> killed) {
        return requiredRunners(s, candidates, toArray(killed), killed.size());
    }

    /** As {@link #requiredRunners(BaState, int, List)}, the kills being {@code killed[0..kills)}. */
    private static int requiredRunners(BaState s, int candidates, int[] killed, int kills) {
        int u = unit(s);
        int r = mostRunners(s, kills);
        if (s.losses[PG] != 0 && pikesLeft(s, u, killed, kills)) {
            r--;
        }
        return Math.max(0, Math.min(r, candidates - kills));
    }

    /** The head loss's runners before the pikemen's −1 and the clamp: at least its runner count. */
    private static int mostRunners(BaState s, int kills) {
        int r = s.losses[RUN_CONST];
        if (s.losses[K_BASED] != 0) {
            r += s.k(unit(s)) + (s.losses[ON_FIELD] != 0 ? kills : 0);
        }
        return Math.max(0, r);
    }

    private static boolean pikesLeft(BaState s, int u, List<Integer> killed) {
        return pikesLeft(s, u, toArray(killed), killed.size());
    }

    /** Is a pikeman or guardsman of {@code u} in ranks and not among {@code killed[0..kills)}? */
    private static boolean pikesLeft(BaState s, int u, int[] killed, int kills) {
        int from = s.setup.firstFigure[u];
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            Role r = s.setup.figRole[f];
            if ((r == Role.PIKEMAN || r == Role.GUARDSMAN) && s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()
                    && !contains(killed, kills, f)) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] men, int n, int f) {
        for (int i = 0; i < n; i++) {
            if (men[i] == f) {
                return true;
            }
        }
        return false;
    }

    private static int[] toArray(List<Integer> list) {
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
        }
        return out;
    }

    /** The BA-CAS-4 allocation of the head loss: what CANONICAL mode applies. */
    static AllocateLosses canonical(BaState s) {
        int[] order = candidates(s);
        return fromOrders(s, order, order);
    }

    /** Kills from the front of {@code killOrder}, runners from the front of the rest of {@code runOrder}. */
    private static AllocateLosses fromOrders(BaState s, int[] killOrder, int[] runOrder) {
        int n = killOrder.length;
        int kills = kills(s, n);
        List<Integer> killed = new ArrayList<>(kills);
        for (int i = 0; i < kills; i++) {
            killed.add(killOrder[i]);
        }
        int r = requiredRunners(s, n, killed);
        List<Integer> runners = new ArrayList<>(r);
        for (int i = 0; i < runOrder.length && runners.size() < r; i++) {
            if (!killed.contains(runOrder[i])) {
                runners.add(runOrder[i]);
            }
        }
        return new AllocateLosses(unit(s), killed, runners);
    }

    /**
     * The head loss's BA-CAS-4 allocation applied at once, as {@link #canonical} then
     * {@link #apply} would, without building the decision: the kills from the front of the
     * canonical order, the runners the men next after them (the run order is the kill order,
     * and the runner count never exceeds the men left). Only that front of the order is
     * sorted: at most the kills and the most runners the entry's formula can ask for.
     */
    private static void applyCanonical(BaState s) {
        int u = unit(s);
        FigureStatus status = candidateStatus(s);
        int n = s.count(u, status);
        int kills = kills(s, n);
        int[] order = new int[Math.min(n, kills + mostRunners(s, kills))];
        if (order.length > 0) {
            Casualties.canonicalOrder(s, u, status, s.lossRef[0], s.lossRef[1], order, order.length);
        }
        int runners = requiredRunners(s, n, order, kills);
        boolean onField = s.losses[ON_FIELD] != 0;
        for (int i = 0; i < kills; i++) {
            Casualties.kill(s, order[i], onField);
        }
        for (int i = kills; i < kills + runners; i++) {
            Casualties.run(s, order[i]);
        }
    }

    /** Kills the chosen men, then the runners run (BA-CAS-1, BA-CMB-7..9, BA-ART-7). */
    private static void apply(BaState s, List<Integer> killed, List<Integer> runners) {
        boolean onField = s.losses[ON_FIELD] != 0;
        for (int f : killed) {
            Casualties.kill(s, f, onField);
        }
        for (int f : runners) {
            Casualties.run(s, f);
        }
    }

    // ------------------------------------------------------------------ the decision

    /**
     * The allocations offered to the causing side: the canonical one first, then real
     * alternatives, each legal and each a different set of killed men or runners: the men
     * nearest the causing unit instead of the farthest; sparing the pikemen (other soldiers
     * first); the nearest man killed but the farthest run; the officer kept in ranks longest
     * among the command figures.
     */
    static List<AllocateLosses> offered(BaState s) {
        List<AllocateLosses> out = new ArrayList<>();
        if (s.phase != Phase.LOSSES || !pending(s)) {
            return out;
        }
        int[] canon = candidates(s);
        int[] nearest = order(s, canon, false, false, false);
        int[] sparePikes = order(s, canon, true, true, false);
        int[] sparePikesNearest = order(s, canon, true, false, false);
        int[] officerLast = order(s, canon, false, true, true);
        AllocateLosses[] all = {
            fromOrders(s, canon, canon),
            fromOrders(s, nearest, nearest),
            fromOrders(s, sparePikes, sparePikes),
            fromOrders(s, nearest, canon),
            fromOrders(s, sparePikesNearest, sparePikesNearest),
            fromOrders(s, officerLast, officerLast),
        };
        Set<String> seen = new HashSet<>();
        for (AllocateLosses a : all) {
            if (seen.add(key(a)) && validate(s, a).legal()) {
                out.add(a);
            }
        }
        return out;
    }

    private static String key(AllocateLosses a) {
        List<Integer> k = new ArrayList<>(a.killed());
        List<Integer> r = new ArrayList<>(a.runners());
        k.sort(null);
        r.sort(null);
        return k + "|" + r;
    }

    /**
     * The candidates re-ranked: class first (pikemen before other soldiers, or after them when
     * {@code sparePikes}; command next, the officer last among it when {@code officerLast};
     * the flag bearer last), then farthest or nearest first, then the canonical rank.
     */
    private static int[] order(BaState s, int[] canon, boolean sparePikes, boolean farthest, boolean officerLast) {
        int n = canon.length;
        Integer[] idx = new Integer[n];
        double[] key = new double[n];
        int[] cls = new int[n];
        for (int i = 0; i < n; i++) {
            int f = canon[i];
            idx[i] = i;
            Role r = s.setup.figRole[f];
            int c = Casualties.roleClass(r) * 2; // 0 pikes, 2 others, 4 command, 6 flag
            if (sparePikes && c == 0) {
                c = 3;
            }
            if (officerLast && r == Role.OFFICER) {
                c = 5;
            }
            cls[i] = c;
            double d = FastMath.hypot(s.x(f) - s.lossRef[0], s.y(f) - s.lossRef[1]);
            key[i] = farthest ? -d : d;
        }
        Arrays.sort(idx, (p, q) -> cls[p] != cls[q] ? Integer.compare(cls[p], cls[q])
                : Math.abs(key[p] - key[q]) > Eps.EPS ? Double.compare(key[p], key[q])
                : Integer.compare(p, q));
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = canon[idx[i]];
        }
        return out;
    }

    /** BA-CMB-6, BA-CAS-1, BA-CAS-2, BA-ART-6: is this a legal allocation of the head loss? */
    static Verdict validate(BaState s, AllocateLosses a) {
        if (s.phase != Phase.LOSSES || !pending(s)) {
            return Verdict.illegal("BA-CAS-5", "no losses are waiting to be allocated");
        }
        int u = unit(s);
        String un = BlownAwayRules.name(s, u);
        if (a.unit() != u) {
            return Verdict.illegal("BA-CMB-6", "the losses to allocate now are " + UnitNames.possessive(un) + ", not "
                    + UnitNames.possessive(BlownAwayRules.name(s, a.unit())));
        }
        FigureStatus cand = candidateStatus(s);
        Set<Integer> seen = new HashSet<>();
        List<Integer> named = new ArrayList<>(a.killed());
        named.addAll(a.runners());
        for (int f : named) {
            if (f < 0 || f >= s.setup.nFigures) {
                return Verdict.illegal("BA-CMB-6", "there is no man f" + f);
            }
            if (s.setup.figUnit[f] != u) {
                return Verdict.illegal("BA-CMB-6", man(s, f) + " is a man of " + BlownAwayRules.name(s,
                        s.setup.figUnit[f]) + ", not of " + un);
            }
            if (!seen.add(f)) {
                return Verdict.illegal("BA-CAS-1", man(s, f) + " is named twice; each man is lost only once");
            }
            if (s.statusOrdinal(f) != cand.ordinal()) {
                String is = FigureStatus.VALUES[s.statusOrdinal(f)].name().toLowerCase().replace('_', ' ');
                return cand == FigureStatus.IN_RANKS
                        ? Verdict.illegal("BA-CAS-1", man(s, f) + " is not in ranks (" + is
                                + "); losses are taken from the men in ranks")
                        : Verdict.illegal("BA-ART-6", un + " has no man in ranks, so the victim must be one of"
                                + " its running men; " + man(s, f) + " is " + is);
            }
        }
        int n = s.count(u, cand);
        int kills = kills(s, n);
        if (a.killed().size() != kills) {
            return Verdict.illegal("BA-CAS-1", un + " loses exactly " + men(kills) + " killed, not "
                    + a.killed().size());
        }
        int r = requiredRunners(s, n, a.killed());
        if (a.runners().size() != r) {
            String why = "";
            if (s.losses[PG] != 0) {
                why = pikesLeft(s, u, a.killed())
                        ? " (a pikeman or guardsman is still in ranks after the kill: -1)"
                        : " (no pikeman or guardsman is left in ranks after the kill)";
            }
            return Verdict.illegal("BA-CAS-1", "with these kills exactly " + men(r) + " of " + un + " must run"
                    + why + ", not " + a.runners().size());
        }
        if (cand != FigureStatus.IN_RANKS) {
            return Verdict.ok(); // BA-ART-6: any running man (BA-CAS-2 protects men in ranks)
        }
        // BA-CAS-2: the kills are taken first, then the runners, one man at a time
        boolean[] inRanks = new boolean[s.setup.startMen[u]];
        int from = s.setup.firstFigure[u];
        for (int i = 0; i < inRanks.length; i++) {
            inRanks[i] = s.statusOrdinal(from + i) == FigureStatus.IN_RANKS.ordinal();
        }
        Verdict v = commandProblem(s, u, inRanks, a.killed(), "killed");
        if (v != null) {
            return v;
        }
        for (int f : a.killed()) {
            inRanks[f - from] = false;
        }
        v = commandProblem(s, u, inRanks, a.runners(), "made to run");
        return v == null ? Verdict.ok() : v;
    }

    /**
     * BA-CAS-2 for one step (the kills, or the runners) taking the men {@code taken} from the
     * in-ranks men {@code inRanks}: a command man only when every non-command man left is taken
     * in the same step before him; the flag bearer only when every other man left is taken.
     */
    private static Verdict commandProblem(BaState s, int u, boolean[] inRanks, List<Integer> taken, String how) {
        int from = s.setup.firstFigure[u];
        for (int f : taken) {
            Role r = s.setup.figRole[f];
            if (!r.isCommand()) {
                continue;
            }
            for (int i = 0; i < inRanks.length; i++) {
                int g = from + i;
                if (!inRanks[i] || g == f || taken.contains(g)) {
                    continue;
                }
                if (r == Role.FLAG_BEARER) {
                    return Verdict.illegal("BA-CAS-2", "the flag bearer f" + f + " may be " + how
                            + " only as the last man in ranks of " + BlownAwayRules.name(s, u) + ", but "
                            + man(s, g) + " would still be in ranks");
                }
                if (!s.setup.figRole[g].isCommand()) {
                    return Verdict.illegal("BA-CAS-2", "the " + role(s, f) + " f" + f + " may be " + how
                            + " only when no non-command man of " + BlownAwayRules.name(s, u)
                            + " is left in ranks, but " + man(s, g) + " would be");
                }
            }
        }
        return null;
    }

    private static String man(BaState s, int f) {
        return "f" + f + " (" + role(s, f) + ")";
    }

    private static String role(BaState s, int f) {
        return s.setup.figRole[f].name().toLowerCase().replace('_', ' ');
    }

    private static String men(int n) {
        return n == 1 ? "1 man" : n + " men";
    }

    /**
     * Applies a validated allocation of the head loss and pops it; returns the kind of the
     * resolution it belonged to when the queue is now settled, or -1 while more losses wait.
     */
    static int allocate(BaState s, AllocateLosses a) {
        int kind = kind(s);
        apply(s, a.killed(), a.runners());
        pop(s);
        return settle(s) ? kind : -1;
    }
}
