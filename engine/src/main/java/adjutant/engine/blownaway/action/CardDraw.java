package adjutant.engine.blownaway.action;

/**
 * Chance version: the cards turned up for a combat, by value 1 (Ace) to 13 (King), one per side
 * (BA-CMB-C-2/3). A chance outcome, not a player's decision.
 */
public record CardDraw(int blue, int red) implements BaAction {
    public CardDraw {
        if (blue < 1 || blue > 13 || red < 1 || red > 13) {
            throw new IllegalArgumentException("card values run from 1 (Ace) to 13 (King)");
        }
    }
}
