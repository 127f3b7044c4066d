package adjutant.engine.augsburg;

import adjutant.engine.geometry.Vec2;

/**
 * Overlap of two footprints, each a rectangle at any angle (separating axes). A positive margin
 * grows both, so touching counts; a negative one shrinks them, so touching does not.
 *
 * @implNote This class is stateless and thread-safe.
 */
final class Rects {

    /** Closer than this is contact (AMB-41: nearest figure to nearest figure). */
    static final double CONTACT = 0.01;

    private Rects() {
    }

    static boolean overlap(Footprint a, Footprint b, double margin) {
        Vec2 ua = a.forward();
        Vec2 va = ua.rightNormal();
        Vec2 ub = b.forward();
        Vec2 vb = ub.rightNormal();
        Vec2 d = b.centre().minus(a.centre());
        for (Vec2 n : new Vec2[] {ua, va, ub, vb}) {
            double ra = a.depth() / 2 * Math.abs(ua.dot(n)) + a.width() / 2 * Math.abs(va.dot(n));
            double rb = b.depth() / 2 * Math.abs(ub.dot(n)) + b.width() / 2 * Math.abs(vb.dot(n));
            if (Math.abs(d.dot(n)) >= ra + rb + 2 * margin) {
                return false;
            }
        }
        return true;
    }

    /** The same rectangle on the table (an about face in place leaves it so). */
    static boolean same(Footprint a, Footprint b) {
        return a.centre().distance(b.centre()) <= 1e-9 && Math.abs(a.width() - b.width()) <= 1e-9
                && Math.abs(a.depth() - b.depth()) <= 1e-9
                && Math.abs(Math.sin(Math.toRadians(a.facing() - b.facing()))) <= 1e-9;
    }
}
