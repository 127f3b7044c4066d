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
        Contest c = Contest.of(s, cards);
        int a = c.attacker();
        int t = c.target();
        int ca = c.attackerCard();
        int ct = c.targetCard();
        double[] ra = c.attackerRef();
        double[] rt = c.targetRef();
        int va = c.attackerValue();
        int vt = c.targetValue();
        RulesOptions o = s.setup.params.options();
        boolean frAT = Relations.flankOrRear(s, a, t);
        boolean frTA = Relations.flankOrRear(s, t, a);
        boolean mannedA = Relations.manned(s, a);
        boolean mannedT = Relations.manned(s, t);
        Engagements.join(s, a, t);
        if (va > vt) {
            lose(s, t, a, ca, mannedA, frAT, ra, true);
        } else if (vt > va) {
            lose(s, a, t, ct, mannedT, frTA, rt, true);
        } else {
            boolean mods = o.tieAppliesWinnerMods();
            lose(s, t, a, ca, mannedA, frAT, ra, mods);
            lose(s, a, t, ct, mannedT, frTA, rt, mods);
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
        Contest c = Contest.of(s, cards);
        int a = c.attacker();
        int t = c.target();
        int ca = c.attackerCard();
        int ct = c.targetCard();
        int va = c.attackerValue();
        int vt = c.targetValue();
        int runA = Relations.manned(s, a) ? Cards.artRun(ca) : 0;
        int runT = Relations.manned(s, t) ? Cards.artRun(ct) : 0;
        if (va > vt) {
            return 100 + runA;
        } else if (vt > va) {
            return 200 + runT;
        }
        return 10_000 + 100L * runA + runT;
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
    private record Contest(int attacker, int target, int attackerCard, int targetCard, double[] attackerRef,
            double[] targetRef, int attackerValue, int targetValue) {

        static Contest of(BaState s, CardDraw cards) {
            int a = s.pendingAttacker;
            int t = s.pendingTarget;
            RulesOptions o = s.setup.params.options();
            int ca = s.setup.unitSide[a] == Side.BLUE ? cards.blue() : cards.red();
            int ct = s.setup.unitSide[t] == Side.BLUE ? cards.blue() : cards.red();
            double[] ra = Relations.ref(s, a);
            double[] rt = Relations.ref(s, t);
            boolean coverA = !o.coverOnlyWhenTargeted() && s.setup.unitType[a] != UnitType.CAVALRY
                    && Cover.hard(s, a, rt[0], rt[1]);
            boolean coverT = s.setup.unitType[t] != UnitType.CAVALRY && Cover.hard(s, t, ra[0], ra[1]);
            return new Contest(a, t, ca, ct, ra, rt, ca + (coverA ? 3 : 0), ct + (coverT ? 3 : 0));
        }
    }
}
