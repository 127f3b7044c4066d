package adjutant.engine.game;

import java.util.Objects;
import java.util.Optional;

/**
 * What {@code --rules} names: a ruleset, and maybe one of its variants. Written
 * {@code RULESET[/VARIANT]} ({@code blown-away}, {@code blown-away/without-chance}); a bare
 * variant id that only one installed ruleset has ({@code chance}, {@code without-chance}) is
 * short for that ruleset's variant.
 *
 * @param variant empty: the scenario's own variant
 * @implNote This class is immutable and thread-safe.
 */
public record RulesChoice(Ruleset<?, ?> ruleset, Optional<RulesetVariant> variant) {

    public RulesChoice {
        Objects.requireNonNull(ruleset);
        Objects.requireNonNull(variant);
    }

    /**
     * Parses the text of a {@code --rules} option.
     *
     * @throws IllegalArgumentException naming the installed rulesets and variants
     */
    public static RulesChoice parse(String text) {
        String t = text.trim();
        int slash = t.indexOf('/');
        if (slash >= 0) {
            Ruleset<?, ?> r = Rulesets.require(t.substring(0, slash));
            String v = t.substring(slash + 1);
            return new RulesChoice(r, Optional.of(r.variant(v).orElseThrow(() ->
                    new IllegalArgumentException("unknown variant '" + v + "' of " + r.id() + " (expected "
                            + variantIds(r) + ")"))));
        }
        Optional<Ruleset<?, ?>> byId = Rulesets.find(t);
        if (byId.isPresent()) {
            return new RulesChoice(byId.get(), Optional.empty());
        }
        var owners = Rulesets.all().stream().filter(r -> r.variant(t).isPresent()).toList();
        if (owners.size() == 1) {
            return new RulesChoice(owners.get(0), owners.get(0).variant(t));
        }
        throw new IllegalArgumentException("unknown rules '" + t + "' (expected a ruleset, "
                + Rulesets.ids() + ", optionally with /VARIANT"
                + (owners.isEmpty() ? "" : "; '" + t + "' is a variant of several rulesets, so name one") + ")");
    }

    /**
     * The variant to play a scenario of {@code scenarioRules} whose own variant is
     * {@code scenarioVariant} with: this choice's variant, or the scenario's.
     *
     * @throws IllegalArgumentException when the scenario is of another ruleset
     */
    public String variantFor(String scenarioName, String scenarioRules, String scenarioVariant) {
        if (!ruleset.id().equals(scenarioRules)) {
            throw new IllegalArgumentException("--rules " + ruleset.id() + " does not agree with the scenario '"
                    + scenarioName + "', which is " + scenarioRules);
        }
        return variant.map(RulesetVariant::id).orElse(scenarioVariant);
    }

    /** {@code blown-away/chance}, or {@code blown-away} without a variant. */
    @Override
    public String toString() {
        return ruleset.id() + variant.map(v -> "/" + v.id()).orElse("");
    }

    private static String variantIds(Ruleset<?, ?> r) {
        return String.join(", ", r.variants().stream().map(RulesetVariant::id).toList());
    }
}
