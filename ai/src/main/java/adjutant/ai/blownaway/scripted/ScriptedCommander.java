package adjutant.ai.blownaway.scripted;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.DecisionPoints;
import adjutant.ai.Player;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.action.BaAction;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The scripted Blown Away commander (player spec {@code scripted}): a written doctrine, no
 * search (docs/scripted-commander.md). Each decision point has its doctrine: the main action
 * ({@link MainDoctrine}), the guns ({@link GunDoctrine}), the chance version's combats
 * ({@link CombatDoctrine}), the without-chance declarations ({@link DeclareDoctrine}) and the
 * choice of victims ({@link LossDoctrine}). It picks among the rules' legal actions only, so it
 * never plays an illegal one; ties between equal actions are broken by the seed and the
 * position alone, so the same seed plays the same game.
 */
public final class ScriptedCommander implements Player<BaState, BaAction> {

    private final String name;
    private final BlownAwayRules rules;
    private final long seed;
    private final MainDoctrine main;
    private final GunDoctrine guns;
    private final CombatDoctrine combats;
    private final DeclareDoctrine declarations = new DeclareDoctrine();
    private final LossDoctrine losses;

    public ScriptedCommander(String name, BlownAwayRules rules, long seed) {
        this.name = name;
        this.rules = rules;
        this.seed = seed;
        this.main = new MainDoctrine(rules);
        this.guns = new GunDoctrine(rules);
        this.losses = new LossDoctrine(rules);
        this.combats = new CombatDoctrine(rules, losses);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Decision<BaAction> choose(BaState state, Budget budget) {
        long start = System.nanoTime();
        List<Scored> ranked;
        if (state.phase() == Phase.MAIN) { // a decision: the game's end and the cards have phases of their own
            ranked = main.rank(situation(state), this::shuffled); // each action valued as the list is made
            if (ranked.size() == 1) {
                return Decision.unexplained(ranked.get(0).action(), "only action");
            }
        } else {
            List<BaAction> actions = DecisionPoints.requireActions(rules, state);
            if (actions.size() == 1) {
                return Decision.unexplained(actions.get(0), "only action");
            }
            ranked = ranked(situation(state), actions);
        }
        Scored choice = ranked.get(0);
        List<Decision.Alternative<BaAction>> alternatives = ranked.stream().skip(1).limit(3)
                .map(a -> new Decision.Alternative<>(a.action(), a.value(), 0)).toList();
        return new Decision<>(choice.action(), choice.value(), "doctrine: " + choice.why(), alternatives,
                List.of(choice.action()), 0, (System.nanoTime() - start) / 1_000_000);
    }

    /** The position as the side to act sees it: made only where a doctrine reads it (the script plays in every rollout). */
    private Situation situation(BaState state) {
        return new Situation(state, rules.toAct(state));
    }

    /** The one choice of the doctrine of a decision point other than the main action. */
    private List<Scored> ranked(Situation at, List<BaAction> actions) {
        return switch (at.state.phase()) {
            case ARTILLERY -> List.of(guns.choose(at, actions));
            case COMBAT -> List.of(combats.choose(at, actions));
            case DECLARE -> List.of(declarations.choose(at, actions));
            case LOSSES -> List.of(losses.choose(at, actions));
            case MAIN, CARDS, OVER -> throw new IllegalStateException("no doctrine here: " + at.state.phase());
        };
    }

    /**
     * The main actions in an order drawn from the seed and the position: equal values then fall
     * to a seeded choice, not always to the first unit in the list.
     */
    private List<Scored> shuffled(BaState state, List<Scored> actions) {
        List<Scored> out = new ArrayList<>(actions);
        SplittableRandom random = new SplittableRandom(seed ^ state.hash());
        for (int i = out.size() - 1; i > 0; i--) {
            Collections.swap(out, i, random.nextInt(i + 1));
        }
        return out;
    }
}
