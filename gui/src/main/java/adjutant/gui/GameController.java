package adjutant.gui;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.Scenario;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Holds the game being played or watched: the history (undo, replay, save), whose decisions are
 * the person's and whose the bots', and the bots' searches. Everything here runs on the FX
 * thread except the searches, which run on a background executor; their results come back
 * through {@code Platform.runLater} and are dropped when the game moved on meanwhile.
 *
 * <p>States are never changed in place: an action is applied to a copy, and the copy becomes the
 * current state only when the rules accepted it. A rule that is not implemented yet (the engine
 * throws {@link UnsupportedOperationException}) is reported and leaves the game as it was.
 */
public final class GameController {
    private final ScenarioSource scenarios;
    private final Rules<BaState, BaAction> rules;
    private final Bots bots;
    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "adjutant-bot");
        t.setDaemon(true);
        return t;
    });

    private final ObjectProperty<BaState> state = new SimpleObjectProperty<>();
    private final ObjectProperty<BoardOverlay> overlay = new SimpleObjectProperty<>(BoardOverlay.NONE);
    private final IntegerProperty selectedUnit = new SimpleIntegerProperty(-1);
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty thinking = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final BooleanProperty autoBots = new SimpleBooleanProperty(true);
    private final ObjectProperty<Decision<BaAction>> lastDecision = new SimpleObjectProperty<>();
    private final StringProperty lastDecider = new SimpleStringProperty("");

    private NewGame setup;
    private Scenario scenario;
    private ReplayController history;
    private final Map<Side, Player<BaState, BaAction>> players = new EnumMap<>(Side.class);
    private Player<BaState, BaAction> advisor;
    private SplittableRandom chance;
    private CardDraw lastCards;

    private long searchToken;
    private Future<?> search;
    private AnimationTimer clock;

    public GameController(ScenarioSource scenarios, Rules<BaState, BaAction> rules, Bots bots) {
        this.scenarios = scenarios;
        this.rules = rules;
        this.bots = bots;
        selectedUnit.addListener((o, a, b) -> overlay.set(overlay.get().withSelected(b.intValue())));
    }

    // ------------------------------------------------------------------ games

    /** Starts a new game; the bots start thinking if it is their turn. */
    public void newGame(NewGame g) {
        Scenario sc = scenarios.load(g.scenario());
        start(g, sc, List.of(BlownAway.newGame(sc, g.variant(), g.seed())), List.of());
        message.set("New game: " + sc.title() + (g.human() == null ? " (watching)" : ", you play "
                + state.get().setup().sideName(g.human())));
        advance();
    }

    /** Loads a saved game and shows its last state; play continues from there. */
    public void load(Path file) throws IOException {
        GameFile f = GameFile.read(file, null);
        Scenario sc = scenarios.load(f.scenario());
        List<BaState> states = f.replay(sc, rules);
        NewGame g = setup == null ? NewGame.defaults() : setup;
        start(new NewGame(f.scenario(), f.variant(), g.human(), g.bot(), g.thinkMillis(), f.seed()), sc, states,
                f.actions());
        message.set("Loaded " + file.getFileName() + ": " + f.actions().size() + " actions");
    }

    /** Saves the game so far (atomically). */
    public void save(Path file) throws IOException {
        new GameFile(setup.scenario(), setup.variant(), setup.seed(), history.actions()).write(file);
        message.set("Saved " + history.size() + " actions to " + file.getFileName());
    }

    private void start(NewGame g, Scenario sc, List<BaState> states, List<BaAction> actions) {
        cancelSearch();
        setup = g;
        scenario = sc;
        history = ReplayController.of(states, actions);
        chance = new SplittableRandom(g.seed() * 0x9E3779B97F4A7C15L + 17);
        players.clear();
        for (Side side : Side.values()) {
            if (side != g.human()) {
                players.put(side, bots.create(g.bot(), rules, g.seed() + side.ordinal() + 1));
            }
        }
        advisor = bots.create(g.bot(), rules, g.seed() + 101);
        lastCards = null;
        lastDecision.set(null);
        selectedUnit.set(-1);
        overlay.set(BoardOverlay.NONE);
        state.set(history.current());
    }

    // ------------------------------------------------------------------ playing

    /** Is it the person's decision now (and the view at the end of the game, not in a replay)? */
    public boolean humanToAct() {
        BaState s = state.get();
        return s != null && history.atEnd() && !thinking.get() && !s.outcome().isOver() && !rules.isChanceNode(s)
                && rules.toAct(s) == setup.human();
    }

    /** The candidates of the current decision point; empty when nobody decides or the rules cannot say yet. */
    public List<BaAction> candidates() {
        BaState s = state.get();
        if (s == null || s.outcome().isOver() || rules.isChanceNode(s)) {
            return List.of();
        }
        try {
            return rules.legalActions(s);
        } catch (UnsupportedOperationException e) {
            message.set("Candidates not available: " + e.getMessage());
            return List.of();
        }
    }

    /** The rules' verdict on an action now; a rule not implemented yet is reported as illegal. */
    public Verdict validate(BaAction a) {
        try {
            return rules.validate(state.get(), a);
        } catch (UnsupportedOperationException e) {
            return Verdict.illegal("", "the rules engine cannot check this yet (" + e.getMessage() + ")");
        }
    }

    /** The person plays {@code a}; returns whether it was played. */
    public boolean play(BaAction a) {
        if (!history.atEnd()) {
            message.set("You are looking at move " + history.index() + " of " + history.size()
                    + ": go to the end to play");
            return false;
        }
        boolean ok = applyAndRecord(a, "You");
        if (ok) {
            advance();
        }
        return ok;
    }

    private boolean applyAndRecord(BaAction a, String who) {
        BaState s = state.get();
        Verdict v = validate(a);
        if (!v.legal()) {
            message.set("Not allowed: " + a.notation() + " \u2014 " + v.message());
            return false;
        }
        BaState next = s.copy();
        try {
            rules.apply(next, a);
        } catch (UnsupportedOperationException e) {
            message.set("'" + a.notation() + "' cannot be played yet: the rules engine has no " + e.getMessage());
            return false;
        }
        history.push(a, next);
        overlay.set(overlay.get().withPreview(null, null).withSuggestion(-1, null));
        if (!(a instanceof PlaceCommander)) {
            selectedUnit.set(-1);
        }
        state.set(history.current());
        message.set(who + ": " + a.notation());
        return true;
    }

    /** Turns up cards at chance nodes, then lets a bot think if it is a bot's decision. */
    private void advance() {
        BaState s = state.get();
        while (!s.outcome().isOver() && rules.isChanceNode(s)) {
            BaAction drawn;
            try {
                drawn = sample(rules.chanceOutcomes(s));
            } catch (UnsupportedOperationException e) {
                message.set("Cards cannot be turned up yet: " + e.getMessage());
                return;
            }
            if (!applyAndRecord(drawn, "Cards")) {
                return;
            }
            if (drawn instanceof CardDraw c) {
                lastCards = c;
                overlay.set(overlay.get().withLastCards(c));
            }
            s = state.get();
        }
        if (s.outcome().isOver()) {
            message.set("Game over: " + s.outcome() + " \u2014 " + s.resultReason());
            return;
        }
        if (autoBots.get() && players.containsKey(rules.toAct(s))) {
            botStep();
        }
    }

    private BaAction sample(List<ChanceOutcome<BaAction>> outcomes) {
        double r = chance.nextDouble();
        for (ChanceOutcome<BaAction> o : outcomes) {
            r -= o.probability();
            if (r <= 0) {
                return o.outcome();
            }
        }
        return outcomes.get(outcomes.size() - 1).outcome();
    }

    /** Lets the bot whose decision it is think and play once (watch mode's "step"). */
    public void botStep() {
        BaState s = state.get();
        Player<BaState, BaAction> p = players.get(rules.toAct(s));
        if (p == null || thinking.get() || s.outcome().isOver() || !history.atEnd()) {
            return;
        }
        think(p, Budget.ofTime(Duration.ofMillis(setup.thinkMillis())), d -> {
            lastDecider.set(s.setup().sideName(rules.toAct(s)) + " (" + p.name() + ")");
            lastDecision.set(d);
            if (applyAndRecord(d.action(), s.setup().sideName(rules.toAct(s)))) {
                advance();
            } else {
                autoBots.set(false);
            }
        });
    }

    /** Asks the bot what the person should do; shows the explanation and highlights the action. */
    public void suggest() {
        BaState s = state.get();
        if (thinking.get() || s.outcome().isOver() || rules.isChanceNode(s)) {
            return;
        }
        think(advisor, Budget.ofTime(Duration.ofMillis(setup.thinkMillis())), d -> {
            lastDecider.set("Suggestion for " + s.setup().sideName(rules.toAct(s)));
            lastDecision.set(d);
            int unit = ActionFocus.unit(d.action());
            overlay.set(overlay.get().withSuggestion(unit, ActionFocus.destination(state.get(), d.action())));
            message.set("Suggested: " + d.action().notation());
        });
    }

    private void think(Player<BaState, BaAction> player, Budget budget,
            java.util.function.Consumer<Decision<BaAction>> then) {
        long token = ++searchToken;
        BaState snapshot = state.get().copy();
        thinking.set(true);
        message.set(player.name() + " is thinking\u2026");
        startClock(budget);
        search = executor.submit(() -> {
            try {
                Decision<BaAction> d = player.choose(snapshot, budget);
                Platform.runLater(() -> {
                    if (token == searchToken) {
                        stopThinking();
                        then.accept(d);
                    }
                });
            } catch (RuntimeException e) {
                Platform.runLater(() -> {
                    if (token == searchToken) {
                        stopThinking();
                        autoBots.set(false);
                        message.set(player.name() + " failed: " + e.getMessage());
                    }
                });
            }
        });
    }

    /** Stops a search and drops its result. */
    public void cancelSearch() {
        searchToken++;
        if (search != null) {
            search.cancel(true);
            search = null;
        }
        if (thinking.get()) {
            stopThinking();
            autoBots.set(false);
            message.set("Search cancelled");
        }
    }

    /**
     * Makes the bot move at once: the running search is stopped and the bot is asked again with a
     * minimal budget ({@link Player} has no way to stop early with its best move so far).
     */
    public void moveNow() {
        if (!thinking.get()) {
            return;
        }
        boolean wasSuggestion = !players.containsKey(rules.toAct(state.get()));
        searchToken++;
        if (search != null) {
            search.cancel(true);
        }
        stopThinking();
        NewGame saved = setup;
        setup = new NewGame(saved.scenario(), saved.variant(), saved.human(), saved.bot(), 20, saved.seed());
        try {
            if (wasSuggestion) {
                suggest();
            } else {
                botStep();
            }
        } finally {
            setup = saved;
        }
    }

    private void startClock(Budget budget) {
        long started = System.nanoTime();
        progress.set(budget.hasTimeLimit() ? 0 : -1);
        if (budget.hasTimeLimit()) {
            clock = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    progress.set(Math.min(1, (now - started) / 1e6 / budget.millis()));
                }
            };
            clock.start();
        }
    }

    private void stopThinking() {
        if (clock != null) {
            clock.stop();
            clock = null;
        }
        thinking.set(false);
        progress.set(0);
    }

    /** Takes back the last decision of the person (and the bot decisions and cards after it). */
    public void undo() {
        cancelSearch();
        history.toEnd();
        boolean any = false;
        while (history.pop()) {
            any = true;
            BaState s = history.current();
            if (rules.isChanceNode(s)) {
                continue;
            }
            if (setup.human() == null || rules.toAct(s) == setup.human()) {
                break;
            }
        }
        state.set(history.current());
        overlay.set(overlay.get().withPreview(null, null).withSuggestion(-1, null));
        message.set(any ? "Undone: back to move " + history.size() : "Nothing to undo");
    }

    // ------------------------------------------------------------------ replay

    public void replayBack() {
        cancelSearch();
        if (history.back()) {
            showReplay();
        }
    }

    public void replayForward() {
        if (history.forward()) {
            showReplay();
        }
    }

    public void replayStart() {
        cancelSearch();
        history.toStart();
        showReplay();
    }

    public void replayEnd() {
        history.toEnd();
        showReplay();
    }

    private void showReplay() {
        state.set(history.current());
        BaAction last = history.lastAction();
        message.set("Move " + history.index() + " of " + history.size() + (last == null ? "" : ": " + last.notation()));
    }

    public ReplayController history() {
        return history;
    }

    // ------------------------------------------------------------------ the board

    public void select(int unit) {
        selectedUnit.set(unit);
    }

    /** Places the person's commander at a table point (BA-CMDR-2); rounded to 0.1 in. */
    public boolean placeCommander(Vec2 p) {
        return play(PlaceCommander.at(round(p.x(), 10), round(p.y(), 10)));
    }

    /**
     * The ordered move that brings {@code unit}'s pivot point to {@code to}: straight or oblique
     * (up to 45° off the facing) without a pivot, else a pivot to face the way and a straight move.
     */
    public Move moveTo(int unit, Vec2 to) {
        BaState s = state.get();
        Vec2 d = to.minus(s.anchor(unit));
        double dist = round(d.length(), 100);
        if (dist == 0) {
            return new Move(unit, 0, 0, 0);
        }
        double off = Angles.normalize(d.angleDeg() - s.facingDeg(unit));
        if (Math.abs(off) <= 45) {
            return new Move(unit, 0, round(off, 100), dist);
        }
        return new Move(unit, round(off, 100), 0, dist);
    }

    /** Shows a dragged move and the rules' verdict on it, without playing it. */
    public Verdict preview(Move m) {
        Verdict v = validate(m);
        overlay.set(overlay.get().withPreview(m, v));
        return v;
    }

    public void clearPreview() {
        overlay.set(overlay.get().withPreview(null, null));
    }

    private static double round(double v, double per) {
        return Math.round(v * per) / per;
    }

    // ------------------------------------------------------------------ properties

    public ReadOnlyObjectProperty<BaState> stateProperty() {
        return state;
    }

    public BaState state() {
        return state.get();
    }

    public ObjectProperty<BoardOverlay> overlayProperty() {
        return overlay;
    }

    public IntegerProperty selectedUnitProperty() {
        return selectedUnit;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public BooleanProperty thinkingProperty() {
        return thinking;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public BooleanProperty autoBotsProperty() {
        return autoBots;
    }

    public ObjectProperty<Decision<BaAction>> lastDecisionProperty() {
        return lastDecision;
    }

    public StringProperty lastDeciderProperty() {
        return lastDecider;
    }

    public NewGame setup() {
        return setup;
    }

    public Scenario scenario() {
        return scenario;
    }

    public Rules<BaState, BaAction> rules() {
        return rules;
    }

    public Bots bots() {
        return bots;
    }

    public ScenarioSource scenarios() {
        return scenarios;
    }

    /** Whether the current decision is in the MAIN step (where units move). */
    public boolean mainStep() {
        return state.get() != null && state.get().phase() == Phase.MAIN;
    }

    public void shutdown() {
        cancelSearch();
        executor.shutdownNow();
    }
}
