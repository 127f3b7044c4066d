package adjutant.tools.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every game of a tournament in order, independent of how many run at once.
 *
 * <p>Each pairing plays {@code games / 2} game pairs; both games of a pair have the same seed and
 * scenario, the first with the pairing's first player as blue, the second with the sides swapped.
 * Scenarios rotate over the pairs. Games are ordered in rounds — pair 0 of every pairing, then
 * pair 1 of every pairing, and so on — so a run cut short is still balanced.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Schedule {

    private final List<Entrant> entrants;
    private final List<Pairing> pairings;
    private final List<ScheduledGame> games;

    private Schedule(List<Entrant> entrants, List<Pairing> pairings, List<ScheduledGame> games) {
        this.entrants = List.copyOf(entrants);
        this.pairings = List.copyOf(pairings);
        this.games = Collections.unmodifiableList(games);
    }

    public static Schedule of(TournamentParams params) {
        List<Entrant> entrants = entrants(params.players());
        List<Pairing> pairings = new ArrayList<>();
        int n = entrants.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (params.format() == Format.ROUND_ROBIN || i == 0) {
                    pairings.add(new Pairing(pairings.size(), entrants.get(i), entrants.get(j)));
                }
            }
        }
        List<ScheduledGame> games = new ArrayList<>();
        int pairs = params.gamesPerPairing() / 2;
        for (int pair = 0; pair < pairs; pair++) {
            String scenario = params.scenarios().get(pair % params.scenarios().size());
            for (Pairing p : pairings) {
                long seed = Seeds.gameSeed(params.seed(), p.index(), pair);
                games.add(new ScheduledGame(games.size(), p, pair, p.first(), p.second(), scenario, seed));
                games.add(new ScheduledGame(games.size(), p, pair, p.second(), p.first(), scenario, seed));
            }
        }
        return new Schedule(entrants, pairings, games);
    }

    /** Entrants named by their specs; a spec entered more than once gets #1, #2, ... */
    static List<Entrant> entrants(List<String> specs) {
        Map<String, Integer> count = new HashMap<>();
        specs.forEach(s -> count.merge(s, 1, Integer::sum));
        Map<String, Integer> seen = new HashMap<>();
        List<Entrant> out = new ArrayList<>();
        for (String spec : specs) {
            String name = spec;
            if (count.get(spec) > 1) {
                name = spec + "#" + seen.merge(spec, 1, Integer::sum);
            }
            out.add(new Entrant(out.size(), name, spec));
        }
        return out;
    }

    public List<Entrant> entrants() {
        return entrants;
    }

    public List<Pairing> pairings() {
        return pairings;
    }

    public List<ScheduledGame> games() {
        return games;
    }

    public ScheduledGame game(int index) {
        return games.get(index);
    }

    public int size() {
        return games.size();
    }
}
