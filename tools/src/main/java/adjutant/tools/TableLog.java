package adjutant.tools;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Side;
import adjutant.engine.io.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * A table game's log, to print: the lines told to the person, turn by turn, written after every
 * step as Markdown ({@code game.md}) or as an HTML page ({@code game.html}) that shows under each
 * turn a diagram of the table after it ({@link TableDiagrams}), its pictures in {@code game_files/}.
 */
final class TableLog<S extends GameState<S>, A> {

    private final TableGame<S, A> game;
    private final String botSpec;
    private final Path page;
    private final Consumer<String> complaint;
    private final List<String> lines = new ArrayList<>();
    /** The diagram drawn after each turn, by turn, as the page links it. */
    private final Map<Integer, String> diagrams = new TreeMap<>();
    private int turn = Integer.MIN_VALUE;
    /** The state as the turn being told began: its diagram's trails start there. */
    private S turnStart;

    /** @param complaint where a diagram that could not be drawn is reported; the log goes on without it */
    TableLog(TableGame<S, A> game, String botSpec, Path page, Consumer<String> complaint) {
        this.game = game;
        this.botSpec = botSpec;
        this.page = page;
        this.complaint = complaint;
    }

    void add(String line) {
        lines.add(line);
    }

    /** A new turn begins in {@code before}: the last one's diagram is drawn, then the heading. */
    void turnBegins(int newTurn, S before) {
        turnEnded(before);
        turn = newTurn;
        turnStart = before.copy();
        lines.add("");
        lines.add("## Turn " + newTurn);
    }

    /** The turn being told ends in {@code end} (the game is over or stopped): its diagram. */
    void turnEnded(S end) {
        if (turnStart == null || !isHtml()) {
            return;
        }
        String name = "turn-" + turn + ".png";
        try {
            new TableDiagrams<>(game.ruleset(), game.scenario(), game.human()).draw(turnStart, end, files().resolve(name));
            diagrams.put(turn, files().getFileName() + "/" + name);
        } catch (RuntimeException e) {
            complaint.accept("Could not draw the diagram of turn " + turn + ": " + e.getMessage() + ". The log goes on without it.");
        }
    }

    /** Writes the page (atomically). */
    void write() {
        AtomicFiles.writeStringUnchecked(page, isHtml() ? html() : markdown());
    }

    private boolean isHtml() {
        String n = page.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".html") || n.endsWith(".htm");
    }

    /** The folder beside the page for its pictures: game.html's are in game_files/. */
    private Path files() {
        String n = page.getFileName().toString();
        return page.resolveSibling(n.substring(0, n.lastIndexOf('.')) + "_files");
    }

    private String title() {
        return game.scenario().name() + ": " + side(Side.BLUE) + " against " + side(Side.RED);
    }

    private String who() {
        return game.ruleset().displayName() + " (" + game.variant() + "). You: the " + side(game.human()) + "; Adjutant ("
                + botSpec + "): the " + side(game.human().opponent()) + ". Seed " + game.seed() + ".";
    }

    private String side(Side side) {
        return game.ruleset().sideName(game.state(), side);
    }

    private String markdown() {
        StringBuilder b = new StringBuilder("# ").append(title()).append("\n\n").append(who()).append('\n');
        for (String line : lines) {
            b.append(line.startsWith("##") || line.isEmpty() ? line : "- " + line.strip()).append('\n');
        }
        return b.toString();
    }

    private String html() {
        StringBuilder b = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(game.scenario().name())).append("</title>\n<style>body{font-family:sans-serif;max-width:60em;"
                        + "margin:auto}img{width:100%;border:1px solid #888}li{margin:.15em 0}</style></head><body>\n");
        b.append("<h1>").append(escape(title())).append("</h1>\n<p>").append(escape(who() + " Each turn's diagram shows the "
                + "table after it, seen from your side, with a dashed trail from where each unit it moved stood before."))
                .append("</p>\n");
        boolean open = false;
        int told = Integer.MIN_VALUE;
        for (String line : lines) {
            if (line.startsWith("## Turn ")) {
                b.append(open ? "</ul>\n" : "").append(image(told));
                told = Integer.parseInt(line.substring("## Turn ".length()).trim());
                b.append("<h2>Turn ").append(told).append("</h2>\n<ul>\n");
                open = true;
            } else if (!line.isBlank()) {
                if (!open) {
                    b.append("<ul>\n");
                    open = true;
                }
                b.append("<li>").append(escape(line.strip())).append("</li>\n");
            }
        }
        b.append(open ? "</ul>\n" : "").append(image(told));
        return b.append("</body></html>\n").toString();
    }

    private String image(int t) {
        String src = diagrams.get(t);
        return src == null ? "" : "<p><img src=\"" + escape(src) + "\" alt=\"the table after turn " + t + "\"></p>\n";
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
