package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Rally;
import java.util.ArrayList;
import java.util.List;

/**
 * Phase 7: rally and reforming (HOW-RALLY).
 * <ol>
 * <li>Done For units are removed (HOW-RALLY-1), and brigade commanders whose units are all Done
 * For with them (HOW-CMD-13).</li>
 * <li>Each side's commanding general, and each lieutenant general (HOW-OPT-6, for his own
 * command), unless dithering, may rally 1 extra hit (dashing 2) from one unit within 5 cm, in
 * contact with the enemy or not (HOW-RALLY-3, AMB-50): a {@link GeneralRally} decision.</li>
 * <li>Every unit then rallies by the table (HOW-RALLY-2): by class and the distance to the
 * nearest enemy, 30 and 60 cm both in the middle band (AMB-50). No rally ever takes a unit's
 * last hit (HOW-RALLY-4).</li>
 * <li>Red dice (HOW-RALLY-5 to HOW-RALLY-8, AMB-51): a red unit below 4 hits after its rally
 * phase reforms next turn; one still at 4 must retreat again ({@link UnitState#mustRetreatAgain},
 * made by the command rules at its brigade's activation). A reforming unit turns green at the end
 * of its reforming turn if below 4, or stays red and must retreat again.</li>
 * </ol>
 * Transport never rallies (AMB-58). Units turn red when they retreat with 4 hits (HOW-REACT-17,
 * set by the reactions).
 */
final class RallyPhase implements PhaseLogic {

    static final RallyPhase LOGIC = new RallyPhase();

    @Override
    public void start(HowState s) {
        removeDoneFor(s);
        for (int c = s.commanders.length - 1; c >= 0; c--) {
            if (!candidates(s, c).isEmpty()) {
                s.push(new GeneralRally(c));
            }
        }
    }

    @Override
    public boolean next(HowState s) {
        for (int u = 0; u < s.units.length; u++) {
            if (s.inPlay(u) && s.setup.type(u) != UnitType.TRANSPORT) {
                rallyOff(s, u, tableRally(s, u));
                reform(s.units[u]);
                ArtilleryAbandon.afterRally(s, u); // HOW-REACT-15: a rallied crew whose guns were taken is Done For
            }
        }
        return false;
    }

    /** Removes Done For units (HOW-RALLY-1) and the commanders of brigades with none left (HOW-CMD-13). */
    static void removeDoneFor(HowState s) {
        for (UnitState u : s.units) {
            if (u.doneFor) {
                u.removed = true;
            }
        }
        for (int c = 0; c < s.commanders.length; c++) {
            int b = s.setup.commanderBrigade(c);
            if (b >= 0 && !TurnFlow.hasUnits(s, b)) {
                s.commanders[c].removed = true;
            }
        }
    }

    /** Hits the table rallies (HOW-RALLY-2, AMB-50). */
    static int tableRally(HowState s, int u) {
        double d = s.nearestEnemyDistance(u);
        boolean inferior = s.setup.unit(u).unitClass() == UnitClass.INFERIOR;
        if (d < s.setup.cm(Distance.RALLY_NEAR)) {
            return 0;
        }
        if (d <= s.setup.cm(Distance.RALLY_FAR)) {
            return inferior ? 0 : 1;
        }
        return inferior ? 1 : 2;
    }

    /** Takes off up to {@code n} hits, never the last (HOW-RALLY-4). */
    static void rallyOff(HowState s, int u, int n) {
        UnitState st = s.units[u];
        if (st.hits > 1) {
            st.hits = Math.max(1, st.hits - n);
        }
    }

    /** The red die after the unit's rally (HOW-RALLY-5 to HOW-RALLY-8, AMB-51). */
    static void reform(UnitState u) {
        if (!u.red) {
            return;
        }
        if (u.reforming) {
            u.reforming = false; // the end of its reforming turn (HOW-RALLY-7)
            u.red = u.hits >= 4;
            u.mustRetreatAgain = u.hits >= 4;
        } else if (u.hits < 4) {
            u.reforming = true; // reforms next turn (HOW-RALLY-6)
            u.mustRetreatAgain = false;
        } else {
            u.mustRetreatAgain = true; // failed to rally (HOW-RALLY-8)
        }
    }

    /** Hits a general rallies: dashing 2, dependable or unrated 1, dithering none (HOW-RALLY-3). */
    static int generalRally(HowState s, int c) {
        Rating r = s.commanders[c].rating;
        return r == null || r == Rating.DEPENDABLE ? 1 : r == Rating.DASHING ? 2 : 0;
    }

    /** Units the general or lieutenant general may rally now: his own (command), in play, with a hit to spare, within 5 cm. */
    static List<Integer> candidates(HowState s, int c) {
        List<Integer> out = new ArrayList<>();
        CommanderRole role = s.role(c);
        if (role == CommanderRole.BRIGADIER || s.commanders[c].removed || generalRally(s, c) == 0) {
            return out;
        }
        Vec2 at = new Vec2(s.commanders[c].x, s.commanders[c].y);
        List<String> command = s.setup.commander(c).brigades();
        for (int u = 0; u < s.units.length; u++) {
            boolean mine = s.setup.side(u) == s.setup.commanderSide(c) && (role == CommanderRole.GENERAL
                    || command.contains(s.setup.brigade(s.setup.brigadeOf(u)).id()));
            if (mine && s.inPlay(u) && s.units[u].hits > 1 && s.setup.type(u) != UnitType.TRANSPORT
                    && s.footprint(u).distanceTo(at) <= s.setup.cm(Distance.GENERAL_RALLY_RADIUS)) {
                out.add(u);
            }
        }
        return out;
    }

    /** A general names the unit he rallies, or none (HOW-RALLY-3, HOW-OPT-6). */
    record GeneralRally(int commander) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.commanderSide(commander);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            List<HowAction> out = new ArrayList<>();
            for (int u : candidates(s, commander)) {
                out.add(new Rally(commander, u));
            }
            out.add(new Rally(commander, -1));
            return out;
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            if (!(a instanceof Rally r) || r.commander() != commander) {
                return Verdict.illegal("HOW-RALLY-3", s.setup.commander(commander).name() + " names one unit to rally, or none");
            }
            return r.unit() < 0 || candidates(s, commander).contains(r.unit()) ? Verdict.ok()
                    : Verdict.illegal("HOW-RALLY-3", s.setup.commander(commander).name()
                            + " rallies only a unit of his command within 5 cm that has more than 1 hit");
        }

        @Override
        public void apply(HowState s, HowAction a) {
            int u = ((Rally) a).unit();
            if (u >= 0) {
                rallyOff(s, u, generalRally(s, commander));
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            int u = ((Rally) a).unit();
            String who = s.setup.commander(commander).name();
            if (u < 0) {
                return who + " rallies no unit.";
            }
            int before = s.units[u].hits;
            int after = Math.max(1, before - generalRally(s, commander));
            return who + " rallies " + s.setup.unitName(u) + " from " + before + " to " + after + " hits.";
        }

        @Override
        public String describe(HowState s) {
            return s.setup.commander(commander).name() + " may rally one unit within 5 cm.";
        }
    }
}
