package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.UnitType;

/** Resolution of one chance-version combat (BA-CMB-C-2..10, F-2..F-6). */
final class ChanceCombat {
    private ChanceCombat() {}

    /**
     * Resolves the pending combat (attacker {@code s.pendingAttacker}, target
     * {@code s.pendingTarget}) with these cards. Everything positional (cover, flank, reference
     * points, manned) is judged before any loss; the two units join one engagement before the
     * losses (BA-CMB-14); engagement checks follow (BA-ENG-7).
     */
    static void resolve(BaState s, CardDraw cards) {
        Stakes k = Stakes.of(s);
        int a = k.attacker();
        int t = k.target();
        int ca = k.attackerCard(cards);
        int ct = k.targetCard(cards);
        int va = k.attackerValue(cards);
        int vt = k.targetValue(cards);
        RulesOptions o = s.setup.params.options();
        boolean frAT = Relations.flankOrRear(s, a, t);
        boolean frTA = Relations.flankOrRear(s, t, a);
        Engagements.join(s, a, t);
        if (va > vt) {
            lose(s, t, a, ca, k.attackerManned(), frAT, k.attackerRef(), true);
        } else if (vt > va) {
            lose(s, a, t, ct, k.targetManned(), frTA, k.targetRef(), true);
        } else {
            boolean mods = o.tieAppliesWinnerMods();
            lose(s, t, a, ca, k.attackerManned(), frAT, k.attackerRef(), mods);
            lose(s, a, t, ct, k.targetManned(), frTA, k.targetRef(), mods);
        }
        if (Losses.settle(s)) {
            Engagements.check(s);
        } // else: Phase.LOSSES; Combat.allocate finishes
    }

    /**
     * What the pending combat's result depends on for these cards: who wins (or a tie) and, for
     * a manned gun that wins, its card's runner value (F-4). Card pairs with equal keys inflict
     * exactly the same losses; only the decks left behind differ. Searches group outcomes by it.
     */
    static long resultClass(BaState s, CardDraw cards) {
        return Stakes.of(s).resultClass(cards);
    }

    /**
     * Loser L's loss to winner W (F-5; F-6 with {@code winnerMods} false): 1 killed (k + 1),
     * then runners = base + modifiers clamped to [0, in ranks after the kill], the pikemen −1
     * judged after the kill. Queued for allocation by W's side (BA-CMB-C-5, 6, BA-CAS-5).
     */
    static void lose(BaState s, int l, int w, int cardW, boolean wManned, boolean flank, double[] refW,
            boolean winnerMods) {
        int mil = s.setup.militia[l] ? 2 : 0;
        if (!winnerMods) {
            Losses.add(s, Losses.CHANCE, l, w, refW[0], refW[1], 1, true, mil, true, true);
            return;
        }
        int mod = (s.setup.unitType[w] == UnitType.CAVALRY ? 1 : 0) + mil + (flank ? 4 : 0);
        boolean pg = true;
        if (wManned && !s.setup.params.options().chanceModsOnArtilleryWin()) {
            mod = 0;
            pg = false;
        }
        if (wManned) {
            Losses.add(s, Losses.CHANCE, l, w, refW[0], refW[1], 1, false, Cards.artRun(cardW) + mod, pg, true);
        } else {
            Losses.add(s, Losses.CHANCE, l, w, refW[0], refW[1], 1, true, mod, pg, true);
        }
    }

    /**
     * The card contest of the pending combat (F-2, F-3): each side's card and its value with the
     * +3 for hard cover against the other, judged before any loss.
     */
    /**
     * What the pending combat's cards meet, judged once before any loss: the two units, their
     * reference points, the +3 of hard cover (BA-CMB-C-4) and whether each is a manned gun. None
     * of it depends on the cards, so the ~170 card pairs of a combat share one (#23: reckoning the
     * cover for every pair was a fifth of MCTS's time on fieldworks).
     */
    record Stakes(int attacker, int target, boolean attackerBlue, boolean targetBlue, double[] attackerRef,
            double[] targetRef, int attackerCover, int targetCover, boolean attackerManned, boolean targetManned) {

        static Stakes of(BaState s) {
            int a = s.pendingAttacker;
            int t = s.pendingTarget;
            RulesOptions o = s.setup.params.options();
            double[] ra = Relations.ref(s, a);
            double[] rt = Relations.ref(s, t);
            boolean coverA = !o.coverOnlyWhenTargeted() && s.setup.unitType[a] != UnitType.CAVALRY
                    && Cover.hard(s, a, rt[0], rt[1]);
            boolean coverT = s.setup.unitType[t] != UnitType.CAVALRY && Cover.hard(s, t, ra[0], ra[1]);
            return new Stakes(a, t, s.setup.unitSide[a] == Side.BLUE, s.setup.unitSide[t] == Side.BLUE, ra, rt,
                    coverA ? 3 : 0, coverT ? 3 : 0, Relations.manned(s, a), Relations.manned(s, t));
        }

        int attackerCard(CardDraw cards) {
            return attackerBlue ? cards.blue() : cards.red();
        }

        int targetCard(CardDraw cards) {
            return targetBlue ? cards.blue() : cards.red();
        }

        int attackerValue(CardDraw cards) {
            return attackerCard(cards) + attackerCover;
        }

        int targetValue(CardDraw cards) {
            return targetCard(cards) + targetCover;
        }

        /** {@link ChanceCombat#resultClass} for these cards. */
        long resultClass(CardDraw cards) {
            int va = attackerValue(cards);
            int vt = targetValue(cards);
            int runA = attackerManned ? Cards.artRun(attackerCard(cards)) : 0;
            int runT = targetManned ? Cards.artRun(targetCard(cards)) : 0;
            if (va > vt) {
                return 100 + runA;
            } else if (vt > va) {
                return 200 + runT;
            }
            return 10_000 + 100L * runA + runT;
        }
    }
}
