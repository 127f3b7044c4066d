package adjutant.ai.mcts;

import adjutant.engine.game.Side;

/**
 * One state of the search tree. Statistics are kept from BLUE's point of view (mean score in
 * [0, 1]) and turned to the deciding side's view when a decision node selects, so nothing
 * assumes that the sides alternate.
 *
 * <p>Decision nodes open their children in the order of {@link #moves} (progressive widening
 * opens a growing prefix); chance nodes hold one slot per outcome, filled when first sampled.
 */
final class Node {

    static final byte DECISION = 0;
    static final byte CHANCE = 1;
    static final byte TERMINAL = 2;

    /** The state's hash at a decision node, else 0: only decision nodes become roots (SearchTree). */
    final long hash;
    final byte kind;
    /** The deciding side at a decision node, else null. */
    final Side toAct;
    /** BLUE's score of a finished game (terminal nodes only). */
    final double terminalScore;

    int visits;
    /** Iterations through this node whose rollouts are still being played (tree parallelization: each a visit lost, for the other threads' selection). */
    int inFlight;
    double blueScoreSum;
    /**
     * Implicit minimax value for BLUE in [0, 1]: the evaluation of this state when it was
     * created, then backed up as max/min over children (expectation at chance nodes). NaN when
     * the search does not use it.
     */
    double minimaxBlue = Double.NaN;

    /**
     * Actions (decision) or outcomes (chance) in search order; null until first expanded. At a
     * decision node the unopened ones are candidates not yet validated.
     */
    Object[] moves;
    /** Running sums of the outcome probabilities (chance nodes only). */
    double[] cumulativeProbability;
    /** Children by move index; a decision node grows this array as it widens. */
    Node[] children;
    /** Children opened so far at a decision node (a prefix of {@link #moves}). */
    int childCount;
    /**
     * A copy of this node's state, kept once it is busy (MctsPlayer.KEEP_STATE_AT_VISITS) while the tree has room (see
     * {@link SearchTree#keep}): iterations through it start from here instead of replaying the
     * path from the root. Null if not kept; dropped when the tree is re-rooted.
     */
    Object state;
    /** Whether the root prior has been given to this node's children (see MctsPlayer). */
    boolean primed;

    Node(long hash, byte kind, Side toAct, double terminalScore) {
        this.hash = hash;
        this.kind = kind;
        this.toAct = toAct;
        this.terminalScore = terminalScore;
    }

    boolean isExpanded() {
        return moves != null;
    }

    /** Mean score for {@code side}; 0.5 when never visited. */
    double meanFor(Side side) {
        if (visits == 0) {
            return 0.5;
        }
        double blue = blueScoreSum / visits;
        return side == Side.BLUE ? blue : 1 - blue;
    }

    /** Removes the unopened move at {@code index} (found illegal when widening reached it). */
    void dropMove(int index) {
        Object[] shorter = new Object[moves.length - 1];
        System.arraycopy(moves, 0, shorter, 0, index);
        System.arraycopy(moves, index + 1, shorter, index, moves.length - index - 1);
        moves = shorter;
    }

    void addChild(Node child) {
        if (children == null) {
            children = new Node[Math.min(moves.length, 4)];
        } else if (childCount == children.length) {
            children = java.util.Arrays.copyOf(children, Math.min(moves.length, 2 * childCount));
        }
        children[childCount++] = child;
    }
}
