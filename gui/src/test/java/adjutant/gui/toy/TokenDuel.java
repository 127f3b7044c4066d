package adjutant.gui.toy;

import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.HeaderPaths;
import adjutant.engine.scenario.JsonCursor;
import adjutant.engine.scenario.LengthUnit;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import adjutant.engine.scenario.ScenarioHeader;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The smallest ruleset that is not Blown Away, to prove that the board's shell is generic: each
 * side has one token, starting in the middle of its rear edge; a side steps its token up to 6 in
 * (TOY-1), staying on the table (TOY-2), or passes; a token within 2 in of the enemy's rear edge
 * wins; after turn 6 the game is drawn. Registered for the gui tests in
 * {@code src/test/resources/META-INF/services}.
 */
public final class TokenDuel implements Ruleset<TokenDuel.State, TokenDuel.Step> {
    public static final String ID = "toy-token-duel";
    static final double MAX_STEP = 6;
    static final double HOME_OFFSET = 4;
    static final double WIN_DISTANCE = 2;
    static final int LAST_TURN = 6;

    /** Where the two tokens are, who acts and the turn. Unit 0 is blue's token, unit 1 red's. */
    public static final class State implements GameState<State> {
        final double length;
        final double width;
        final double[] x = new double[2];
        final double[] y = new double[2];
        Side toAct = Side.BLUE;
        int turn = 1;

        State(double length, double width) {
            this.length = length;
            this.width = width;
        }

        @Override
        public State copy() {
            State c = new State(length, width);
            System.arraycopy(x, 0, c.x, 0, 2);
            System.arraycopy(y, 0, c.y, 0, 2);
            c.toAct = toAct;
            c.turn = turn;
            return c;
        }

        @Override
        public long hash() {
            long h = turn * 31L + toAct.ordinal();
            for (int i = 0; i < 2; i++) {
                h = h * 1_000_003L + Double.hashCode(x[i]);
                h = h * 1_000_003L + Double.hashCode(y[i]);
            }
            return h;
        }

        @Override
        public long bytes() {
            return 96;
        }

        public Vec2 token(int unit) {
            return new Vec2(x[unit], y[unit]);
        }

        public Side toAct() {
            return toAct;
        }

        public int turn() {
            return turn;
        }
    }

    /** A step of a token by (dx, dy) inches; unit -1 is a pass. */
    public record Step(int unit, double dx, double dy) {
        public static final Step PASS = new Step(-1, 0, 0);
    }

    /** A toy scenario: the header is all there is. */
    record Duel(ScenarioHeader header) implements Scenario {}

    private final Rules<State, Step> rules = new DuelRules();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Token duel (toy)";
    }

    @Override
    public List<RulesetVariant> variants() {
        return List.of(new RulesetVariant("standard", "no chance", false));
    }

    @Override
    public Rules<State, Step> rules() {
        return rules;
    }

    @Override
    public ScenarioFormat scenarioFormat() {
        return new ScenarioFormat() {
            @Override
            public Set<String> fields() {
                return Set.of();
            }

            @Override
            public LengthUnit defaultUnit() {
                return LengthUnit.INCH;
            }

            @Override
            public Optional<? extends Scenario> read(ScenarioHeader header, HeaderPaths paths, JsonCursor root,
                    boolean headerComplete, Problems problems) {
                return Optional.of(new Duel(header));
            }

            @Override
            public void write(Scenario scenario, ObjectNode root) {}

            @Override
            public List<Problem> validate(Scenario scenario) {
                return List.of();
            }
        };
    }

    @Override
    public State newGame(Scenario scenario, String variantId, long seed) {
        if (!scenario.rules().equals(ID)) {
            throw new IllegalArgumentException("not a token duel: " + scenario.rules());
        }
        State s = new State(scenario.table().length(), scenario.table().width());
        s.x[0] = s.length / 2;
        s.y[0] = HOME_OFFSET;
        s.x[1] = s.length / 2;
        s.y[1] = s.width - HOME_OFFSET;
        return s;
    }

    @Override
    public ActionCodec<State, Step> codec() {
        return new ActionCodec<>() {
            @Override
            public String notation(Step a) {
                return a.unit() < 0 ? "pass" : String.format(Locale.ROOT, "step u%d %s %s", a.unit(), a.dx(), a.dy());
            }

            @Override
            public Step parse(String text) {
                if (text.equals("pass")) {
                    return Step.PASS;
                }
                String[] p = text.split(" ");
                return new Step(Integer.parseInt(p[1].substring(1)), Double.parseDouble(p[2]), Double.parseDouble(p[3]));
            }

            @Override
            public JsonNode toJson(Step a) {
                return JsonNodeFactory.instance.objectNode().put("unit", a.unit()).put("dx", a.dx()).put("dy", a.dy());
            }

            @Override
            public Step fromJson(JsonNode json) {
                return new Step(json.get("unit").asInt(), json.get("dx").asDouble(), json.get("dy").asDouble());
            }

            @Override
            public String words(State before, Step a) {
                return a.unit() < 0 ? "Pass." : String.format(Locale.ROOT, "%s token steps %.1f in.",
                        a.unit() == 0 ? "Blue" : "Red", Math.hypot(a.dx(), a.dy()));
            }
        };
    }

    @Override
    public double lossPercent(State state, Side side) {
        return 0;
    }

    @Override
    public String specFile() {
        return "";
    }

    /** The forward model of the duel. */
    private static final class DuelRules implements Rules<State, Step> {
        @Override
        public Side toAct(State s) {
            return s.toAct;
        }

        @Override
        public List<Step> legalActions(State s) {
            if (result(s).isOver()) {
                return List.of();
            }
            int u = s.toAct.ordinal();
            double forward = s.toAct == Side.BLUE ? 3 : -3;
            List<Step> out = new ArrayList<>(List.of(Step.PASS));
            for (Step a : List.of(new Step(u, 0, forward), new Step(u, -3, 0), new Step(u, 3, 0))) {
                if (validate(s, a).legal()) {
                    out.add(a);
                }
            }
            return out;
        }

        @Override
        public boolean isChanceNode(State s) {
            return false;
        }

        @Override
        public List<ChanceOutcome<Step>> chanceOutcomes(State s) {
            return List.of();
        }

        @Override
        public Verdict validate(State s, Step a) {
            if (a.unit() < 0) {
                return Verdict.ok();
            }
            if (a.unit() != s.toAct.ordinal()) {
                return Verdict.illegal("TOY-1", "a side steps only its own token");
            }
            if (Math.hypot(a.dx(), a.dy()) > MAX_STEP + 1e-9) {
                return Verdict.illegal("TOY-1", "a token steps at most " + MAX_STEP + " in");
            }
            double nx = s.x[a.unit()] + a.dx();
            double ny = s.y[a.unit()] + a.dy();
            if (nx < 0 || ny < 0 || nx > s.length || ny > s.width) {
                return Verdict.illegal("TOY-2", "a token stays on the table");
            }
            return Verdict.ok();
        }

        @Override
        public void apply(State s, Step a) {
            Verdict v = validate(s, a);
            if (!v.legal()) {
                throw new IllegalActionException(v);
            }
            if (a.unit() >= 0) {
                s.x[a.unit()] += a.dx();
                s.y[a.unit()] += a.dy();
            }
            if (s.toAct == Side.RED) {
                s.turn++;
            }
            s.toAct = s.toAct.opponent();
        }

        @Override
        public GameResult result(State s) {
            if (s.y[0] >= s.width - WIN_DISTANCE) {
                return new GameResult(Outcome.BLUE_WINS, "TOY-3", "blue's token reached red's edge");
            }
            if (s.y[1] <= WIN_DISTANCE) {
                return new GameResult(Outcome.RED_WINS, "TOY-3", "red's token reached blue's edge");
            }
            if (s.turn > LAST_TURN) {
                return new GameResult(Outcome.DRAW, "TOY-4", "turn " + LAST_TURN + " is over");
            }
            return GameResult.ONGOING;
        }
    }
}
