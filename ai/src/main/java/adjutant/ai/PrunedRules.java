package adjutant.ai;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The rules with a {@link CandidatePruning} applied to the actions they list, for the searching
 * players. Everything else is the rules' own. A list is never pruned to nothing: where every
 * action looks pointless, all are kept, so a decision always has a choice.
 */
final class PrunedRules<S extends GameState<S>, A> implements Rules<S, A> {

    private final Rules<S, A> rules;
    private final CandidatePruning<S, A> pruning;

    PrunedRules(Rules<S, A> rules, CandidatePruning<S, A> pruning) {
        this.rules = Objects.requireNonNull(rules);
        this.pruning = Objects.requireNonNull(pruning);
    }

    @Override
    public List<A> legalActions(S state) {
        return prune(state, rules.legalActions(state));
    }

    @Override
    public List<A> candidateActions(S state) {
        return prune(state, rules.candidateActions(state));
    }

    private List<A> prune(S state, List<A> actions) {
        List<A> kept = null;
        for (int i = 0; i < actions.size(); i++) {
            A a = actions.get(i);
            boolean drop = pruning.pointless(state, a);
            if (drop && kept == null) {
                kept = new ArrayList<>(actions.subList(0, i));
            } else if (!drop && kept != null) {
                kept.add(a);
            }
        }
        return kept == null || kept.isEmpty() ? actions : kept;
    }

    @Override
    public Side toAct(S state) {
        return rules.toAct(state);
    }

    @Override
    public boolean isChanceNode(S state) {
        return rules.isChanceNode(state);
    }

    @Override
    public List<ChanceOutcome<A>> chanceOutcomes(S state) {
        return rules.chanceOutcomes(state);
    }

    @Override
    public A sampleChance(S state, double u) {
        return rules.sampleChance(state, u);
    }

    @Override
    public Verdict validate(S state, A action) {
        return rules.validate(state, action);
    }

    @Override
    public void apply(S state, A action) {
        rules.apply(state, action);
    }

    @Override
    public void applyLegal(S state, A action) {
        rules.applyLegal(state, action);
    }

    @Override
    public boolean tryApply(S state, A candidate) {
        return rules.tryApply(state, candidate);
    }

    @Override
    public GameResult result(S state) {
        return rules.result(state);
    }

    @Override
    public int turn(S state) {
        return rules.turn(state);
    }
}
