package adjutant.engine.geometry;

import java.util.ArrayList;
import java.util.List;

/**
 * The formation grid of N slots (BA-GEO-25): ranks j = 0 (front) … R − 1, rank j holding F_j
 * files; slot (j, i) sits at local x = (i − (F_j − 1)/2)·s_file, y = −j·s_rank in the unit frame
 * (anchor at the centre of the front rank). Slots are listed in slot order: rank 0 first, within
 * a rank by increasing |i − (F_j − 1)/2|, ties the owner's left (negative x) first.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class FormationGrid {

    /** One slot: its place in slot order, its rank and file, and its local position. */
    public record Slot(int order, int rank, int file, Vec2 local) {
    }

    private final GridShape shape;
    private final int size;
    private final int files;
    private final int ranks;
    private final double fileSpacing;
    private final double rankSpacing;
    private final List<Slot> slots;

    private FormationGrid(GridShape shape, int n, int count, double fileSpacing, double rankSpacing) {
        if (n < 1 || count < 1) {
            throw new IllegalArgumentException("grid needs N >= 1 and a ranks/files count >= 1: N=" + n + ", count=" + count);
        }
        if (!(fileSpacing > 0 && rankSpacing > 0)) {
            throw new IllegalArgumentException("spacings must be > 0");
        }
        this.shape = shape;
        this.size = n;
        this.files = shape == GridShape.LINE ? ceilDiv(n, count) : Math.min(count, n);
        this.ranks = ceilDiv(n, files);
        this.fileSpacing = fileSpacing;
        this.rankSpacing = rankSpacing;
        List<Slot> out = new ArrayList<>(n);
        for (int j = 0; j < ranks; j++) {
            int fj = filesInRank(j);
            for (int i : orderWithinRank(fj)) {
                out.add(new Slot(out.size(), j, i, localPosition(j, i, fj)));
            }
        }
        this.slots = List.copyOf(out);
    }

    /** A LINE grid: {@code ranks} ranks (line.ranks), F = ⌈N / ranks⌉ files. */
    public static FormationGrid line(int n, int ranks, double fileSpacing, double rankSpacing) {
        return new FormationGrid(GridShape.LINE, n, ranks, fileSpacing, rankSpacing);
    }

    /** A COLUMN grid: F = min(files, N) files (column.files), R = ⌈N / F⌉ ranks. */
    public static FormationGrid column(int n, int files, double fileSpacing, double rankSpacing) {
        return new FormationGrid(GridShape.COLUMN, n, files, fileSpacing, rankSpacing);
    }

    /** {@code count} is the number of ranks for LINE, of files for COLUMN. */
    public static FormationGrid of(GridShape shape, int n, int count, double fileSpacing, double rankSpacing) {
        return new FormationGrid(shape, n, count, fileSpacing, rankSpacing);
    }

    public GridShape shape() {
        return shape;
    }

    /** N, the number of slots. */
    public int size() {
        return size;
    }

    /** F, the files of a full rank. */
    public int files() {
        return files;
    }

    /** R, the number of ranks. */
    public int ranks() {
        return ranks;
    }

    public double fileSpacing() {
        return fileSpacing;
    }

    public double rankSpacing() {
        return rankSpacing;
    }

    /** F_j: F for every rank but the last, which holds N − (R − 1)·F. */
    public int filesInRank(int j) {
        if (j < 0 || j >= ranks) {
            throw new IndexOutOfBoundsException("rank " + j + " of " + ranks);
        }
        return j < ranks - 1 ? files : size - (ranks - 1) * files;
    }

    /** Local (x, y) of slot (j, i). */
    public Vec2 localPosition(int j, int i) {
        int fj = filesInRank(j);
        if (i < 0 || i >= fj) {
            throw new IndexOutOfBoundsException("file " + i + " of " + fj + " in rank " + j);
        }
        return localPosition(j, i, fj);
    }

    /** Lateral offset of file i in a rank of fj files, (i − (fj − 1)/2)·s_file; also used along a column's spine. */
    public double lateralOffset(int i, int fj) {
        return (i - (fj - 1) / 2.0) * fileSpacing;
    }

    /** The slots in slot order; slot k is {@code slots().get(k)}. */
    public List<Slot> slots() {
        return slots;
    }

    public Slot slot(int order) {
        return slots.get(order);
    }

    /**
     * File indices 0 … fj − 1 of one rank in slot order: by increasing distance from the rank's
     * centre, ties the owner's left (smaller i, negative x) first.
     */
    public static int[] orderWithinRank(int fj) {
        int[] order = new int[fj];
        int k = 0;
        if (fj % 2 == 1) {
            int c = fj / 2;
            order[k++] = c;
            for (int d = 1; d <= c; d++) {
                order[k++] = c - d;
                order[k++] = c + d;
            }
        } else {
            for (int d = 0; d < fj / 2; d++) {
                order[k++] = fj / 2 - 1 - d;
                order[k++] = fj / 2 + d;
            }
        }
        return order;
    }

    private Vec2 localPosition(int j, int i, int fj) {
        return new Vec2(lateralOffset(i, fj), -j * rankSpacing);
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FormationGrid g && shape == g.shape && size == g.size && files == g.files
                && Double.compare(fileSpacing, g.fileSpacing) == 0 && Double.compare(rankSpacing, g.rankSpacing) == 0;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(shape, size, files, fileSpacing, rankSpacing);
    }

    @Override
    public String toString() {
        return "FormationGrid[" + shape + ", N=" + size + ", F=" + files + ", R=" + ranks + "]";
    }
}
