package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.PlaceGeneral;
import java.util.List;

/**
 * Phase 1: each side's commanding general moves and names the brigade he directs this turn
 * (HOW-CMD-1, HOW-CMD-14). Blue places first; each placement is checked against the enemy as
 * he stands at the phase's start, so the order does not matter (AMB-14).
 */
final class Generals implements PhaseLogic {

    static final Generals LOGIC = new Generals();

    @Override
    public void start(HowState s) {
        for (Side side : new Side[] {Side.RED, Side.BLUE}) {
            int g = s.setup.general(side);
            if (g >= 0 && !s.commanders[g].removed) {
                s.push(new Placement(g));
            }
        }
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }

    /** A general's move and choice of brigade. */
    record Placement(int commander) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.commanderSide(commander);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            CommanderState c = s.commanders[commander];
            return List.of(new PlaceGeneral(commander, c.x, c.y, -1));
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            if (!(a instanceof PlaceGeneral p) || p.commander() != commander) {
                return Verdict.illegal("HOW-SEQ-1", "phase 1: the general " + s.setup.commander(commander).name() + " moves");
            }
            return Verdict.ok();
        }

        @Override
        public void apply(HowState s, HowAction a) {
            PlaceGeneral p = (PlaceGeneral) a;
            CommanderState c = s.commanders[commander];
            c.x = p.x();
            c.y = p.y();
            c.moved = true;
            s.directed[s.setup.commanderSide(commander).ordinal()] = p.directs();
        }

        @Override
        public String words(HowState s, HowAction a) {
            PlaceGeneral p = (PlaceGeneral) a;
            String who = s.setup.commander(commander).name();
            String where = String.format("moves to (%.1f, %.1f) cm", p.x(), p.y());
            String directs = p.directs() < 0 ? "and directs no brigade" : "and directs " + s.setup.brigade(p.directs()).name();
            return who + " " + where + " " + directs + ".";
        }

        @Override
        public String describe(HowState s) {
            return s.setup.commander(commander).name() + " moves (phase 1).";
        }
    }
}
