package adjutant.tools;

import adjutant.ai.Decision;
import adjutant.ai.IdleWarmUp;
import adjutant.ai.Player;
import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.ChanceResults;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.MovedUnits;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.SecretDeployment;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.io.AtomicFiles;
import adjutant.engine.io.Printable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The dialogue of {@code adjutant table}: a person plays on a real table, tells the application
 * what he did (a listed candidate, an exact move, the cards or dice he turned up, a unit nudged
 * to where it really stands), and gets the bot's moves in measures he can carry out with a tape
 * and a protractor. Reads commands line by line, so a terminal, a script or a test drives it alike.
 * While the person plays, a warm-up may search on a thread of its own ({@link IdleWarmUp}), so
 * that the bot's first answers do not wait for the JIT; it stops before the bot searches.
 */
final class TableSession<S extends GameState<S>, A> {

    private final TableGame<S, A> game;
    private final Player<S, A> bot;
    private final String botSpec;
    private final boolean appDraws;
    private final Optional<Path> saveTo;
    private final BufferedReader in;
    private final PrintStream out;
    private final Optional<TableLog<S, A>> log;
    private final Optional<IdleWarmUp<S, A>> warmUp;
    private ExecutorService warmer; // made at the first warm-up
    private Future<?> warming;
    private int turnTold = Integer.MIN_VALUE;

    TableSession(TableGame<S, A> game, Player<S, A> bot, String botSpec, boolean appDraws, Optional<Path> saveTo,
            Optional<Path> logTo, BufferedReader in, PrintStream out) {
        this(game, bot, botSpec, appDraws, saveTo, logTo, in, out, Optional.empty());
    }

    TableSession(TableGame<S, A> game, Player<S, A> bot, String botSpec, boolean appDraws, Optional<Path> saveTo,
            Optional<Path> logTo, BufferedReader in, PrintStream out, Optional<IdleWarmUp<S, A>> warmUp) {
        this.warmUp = warmUp;
        this.game = game;
        this.bot = bot;
        this.botSpec = botSpec;
        this.appDraws = appDraws;
        this.saveTo = saveTo;
        this.log = logTo.map(p -> new TableLog<>(game, botSpec, p, this::say));
        this.in = in;
        this.out = out;
    }

    /** Plays until the game ends or the person quits; 0 either way. */
    int run() throws IOException {
        try {
            return play();
        } finally {
            stopWarmUp();
            if (warmer != null) {
                warmer.shutdownNow();
            }
        }
    }

    private int play() throws IOException {
        introduce();
        save(); // from the start: a game stopped at once keeps its seed and scenario
        if (!game.deployed() && !deploy()) {
            say("Stopped before the armies were deployed.");
            return 0;
        }
        while (!game.result().isOver()) {
            boolean goOn;
            if (rules().isChanceNode(state())) {
                goOn = chanceStep();
            } else if (rules().toAct(state()) == game.human()) {
                goOn = humanStep();
            } else {
                botStep();
                goOn = true;
            }
            if (!goOn) {
                log.ifPresent(l -> l.turnEnded(state()));
                save();
                say("Stopped." + saveTo.map(p -> " The game is saved in " + p + "; take it up with --load " + p + ".").orElse(""));
                return 0;
            }
        }
        GameResult r = game.result();
        tell("The game is over: " + r.outcome().toString().toLowerCase(Locale.ROOT).replace('_', ' ') + " (" + r.ruleId()
                + ": " + r.reason() + ").");
        tell("Its seed was " + game.seed() + ": --seed " + game.seed() + " plays the same game again.");
        log.ifPresent(l -> l.turnEnded(state()));
        save();
        return 0;
    }

    // ---------------------------------------------------------------- the three kinds of step

    /** The person's decision: a listed candidate by number, an exact move, or a command. */
    private boolean humanStep() throws IOException {
        List<A> candidates = rules().legalActions(state());
        if (candidates.size() == 1) {
            take(candidates.get(0), false);
            return true;
        }
        warmUpWhilePersonActs();
        say("");
        say("Your move, " + sideName(game.human()) + " (turn " + rules().turn(state()) + "). " + candidates.size()
                + " choices: 'list' shows them; enter a number, or 'do' and an exact move; 'help' for more.");
        while (true) {
            Optional<String> line = ask();
            if (line.isEmpty() || line.get().equals("quit")) {
                return false;
            }
            String cmd = line.get();
            if (cmd.equals("list")) {
                list(candidates);
            } else if (cmd.matches("\\d+")) {
                int n = Integer.parseInt(cmd);
                if (n < 1 || n > candidates.size()) {
                    say("There is no choice " + n + ": enter 1 to " + candidates.size() + ".");
                } else {
                    take(candidates.get(n - 1), false);
                    return true;
                }
            } else if (cmd.startsWith("do ")) {
                if (exactMove(cmd.substring(3).trim())) {
                    return true;
                }
            } else if (!common(cmd)) {
                say("Not understood: '" + Printable.of(cmd) + "'. Enter a number from 'list', 'do' and a move, or 'help'.");
            }
        }
    }

    /** A card or die: the person enters what he turned up (a '?' for one the application should draw), or 'draw'. */
    private boolean chanceStep() throws IOException {
        if (appDraws) {
            take(ChanceResults.draw(ruleset(), state(), game.draws()), true);
            return true;
        }
        warmUpWhilePersonActs();
        say("");
        say("Chance: turn up the cards or roll the dice at the table and enter the result, one of "
                + String.join(", ", ChanceResults.results(ruleset(), state())) + " (" + ChanceResults.example(ruleset(), state())
                + "); a '?' for a card or die Adjutant should draw; 'draw' to let Adjutant draw it all.");
        while (true) {
            Optional<String> line = ask();
            if (line.isEmpty() || line.get().equals("quit")) {
                return false;
            }
            String cmd = line.get();
            if (cmd.equals("draw")) {
                take(ChanceResults.draw(ruleset(), state(), game.draws()), true);
                return true;
            }
            if (common(cmd)) {
                continue;
            }
            try {
                take(ChanceResults.parse(ruleset(), state(), cmd, game.draws()), true);
                return true;
            } catch (IllegalArgumentException e) {
                say(e.getMessage() + ".");
            }
        }
    }

    private void botStep() {
        stopWarmUp();
        Decision<A> d = bot.choose(state(), bot.defaultBudget());
        take(d.action(), false);
    }

    /** The person is to act: the warm-up, if there is one and the JVM is not warm yet, searches meanwhile. */
    private void warmUpWhilePersonActs() {
        if (warmUp.isPresent() && warmUp.get().resume()) {
            if (warmer == null) {
                warmer = Executors.newSingleThreadExecutor(r -> {
                    Thread t = new Thread(r, "adjutant-warm-up");
                    t.setDaemon(true);
                    return t;
                });
            }
            warming = warmer.submit(warmUp.get()::run);
        }
    }

    /** Stops the warm-up and waits for its chunk to end, so that the bot's search has the cores to itself. */
    private void stopWarmUp() {
        warmUp.ifPresent(IdleWarmUp::stop);
        if (warming != null) {
            try {
                warming.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException e) {
                // the warm-up keeps its own failures (IdleWarmUp.run); nothing of the game is lost
            }
            warming = null;
        }
    }

    /**
     * BA-SETUP-9: the bot writes its deployment down and shows only its seal; the person deploys
     * (syncing the units he places elsewhere than the scenario); then the bot's is revealed.
     */
    private boolean deploy() throws IOException {
        Side botSide = game.human().opponent();
        Optional<SecretDeployment> secret = SecretDeployment.choose(frame(), state(), botSide, game.human(),
                sideName(botSide), game.draws());
        if (secret.isEmpty()) {
            return true;
        }
        say("");
        say("Secret deployment: Adjutant has written down where the " + sideName(botSide) + " deploy and sealed it: SHA-256 "
                + secret.get().sha256() + ". Once both armies stand, the text is shown; its SHA-256 must be the same.");
        say("Deploy your army. The scenario's positions are above; 'sync' each unit you place elsewhere. "
                + "Enter 'ready' when all your units stand.");
        while (true) {
            Optional<String> line = ask();
            if (line.isEmpty() || line.get().equals("quit")) {
                return false;
            }
            String cmd = line.get();
            if (cmd.equals("ready")) {
                Optional<String> outside = ownUnits().stream().map(u -> frame().outsideDeployment(state(), u))
                        .flatMap(Optional::stream).findFirst();
                if (outside.isPresent()) {
                    say("Not yet: " + outside.get() + ". 'sync' it where it may stand.");
                    continue;
                }
                reveal(secret.get());
                return true;
            }
            if (!common(cmd)) {
                say("Not understood: '" + Printable.of(cmd) + "'. 'sync' a unit, 'ready' when deployed, or 'help'.");
            }
        }
    }

    private void reveal(SecretDeployment secret) {
        game.sync(secret.reveal(game.human()));
        tell("");
        tell("Both armies are deployed. Adjutant wrote, before you deployed:");
        secret.text().lines().forEach(l -> tell("    " + l));
        tell("Its SHA-256 is " + SecretDeployment.sha256(secret.text()) + ", the seal shown before.");
        saveTo.map(p -> p.resolveSibling(p.getFileName() + ".deployment.txt")).ifPresent(p -> {
            AtomicFiles.writeStringUnchecked(p, secret.text());
            say("The text is in " + p + ": 'sha256sum " + p + "' gives the same.");
        });
        save();
        say("");
        units();
    }

    private List<Integer> ownUnits() {
        List<Integer> own = new ArrayList<>();
        for (int u = 0; u < frame().unitCount(state()); u++) {
            if (frame().side(state(), u) == game.human()) {
                own.add(u);
            }
        }
        return own;
    }

    // ---------------------------------------------------------------- commands

    /** The commands that any prompt takes; false when the line is none of them. */
    private boolean common(String cmd) {
        if (cmd.equals("help")) {
            help();
        } else if (cmd.equals("units")) {
            units();
        } else if (cmd.startsWith("sync ")) {
            sync(cmd.substring(5).trim());
        } else if (cmd.equals("save")) {
            if (saveTo.isEmpty()) {
                say("No file to save to: start with --save FILE, or enter 'save FILE'.");
            } else {
                save();
                say("Saved in " + saveTo.get() + ".");
            }
        } else if (cmd.startsWith("save ")) {
            saveIn(Path.of(cmd.substring(5).trim()));
        } else {
            return false;
        }
        return true;
    }

    private void help() {
        String unit = frame().lengthUnit();
        say("""
                Commands:
                  list                    the choices for your decision, numbered, in words
                  NUMBER                  take that choice
                  do MOVE                 an exact move in notation, e.g. 'do move u3 pivot=20 dir=0 dist=6'
                                          ('units' gives each unit's uN)
                  RESULT                  at a chance step: the cards or dice turned up, e.g. '9 4'; '?' for one Adjutant draws
                  draw                    at a chance step: Adjutant draws it all
                  units                   where every unit stands, in your measures
                  sync UNIT LEFT EDGE FACING
                                          correct a unit to where it really stands (not a move): UNIT is its number
                                          or name; LEFT and EDGE are the %s from the left edge and from your edge to its
                                          reference point; FACING is degrees clockwise from straight ahead
                                          (90 faces the right edge, -90 the left, 180 your edge)
                  save [FILE]             save the game (it is saved after every step with --save)
                  quit                    stop here
                """.formatted(MovedUnits.longUnit(unit)).stripTrailing());
    }

    private void list(List<A> candidates) {
        for (int i = 0; i < candidates.size(); i++) {
            say(String.format(Locale.ROOT, "%4d. %s", i + 1, Printable.of(ruleset().wordsFor(state(), candidates.get(i), game.human()))));
        }
    }

    private boolean exactMove(String notation) {
        A action;
        try {
            action = codec().parse(notation);
        } catch (IllegalArgumentException e) {
            say("Not a move: " + e.getMessage() + ".");
            return false;
        }
        try {
            S before = state().copy();
            game.step(action, false);
            told(before, action, false);
            return true;
        } catch (IllegalArgumentException e) {
            say("Not allowed: " + e.getMessage() + ".");
            return false;
        }
    }

    private void units() {
        List<Side> shown = game.deployed() ? List.of(game.human(), game.human().opponent()) : List.of(game.human());
        for (Side side : shown) {
            say((side == game.human() ? "Your army, the " : "The bot's army, the ") + sideName(side) + ":");
            for (int u = 0; u < frame().unitCount(state()); u++) {
                if (frame().side(state(), u) == side) {
                    say("  " + unitLine(u));
                }
            }
        }
    }

    private String unitLine(int u) {
        S s = state();
        if (!frame().onTable(s, u)) {
            return (u + 1) + ". " + frame().unitName(s, u) + " (u" + u + "): off the table.";
        }
        return (u + 1) + ". " + frame().unitName(s, u) + " (u" + u + "): " + frame().referencePoint(s, u) + " "
                + placement(u).words(frame().lengthUnit()) + "; " + frame().strength(s, u) + ".";
    }

    /** {@code sync UNIT LEFT EDGE FACING}: the unit by number or name, then three numbers. */
    private void sync(String args) {
        String[] words = args.split("\\s+");
        if (words.length < 4) {
            say("Enter: sync UNIT LEFT EDGE FACING, e.g. 'sync 3 24 10.5 -15'.");
            return;
        }
        double[] v = new double[3];
        for (int i = 0; i < 3; i++) {
            String w = words[words.length - 3 + i];
            try {
                v[i] = Double.parseDouble(w);
            } catch (NumberFormatException e) {
                v[i] = Double.NaN;
            }
            if (!Double.isFinite(v[i])) {
                say("'" + Printable.of(w) + "' is not a number.");
                return;
            }
        }
        String who = String.join(" ", java.util.Arrays.copyOf(words, words.length - 3));
        Optional<Integer> unit = unitNamed(who);
        if (unit.isEmpty()) {
            return;
        }
        TablePlacement where = new TablePlacement(v[0], v[1], v[2]);
        if (!game.deployed()) {
            if (frame().side(state(), unit.get()) != game.human()) {
                say("The " + sideName(game.human().opponent()) + " deploy in secret: sync their units once they are revealed.");
                return;
            }
            try {
                Optional<String> outside = frame().outsideDeployment(frame().placed(state(), unit.get(), where, game.human()),
                        unit.get());
                if (outside.isPresent()) {
                    say("Cannot deploy there: " + outside.get() + ".");
                    return;
                }
            } catch (IllegalArgumentException e) {
                say("Cannot sync: " + e.getMessage() + ".");
                return;
            }
        }
        try {
            game.sync(unit.get(), where, game.human());
            tell("Synced (not a move): " + unitLine(unit.get()));
            save();
        } catch (IllegalArgumentException e) {
            say("Cannot sync: " + e.getMessage() + ".");
        }
    }

    /**
     * A unit by its number in 'units', its whole name, or the start of its name or of a word in
     * it ("kolowrat"), when only one unit answers; otherwise says which units it could be.
     */
    private Optional<Integer> unitNamed(String who) {
        if (who.matches("\\d+")) {
            int n = Integer.parseInt(who) - 1;
            if (n >= 0 && n < frame().unitCount(state())) {
                return Optional.of(n);
            }
            say("There is no unit " + who + ": 'units' lists them.");
            return Optional.empty();
        }
        String w = who.toLowerCase(Locale.ROOT);
        List<Integer> found = new ArrayList<>();
        for (int u = 0; u < frame().unitCount(state()); u++) {
            String name = frame().unitName(state(), u).toLowerCase(Locale.ROOT);
            if (name.equals(w)) {
                return Optional.of(u);
            }
            if (name.startsWith(w) || name.contains(" " + w)) {
                found.add(u);
            }
        }
        if (found.size() == 1) {
            return Optional.of(found.get(0));
        }
        say(found.isEmpty() ? "No unit is called '" + Printable.of(who) + "': 'units' lists them."
                : "'" + Printable.of(who) + "' could be " + String.join(" or ", found.stream()
                        .map(u -> frame().unitName(state(), u) + " (" + (u + 1) + ")").toList()) + ": give its number.");
        return Optional.empty();
    }

    // ---------------------------------------------------------------- telling what happened

    private void introduce() {
        Side human = game.human();
        say(ruleset().displayName() + " (" + game.variant() + "), " + game.scenario().name() + ". You command the "
                + sideName(human) + "; Adjutant (" + botSpec + ") commands the " + sideName(human.opponent()) + ".");
        say("Measure in " + MovedUnits.longUnit(frame().lengthUnit()) + " from the table's left edge and from your own edge, as you sit; "
                + "facings are degrees clockwise from straight ahead. Type 'help' for the commands.");
        say("");
        say(game.deployed() ? "The table stands like this (or 'sync' a unit to where it really stands):"
                : "The scenario deploys your army like this:");
        units();
    }

    /** Takes a step and tells it. */
    private void take(A action, boolean chance) {
        S before = state().copy();
        game.step(action, chance);
        told(before, action, chance);
    }

    /** The step in words, then where each unit it moved now stands; saved after. */
    private void told(S before, A action, boolean chance) {
        int turn = rules().turn(before);
        if (turn != turnTold) {
            turnTold = turn;
            log.ifPresent(l -> l.turnBegins(turn, before));
            say("");
            say("## Turn " + turn);
        }
        String said = Printable.of(ruleset().wordsFor(before, action, game.human())); // the enemy's face-down chits stay hidden
        tell(chance ? "  " + said : sideName(rules().toAct(before)) + ": " + said);
        for (MovedUnits.Moved m : MovedUnits.between(frame(), before, state(), game.human())) {
            tell("    " + m.name() + " now: " + m.referencePoint() + " " + m.to().words(frame().lengthUnit()) + ".");
        }
        MovedUnits.markersMoved(frame(), before, state(), game.human()).forEach(line -> tell("    " + line));
        for (int u = 0; u < frame().unitCount(state()); u++) {
            if (frame().onTable(before, u) && !frame().onTable(state(), u)) {
                tell("    " + frame().unitName(state(), u) + " has no man left in the field.");
            }
        }
        save();
    }

    private TablePlacement placement(int u) {
        return frame().placement(state(), u, game.human());
    }

    /** A line for the person and the game's log. */
    private void tell(String line) {
        say(line);
        log.ifPresent(l -> l.add(line));
    }

    private void say(String line) {
        out.println(line);
        out.flush();
    }

    private Optional<String> ask() throws IOException {
        out.print("> ");
        out.flush();
        String line = in.readLine();
        return line == null ? Optional.empty() : Optional.of(line.trim().replaceAll("\\s+", " "));
    }

    private void save() {
        saveTo.ifPresent(this::saveIn);
        log.ifPresent(TableLog::write);
    }

    private void saveIn(Path p) {
        try {
            TableFile.save(game, botSpec, p);
        } catch (IOException e) {
            say("Could not save in " + p + ": " + AtomicFiles.reason(e) + ". The game goes on; try 'save FILE' elsewhere.");
        }
    }

    // ---------------------------------------------------------------- plumbing

    private S state() {
        return game.state();
    }

    private Ruleset<S, A> ruleset() {
        return game.ruleset();
    }

    private Rules<S, A> rules() {
        return game.ruleset().rules();
    }

    private ActionCodec<S, A> codec() {
        return game.ruleset().codec();
    }

    private TableFrame<S> frame() {
        return game.frame();
    }

    private String sideName(Side side) {
        return ruleset().sideName(state(), side);
    }
}
