package adjutant.engine.augsburg;

import adjutant.engine.augsburg.scenario.ArmySpec;
import adjutant.engine.augsburg.scenario.BrigadeSpec;
import adjutant.engine.augsburg.scenario.LoaScenario;
import adjutant.engine.augsburg.scenario.UnitSpec;

/** A new game of a scenario: units and commanders as deployed, turn 1, the first step waiting. */
public final class LoaGame {

    private LoaGame() {
    }

    public static LoaState newGame(LoaScenario scenario) {
        LoaSetup setup = new LoaSetup(scenario);
        LoaState s = new LoaState(setup);
        int u = 0;
        for (ArmySpec a : scenario.armies()) {
            s.commanders[setup.cinc(a.side())].x = a.cinc().position().x();
            s.commanders[setup.cinc(a.side())].y = a.cinc().position().y();
            for (BrigadeSpec b : a.brigades()) {
                for (UnitSpec spec : b.units()) {
                    UnitState us = s.units[u];
                    us.x = spec.position().x();
                    us.y = spec.position().y();
                    us.facing = spec.facing();
                    us.formation = spec.formation();
                    us.figures = setup.startFigures(u);
                    u++;
                }
            }
        }
        for (int b = 0; b < setup.brigadeCount(); b++) {
            CommanderState c = s.commanders[setup.brigadier(b)];
            c.x = brigadeSpec(scenario, b).brigadier().position().x();
            c.y = brigadeSpec(scenario, b).brigadier().position().y();
        }
        TurnFlow.advance(s);
        return s;
    }

    private static BrigadeSpec brigadeSpec(LoaScenario scenario, int brigade) {
        int b = 0;
        for (ArmySpec a : scenario.armies()) {
            for (BrigadeSpec spec : a.brigades()) {
                if (b++ == brigade) {
                    return spec;
                }
            }
        }
        throw new IllegalArgumentException("no brigade " + brigade);
    }
}
