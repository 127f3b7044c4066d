package adjutant.engine.blownaway;

/**
 * Test-only: puts a state into situations the rules cannot reach yet (they are still being
 * written), so that the board's drawing of runners, the dead, engagements and the artillery arc
 * can be seen and tested. Lives in the engine's package to reach its package-private fields.
 */
public final class ShowcaseStates {
    private ShowcaseStates() {}

    public static void setStatus(BaState s, int figure, FigureStatus status) {
        s.setStatus(figure, (byte) status.ordinal());
        if (status != FigureStatus.IN_RANKS) {
            s.setSlotRaw(figure, -1);
        }
    }

    public static void moveFigure(BaState s, int figure, double x, double y) {
        s.setXRaw(figure, x);
        s.setYRaw(figure, y);
    }

    public static void engage(BaState s, int a, int b, int id) {
        s.setEngagement(a, id);
        s.setEngagement(b, id);
        s.pairs[a] |= 1L << b;
        s.pairs[b] |= 1L << a;
    }

    public static void artilleryStep(BaState s, int gun) {
        s.phase = Phase.ARTILLERY;
        s.cursor = gun;
    }

    public static void owner(BaState s, int objective, int ownerCode) {
        s.setOwnerCode(objective, ownerCode);
    }

    /** Ends the turn as if nothing could fire or fight: the other side's MAIN step of the next turn. */
    public static void passTurn(BaState s) {
        s.active = s.active.opponent();
        s.deciding = s.active;
        s.phase = Phase.MAIN;
        s.cursor = BaState.NONE;
        s.turn++;
        s.commanderMoved = false;
    }
}
