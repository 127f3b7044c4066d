package adjutant.tools.tournament;

import adjutant.engine.game.RulesChoice;
import java.util.Optional;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.tools.stats.Elo;
import java.util.SplittableRandom;

/**
 * A deterministic stand-in for the real game runner. Player specs look like
 * {@code fake:elo=100} or {@code fake:elo=0,forfeit=0.2}: each game's result is drawn from a
 * random stream seeded by the game's seed and side, with the logistic Elo model and 20% draws;
 * a player with {@code forfeit=p} loses on time with probability p.
 */
class FakeRunners implements MatchRunnerFactory {

    @Override
    public void checkPlayer(String spec) {
        parse(spec);
    }

    @Override
    public void checkScenario(String scenario, Optional<RulesChoice> rules) {
        if (scenario.startsWith("missing")) {
            throw new IllegalArgumentException("no scenario '" + scenario + "'");
        }
    }

    @Override
    public MatchRunner newRunner() {
        return FakeRunners::play;
    }

    static GameReport play(MatchSpec spec) throws InterruptedException {
        double[] blue = parse(spec.bluePlayer());
        double[] red = parse(spec.redPlayer());
        // Blue and red draw from different streams so that swapping sides is not a mirror image.
        SplittableRandom rng = new SplittableRandom(spec.seed() * 31 + spec.bluePlayer().hashCode());
        Thread.sleep(rng.nextInt(3)); // shuffles the finishing order under concurrency
        int turns = 5 + rng.nextInt(10);
        double blueCas = Math.floor(rng.nextDouble() * 1000) / 10;
        double redCas = Math.floor(rng.nextDouble() * 1000) / 10;
        String record = "{\"seed\":" + spec.seed() + ",\"blue\":\"" + spec.bluePlayer() + "\",\"red\":\""
                + spec.redPlayer() + "\",\"scenario\":\"" + spec.scenario() + "\",\"rules\":\"" + spec.rules().map(RulesChoice::toString).orElse("")
                + "\",\"timeMarginMillis\":" + spec.timeMargin().toMillis() + "}";
        if (rng.nextDouble() < blue[1]) {
            return GameReport.forfeit(new TimeForfeit(Side.BLUE, 1 + rng.nextInt(500)), turns, blueCas, redCas, record);
        }
        if (rng.nextDouble() < red[1]) {
            return GameReport.forfeit(new TimeForfeit(Side.RED, 1 + rng.nextInt(500)), turns, blueCas, redCas, record);
        }
        double expected = Elo.toScore(blue[0] - red[0]);
        double u = rng.nextDouble();
        double pWin = Math.max(0, expected - 0.1);
        double pDraw = Math.min(0.2, 1 - pWin);
        Outcome outcome = u < pWin ? Outcome.BLUE_WINS : u < pWin + pDraw ? Outcome.DRAW : Outcome.RED_WINS;
        return GameReport.of(outcome, outcome == Outcome.DRAW ? "turn limit" : "objectives", turns, blueCas, redCas, record);
    }

    /** {elo, forfeit probability} of a spec. */
    private static double[] parse(String spec) {
        if (!spec.startsWith("fake:")) {
            throw new IllegalArgumentException("unknown player '" + spec + "' (expected fake:elo=N)");
        }
        double[] out = {0, 0};
        for (String kv : spec.substring(5).split(",")) {
            String[] p = kv.split("=", 2);
            if (p.length != 2) {
                throw new IllegalArgumentException("bad option '" + kv + "' in '" + spec + "'");
            }
            switch (p[0]) {
                case "elo" -> out[0] = Double.parseDouble(p[1]);
                case "forfeit" -> out[1] = Double.parseDouble(p[1]);
                default -> throw new IllegalArgumentException("unknown option '" + p[0] + "' in '" + spec + "'");
            }
        }
        return out;
    }
}
