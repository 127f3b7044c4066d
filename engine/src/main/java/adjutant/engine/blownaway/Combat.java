package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.AllocateLosses;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/** Combat in both versions (BA-CMB, BA-CMB-C, BA-CMB-W), with casualties and engagements. */
final class Combat {
    private Combat() {}

    // ---- chance version

    /** The active side's eligible (unit, target) combats now (BA-CMB-C-1). */
    static List<Fight> fights(BaState s) {
        List<Fight> out = new ArrayList<>();
        fights(s, BodyBounds.of(s), out);
        return out;
    }

    /**
     * Is {@link #fights} non-empty? Stops at the first eligible combat (the phase machine's
     * test); {@code bounds}: the state's boxes.
     */
    static boolean anyFight(BaState s, BodyBounds bounds) {
        return fights(s, bounds, null);
    }

    /**
     * Adds the eligible combats to {@code out}; with a null {@code out}, true at the first one.
     * {@code bounds}: the state's boxes.
     */
    private static boolean fights(BaState s, BodyBounds bounds, List<Fight> out) {
        int n = s.setup.nUnits;
        long enemies = s.setup.units(s.active.opponent());
        for (int u = 0; u < n; u++) {
            if (s.setup.unitSide[u] != s.active || s.usedCombat(u) || s.inRanks(u) == 0) {
                continue;
            }
            // A fresh pair needs d < 4 (BA-CMB-2): only near units can be in contact.
            for (long left = (s.pairs[u] | bounds.near(u)) & enemies; left != 0; left &= left - 1) {
                int t = Long.numberOfTrailingZeros(left);
                if ((s.paired(u, t) || Relations.inContact(s, bounds, u, t))
                        && CombatEligibility.chance(s, bounds, u, t) == null) {
                    if (out == null) {
                        return true;
                    }
                    out.add(new Fight(u, t));
                }
            }
        }
        return false;
    }

    static Verdict validate(BaState s, Fight a) {
        if (a.unit() < 0 || a.unit() >= s.setup.nUnits || s.setup.unitSide[a.unit()] != s.active) {
            return Verdict.illegal("BA-CMB-C-1", "only the active player's units conduct combat");
        }
        Verdict v = CombatEligibility.chance(s, a.unit(), a.target());
        return v == null ? Verdict.ok() : v;
    }

    /** The cards' chance outcomes for the pending combat, from the decks' counts (BA-CMB-C-2). */
    static List<ChanceOutcome<BaAction>> cardOutcomes(BaState s) {
        return Cards.outcomes(s);
    }

    /** Resolves the pending combat with these cards (BA-CMB-C-2..10). */
    static void resolve(BaState s, CardDraw cards) {
        ChanceCombat.resolve(s, cards);
    }

    // ---- without-chance version

    /**
     * Targets unit u may declare against now (BA-CMB-W-2); empty: it cannot fight. Ordered by
     * canonical preference (BA-CMB-W-3): largest runner result, then nearest, then lowest id.
     */
    static List<Integer> targets(BaState s, int unit) {
        return targets(s, unit, null);
    }

    /** The same; {@code bounds}: the state's boxes when the caller asks for many units, or null. */
    static List<Integer> targets(BaState s, int unit, BodyBounds bounds) {
        List<Integer> out = new ArrayList<>();
        targets(s, unit, bounds, out);
        if (out.size() > 1) {
            int m = out.size();
            int[] run = new int[m];
            double[] dist = new double[m];
            for (int i = 0; i < m; i++) {
                run[i] = DeclaredCombat.expectedRunners(s, unit, out.get(i));
                dist[i] = Relations.distance(s, unit, out.get(i));
            }
            Integer[] idx = new Integer[m];
            for (int i = 0; i < m; i++) {
                idx[i] = i;
            }
            java.util.Arrays.sort(idx, (p, q) -> run[p] != run[q] ? Integer.compare(run[q], run[p])
                    : Math.abs(dist[p] - dist[q]) > 1e-6 ? Double.compare(dist[p], dist[q])
                    : Integer.compare(out.get(p), out.get(q)));
            List<Integer> sorted = new ArrayList<>(m);
            for (Integer i : idx) {
                sorted.add(out.get(i));
            }
            return sorted;
        }
        return out;
    }

    /** Has unit u any target ({@link #targets} non-empty)? Stops at the first one, unsorted. */
    static boolean canDeclare(BaState s, int unit, BodyBounds bounds) {
        return targets(s, unit, bounds, null);
    }

    /** Adds u's targets in id order to {@code out}; with a null {@code out}, true at the first one. */
    private static boolean targets(BaState s, int unit, BodyBounds bounds, List<Integer> out) {
        if (unit < 0 || unit >= s.setup.nUnits || s.usedCombat(unit) || s.inRanks(unit) == 0) {
            return false;
        }
        if (bounds == null) {
            bounds = BodyBounds.of(s);
        }
        long enemies = s.setup.units(s.setup.unitSide[unit].opponent());
        // A fresh pair needs facesNear, so d < 4 (BA-CMB-W-2): only near units can be in contact.
        for (long left = (s.pairs[unit] | bounds.near(unit)) & enemies; left != 0; left &= left - 1) {
            int t = Long.numberOfTrailingZeros(left);
            if ((s.paired(unit, t) || Relations.inContact(s, bounds, unit, t))
                    && CombatEligibility.declared(s, bounds, unit, t) == null) {
                if (out == null) {
                    return true;
                }
                out.add(t);
            }
        }
        return false;
    }

    static Verdict validate(BaState s, Declare a) {
        int u = a.unit();
        if (u < 0 || u >= s.setup.nUnits) {
            return Verdict.illegal("BA-CMB-W-3", "there is no unit u" + u);
        }
        if (s.setup.unitSide[u] != s.deciding) {
            return Verdict.illegal("BA-CMB-W-3", BlownAwayRules.name(s, u) + " is not " + UnitNames.possessive(s.deciding.id()) + " unit");
        }
        if (s.declared(u) != BaState.UNDECLARED) {
            return Verdict.illegal("BA-CMB-4", BlownAwayRules.name(s, u) + " has already declared");
        }
        Verdict v = CombatEligibility.declared(s, u, a.target());
        return v == null ? Verdict.ok() : v;
    }

    /** Resolves every declared combat of the phase at once, then cavalry weakness (BA-CMB-W-4..10). */
    static void resolveDeclared(BaState s) {
        DeclaredCombat.resolve(s);
    }

    // ---- FREE victim selection (Phase.LOSSES, BA-CAS-5): see Losses

    /** The allocations offered to the causing player: the canonical default first, then a few real alternatives. */
    static List<AllocateLosses> allocations(BaState s) {
        return Losses.offered(s);
    }

    static Verdict validate(BaState s, AllocateLosses a) {
        return Losses.validate(s, a);
    }

    /**
     * Applies the chosen allocation; when no more losses wait, finishes the interrupted
     * resolution the way the canonical path does and hands back to the phase machine.
     */
    static void allocate(BaState s, AllocateLosses a) {
        int kind = Losses.allocate(s, a);
        if (kind < 0) {
            return; // the next allocation waits (Phase.LOSSES, its deciding side)
        }
        s.deciding = s.active;
        switch (kind) {
            case Losses.CHANCE:
                Engagements.check(s);
                BlownAwayRules.afterChanceCombat(s);
                break;
            case Losses.DECLARED:
                s.phase = Phase.DECLARE;
                DeclaredCombat.afterLosses(s);
                BlownAwayRules.afterDeclaredCombats(s);
                break;
            default:
                s.phase = Phase.ARTILLERY;
                Engagements.check(s);
                BlownAwayRules.afterShot(s);
                break;
        }
    }
}
