package adjutant.gui;

import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.TableTerms;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecorder;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.engine.blownaway.scenario.BaScenario;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
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
 * Holds the game being played or watched: its {@link GameRecorder} (the record that is saved, and
 * the seeded chance stream that turns up the cards), the history of states (undo, replay), whose
 * decisions are the person's and whose the bots', and the bots' searches. Everything here runs on
 * the FX thread except the searches, which run on a background executor; their results come
 * back through {@code Platform.runLater} and are dropped when the game moved on meanwhile.
 *
 * <p>An action is validated before it is applied; an illegal one is reported with its rule id
 * and leaves the game as it was.
 */
public final class GameController {

    /** A decision with the state it was taken in (for describing it in table terms) and who took it. */
    public record Explained(String who, BaState state, Decision<BaAction> decision) {}

    private final BlownAwayRules rules;
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
    private final ObjectProperty<Explained> lastDecision = new SimpleObjectProperty<>();

    private NewGame setup;
    private BaScenario scenario;
    private GameRecorder<BaState, BaAction> recorder;
    private ReplayController history;
    private final Map<Side, Player<BaState, BaAction>> players = new EnumMap<>(Side.class);
    private Player<BaState, BaAction> advisor;

    private long searchToken;
    private Future<?> search;
    private AnimationTimer clock;

    public GameController(BlownAwayRules rules) {
        this.rules = rules;
        selectedUnit.addListener((o, a, b) -> overlay.set(overlay.get().withSelected(b.intValue())));
    }

    // ------------------------------------------------------------------ games

    /**
     * Starts a new game; the bots start thinking if it is their turn.
     *
     * @throws IllegalArgumentException for an unknown scenario or bot
     */
    public void newGame(NewGame g) {
        BaScenario sc = Scenarios.load(g.scenario());
        GameRecorder<BaState, BaAction> r = new GameRecorder<>(BlownAwayRuleset.get(), sc, g.variant().id(), g.seed());
        start(g, sc, r, List.of(r.state().copy()));
        autoBots.set(true);
        message.set("New game: " + sc.title() + (g.human() == null ? " (watching)" : ", you play "
                + state.get().setup().sideName(g.human())));
        advance();
    }

    /**
     * Loads a game record (it carries its scenario), replaying and checking every step, and shows
     * its last state; play continues from there with the bots of the current setup.
     */
    public void load(Path file) throws RecordException {
        GameRecord<BaState, BaAction> rec = GameRecords.read(file).of(BlownAwayRuleset.get());
        GameLoader loaded = GameLoader.of(rec);
        GameRecorder<BaState, BaAction> r = GameRecorder.resume(rec);
        NewGame g = setup == null ? NewGame.defaults() : setup;
        start(new NewGame(rec.scenario().name(), Variant.fromId(rec.variant()), g.human(), g.bot(), g.thinkMillis(), rec.seed()),
                BaScenario.from(rec.scenario()), r, loaded.states());
        message.set("Loaded " + file.getFileName() + ": " + rec.steps().size() + " steps");
    }

    /** Saves the whole game (whatever step the replay shows) as a game record, atomically. */
    public void save(Path file) throws IOException {
        GameRecords.write(recorder.record(), file);
        message.set("Saved " + history.size() + " steps to " + file.getFileName());
    }

    /** The game so far as a record. */
    public GameRecord<BaState, BaAction> record() {
        return recorder.record();
    }

    private void start(NewGame g, BaScenario sc, GameRecorder<BaState, BaAction> r, List<BaState> states) {
        cancelSearch();
        setup = g;
        scenario = sc;
        recorder = r;
        history = ReplayController.of(states, r.record().steps());
        players.clear();
        for (Side side : Side.values()) {
            if (side == g.human()) {
                recorder.player(side.id(), "person");
            } else {
                Player<BaState, BaAction> p = Bots.create(g.bot(), g.thinkMillis(), rules, g.variant(),
                        g.seed() + side.ordinal() + 1);
                players.put(side, p);
                recorder.player(side.id(), p.name());
            }
        }
        String advice = Bots.searches(g.bot()) ? g.bot() : Bots.searcher(g.variant());
        advisor = Bots.create(advice, g.thinkMillis(), rules, g.variant(), g.seed() + 101);
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

    /** The candidates of the current decision point; empty when nobody decides. */
    public List<BaAction> candidates() {
        BaState s = state.get();
        if (s == null || s.outcome().isOver() || rules.isChanceNode(s)) {
            return List.of();
        }
        return rules.legalActions(s);
    }

    /** The rules' verdict on an action now. */
    public Verdict validate(BaAction a) {
        return rules.validate(state.get(), a);
    }

    /** The person plays {@code a}; returns whether it was played. */
    public boolean play(BaAction a) {
        if (!history.atEnd()) {
            message.set("You are looking at step " + history.index() + " of " + history.size()
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
        BaState before = state.get();
        Verdict v = validate(a);
        if (!v.legal()) {
            message.set("Not allowed: " + a.notation() + " \u2014 " + v.message());
            return false;
        }
        recorder.apply(a);
        history.push(new GameRecord.Step<>(a, false, recorder.state().hash()), recorder.state());
        overlay.set(overlay.get().withPreview(null, null).withSuggestion(-1, null));
        if (!(a instanceof PlaceCommander)) {
            selectedUnit.set(-1);
        }
        state.set(history.current());
        message.set(who + ": " + TableTerms.describe(before, a));
        return true;
    }

    /** Rebuilds the recorder from the history's steps (after an undo, or a rule that failed half-way). */
    private void resumeRecorder() {
        GameRecord<BaState, BaAction> r = new GameRecord<>(BlownAwayRuleset.get(),scenario, setup.variant().id(), setup.seed(), recorder.record().players(),
                history.steps(), GameResult.ONGOING);
        try {
            recorder = GameRecorder.resume(r);
        } catch (RecordException e) {
            throw new IllegalStateException("the game's own steps do not replay: " + e.getMessage(), e);
        }
    }

    /** Turns up cards at chance nodes (the game's seeded stream), then lets a bot think if it is a bot's decision. */
    private void advance() {
        while (!recorder.state().outcome().isOver() && rules.isChanceNode(recorder.state())) {
            BaAction drawn = recorder.resolveChance();
            history.push(new GameRecord.Step<>(drawn, true, recorder.state().hash()), recorder.state());
            state.set(history.current());
            message.set("Cards: " + drawn.notation());
            if (drawn instanceof CardDraw c) {
                overlay.set(overlay.get().withLastCards(c));
            }
        }
        BaState s = state.get();
        if (s.outcome().isOver()) {
            message.set("Game over: " + s.outcome() + " \u2014 " + s.resultReason());
            return;
        }
        if (autoBots.get() && players.containsKey(rules.toAct(s))) {
            botStep();
        }
    }

    /** Lets the bot whose decision it is think and play once (watch mode's "step"). */
    public void botStep() {
        botStep(null);
    }

    private void botStep(Budget override) {
        BaState s = state.get();
        Player<BaState, BaAction> p = players.get(rules.toAct(s));
        if (p == null || thinking.get() || s.outcome().isOver() || !history.atEnd()) {
            return;
        }
        String side = s.setup().sideName(rules.toAct(s));
        think(p, override == null ? p.defaultBudget() : override, d -> {
            lastDecision.set(new Explained(side + " (" + p.name() + ")", s, d));
            if (applyAndRecord(d.action(), side)) {
                advance();
            } else {
                autoBots.set(false);
            }
        });
    }

    /** Asks the searching bot what the side to act should do; shows the explanation and highlights the action. */
    public void suggest() {
        suggest(null);
    }

    private void suggest(Budget override) {
        BaState s = state.get();
        if (thinking.get() || s.outcome().isOver() || rules.isChanceNode(s)) {
            return;
        }
        think(advisor, override == null ? advisor.defaultBudget() : override, d -> {
            lastDecision.set(new Explained("Suggestion for " + s.setup().sideName(rules.toAct(s)) + " ("
                    + advisor.name() + ")", s, d));
            int unit = ActionFocus.unit(d.action());
            overlay.set(overlay.get().withSuggestion(unit, ActionFocus.destination(s, d.action())));
            message.set("Suggested: " + TableTerms.describe(s, d.action()));
        });
    }

    private void think(Player<BaState, BaAction> player, Budget budget, Consumer<Decision<BaAction>> then) {
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
        Budget quick = Budget.ofIterations(16);
        if (wasSuggestion) {
            suggest(quick);
        } else {
            botStep(quick);
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
        resumeRecorder();
        state.set(history.current());
        overlay.set(overlay.get().withPreview(null, null).withSuggestion(-1, null));
        message.set(any ? "Undone: back to step " + history.size() : "Nothing to undo");
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
        GameRecord.Step<BaAction> last = history.lastStep();
        message.set("Step " + history.index() + " of " + history.size() + (last == null ? ""
                : ": " + (last.chance() ? "cards " + BlownAwayRuleset.get().codec().notation(last.action())
                        : TableTerms.describe(history.previous(), last.action()))));
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

    public ObjectProperty<Explained> lastDecisionProperty() {
        return lastDecision;
    }

    public NewGame setup() {
        return setup;
    }

    public BaScenario scenario() {
        return scenario;
    }

    public BlownAwayRules rules() {
        return rules;
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
