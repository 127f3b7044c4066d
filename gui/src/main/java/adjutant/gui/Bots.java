package adjutant.gui;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The bots the new-game dialog offers, by name. Only simple stand-ins live here until the ai
 * module's searching players land; each is built with the rules and an explicit seed.
 */
public final class Bots {

    /** Builds a player for one game. */
    @FunctionalInterface
    public interface Factory {
        Player<BaState, BaAction> create(Rules<BaState, BaAction> rules, long seed);
    }

    private final Map<String, Factory> factories = new LinkedHashMap<>();

    public static Bots standard() {
        Bots b = new Bots();
        b.register("random", (rules, seed) -> new RandomBot(rules, seed));
        return b;
    }

    public Bots register(String name, Factory f) {
        factories.put(name, f);
        return this;
    }

    public List<String> names() {
        return List.copyOf(factories.keySet());
    }

    public Player<BaState, BaAction> create(String name, Rules<BaState, BaAction> rules, long seed) {
        Factory f = factories.get(name);
        if (f == null) {
            throw new IllegalArgumentException("unknown bot '" + name + "' (known: " + names() + ")");
        }
        return f.create(rules, seed);
    }

    /** Picks a uniformly random candidate from a seeded stream. */
    static final class RandomBot implements Player<BaState, BaAction> {
        private final Rules<BaState, BaAction> rules;
        private final SplittableRandom random;

        RandomBot(Rules<BaState, BaAction> rules, long seed) {
            this.rules = rules;
            this.random = new SplittableRandom(seed);
        }

        @Override
        public String name() {
            return "random";
        }

        @Override
        public Decision<BaAction> choose(BaState state, Budget budget) {
            List<BaAction> legal = rules.legalActions(state);
            BaAction pick = legal.get(random.nextInt(legal.size()));
            List<Decision.Alternative<BaAction>> alts = new ArrayList<>();
            for (BaAction a : legal) {
                if (!a.equals(pick) && alts.size() < 3) {
                    alts.add(new Decision.Alternative<>(a, 1.0 / legal.size(), 0));
                }
            }
            return new Decision<>(pick, 1.0 / legal.size(), "uniform choice probability", alts, List.of(pick), 0, 0);
        }
    }
}
