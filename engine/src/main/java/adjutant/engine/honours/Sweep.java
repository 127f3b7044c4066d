package adjutant.engine.honours;

import java.util.List;

/**
 * One move's way: a unit from footprint {@code a} in formation {@code fa} to {@code b} in
 * {@code fb}. The footprints along it ({@link Proximity#path}) are built once, when a check first
 * walks them: a move's checks (enemies near, friends passed through, coming nearer the enemy)
 * each walk the same way.
 */
final class Sweep {
    final HowState s;
    final int u;
    final Footprint a;
    final Formation fa;
    final Footprint b;
    final Formation fb;
    private List<Footprint> path;

    Sweep(HowState s, int u, Footprint a, Formation fa, Footprint b, Formation fb) {
        this.s = s;
        this.u = u;
        this.a = a;
        this.fa = fa;
        this.b = b;
        this.fb = fb;
    }

    /** The footprints from a to b, both included. */
    List<Footprint> path() {
        if (path == null) {
            path = Proximity.path(s, u, a, fa, b, fb);
        }
        return path;
    }

    /** The footprints from a to b kept in formation {@code f} all the way: this sweep's own when it keeps f. */
    List<Footprint> pathIn(Formation f) {
        return f == fa && f == fb ? path() : Proximity.path(s, u, a, f, b, f);
    }
}
