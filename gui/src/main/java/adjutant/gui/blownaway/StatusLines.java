package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;

/** The lines above the board and in the status bar: the turn, who acts, the step and the objectives; the decks. */
final class StatusLines {
    /** The status line, then with chance the decks and the last cards turned up. */
    List<String> header(BaState s, BaAction lastChance) {
        List<String> lines = new ArrayList<>();
        lines.add(status(s));
        if (s.setup().variant() == Variant.CHANCE) {
            lines.add(decks(s, lastChance instanceof CardDraw c ? c : null));
        }
        return lines;
    }

    /** "Turn 3 · Prussians (blue) active · MAIN · objectives Prussians 1, Austrians 2 (3 to win)". */
    String status(BaState s) {
        BaSetup setup = s.setup();
        StringBuilder b = new StringBuilder();
        b.append("Turn ").append(s.turn()).append(" \u00b7 ");
        if (s.outcome().isOver()) {
            b.append("Game over: ").append(s.outcome()).append(" \u2014 ").append(s.resultReason());
            return b.toString();
        }
        b.append(setup.sideName(s.active())).append(" (").append(s.active().id()).append(") active");
        if (s.deciding() != null && s.deciding() != s.active()) {
            b.append(", ").append(setup.sideName(s.deciding())).append(" decides");
        }
        b.append(" \u00b7 ").append(s.phase());
        if (s.cursor() >= 0 && s.cursor() < setup.unitCount()) {
            b.append(" (").append(setup.unitName(s.cursor())).append(')');
        }
        if (setup.board().objectiveCount() > 0) {
            b.append(" \u00b7 objectives ").append(setup.sideName(Side.BLUE)).append(' ')
                    .append(s.objectivesOwned(Side.BLUE)).append(", ").append(setup.sideName(Side.RED)).append(' ')
                    .append(s.objectivesOwned(Side.RED)).append(" (").append(setup.params().objectivesToWin())
                    .append(" to win");
            if (setup.params().attacker() != null) {
                b.append(", by ").append(setup.sideName(setup.params().attacker())).append(" only");
            }
            b.append(')');
        }
        return b.toString();
    }

    /** "Decks: Prussians 52 left, Austrians 52 left   •   last cards: Prussians 7, Austrians Q". */
    private static String decks(BaState s, CardDraw last) {
        BaSetup setup = s.setup();
        String cards = "Decks: " + setup.sideName(Side.BLUE) + " " + s.cardsLeft(Side.BLUE) + " left, "
                + setup.sideName(Side.RED) + " " + s.cardsLeft(Side.RED) + " left";
        if (last != null) {
            cards += "   \u2022   last cards: " + setup.sideName(Side.BLUE) + " " + cardName(last.blue()) + ", "
                    + setup.sideName(Side.RED) + " " + cardName(last.red());
        }
        return cards;
    }

    static String cardName(int v) {
        return switch (v) {
            case 1 -> "A";
            case 11 -> "J";
            case 12 -> "Q";
            case 13 -> "K";
            default -> Integer.toString(v);
        };
    }
}
