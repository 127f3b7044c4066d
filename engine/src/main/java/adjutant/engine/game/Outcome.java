package adjutant.engine.game;

/** How a game stands: still going, or finished with a winner or a draw. */
public enum Outcome {
    ONGOING,
    BLUE_WINS,
    RED_WINS,
    DRAW;

    public boolean isOver() {
        return this != ONGOING;
    }

    public static Outcome winFor(Side side) {
        return side == Side.BLUE ? BLUE_WINS : RED_WINS;
    }

    /** 1 for a win of {@code side}, 0 for a loss, 0.5 for a draw; undefined while ongoing. */
    public double scoreFor(Side side) {
        return switch (this) {
            case BLUE_WINS -> side == Side.BLUE ? 1 : 0;
            case RED_WINS -> side == Side.RED ? 1 : 0;
            case DRAW -> 0.5;
            case ONGOING -> throw new IllegalStateException("game is not over");
        };
    }
}
