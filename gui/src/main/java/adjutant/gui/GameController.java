package adjutant.gui;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.IdleWarmUp;
import adjutant.ai.Player;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.ChanceResults;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.SecretDeployment;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.game.TableSync;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecorder;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.engine.scenario.Scenario;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Holds the game being played or watched, of one ruleset (found in the registries: its rules,
 * its players in {@link RulesetAis}, its board in {@link BoardPlugins}): its {@link GameRecorder} (the record that is saved, and
 * the seeded chance stream that turns up the cards), the history of states (undo, replay), whose
 * decisions are the person's and whose the bots', and the bots' searches. Everything here runs on
 * the FX thread except the searches ({@link BotSearch}), whose results are dropped when the game
 * moved on meanwhile.
 *
 * <p>An action is validated before it is applied; an illegal one is reported with its rule id
 * and leaves the game as it was. Actions are told to the person in the ruleset's words.
 */
public final class GameController<S extends GameState<S>, A> {

    /** A decision with the state it was taken in (for describing it in words) and who took it. */
    public record Explained<S, A>(String who, S state, Decision<A> decision) {}

    /** The advisor's seed, an offset from the game's (the bots' are 1 and 2). */
    private static final long ADVISOR_SEED = 101;
    /** Seeds the player that warms the JIT while the person thinks ({@link IdleWarmUp}): it takes no part in the game. */
    private static final long WARM_UP_SEED = 202;
    /** The budget of "move now": a bot cannot stop early with its best move so far. */
    private static final long QUICK_ITERATIONS = 16;
    /** Salts the game's seed for the bot's secret choice of deployment. */
    private static final long SECRET_DEPLOYMENT_SALT = 0x5EC2E7D1L;
    /** A unit that moved less than this (table units) leaves no trail: a turn on the spot is not a move. */
    private static final double TRAIL_MIN_STEP = 0.05;

    private final Ruleset<S, A> ruleset;
    private final Rules<S, A> rules;
    private final RulesetAi<S, A> ai;
    private final BoardPlugin<S, A> board;
    private final BotSearch<S, A> search = new BotSearch<>();

    private final ObjectProperty<S> state = new SimpleObjectProperty<>();
    private final ObjectProperty<BoardOverlay<A>> overlay = new SimpleObjectProperty<>(BoardOverlay.none());
    private final IntegerProperty selectedUnit = new SimpleIntegerProperty(-1);
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty autoBots = new SimpleBooleanProperty(true);
    /** Cards and dice are turned up at a real table and entered, instead of drawn from the seed. */
    private final BooleanProperty tableResults = new SimpleBooleanProperty(false);
    private final ObjectProperty<Explained<S, A>> lastDecision = new SimpleObjectProperty<>();

    private NewGame setup;
    private Scenario scenario;
    private GameRecorder<S, A> recorder;
    private ReplayController<S, A> history;
    private final Map<Side, Player<S, A>> players = new EnumMap<>(Side.class);
    private Player<S, A> advisor;
    /** The bot's deployment, written down and sealed, while the person deploys at a real table; else null. */
    private SecretDeployment sealed;
    /** The bot's written deployment of this game once sealed, kept so that undoing its reveal seals it again. */
    private SecretDeployment written;

    /**
     * A controller for games of {@code ruleset}.
     *
     * @throws IllegalArgumentException when no players or no board are installed for it
     */
    public GameController(Ruleset<S, A> ruleset) {
        this.ruleset = ruleset;
        this.rules = ruleset.rules();
        this.ai = RulesetAis.of(ruleset);
        this.board = BoardPlugins.of(ruleset);
        selectedUnit.addListener((o, a, b) -> overlay.set(overlay.get().withSelected(b.intValue())));
        tableResults.addListener((o, was, now) -> {
            if (recorder == null || !history.atEnd()) {
                return;
            }
            if (now) {
                sealDeploymentAtStart();
            } else {
                sealed = null;
                written = null; // no real table: the scenario's deployments stand
                advance(); // the application draws what the table would have
            }
        });
    }

    // ------------------------------------------------------------------ games

    /**
     * Starts a new game; the bots start thinking if it is their turn.
     *
     * @throws IllegalArgumentException for an unknown scenario, variant or bot, or a scenario of another ruleset
     */
    public void newGame(NewGame g) {
        Scenario sc = Scenarios.load(g.scenario());
        if (!sc.rules().equals(ruleset.id())) {
            throw new IllegalArgumentException("'" + g.scenario() + "' is a " + sc.rules() + " scenario, not "
                    + ruleset.id());
        }
        if (ruleset.variant(g.variant()).isEmpty()) {
            throw new IllegalArgumentException("unknown variant '" + g.variant() + "' of " + ruleset.id());
        }
        GameRecorder<S, A> r = new GameRecorder<>(ruleset, sc, g.variant(), g.seed());
        start(g, sc, r, List.of(r.state().copy()));
        autoBots.set(true);
        message.set("New game: " + sc.title() + (g.human() == null ? " (watching)" : ", you play "
                + board.sideName(state.get(), g.human())));
        if (tableResults.get()) {
            sealDeploymentAtStart();
        }
        advance();
    }

    /** The new game of a scenario with its own variant: the person plays blue against the searcher that suits it. */
    public NewGame defaults(String scenarioName, String variant) {
        return NewGame.of(scenarioName, variant, searcher(variant));
    }

    /** The searching bot that suits a variant of this ruleset. */
    public String searcher(String variant) {
        return ai.searcher(ruleset, variant);
    }

    /**
     * Loads a game record (it carries its scenario), replaying and checking every step, and shows
     * its last state; play continues from there with the bots of the current setup.
     *
     * @throws IllegalArgumentException when the record is of another ruleset
     */
    public void load(Path file) throws RecordException {
        GameRecord<S, A> rec = GameRecords.read(file).of(ruleset);
        GameLoader<S, A> loaded = GameLoader.of(rec);
        GameRecorder<S, A> r = GameRecorder.resume(rec);
        NewGame g = setup == null ? defaults(rec.scenario().name(), rec.variant()) : setup;
        start(new NewGame(rec.scenario().name(), rec.variant(), g.human(), g.bot(), g.thinkMillis(), rec.seed()),
                rec.scenario(), r, loaded.states());
        message.set("Loaded " + file.getFileName() + ": " + rec.steps().size() + " steps");
    }

    /** Saves the whole game (whatever step the replay shows) as a game record, atomically. */
    public void save(Path file) throws IOException {
        GameRecords.write(recorder.record(), file);
        message.set("Saved " + history.size() + " steps to " + file.getFileName());
    }

    /** The game so far as a record. */
    public GameRecord<S, A> record() {
        return recorder.record();
    }

    private void start(NewGame g, Scenario sc, GameRecorder<S, A> r, List<S> states) {
        // The old game's search is dropped; that does not pause the bots, as the person's cancel
        // does: a game loaded while the bot still thought about the last one plays on.
        search.cancel();
        setup = g;
        scenario = sc;
        recorder = r;
        sealed = null;
        written = null;
        history = ReplayController.of(states, r.record().steps());
        seatPlayers(g);
        String searching = Bots.searches(g.bot()) ? g.bot() : searcher(g.variant());
        advisor = Bots.create(searching, g.thinkMillis(), ai.players(ruleset, g.variant(), g.seed() + ADVISOR_SEED));
        search.warmUp(Bots.searches(g.bot()) && IdleWarmUp.wanted() ? warmUp(g.bot(), g, states.get(states.size() - 1)) : null);
        lastDecision.set(null);
        selectedUnit.set(-1);
        overlay.set(BoardOverlay.<A>none().withViewer(g.human())); // hidden information: the person's eyes
        state.set(history.current());
    }

    /**
     * The warm-up of a searching bot's kind while the person thinks, from {@code start}; null when
     * there is none. On one thread: the other core is left to the JIT's compilers (the first
     * decisions then searched about three times what a warm-up on both cores left them) and to the
     * board the person is looking at.
     */
    private IdleWarmUp<S, A> warmUp(String bot, NewGame g, S start) {
        String oneThread = bot.contains(":") ? bot : bot + ":think=" + g.thinkMillis() + "ms";
        return IdleWarmUp.of(ruleset, ai.players(ruleset, g.variant(), g.seed() + WARM_UP_SEED).create(oneThread), start)
                .orElse(null);
    }

    /** The person takes their side, a bot (seeded by the game and the side) every other; the record says who played. */
    private void seatPlayers(NewGame g) {
        players.clear();
        for (Side side : Side.values()) {
            if (side == g.human()) {
                recorder.player(side.id(), "person");
            } else {
                Player<S, A> p = Bots.create(g.bot(), g.thinkMillis(),
                        ai.players(ruleset, g.variant(), g.seed() + side.ordinal() + 1));
                players.put(side, p);
                recorder.player(side.id(), p.name());
            }
        }
    }

    // ------------------------------------------------------------------ playing

    /** Is it the person's decision now (and the view at the end of the game, not in a replay)? */
    public boolean humanToAct() {
        S s = state.get();
        return s != null && sealed == null && history.atEnd() && !search.thinkingProperty().get() && !over(s) && !rules.isChanceNode(s)
                && rules.toAct(s) == setup.human();
    }

    /** The candidates of the current decision point; empty when nobody decides. */
    public List<A> candidates() {
        S s = state.get();
        if (s == null || over(s) || rules.isChanceNode(s)) {
            return List.of();
        }
        return rules.legalActions(s);
    }

    /** The rules' verdict on an action now. */
    public Verdict validate(A a) {
        return rules.validate(state.get(), a);
    }

    /** The person plays {@code a}; returns whether it was played. */
    public boolean play(A a) {
        if (sealed != null) {
            message.set("Deploy first: set your units where they stand, then press Ready");
            return false;
        }
        if (!history.atEnd()) {
            message.set("You are looking at step " + history.index() + " of " + history.size()
                    + ": go to the end to play");
            return false;
        }
        overlay.set(overlay.get().withTrails(Map.of())); // the person acts: the bot's trails have been seen
        boolean ok = applyAndRecord(a, "You");
        if (ok) {
            advance();
        }
        return ok;
    }

    private boolean applyAndRecord(A a, String who) {
        S before = state.get();
        Verdict v = validate(a);
        if (!v.legal()) {
            message.set("Not allowed: " + words(before, a) + " \u2014 " + v.message());
            return false;
        }
        recorder.apply(a);
        history.push(new GameRecord.Step<>(a, false, recorder.state().hash()), recorder.state());
        overlay.set(overlay.get().withPreview(null, null).withSuggestion(-1, null));
        if (!"You".equals(who)) {
            trail(before, recorder.state());
        }
        if (!board.keepsSelection(a)) {
            selectedUnit.set(-1);
        }
        state.set(history.current());
        message.set(who + ": " + words(before, a));
        return true;
    }

    /**
     * Adds to the trails every unit that moved from {@code before} to {@code after}: where it
     * was, then where it is. The board draws them until the person next acts, so a bot's whole
     * turn can be followed on the table, not only its last step.
     */
    private void trail(S before, S after) {
        Map<Integer, List<Vec2>> trails = new TreeMap<>(overlay.get().trails());
        int n = Math.min(board.unitCount(before), board.unitCount(after));
        for (int u = 0; u < n; u++) {
            Vec2 from = board.trailPoint(before, u);
            Vec2 to = board.trailPoint(after, u);
            if (from == null || to == null || from.distance(to) < TRAIL_MIN_STEP) {
                continue;
            }
            List<Vec2> points = new ArrayList<>(trails.getOrDefault(u, List.of(from)));
            points.add(to);
            trails.put(u, List.copyOf(points));
        }
        overlay.set(overlay.get().withTrails(trails));
    }

    /** Rebuilds the recorder from the history's steps (after an undo, or a rule that failed half-way). */
    private void resumeRecorder() {
        GameRecord<S, A> r = new GameRecord<>(ruleset, scenario, setup.variant(), setup.seed(),
                recorder.record().players(), history.steps(), GameResult.ONGOING);
        try {
            recorder = GameRecorder.resume(r);
        } catch (RecordException e) {
            throw new IllegalStateException("the game's own steps do not replay: " + e.getMessage(), e);
        }
    }

    /**
     * Resolves chance nodes (cards, dice) from the game's seeded stream, then lets a bot think if
     * it is a bot's decision.
     */
    private void advance() {
        if (sealed != null) {
            return; // the person deploys at the table first (BA-SETUP-9)
        }
        while (!over(recorder.state()) && rules.isChanceNode(recorder.state())) {
            if (tableResults.get()) {
                message.set(resultPrompt());
                return; // the person turns the cards up at the table and enters them
            }
            S before = recorder.state().copy();
            A drawn = recorder.resolveChance();
            chanceTaken(before, drawn, false);
        }
        S s = state.get();
        GameResult result = rules.result(s);
        if (result.isOver()) {
            message.set("Game over: " + result.outcome() + " \u2014 " + result.reason());
            return;
        }
        if (autoBots.get() && players.containsKey(rules.toAct(s))) {
            botStep();
        } else {
            search.idle();
        }
    }

    /** Lets the bot whose decision it is think and play once (watch mode's "step"). */
    public void botStep() {
        botStep(null);
    }

    private void botStep(Budget override) {
        S s = state.get();
        Player<S, A> p = players.get(rules.toAct(s));
        if (p == null || sealed != null || search.thinkingProperty().get() || over(s) || !history.atEnd()) {
            return;
        }
        String side = board.sideName(s, rules.toAct(s));
        think(p, override == null ? p.defaultBudget() : override, d -> {
            lastDecision.set(new Explained<>(side + " (" + p.name() + ")", s, d));
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
        S s = state.get();
        if (search.thinkingProperty().get() || over(s) || rules.isChanceNode(s)) {
            return;
        }
        think(advisor, override == null ? advisor.defaultBudget() : override, d -> {
            lastDecision.set(new Explained<>("Suggestion for " + board.sideName(s, rules.toAct(s)) + " ("
                    + advisor.name() + ")", s, d));
            overlay.set(overlay.get().withSuggestion(board.unitOf(d.action()), board.destination(s, d.action())));
            message.set("Suggested: " + words(s, d.action()));
        });
    }

    private void think(Player<S, A> player, Budget budget, Consumer<Decision<A>> then) {
        message.set(player.name() + " is thinking\u2026");
        search.start(player, state.get().copy(), budget, then, e -> {
            autoBots.set(false);
            message.set(player.name() + " failed: " + e.getMessage());
        });
    }

    /** Stops a search and drops its result. */
    public void cancelSearch() {
        if (search.cancel()) {
            autoBots.set(false);
            message.set("Search cancelled");
        }
    }

    /** Makes the bot move at once: the running search is stopped and the bot is asked again with a minimal budget. */
    public void moveNow() {
        if (!search.thinkingProperty().get()) {
            return;
        }
        boolean wasSuggestion = !players.containsKey(rules.toAct(state.get()));
        search.cancel();
        Budget quick = Budget.ofIterations(QUICK_ITERATIONS);
        if (wasSuggestion) {
            suggest(quick);
        } else {
            botStep(quick);
        }
    }

    /** A chance step taken, drawn or entered: into the history, the trails and the message. */
    private void chanceTaken(S before, A outcome, boolean entered) {
        history.push(new GameRecord.Step<>(outcome, true, entered, recorder.state().hash()), recorder.state());
        trail(before, recorder.state());
        state.set(history.current());
        message.set(words(before, outcome));
        overlay.set(overlay.get().withLastChance(outcome));
    }

    /** Whether the game waits for cards or dice turned up at a real table. */
    public boolean waitingForResult() {
        S s = state.get();
        return tableResults.get() && s != null && history.atEnd() && !over(s) && rules.isChanceNode(s);
    }

    /** What the game waits for from the table, and the results that may be entered. */
    public String resultPrompt() {
        S s = recorder.state();
        return "Turn up the cards or roll the dice at the table and enter the result, one of "
                + String.join(", ", ChanceResults.results(ruleset, s)) + " (" + ChanceResults.example(ruleset, s)
                + "); '?' for one Adjutant draws";
    }

    /**
     * Takes a result turned up at the table ("9 4"; "9 ?" lets the application draw the second).
     *
     * @return false, with the reason as the message, when it is no result of this step
     */
    public boolean enterResult(String text) {
        if (!waitingForResult()) {
            message.set("No cards or dice are awaited now");
            return false;
        }
        S before = recorder.state().copy();
        A outcome;
        try {
            outcome = ChanceResults.parse(ruleset, before, text, new java.util.SplittableRandom(setup.seed() ^ history.size()));
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return false;
        }
        recorder.applyChance(outcome);
        chanceTaken(before, outcome, true);
        advance();
        return true;
    }

    /** Lets the application draw the awaited result after all. */
    public void drawResult() {
        if (!waitingForResult()) {
            return;
        }
        S before = recorder.state().copy();
        A drawn = recorder.resolveChance();
        chanceTaken(before, drawn, false);
        advance();
    }

    /** Cards and dice turned up at a real table (true) or drawn by the application; switching on waits, off draws. */
    public BooleanProperty tableResultsProperty() {
        return tableResults;
    }

    /** The side the person plays, or null when he watches the bots. */
    public Side human() {
        return setup == null ? null : setup.human();
    }

    /** Takes back the last decision of the person (and the bot decisions and cards after it), or the last unit he set where it stands. */
    public void undo() {
        cancelSearch();
        history.toEnd();
        boolean any = false;
        for (GameRecord.Step<A> last = history.lastStep(); history.pop(); last = history.lastStep()) {
            any = true;
            if (last.isSync()) {
                break; // a unit set where it stands is the person's own act: taken back alone
            }
            S s = history.current();
            if (rules.isChanceNode(s)) {
                continue;
            }
            if (setup.human() == null || rules.toAct(s) == setup.human()) {
                break;
            }
        }
        if (any) {
            players.values().forEach(Player::rewound); // a bot's memory of the positions taken back
        }
        resumeRecorder();
        state.set(history.current());
        overlay.set(overlay.get().withPreview(null, null).withSuggestion(-1, null).withTrails(Map.of()));
        message.set(any ? "Undone: back to step " + history.size() : "Nothing to undo");
        if (written != null && revealedDeployment().isEmpty()) {
            sealed = written; // the reveal was taken back: the same written deployment stays sealed
        }
    }

    // ------------------------------------------------------------------ the real table

    /** How the ruleset measures units on a real table, when it has a table mode. */
    public Optional<TableFrame<S>> frame() {
        return ruleset.tableFrame();
    }

    /** Where a unit stands, measured from the person's side (blue's when he watches). */
    public Optional<TablePlacement> placement(int unit) {
        S s = state.get();
        Side viewer = setup == null || setup.human() == null ? Side.BLUE : setup.human();
        return frame().filter(f -> s != null && unit >= 0 && unit < f.unitCount(s) && f.onTable(s, unit))
                .map(f -> f.placement(s, unit, viewer));
    }

    /**
     * Sets a unit where it really stands on the table, measured from the person's side; not a
     * move of the game ("sync"). While the bot's deployment is sealed, only the person's own
     * units may be set.
     *
     * @return false, with the reason as the message, when it cannot stand there or nobody may set it now
     */
    public boolean sync(int unit, TablePlacement where) {
        S s = state.get();
        Optional<TableFrame<S>> frame = frame();
        String refused = s == null || frame.isEmpty() ? "These rules have no table mode"
                : setup.human() == null ? "Only a person playing a side sets units where they stand"
                : !history.atEnd() ? "Go to the end of the game to set units where they stand"
                : search.thinkingProperty().get() ? "Wait for the bot to finish thinking"
                : unit < 0 || unit >= frame.get().unitCount(s) ? "Select a unit first"
                : sealed != null && frame.get().side(s, unit) != setup.human()
                        ? "The " + board.sideName(s, setup.human().opponent()) + " deploy in secret: they are set when revealed"
                : null;
        if (refused != null) {
            message.set(refused);
            return false;
        }
        try {
            recorder.sync(TableSync.of(Map.of(unit, where), setup.human()));
        } catch (IllegalArgumentException e) {
            message.set("Cannot set " + frame.get().unitName(s, unit) + " there: " + e.getMessage());
            return false;
        }
        stepTaken();
        return true;
    }

    /**
     * BA-SETUP-9 at a real table: at the start of a game the bot writes its deployment down
     * and shows only its seal; the person deploys, then {@link #ready} reveals the bot's. Only
     * for rules whose table frame offers deployments to choose from.
     */
    private void sealDeploymentAtStart() {
        Side person = setup.human();
        if (sealed != null || person == null || personActed() || frame().isEmpty() || state.get() == null) {
            return;
        }
        cancelSearch();
        // What the bot and the application did before the switch followed the scenario's
        // deployment, which a secret one replaces: it is taken back, and done again (the same
        // cards from the seed) once both armies stand.
        history.toEnd();
        while (history.pop()) {
            // back to the start
        }
        resumeRecorder();
        state.set(history.current());
        lastDecision.set(null);
        overlay.set(overlay.get().withTrails(Map.of()).withSuggestion(-1, null));
        S s = state.get();
        Side bot = person.opponent();
        sealed = SecretDeployment.choose(frame().get(), s, bot, person, board.sideName(s, bot),
                new SplittableRandom(setup.seed() ^ SECRET_DEPLOYMENT_SALT)).orElse(null);
        written = sealed;
        if (sealed != null) {
            message.set("The " + board.sideName(s, bot) + " have written their deployment down and sealed it: SHA-256 "
                    + sealed.sha256() + ". Set your units where they stand, then press Ready.");
        }
    }

    /** Whether the person has done anything in this game yet: a decision, a result entered, a sync. */
    private boolean personActed() {
        for (int i = 0; i < history.size(); i++) {
            GameRecord.Step<A> st = history.step(i);
            if (st.isSync() || st.entered() || !st.chance() && rules.toAct(history.stateBefore(i)) == setup.human()) {
                return true;
            }
        }
        return false;
    }

    /** Whether the bot's deployment is sealed and the person is deploying. */
    public boolean deploying() {
        return sealed != null;
    }

    /** The seal of the bot's written deployment while the person deploys, else empty. */
    public Optional<String> seal() {
        return Optional.ofNullable(sealed).map(SecretDeployment::sha256);
    }

    /**
     * The person's army stands: reveals the bot's deployment (set on the table as a sync that
     * carries the written text) and starts the game.
     *
     * @return false, with the reason as the message, while one of his units stands outside its zone
     */
    public boolean ready() {
        if (sealed == null) {
            return false;
        }
        S s = state.get();
        TableFrame<S> frame = frame().orElseThrow();
        for (int u = 0; u < frame.unitCount(s); u++) {
            Optional<String> outside = frame.side(s, u) == setup.human() ? frame.outsideDeployment(s, u) : Optional.empty();
            if (outside.isPresent()) {
                message.set("Not yet: " + outside.get());
                return false;
            }
        }
        SecretDeployment revealed = sealed;
        try {
            recorder.sync(revealed.reveal(setup.human()));
        } catch (IllegalArgumentException e) {
            message.set("The written deployment cannot stand beside yours: " + e.getMessage());
            return false; // still sealed: the person moves the unit in its way
        }
        sealed = null;
        stepTaken();
        message.set("Revealed: the " + board.sideName(s, setup.human().opponent()) + "' deployment, written before yours; "
                + "its SHA-256 is " + SecretDeployment.sha256(revealed.text()) + ", the seal shown before");
        advance();
        return true;
    }

    /** The written deployment revealed in this game, word for word, or empty. */
    public Optional<String> revealedDeployment() {
        return history.steps().stream().filter(GameRecord.Step::isSync).map(GameRecord.Step::sync)
                .filter(TableSync::deployment).map(TableSync::text).findFirst();
    }

    /** A sync just recorded: into the history and the message. */
    private void stepTaken() {
        S before = state.get();
        GameRecord.Step<A> step = recorder.lastStep();
        history.push(step, recorder.state());
        state.set(history.current());
        overlay.set(overlay.get().withPreview(null, null).withSuggestion(-1, null));
        message.set(stepWords(before, state.get(), step));
    }

    /** A recorded step in words: a sync by where its units now stand, else the action's words. */
    private String stepWords(S before, S after, GameRecord.Step<A> step) {
        return step.isSync() ? frame().map(f -> step.sync().words(f, after)).orElse("Units set where they stand")
                : words(before, step.action());
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
        GameRecord.Step<A> last = history.lastStep();
        message.set("Step " + history.index() + " of " + history.size() + (last == null ? ""
                : ": " + stepWords(history.previous(), history.current(), last)));
    }

    public ReplayController<S, A> history() {
        return history;
    }

    // ------------------------------------------------------------------ the board

    public void select(int unit) {
        selectedUnit.set(unit);
    }

    /** Plays what a board tool makes of a click at table point {@code p}; returns whether it was played. */
    public boolean useTool(BoardTool<S, A> tool, Vec2 p) {
        S s = state.get();
        return s != null && play(tool.actionAt().apply(s, p));
    }

    /** Shows a dragged action and the rules' verdict on it, without playing it. */
    public Verdict preview(A a) {
        Verdict v = validate(a);
        overlay.set(overlay.get().withPreview(a, v));
        return v;
    }

    public void clearPreview() {
        overlay.set(overlay.get().withPreview(null, null));
    }

    /**
     * An action in the ruleset's words, said of the state it is taken in, and no more than the
     * person's side may know ({@link BoardPlugin#wordsFor}).
     */
    public String words(S before, A action) {
        return board.wordsFor(before, action, setup == null ? null : setup.human(), ruleset.codec().words(before, action));
    }

    /** An action's notation, for the debug view. */
    public String notation(A action) {
        return ruleset.codec().notation(action);
    }

    private boolean over(S s) {
        return rules.result(s).isOver();
    }

    // ------------------------------------------------------------------ properties

    public ReadOnlyObjectProperty<S> stateProperty() {
        return state;
    }

    public S state() {
        return state.get();
    }

    public ObjectProperty<BoardOverlay<A>> overlayProperty() {
        return overlay;
    }

    public IntegerProperty selectedUnitProperty() {
        return selectedUnit;
    }

    public StringProperty messageProperty() {
        return message;
    }

    /** The searches made to warm the JIT while the person was to act in this game ({@link IdleWarmUp}). */
    long warmUpChunks() {
        return search.warmUpChunks();
    }

    public BooleanProperty thinkingProperty() {
        return search.thinkingProperty();
    }

    public DoubleProperty progressProperty() {
        return search.progressProperty();
    }

    public BooleanProperty autoBotsProperty() {
        return autoBots;
    }

    public ObjectProperty<Explained<S, A>> lastDecisionProperty() {
        return lastDecision;
    }

    public NewGame setup() {
        return setup;
    }

    public Scenario scenario() {
        return scenario;
    }

    public Ruleset<S, A> ruleset() {
        return ruleset;
    }

    public Rules<S, A> rules() {
        return rules;
    }

    /** The ruleset's board: how its pieces look and what the mouse does to them. */
    public BoardPlugin<S, A> board() {
        return board;
    }

    /** What the board shows now, or null before the first game. */
    public BoardScene<S, A> scene() {
        return state.get() == null ? null : BoardScene.of(board, scenario, state.get(), overlay.get());
    }

    public void shutdown() {
        search.shutdown();
    }
}
