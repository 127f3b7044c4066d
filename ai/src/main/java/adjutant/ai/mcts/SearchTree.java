package adjutant.ai.mcts;

import adjutant.engine.game.Side;
import java.util.ArrayDeque;

/**
 * The MCTS tree with its node bound. Between decisions it keeps the subtree whose state is the
 * new root (found by state hash), so statistics gathered earlier in the turn, or on the
 * opponent's expected replies, are not thrown away.
 */
final class SearchTree {

    private final int maxNodes;
    private Node root;
    private int size;

    SearchTree(int maxNodes) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the tree needs room for at least one node");
        }
        this.maxNodes = maxNodes;
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

    boolean hasRoom() {
        return size < maxNodes;
    }

    /** Counts a node just linked into the tree. */
    void added() {
        size++;
    }

    /** Starts a new tree at {@code newRoot}. */
    void plant(Node newRoot) {
        root = newRoot;
        size = 1;
    }

    void clear() {
        root = null;
        size = 0;
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
                size = count(node);
                return true;
            }
            addChildren(node, queue);
        }
        clear();
        return false;
    }

    private static int count(Node top) {
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(top);
        int n = 0;
        while (!stack.isEmpty()) {
            Node node = stack.pop();
            n++;
            addChildren(node, stack);
        }
        return n;
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
