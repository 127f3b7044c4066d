package adjutant.engine.honours;

import adjutant.engine.game.Hasher;

/** What changes about a command figure: where it stands, its rating after casualties, whether it is gone (HOW-CMD). */
public final class CommanderState {

    double x;
    double y;
    /** The current rating, casualties included (HOW-CMD-19); null for an unrated general never hit. */
    Rating rating;
    /** Casualties suffered (HOW-CMD-19: each further one on a dithering commander is −1). */
    int casualties;
    /** Moved this turn (phase 1 for generals; after its brigade for brigade commanders). */
    boolean moved;
    /** Removed when every unit of the brigade is Done For (HOW-CMD-13). */
    boolean removed;
    /** Phase 1: the brigade this general directs this turn, or −(2 + c) when he raises lieutenant general c; −1 none (HOW-CMD-14, HOW-OPT-7). */
    int directs = -1;
    /** A lieutenant general's rating for this turn as raised by the commanding general, null if not raised (HOW-OPT-7, HOW-OPT-8). */
    Rating raisedTo;
    /** −1 on the command roll per casualty suffered while already dithering (HOW-CMD-19, AMB-17). */
    int penalty;

    CommanderState copy() {
        CommanderState c = new CommanderState();
        c.x = x;
        c.y = y;
        c.rating = rating;
        c.casualties = casualties;
        c.moved = moved;
        c.removed = removed;
        c.directs = directs;
        c.raisedTo = raisedTo;
        c.penalty = penalty;
        return c;
    }

    void hashInto(Hasher h) {
        h.mix(x).mix(y).mix(rating == null ? -1 : rating.ordinal()).mix(casualties).mix(moved).mix(removed)
                .mix(directs).mix(raisedTo == null ? -1 : raisedTo.ordinal()).mix(penalty);
    }

    public double x() {
        return x;
    }

    public double y() {
        return y;
    }

    public Rating rating() {
        return rating;
    }

    public int casualties() {
        return casualties;
    }

    public boolean removed() {
        return removed;
    }
}
