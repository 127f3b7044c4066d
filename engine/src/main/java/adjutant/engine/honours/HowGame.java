package adjutant.engine.honours;


import adjutant.engine.honours.scenario.CommanderSpec;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.UnitSpec;

/** Starts a game: units and command figures where the scenario puts them, then the turn flow up to the first step. */
public final class HowGame {

    private HowGame() {
    }

    /**
     * A new game of the scenario. Honours of War leaves nothing to chance at the setup that is
     * not a chance step of the game, so the seed is not read here (rolls are chance nodes).
     */
    public static HowState newGame(HowScenario scenario) {
        HowSetup setup = new HowSetup(scenario);
        HowState s = new HowState(setup);
        for (int u = 0; u < setup.unitCount(); u++) {
            UnitSpec spec = setup.unit(u);
            UnitState us = s.units[u];
            us.x = spec.x();
            us.y = spec.y();
            us.facing = spec.facing();
            us.formation = spec.formation();
            if (us.formation == Formation.IN_BUA) { // the block it stands in (HOW-TERR-21)
                us.inBua = setup.terrain().buaAt(s.footprint(u).centre());
            }
        }
        for (int c = 0; c < setup.commanderCount(); c++) {
            CommanderSpec spec = setup.commander(c);
            CommanderState cs = s.commanders[c];
            cs.x = spec.x();
            cs.y = spec.y();
            cs.rating = spec.rating();
        }
        for (int i = 0; i < scenario.objectiveValues().size(); i++) {
            s.objectiveHolder[i] = scenario.objectiveValues().get(i).holder();
        }
        BrigadierRating.queue(s); // HOW-ORG-13: chance steps before turn 1 begins
        TurnFlow.advance(s);
        return s;
    }
}
