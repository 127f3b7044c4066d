package adjutant.engine.honours;

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

    CommanderState copy() {
        CommanderState c = new CommanderState();
        c.x = x;
        c.y = y;
        c.rating = rating;
        c.casualties = casualties;
        c.moved = moved;
        c.removed = removed;
        return c;
    }

    void hashInto(Hasher h) {
        h.mix(x).mix(y).mix(rating == null ? -1 : rating.ordinal()).mix(casualties).mix(moved).mix(removed);
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
