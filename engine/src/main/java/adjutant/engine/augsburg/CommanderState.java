package adjutant.engine.augsburg;

import adjutant.engine.game.Hasher;

import adjutant.engine.geometry.Vec2;

/** What changes about a commander: where he stands and his CP this turn (LOA-CMD-1, LOA-CMD-3). */
public final class CommanderState {

    public double x;
    public double y;
    /** CinC: CP left to hand out; brigadier: the brigade's pool left (LOA-CMD-3). */
    public int cp;
    /** Brigadier: CP received from the CinC this turn (LOA-CMD-2). */
    public int received;
    /** Moved this turn (AMB-42). */
    public boolean moved;

    CommanderState() {
    }

    CommanderState copy() {
        CommanderState c = new CommanderState();
        c.x = x;
        c.y = y;
        c.cp = cp;
        c.received = received;
        c.moved = moved;
        return c;
    }

    void hash(Hasher h) {
        h.mix(x).mix(y).mix(cp).mix(received).mix(moved);
    }

    public Vec2 position() {
        return new Vec2(x, y);
    }
}
