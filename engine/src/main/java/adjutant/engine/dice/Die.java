package adjutant.engine.dice;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * A die as the list of its equally likely faces; a face may repeat. The derived dice read a D6,
 * so they keep its six faces: their distributions count D6 rolls (total 6).
 *
 * @param faces the faces, at least one
 * @implNote This class is immutable and thread-safe.
 */
public record Die(List<Integer> faces) {

    /** The standard six-sided die (HOW-GEN-3, LOA-GEN-3). */
    public static final Die D6 = of(1, 2, 3, 4, 5, 6);

    /** The average die, AvD: 2, 3, 3, 4, 4, 5 (HOW-GEN-3), for Honours of War's Hit Table rolls. */
    public static final Die AVERAGE = of(2, 3, 3, 4, 4, 5);

    /** d3 = ⌈D6 / 2⌉: 1–2 → 1, 3–4 → 2, 5–6 → 3 (LOA-GEN-3). */
    public static final Die D3 = D6.map(f -> (f + 1) / 2);

    /** d2 = 1 on a D6 of 1–3, 2 on 4–6 (LOA-GEN-3, AMB-6). */
    public static final Die D2 = D6.map(f -> f <= 3 ? 1 : 2);

    public Die {
        faces = List.copyOf(faces);
        if (faces.isEmpty()) {
            throw new IllegalArgumentException("a die needs at least one face");
        }
    }

    public static Die of(int... faces) {
        return new Die(Arrays.stream(faces).boxed().toList());
    }

    /** The number of faces. */
    public int size() {
        return faces.size();
    }

    /** The number of faces that pass {@code test} (the faces that succeed, for a save die). */
    public int count(IntPredicate test) {
        return (int) faces.stream().filter(test::test).count();
    }

    /** The die whose faces are {@code f} of these faces, in the same order. */
    public Die map(IntUnaryOperator f) {
        return of(faces.stream().mapToInt(Integer::intValue).map(f).toArray());
    }

    /** One roll: each face weight 1, total {@link #size}. */
    public Distribution distribution() {
        return Distribution.uniform(faces.stream().mapToInt(Integer::intValue).toArray());
    }
}
