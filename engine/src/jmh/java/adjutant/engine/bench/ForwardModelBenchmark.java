package adjutant.engine.bench;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH benchmarks of the forward model on encounter.json: a new game, state copy, one applied
 * random step, and the legal actions at MAIN decision points sampled from seeded random games.
 * Run with {@code mvn -q -pl engine -Pjmh test-compile exec:exec}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class ForwardModelBenchmark {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final RandomPlayout playout = new RandomPlayout(rules);
    private final List<BaState> samples = new ArrayList<>();
    private BaScenario scenario;
    private BaState start;
    private long seed;
    private int next;
    private SplittableRandom rng;

    @Setup
    public void setUp() {
        scenario = BaScenario.named("encounter");
        start = BlownAway.newGame(scenario, Variant.CHANCE, 1);
        for (int g = 0; g < 10; g++) {
            BaState s = BlownAway.newGame(scenario, Variant.CHANCE, g);
            SplittableRandom r = new SplittableRandom(g);
            int n = 0;
            while (!s.outcome().isOver() && samples.size() < 100) {
                playout.step(s, r);
                if (++n % 25 == 0 && s.phase() == Phase.MAIN) {
                    samples.add(s.copy());
                }
            }
        }
        rng = new SplittableRandom(42);
    }

    private BaState sample() {
        next = (next + 1) % samples.size();
        return samples.get(next);
    }

    @Benchmark
    public BaState newGame() {
        return BlownAway.newGame(scenario, Variant.CHANCE, seed++);
    }

    @Benchmark
    public BaState copy() {
        return sample().copy();
    }

    @Benchmark
    public BaAction applyRandomStep() {
        BaState s = sample().copy();
        return playout.step(s, rng);
    }

    @Benchmark
    public List<BaAction> legalActionsAtMain() {
        return rules.legalActions(sample());
    }

    @Benchmark
    public long hash() {
        return start.hash();
    }
}
