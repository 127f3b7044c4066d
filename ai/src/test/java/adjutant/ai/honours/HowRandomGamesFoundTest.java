package adjutant.ai.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.CheckingWatcher;
import adjutant.ai.Match;
import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HonoursRules;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.HowState;
import adjutant.engine.scenario.ScenarioLoader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Games that long random runs ({@code selfplay --games 5000 --check}) found broken, replayed
 * with the same players and seed under the forward model's checks: each must now play through.
 */
class HowRandomGamesFoundTest {

    private static final HonoursRules RULES = new HonoursRules();

    /**
     * HOW-CHG-25, HOW-AFIRE-7: a battery charged by a battalion was offered canister at it as it
     * came in, reckoned with the charger moved a little from where it stood, and the fire was
     * then refused there (a friend was nearer than the charger). HOW-CHG-11, HOW-INTP-6: the
     * second target of a charge was closed up to the charger onto its neighbour (the bases
     * overlapped for 28 steps). HOW-MELEE-15: at Spittelwitz an infantry winner occupying the
     * works it won was moved onto the enemy battalion that stood beside the one it beat.
     * HOW-REACT-15: at Lobositz (three games in 10,000) a battery re-crewed its abandoned guns
     * while a friendly unit stood on the gun model, and deployed under it.
     */
    @ParameterizedTest(name = "{0} seed {1}")
    @CsvSource({"kutzdorf, -4347280398814145310", "kutzdorf, 891870667864230283", "spittelwitz, -2604412445848095602",
        "lobositz, -9047018774571377228", "lobositz, 962908298184605783", "lobositz, 6435540530432451874"})
    void playsThroughUnderTheChecks(String scenario, long seed) throws Exception {
        HonoursRuleset ruleset = HonoursRuleset.get();
        List<String> broken = new ArrayList<>();
        CheckingWatcher<HowState, HowAction> checks = new CheckingWatcher<>(ruleset, broken::add);
        Match.play(ruleset, ScenarioLoader.loadNamed("honours-of-war/" + scenario), ruleset.variants().get(0).id(), seed,
                HowPlayers.create("random", RULES, seed * 31 + 1), HowPlayers.create("random", RULES, seed * 31 + 2), 0, 0,
                checks);
        assertEquals(List.of(), broken);
    }
}
