package adjutant.gui;

import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.StateHashV1;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.Side;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecorder;
import adjutant.engine.record.RecordFormat;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Seeded random games of the shipped encounter, recorded with {@link GameRecorder}: cards from the
 * game's stream, decisions uniformly among the candidates. Forming column is left out, so that no
 * column ever needs a snake move (BA-MOVE-6, still being written).
 */
final class RandomGames {
    private RandomGames() {}

    static GameRecord<BaState, BaAction> encounter(Variant v, long seed, int steps) {
        BlownAwayRules rules = new BlownAwayRules();
        GameRecorder<BaState, BaAction> g = new GameRecorder<>(BlownAwayRuleset.get(), BaScenario.named("encounter"), v.id(), seed);
        g.player("blue", "random");
        g.player("red", "random");
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < steps && !rules.result(g.state()).isOver(); i++) {
            if (rules.isChanceNode(g.state())) {
                g.resolveChance();
            } else {
                List<BaAction> legal = rules.legalActions(g.state()).stream()
                        .filter(a -> !(a instanceof Reform r && r.formation() == Formation.COLUMN))
                        .toList();
                g.apply(legal.get(rng.nextInt(legal.size())));
            }
        }
        return g.record();
    }

    /**
     * The start of a random encounter, cut where Prussians (blue) are about to take a main action
     * in a turn in which they later decided on artillery or combat: a position to play the rest
     * of the turn by hand.
     */
    static GameRecord<BaState, BaAction> encounterBeforeBlueFights(Variant v, long seed) throws Exception {
        GameRecord<BaState, BaAction> full = encounter(v, seed, 400);
        List<BaState> states = GameLoader.of(full).states();
        int mainAt = -1;
        for (int i = 0; i < states.size(); i++) {
            BaState s = states.get(i);
            if (s.deciding() == Side.BLUE && s.phase() == Phase.MAIN && s.active() == Side.BLUE) {
                mainAt = i;
            } else if (mainAt > 0 && s.deciding() == Side.BLUE && s.active() == Side.BLUE
                    && FIGHTS.contains(s.phase())) {
                return new GameRecord<>(BlownAwayRuleset.get(),full.scenario(), v.id(), seed, full.players(), full.steps().subList(0, mainAt),
                        GameResult.ONGOING);
            }
        }
        throw new AssertionError("blue never fought in this game; try another seed");
    }

    /** The record as the code before format 2 saved it: format 1, with its hash after every step. */
    static GameRecord<BaState, BaAction> asFormat1(GameRecord<BaState, BaAction> r) throws Exception {
        List<BaState> states = GameLoader.of(r).states();
        List<GameRecord.Step<BaAction>> steps = new ArrayList<>();
        for (int i = 0; i < r.steps().size(); i++) {
            GameRecord.Step<BaAction> s = r.steps().get(i);
            steps.add(new GameRecord.Step<>(s.action(), s.chance(), StateHashV1.of(states.get(i + 1))));
        }
        return new GameRecord<>(BlownAwayRuleset.get(),r.scenario(), r.variant(), r.seed(), r.players(), steps, r.result(), RecordFormat.V1);
    }

    private static final Set<Phase> FIGHTS = EnumSet.of(Phase.ARTILLERY, Phase.COMBAT, Phase.DECLARE);
}
