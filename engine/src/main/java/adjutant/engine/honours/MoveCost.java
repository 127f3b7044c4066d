package adjutant.engine.honours;

/**
 * What one move spends (HOW-MOVE-2, AMB-48): {@code moves} normal moves, where a normal move is
 * {@code rateCm} for this move (HOW-MOVE-1, the line rate when the formation changes,
 * HOW-FORM-5). Infinite when impassable or forbidden; then {@code rule} and {@code reason} say why.
 *
 * @param direction where the straight part of the move goes, judged from the start (HOW-MOVE-5)
 * @param wheelDeg how far the unit wheels (0 when it turns in place as a formation change)
 * @param formationChange whether the move counts as a formation change (HOW-FORM-4, HOW-FORM-5)
 * @param endsInRiver the move enters a fordable river and ends in it (HOW-TERR-17)
 * @param road the whole move follows a road in march column (HOW-TERR-15)
 * @param crossed the linear obstacles crossed, for words ("the hedge and the stream"), empty if none
 */
record MoveCost(double moves, double rateCm, Sector direction, double wheelDeg, boolean formationChange,
        boolean endsInRiver, boolean road, String crossed, String rule, String reason) {

    static MoveCost blocked(String rule, String reason) {
        return new MoveCost(Double.POSITIVE_INFINITY, 0, Sector.FRONT, 0, false, false, false, "", rule, reason);
    }

    boolean passable() {
        return Double.isFinite(moves);
    }

    /** The cost in cm of this move's normal move. */
    double cm() {
        return passable() ? moves * rateCm : Double.POSITIVE_INFINITY;
    }
}
