package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.ai.blownaway.BaPlayers;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.StateSummary;
import adjutant.engine.blownaway.TableTerms;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.tools.tournament.Durations;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code adjutant suggest}: the best decision for the side to act, with its reasons. */
@Command(name = "suggest", mixinStandardHelpOptions = true, description = "Recommend the decision for the side to act in a position, with the reasons.")
final class SuggestCommand implements Callable<Integer> {

    @Option(names = "--state", required = true, paramLabel = "FILE",
            description = "A scenario (name or file: its deployment) or a saved game record (its current state).")
    String state;

    @Option(names = "--rules", required = true, paramLabel = "chance|without-chance", description = "Rules version.")
    String rules;

    @Option(names = "--think", paramLabel = "DURATION", description = "Think for this long, e.g. 2s or 500ms.")
    String think;

    @Option(names = "--iterations", paramLabel = "N",
            description = "MCTS iterations (chance) or alpha-beta nodes (without-chance): fully reproducible.")
    Long iterations;

    @Option(names = "--seed", defaultValue = "1", description = "Search seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        Variant variant = SelfplayCommand.variant(rules);
        Budget budget = budget();
        PositionFiles.Loaded pos = PositionFiles.load(state, variant, seed); // bad files: one line via CliErrors
        BlownAwayRules forwardModel = new BlownAwayRules();
        BaState s = pos.state();
        if (forwardModel.result(s).isOver()) {
            return answer("pass", "The game is over: " + s.resultReason() + ". Nothing to decide.");
        }
        if (forwardModel.isChanceNode(s)) {
            return answer("pass", "Nothing to decide: the next step is turning up the cards of the combat.");
        }
        List<BaAction> legal = forwardModel.legalActions(s);
        String spec = variant == Variant.CHANCE ? "mcts" : "alphabeta";
        Player<BaState, BaAction> player = BaPlayers.create(spec, forwardModel, variant, seed);
        Decision<BaAction> d = legal.size() == 1 ? Decision.unexplained(legal.get(0), "only move")
                : player.choose(s, budget);
        if (json) {
            ObjectMapper m = new ObjectMapper();
            ObjectNode o = m.createObjectNode();
            o.set("action", m.valueToTree(d.action()));
            o.put("notation", d.action().notation());
            o.put("description", TableTerms.describe(s, d.action()));
            o.put("side", s.deciding().id());
            o.put("value", Double.isNaN(d.value()) ? null : d.value());
            o.put("valueKind", d.valueKind());
            ArrayNode alts = o.putArray("alternatives");
            for (Decision.Alternative<BaAction> a : d.alternatives()) {
                ObjectNode n = alts.addObject();
                n.put("notation", a.action().notation());
                n.put("description", TableTerms.describe(s, a.action()));
                n.put("value", a.value());
                n.put("visits", a.visits());
            }
            ArrayNode pv = o.putArray("pv");
            d.principalVariation().forEach(a -> pv.add(a.notation()));
            o.put("iterations", d.iterations());
            o.put("millis", d.millis());
            System.out.println(o);
            return 0;
        }
        System.out.println("Position: " + pos.description());
        System.out.print(StateSummary.of(s));
        System.out.println();
        System.out.println("Recommended for " + s.setup().sideName(s.deciding()) + " (" + s.phase() + " step):");
        System.out.println("  " + TableTerms.describe(s, d.action()));
        System.out.println("  [" + d.action().notation() + "]");
        if (!Double.isNaN(d.value())) {
            System.out.printf(Locale.ROOT, "  value: %.3f (%s)%n", d.value(), d.valueKind());
        }
        if (!d.alternatives().isEmpty()) {
            System.out.println("Alternatives considered:");
            for (Decision.Alternative<BaAction> a : d.alternatives()) {
                System.out.printf(Locale.ROOT, "  %.3f  %s  (%s)%n", a.value(),
                        TableTerms.describe(s, a.action()), plural(a.visits(), variant == Variant.CHANCE ? "visit" : "node"));
            }
        }
        if (d.principalVariation().size() > 1) {
            System.out.println("Expected continuation: " + String.join("; ",
                    d.principalVariation().stream().map(BaAction::notation).toList()));
        }
        System.out.printf(Locale.ROOT, "Searched %s in %d ms.%n",
                plural(d.iterations(), variant == Variant.CHANCE ? "iteration" : "node"), d.millis());
        return 0;
    }

    private Integer answer(String action, String why) {
        if (json) {
            ObjectNode o = new ObjectMapper().createObjectNode();
            o.put("action", action);
            o.put("reason", why);
            System.out.println(o);
        } else {
            System.out.println(why);
        }
        return 0;
    }

    private Budget budget() {
        Duration time;
        try {
            time = think == null ? null : Durations.parse(think);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--think: " + e.getMessage());
        }
        if (time != null && iterations != null) {
            return new Budget(Math.max(1, time.toMillis()), iterations);
        }
        if (iterations != null) {
            if (iterations < 1) {
                throw new UsageException("--iterations must be at least 1");
            }
            return Budget.ofIterations(iterations);
        }
        return Budget.ofTime(time == null ? Duration.ofSeconds(2) : time);
    }
}
