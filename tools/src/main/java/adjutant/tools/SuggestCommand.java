package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.ai.SearchThreads;
import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.ChanceResults;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.MovedUnits;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.io.Printable;
import adjutant.tools.cli.Converters;
import adjutant.tools.cli.RulesOption;
import adjutant.tools.cli.SeedOption;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code adjutant suggest}: the best decision for the side to act, with its reasons, said in
 * the ruleset's own words. The search is the one that suits the variant (MCTS with chance,
 * alpha-beta without).
 */
@Command(name = "suggest", mixinStandardHelpOptions = true, description = "Recommend the decision for the side to act in a position, with the reasons.")
final class SuggestCommand implements Callable<Integer> {

    @Option(names = "--state", required = true, paramLabel = "FILE",
            description = "A scenario (name or file: its deployment) or a saved game record (its current state).")
    String state;

    @Mixin
    RulesOption rules;

    @Option(names = "--think", paramLabel = "DURATION", converter = Converters.Durations.class,
            description = "Think for this long, e.g. 2s or 500ms (default: 2s, unless --iterations is given).")
    Duration think;

    @Option(names = "--iterations", paramLabel = "N",
            description = "MCTS iterations (with chance) or alpha-beta nodes (without): fully reproducible.")
    Long iterations;

    @Mixin
    SeedOption seed;

    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;

    @Option(names = "--chance", paramLabel = "RESULT",
            description = "The result of a roll (or draw) made at a real table, for the chance step the position waits for: "
                    + "the faces, e.g. 4 or '3 5'. Repeat it for the steps that follow; they are applied in order before the suggestion.")
    List<String> chance = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        Budget budget = budget();
        // bad files reach CliErrors: one line saying where and why
        return suggest(PositionFiles.load(state, rules.choice(), seed.seed()), budget);
    }

    private <S extends GameState<S>, A> int suggest(PositionFiles.Loaded<S, A> pos, Budget budget) {
        Ruleset<S, A> ruleset = pos.ruleset();
        Rules<S, A> forwardModel = ruleset.rules();
        S s = pos.state();
        GameResult result = forwardModel.result(s);
        if (result.isOver()) {
            return answer("pass", "The game is over: " + result.reason() + ". Nothing to decide.");
        }
        List<String> entered = new ArrayList<>();
        for (String given : chance) {
            if (forwardModel.result(s).isOver() || !forwardModel.isChanceNode(s)) {
                throw new UsageException("--chance " + given + ": the position waits for a decision, not a roll: "
                        + "give only the results of the rolls before it");
            }
            A outcome = enteredOutcome(ruleset, s, given);
            entered.add(ruleset.codec().words(s, outcome));
            forwardModel.apply(s, outcome);
        }
        if (!json) {
            entered.forEach(w -> System.out.println("Entered: " + Printable.of(w)));
        }
        result = forwardModel.result(s);
        if (result.isOver()) {
            return answer("pass", "The game is over: " + result.reason() + ". Nothing to decide.");
        }
        if (forwardModel.isChanceNode(s)) {
            return answer("roll", waitingFor(ruleset, s));
        }
        RulesetAi<S, A> ai = RulesetAis.of(ruleset);
        String searcher = ai.searcher(ruleset, pos.variant());
        Player<S, A> player = ai.players(ruleset, pos.variant(), seed.seed()).create(SearchThreads.onThisMachine(searcher, budget));
        List<A> legal = forwardModel.legalActions(s);
        Decision<A> d = legal.size() == 1 ? Decision.unexplained(legal.get(0), "only move") : player.choose(s, budget);
        if (json) {
            System.out.println(json(ruleset, pos, d));
        } else {
            System.out.print(text(ruleset, pos, d, searcher.equals("mcts") ? "iteration" : "node"));
            if (!budget.hasIterationLimit()) {
                System.out.println("With a time budget the answer may differ from run to run: how far the search gets depends on "
                        + "the machine's speed and load. Give --iterations N (say --iterations " + d.iterations()
                        + ") for an answer that is the same every time.");
            }
        }
        return 0;
    }

    /** The chance outcome a result from the table names: its notation, or the faces its notation ends with ("4" for "roll 4"). */
    private <S extends GameState<S>, A> A enteredOutcome(Ruleset<S, A> ruleset, S s, String given) {
        try {
            return ChanceResults.parse(ruleset, s, given, new java.util.SplittableRandom(seed.seed()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--chance " + e.getMessage() + ". " + waitingFor(ruleset, s));
        }
    }

    /** What the position waits for, and the results a person may enter for it. */
    private static <S extends GameState<S>, A> String waitingFor(Ruleset<S, A> ruleset, S s) {
        List<String> results = ChanceResults.results(ruleset, s);
        return "Nothing to decide yet: the next step is left to chance. Roll it at the table and give the result with --chance, "
                + "one of: " + String.join(", ", results) + ". For example --chance " + ChanceResults.example(ruleset, s);
    }

    private static <S extends GameState<S>, A> ObjectNode json(Ruleset<S, A> ruleset, PositionFiles.Loaded<S, A> pos,
            Decision<A> d) {
        ActionCodec<S, A> codec = ruleset.codec();
        S s = pos.state();
        ObjectNode o = new ObjectMapper().createObjectNode();
        o.set("action", codec.toJson(d.action()));
        o.put("notation", codec.notation(d.action()));
        o.put("description", codec.words(s, d.action()));
        o.put("side", ruleset.rules().toAct(s).id());
        o.put("value", Double.isNaN(d.value()) ? null : d.value());
        o.put("valueKind", d.valueKind());
        if (!Double.isNaN(d.value())) {
            o.put("valueMeaning", ValueWords.of(d.value(), d.valueKind(), ruleset.sideName(s, ruleset.rules().toAct(s))));
        }
        ruleset.tableFrame().ifPresent(frame -> {
            Side viewer = seenBy(ruleset, pos);
            o.put("seenBy", viewer.id());
            o.put("lengthUnit", frame.lengthUnit());
            ArrayNode moved = o.putArray("moved");
            for (MovedUnits.Moved m : movedBy(ruleset, frame, s, d.action(), viewer)) {
                ObjectNode n = moved.addObject();
                n.put("unit", m.name());
                n.put("referencePoint", m.referencePoint());
                n.set("from", placementJson(m.from()));
                n.set("to", placementJson(m.to()));
                n.put("words", m.words(frame.lengthUnit()));
            }
        });
        ArrayNode alts = o.putArray("alternatives");
        for (Decision.Alternative<A> a : d.alternatives()) {
            ObjectNode n = alts.addObject();
            n.put("notation", codec.notation(a.action()));
            n.put("description", codec.words(s, a.action()));
            n.put("value", a.value());
            n.put("visits", a.visits());
        }
        ArrayNode pv = o.putArray("pv");
        d.principalVariation().forEach(a -> pv.add(codec.notation(a)));
        o.put("iterations", d.iterations());
        o.put("millis", d.millis());
        return o;
    }

    private static <S extends GameState<S>, A> String text(Ruleset<S, A> ruleset, PositionFiles.Loaded<S, A> pos,
            Decision<A> d, String unit) {
        ActionCodec<S, A> codec = ruleset.codec();
        S s = pos.state();
        StringBuilder b = new StringBuilder();
        b.append("Position: ").append(pos.description()).append('\n');
        b.append(ruleset.summary(s)).append('\n');
        b.append("Recommended for ").append(ruleset.sideName(s, ruleset.rules().toAct(s))).append(":\n");
        b.append("  ").append(codec.words(s, d.action())).append('\n');
        b.append("  [").append(codec.notation(d.action())).append("]\n");
        ruleset.tableFrame().ifPresent(frame -> {
            Side viewer = seenBy(ruleset, pos);
            List<MovedUnits.Moved> moved = movedBy(ruleset, frame, s, d.action(), viewer);
            if (!moved.isEmpty()) {
                b.append("  On the table, measured from the ").append(ruleset.sideName(s, viewer)).append("' side:\n");
                moved.forEach(m -> b.append("    ").append(m.words(frame.lengthUnit())).append('\n'));
            }
        });
        if (!Double.isNaN(d.value())) {
            b.append(String.format(Locale.ROOT, "  value: %.3f (%s): %s%n", d.value(), d.valueKind(),
                    ValueWords.of(d.value(), d.valueKind(), ruleset.sideName(s, ruleset.rules().toAct(s)))));
        }
        if (!d.alternatives().isEmpty()) {
            b.append("Alternatives considered:\n");
            for (Decision.Alternative<A> a : d.alternatives()) {
                b.append(String.format(Locale.ROOT, "  %.3f  %s  (%s)%n", a.value(),
                        codec.words(s, a.action()), plural(a.visits(), unit.equals("iteration") ? "visit" : "node")));
            }
        }
        if (d.principalVariation().size() > 1) {
            b.append("Expected continuation:\n");
            continuation(ruleset, s, d.principalVariation()).forEach(w -> b.append("  ").append(w).append('\n'));
        }
        b.append(String.format(Locale.ROOT, "Searched %s in %d ms.%n", plural(d.iterations(), unit), d.millis()));
        return b.toString();
    }

    /**
     * The expected line in words, each step said of the position it is taken in; it stops where
     * chance comes first (the line does not know the dice).
     */
    private static <S extends GameState<S>, A> List<String> continuation(Ruleset<S, A> ruleset, S from, List<A> pv) {
        Rules<S, A> rules = ruleset.rules();
        S c = from.copy();
        List<String> out = new ArrayList<>();
        for (A a : pv) {
            if (rules.result(c).isOver() || rules.isChanceNode(c) || !rules.validate(c, a).legal()) {
                break;
            }
            out.add(Printable.of(ruleset.sideName(c, rules.toAct(c)) + ": " + ruleset.codec().words(c, a)));
            rules.apply(c, a);
        }
        return out;
    }

    /** The side whose measures a position is told in: the person's side of a table game, else the side to act. */
    private static <S extends GameState<S>, A> Side seenBy(Ruleset<S, A> ruleset, PositionFiles.Loaded<S, A> pos) {
        return pos.seenBy().orElseGet(() -> ruleset.rules().toAct(pos.state()));
    }

    /** The units the action moves, from and to, as the engine applies it to a copy. */
    static <S extends GameState<S>, A> List<MovedUnits.Moved> movedBy(Ruleset<S, A> ruleset, TableFrame<S> frame, S s,
            A action, Side viewer) {
        S after = s.copy();
        ruleset.rules().apply(after, action);
        return MovedUnits.between(frame, s, after, viewer);
    }

    private static ObjectNode placementJson(TablePlacement p) {
        ObjectNode n = new ObjectMapper().createObjectNode();
        n.put("fromLeft", Math.round(p.fromLeft() * 100) / 100.0);
        n.put("fromOwnEdge", Math.round(p.fromOwnEdge() * 100) / 100.0);
        n.put("facing", Math.round(p.facing() * 100) / 100.0);
        return n;
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
        if (iterations != null && iterations < 1) {
            throw new UsageException("--iterations must be at least 1");
        }
        if (think != null && iterations != null) {
            return new Budget(Math.max(1, think.toMillis()), iterations);
        }
        if (iterations != null) {
            return Budget.ofIterations(iterations);
        }
        return Budget.ofTime(think == null ? Duration.ofSeconds(2) : think);
    }
}
