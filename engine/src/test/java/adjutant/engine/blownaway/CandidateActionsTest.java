package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.action.Pass;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The candidates that tryApply accepts are the legal actions, in order, and apply alike; the
 * candidates are pass and every unit's own, each once, in the order they were made.
 */
class CandidateActionsTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    void acceptedCandidatesAreTheLegalActions() {
        int[] step = {0};
        int checked = alongRandomGames(s -> !rules.isChanceNode(s) && step[0]++ % 7 == 0, this::check);
        assertTrue(checked > 50, "positions checked: " + checked);
    }

    /** Runs {@code check} at every position of seeded random encounter games that {@code when} picks; returns how many. */
    private int alongRandomGames(Predicate<BaState> when, Consumer<BaState> check) {
        RandomPlayout playout = new RandomPlayout(rules);
        int checked = 0;
        for (Variant v : Variant.values()) {
            for (long seed = 0; seed < 6; seed++) {
                BaState s = BlownAway.newGame(BaScenario.named("encounter"), v, seed);
                SplittableRandom rng = new SplittableRandom(seed);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    if (when.test(s)) {
                        check.accept(s);
                        checked++;
                    }
                    playout.step(s, rng);
                }
            }
        }
        return checked;
    }

    private void check(BaState s) {
        List<BaAction> legal = rules.legalActions(s);
        List<BaAction> accepted = new ArrayList<>();
        for (BaAction a : rules.candidateActions(s)) {
            BaState tried = s.copy();
            if (rules.tryApply(tried, a)) {
                BaState applied = s.copy();
                rules.applyLegal(applied, a);
                assertEquals(applied.hash(), tried.hash(), a.notation());
                accepted.add(a);
            } else {
                assertEquals(s.hash(), tried.hash(), "a refused candidate changes nothing: " + a.notation());
            }
        }
        assertEquals(legal, accepted);
    }

    @Test
    void candidatesAreEveryUnitsOwnEachOnce() {
        int[] dropped = {0};
        int checked = alongRandomGames(s -> s.phase() == Phase.MAIN, s -> {
            Set<BaAction> distinct = new LinkedHashSet<>();
            distinct.add(new Pass());
            int made = 1;
            for (int u = 0; u < s.setup.nUnits; u++) {
                if (s.setup.unitSide[u] == s.active) {
                    List<BaAction> own = rules.candidates().unitActions(s, u);
                    made += own.size();
                    distinct.addAll(own);
                }
            }
            assertEquals(new ArrayList<>(distinct), rules.candidates().mainCandidates(s), "turn " + s.turn());
            dropped[0] += made - distinct.size();
        });
        assertTrue(checked > 50, "positions checked: " + checked);
        assertTrue(dropped[0] > 0, "no candidate was made twice");
    }
}
