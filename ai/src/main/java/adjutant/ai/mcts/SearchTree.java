package adjutant.ai.mcts;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Side;
import java.util.ArrayDeque;

/**
 * The MCTS tree with its memory bound: nodes at {@link MctsConfig#BYTES_PER_NODE} each, plus the
 * states kept in nodes (at most half of the bound, so that they never take more room from nodes
 * than that). Between decisions it keeps the subtree whose state is the new root (found by state
 * hash), so statistics gathered earlier in the turn, or on the opponent's expected replies, are
 * not thrown away.
 */
final class SearchTree {

    private final long maxBytes;
    private final int maxNodes;
    private Node root;
    private int size;
    private long keptBytes;

    SearchTree(long maxBytes) {
        if (maxBytes < MctsConfig.BYTES_PER_NODE) {
            throw new IllegalArgumentException("the tree needs room for at least one node");
        }
        this.maxBytes = maxBytes;
        this.maxNodes = (int) Math.min(Integer.MAX_VALUE - 8, maxBytes / MctsConfig.BYTES_PER_NODE);
    }

    Node root() {
        return root;
    }

    int size() {
        return size;
    }

    int maxNodes() {
        return maxNodes;
    }

    /** Bytes the nodes and kept states take now; never more than the bound. */
    long bytes() {
        return size * MctsConfig.BYTES_PER_NODE + keptBytes;
    }

    boolean hasRoom() {
        return size < maxNodes && bytes() + MctsConfig.BYTES_PER_NODE <= maxBytes;
    }

    /** Keeps a copy of {@code state} in {@code node} (its state) if the bound has room for it. */
    <S extends GameState<S>> void keep(Node node, S state) {
        long b = state.bytes();
        if (keptBytes + b <= maxBytes / 2 && bytes() + b + MctsConfig.BYTES_PER_NODE <= maxBytes) {
            node.state = state.copy();
            keptBytes += b;
        }
    }

    /** Counts a node just linked into the tree. */
    void added() {
        size++;
    }

    /** Starts a new tree at {@code newRoot}. */
    void plant(Node newRoot) {
        root = newRoot;
        size = 1;
        keptBytes = 0;
    }

    void clear() {
        root = null;
        size = 0;
        keptBytes = 0;
    }

    /**
     * Makes the shallowest node with this hash, at which {@code toAct} decides, the root and
     * drops everything else.
     *
     * @return whether such a node was found
     */
    boolean reRoot(long hash, Side toAct) {
        if (root == null) {
            return false;
        }
        ArrayDeque<Node> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            if (node.hash == hash && node.kind == Node.DECISION && node.toAct == toAct) {
                root = node;
                count(node);
                return true;
            }
            addChildren(node, queue);
        }
        clear();
        return false;
    }

    /**
     * Sets the size to that of the subtree under {@code top} and drops its kept states: the hash
     * that found the new root leaves out what the rules never read again (e.g. commander
     * positions), so states kept below it may differ there from the game's.
     */
    private void count(Node top) {
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(top);
        size = 0;
        keptBytes = 0;
        while (!stack.isEmpty()) {
            Node node = stack.pop();
            size++;
            node.state = null;
            addChildren(node, stack);
        }
    }

    private static void addChildren(Node node, ArrayDeque<Node> into) {
        if (node.children == null) {
            return;
        }
        for (Node child : node.children) {
            if (child != null) {
                into.add(child);
            }
        }
    }
}
