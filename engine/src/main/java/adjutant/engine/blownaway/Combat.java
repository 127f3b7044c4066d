package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.AllocateLosses;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Verdict;
import java.util.List;

/** Combat in both versions (BA-CMB, BA-CMB-C, BA-CMB-W), with casualties and engagements. */
final class Combat {
    private Combat() {}

    // ---- chance version

    /** The active side's eligible (unit, target) combats now (BA-CMB-C-1). */
    static List<Fight> fights(BaState s) {
        throw new UnsupportedOperationException("BA-CMB-C not implemented yet");
    }

    static Verdict validate(BaState s, Fight a) {
        throw new UnsupportedOperationException("BA-CMB-C not implemented yet");
    }

    /** The cards' chance outcomes for the pending combat, from the decks' counts (BA-CMB-C-2). */
    static List<ChanceOutcome<BaAction>> cardOutcomes(BaState s) {
        throw new UnsupportedOperationException("BA-CMB-C not implemented yet");
    }

    /** Resolves the pending combat with these cards (BA-CMB-C-2..10). */
    static void resolve(BaState s, CardDraw cards) {
        throw new UnsupportedOperationException("BA-CMB-C not implemented yet");
    }

    // ---- without-chance version

    /** Targets unit u may declare against now (BA-CMB-W-2); empty: it cannot fight. */
    static List<Integer> targets(BaState s, int unit) {
        throw new UnsupportedOperationException("BA-CMB-W not implemented yet");
    }

    static Verdict validate(BaState s, Declare a) {
        throw new UnsupportedOperationException("BA-CMB-W not implemented yet");
    }

    /** Resolves every declared combat of the phase at once, then cavalry weakness (BA-CMB-W-4..10). */
    static void resolveDeclared(BaState s) {
        throw new UnsupportedOperationException("BA-CMB-W not implemented yet");
    }

    // ---- FREE victim selection (Phase.LOSSES)

    /** The allocations offered to the causing player: the canonical default first, then a few real alternatives. */
    static List<AllocateLosses> allocations(BaState s) {
        throw new UnsupportedOperationException("BA-CAS-5 not implemented yet");
    }

    static Verdict validate(BaState s, AllocateLosses a) {
        throw new UnsupportedOperationException("BA-CAS-5 not implemented yet");
    }

    /** Applies the chosen allocation and continues the interrupted resolution. */
    static void allocate(BaState s, AllocateLosses a) {
        throw new UnsupportedOperationException("BA-CAS-5 not implemented yet");
    }
}
