package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.List;

/** Resolution of a without-chance combat phase (BA-CMB-W-4..11, F-7..F-11). */
final class DeclaredCombat {
    private DeclaredCombat() {}

    /** Order of attacker classes on one target (BA-CMB-W-8): artillery, cavalry, infantry. */
    static int attackClass(UnitType t) {
        switch (t) {
            case ARTILLERY:
                return 0;
            case CAVALRY:
                return 1;
            default:
                return 2;
        }
    }

    /** What the phase snapshot (BA-CMB-W-4) keeps of one declared attack. */
    static final class Attack {
        final int attacker;
        final int target;
        final UnitType type;
        final int n0;
        final boolean flank;
        final boolean hardCover;
        final boolean redoubtTrench;
        final double refX;
        final double refY;

        Attack(BaState s, int attacker, int target) {
            this.attacker = attacker;
            this.target = target;
            this.type = s.setup.unitType[attacker];
            this.n0 = s.inRanks(attacker);
            this.flank = Relations.flankOrRear(s, attacker, target);
            double[] r = Relations.ref(s, attacker);
            this.refX = r[0];
            this.refY = r[1];
            int c = Cover.coverClass(s, target, refX, refY);
            this.hardCover = c != Cover.NONE;
            this.redoubtTrench = c == Cover.REDOUBT_TRENCH;
        }
    }

    /** Kills and runners of one attack on the target's current state (F-7, F-8, F-9); runners unclamped. */
    static int[] result(BaState s, Attack a, int pikesAfterKill) {
        boolean allMods = s.setup.params.options().wcTargetModsForAllAttackers();
        int t = a.target;
        int kills;
        int runners;
        int targetMods = -pikesAfterKill - 2 * (a.hardCover ? 1 : 0) + 2 * (s.setup.militia[t] ? 1 : 0);
        switch (a.type) {
            case ARTILLERY:
                if (a.flank) {
                    kills = 2;
                    runners = 10;
                } else if (a.redoubtTrench) {
                    kills = 1;
                    runners = 2;
                } else {
                    kills = 1;
                    runners = 6;
                }
                if (allMods) {
                    runners += targetMods;
                }
                break;
            case CAVALRY:
                kills = 1;
                runners = a.n0 + (a.flank ? 4 : 0) + (allMods ? targetMods : 0);
                break;
            default:
                kills = 1;
                runners = -1; // computed from k after the kill
                break;
        }
        return new int[] {kills, runners};
    }

    /**
     * Queues one attack's loss (F-7..F-10): its kills, and its runners as a formula evaluated
     * when the loss is allocated, on the target's state left by the attacks before it (k after
     * this attack's kill(s), pikemen left after them). Decided by the attacker's side.
     */
    static void queue(BaState s, Attack a) {
        int t = a.target;
        boolean allMods = s.setup.params.options().wcTargetModsForAllAttackers();
        int cover = a.hardCover ? 2 : 0;
        int mil = s.setup.militia[t] ? 2 : 0;
        int flank = a.flank ? 4 : 0;
        switch (a.type) {
            case ARTILLERY: {
                int kills = a.flank ? 2 : 1;
                int runners = a.flank ? 10 : a.redoubtTrench ? 2 : 6;
                Losses.add(s, Losses.DECLARED, t, a.attacker, a.refX, a.refY, kills, false,
                        runners + (allMods ? mil - cover : 0), allMods, true);
                break;
            }
            case CAVALRY:
                Losses.add(s, Losses.DECLARED, t, a.attacker, a.refX, a.refY, 1, false,
                        a.n0 + flank + (allMods ? mil - cover : 0), allMods, true);
                break;
            default:
                Losses.add(s, Losses.DECLARED, t, a.attacker, a.refX, a.refY, 1, true, mil - cover + flank, true,
                        true);
                break;
        }
    }

    /**
     * BA-CMB-W-4..10: snapshot every declared attack, join the engagements, queue the attacks'
     * losses per target in class order and allocate them (canonically, or by the causing
     * players in FREE mode), then cavalry weakness on post-combat geometry, then engagement
     * checks. Marks the declared units as used (BA-CMB-4). When a loss waits for a hand-picked
     * allocation (Phase.LOSSES) the phase stops here and {@link Combat#allocate} finishes it
     * with {@link #afterLosses}: weakness always comes after all the phase's losses.
     */
    static void resolve(BaState s) {
        int n = s.setup.nUnits;
        List<Attack> attacks = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            if (s.declared(u) >= 0) {
                attacks.add(new Attack(s, u, s.declared(u)));
            }
        }
        for (Attack a : attacks) {
            Engagements.join(s, a.attacker, a.target);
            s.setUsedCombat(a.attacker, true);
        }
        attacks.sort((p, q) -> p.target != q.target ? Integer.compare(p.target, q.target)
                : attackClass(p.type) != attackClass(q.type)
                        ? Integer.compare(attackClass(p.type), attackClass(q.type))
                        : Integer.compare(p.attacker, q.attacker));
        for (Attack a : attacks) {
            queue(s, a);
        }
        if (Losses.settle(s)) {
            afterLosses(s);
        }
    }

    /** After all the phase's losses are applied: cavalry weakness, engagement checks (BA-CMB-W-9, 10). */
    static void afterLosses(BaState s) {
        cavalryWeakness(s);
        Engagements.check(s);
    }

    /**
     * F-11 (BA-CMB-W-9): every engaged cavalry unit with men in ranks that is faced by an enemy
     * unit with men in ranks which is paired with it or less than 4 in away loses all its
     * in-ranks men as runners. All cavalry units are judged first, then they run together.
     */
    static void cavalryWeakness(BaState s) {
        int n = s.setup.nUnits;
        long weak = 0;
        for (int c = 0; c < n; c++) {
            if (s.setup.unitType[c] != UnitType.CAVALRY || s.engagement(c) == BaState.NONE || s.inRanks(c) == 0) {
                continue;
            }
            for (int e = 0; e < n; e++) {
                if (s.setup.unitSide[e] != s.setup.unitSide[c] && s.inRanks(e) > 0 && Relations.faces(s, e, c)
                        && (s.paired(e, c) || Relations.inContact(s, e, c))) {
                    weak |= 1L << c;
                    break;
                }
            }
        }
        for (long w = weak; w != 0; w &= w - 1) {
            Casualties.allRun(s, Long.numberOfTrailingZeros(w));
        }
    }

    /**
     * The runners an attack by u on t would cause now (for the canonical target order,
     * BA-CMB-W-3 AUTO_ALL): canonical victims take pikemen first.
     */
    static int expectedRunners(BaState s, int u, int t) {
        Attack a = new Attack(s, u, t);
        int inRanks = s.inRanks(t);
        int kills = Math.min(inRanks, a.type == UnitType.ARTILLERY && a.flank ? 2 : 1);
        int pikes = 0;
        int from = s.setup.firstFigure[t];
        for (int f = from; f < from + s.setup.startMen[t]; f++) {
            if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal() && Casualties.roleClass(s.setup.figRole[f]) == 0) {
                pikes++;
            }
        }
        int pg = pikes > kills ? 1 : 0;
        int runners = result(s, a, pg)[1];
        if (a.type == UnitType.INFANTRY) {
            runners = s.k(t) + kills - pg - 2 * (a.hardCover ? 1 : 0) + 2 * (s.setup.militia[t] ? 1 : 0)
                    + (a.flank ? 4 : 0);
        }
        return Math.max(0, Math.min(runners, inRanks - kills));
    }
}
