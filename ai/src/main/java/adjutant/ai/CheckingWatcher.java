package adjutant.ai;

import adjutant.engine.game.ForwardModelChecks;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import java.util.List;
import java.util.function.Consumer;

/**
 * Watches a {@link Match} with the forward model's checks around every step
 * ({@link ForwardModelChecks}: chance sums, the chosen action legal, copies independent, the
 * ruleset's invariants) and reports each broken one as a line naming the step, e.g.
 * {@code after step 1032: 2nd Battalion and 2nd Dragoons overlap}.
 */
public final class CheckingWatcher<S extends GameState<S>, A> implements StepWatcher<S, A> {

    private final Ruleset<S, A> ruleset;
    private final Consumer<String> report;
    private int step;

    public CheckingWatcher(Ruleset<S, A> ruleset, Consumer<String> report) {
        this.ruleset = ruleset;
        this.report = report;
    }

    @Override
    public void beforeChance(S state) {
        report(ForwardModelChecks.beforeChance(ruleset.rules(), state), "before step " + (step + 1));
    }

    @Override
    public void beforeDecision(S state, A action) {
        report(ForwardModelChecks.beforeDecision(ruleset, state, action), "before step " + (step + 1));
    }

    @Override
    public void afterStep(S state, A done) {
        step++;
        report(ForwardModelChecks.afterStep(ruleset, state), "after step " + step);
    }

    private void report(List<String> broken, String when) {
        for (String v : broken) {
            report.accept(when + ": " + v);
        }
    }
}
