package adjutant.engine.blownaway;

/**
 * Walks a unit's body elements (BA-GEO-3) without allocating: element k for k below the unit's
 * starting men is its k-th man, counted when in ranks; element {@code startMen} is the cannon's
 * axle, counted when the gun is manned. Hot paths loop {@code k = 0 .. startMen} and skip what
 * {@link #at} rejects.
 */
final class BodyElements {
    private BodyElements() {}

    /**
     * Writes element k's x, y and footprint radius into {@code out[0..2]} and says whether it is
     * part of the body; {@code manned} is the caller's (once computed) answer for the gun.
     */
    static boolean at(BaState s, int unit, int k, boolean manned, double[] out) {
        int f = s.setup.firstFigure[unit] + k;
        if (k < s.setup.startMen[unit]) {
            if (s.statusOrdinal(f) != FigureStatus.IN_RANKS.ordinal()) {
                return false;
            }
            out[0] = s.x(f);
            out[1] = s.y(f);
            out[2] = s.setup.figRadius[f];
            return true;
        }
        if (!manned) {
            return false;
        }
        out[0] = s.anchorX(unit);
        out[1] = s.anchorY(unit);
        out[2] = Params.RADIUS_CANNON;
        return true;
    }
}
