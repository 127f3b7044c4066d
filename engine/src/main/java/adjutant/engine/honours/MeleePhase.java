package adjutant.engine.honours;

import java.util.List;

/**
 * Phase 6: melee and pursuit (HOW-MELEE, HOW-PURS), in the canonical order of HOW-MELEE-18
 * (AMB-10), one step at a time ({@link HowState#phaseStep}):
 * <ol>
 * <li>As the phase starts: transport and limbered artillery touching an enemy are overrun, Done
 * For with no roll (HOW-MELEE-11); every other contact joins a cluster (HOW-MELEE-1).</li>
 * <li>{@link #FIGHT}: each cluster fights its rounds to the end ({@link MeleeRound}), in the
 * order of their lowest unit index. AMB-16 lets the firing-initiative winner order them; the
 * order matters only where a pursuit could reach a unit still to fight, and pursuits come after
 * every cluster here, so a fixed order (the spec's default) is used.</li>
 * <li>{@link #DECLARE}: cavalry winners declare their wish to pursue before the losers move
 * (HOW-PURS-2); infantry winners note what they may occupy.</li>
 * <li>{@link #REACT}: every unit that fought and has 4+ hits reacts (HOW-MELEE-13, cause MELEE,
 * so deployed artillery makes the melee abandon roll, HOW-MELEE-14). Supporters are not in the
 * melee and do not react.</li>
 * <li>{@link #FOLLOW}: infantry winners occupy the built-up area (compulsory) or works (a
 * choice) they won (HOW-MELEE-15, HOW-TERR-28).</li>
 * <li>{@link #PURSUE}: pursuit rolls and moves, each new melee fought at once with its
 * reactions (HOW-PURS).</li>
 * </ol>
 */
final class MeleePhase implements PhaseLogic {

    static final MeleePhase LOGIC = new MeleePhase();

    static final int FIGHT = 0;
    static final int DECLARE = 1;
    static final int REACT = 2;
    static final int FOLLOW = 3;
    static final int PURSUE = 4;

    @Override
    public void start(HowState s) {
        s.phaseStep = FIGHT;
        overrun(s);
        MeleeCluster.form(s);
    }

    @Override
    public boolean next(HowState s) {
        switch (s.phaseStep) {
            case FIGHT -> {
                int cluster = nextCluster(s);
                if (cluster >= 0) {
                    MeleeRound.start(s, cluster, 1);
                } else {
                    s.phaseStep = DECLARE;
                }
            }
            case DECLARE -> {
                FollowUp.mark(s);
                Pursuit.declare(s);
                s.phaseStep = REACT;
            }
            case REACT -> {
                react(s, fought(s));
                s.phaseStep = FOLLOW;
            }
            case FOLLOW -> {
                FollowUp.advance(s);
                s.phaseStep = PURSUE;
            }
            default -> {
                return Pursuit.next(s);
            }
        }
        return true;
    }

    /** Transport and limbered artillery successfully charged: Done For at once, no roll (HOW-MELEE-11). */
    static void overrun(HowState s) {
        for (int u = 0; u < s.units.length; u++) {
            if (!s.inPlay(u) || !MeleeCluster.overrunnable(s, u)) {
                continue;
            }
            for (int e = 0; e < s.units.length; e++) {
                if (s.setup.side(e) != s.setup.side(u) && s.inPlay(e) && !MeleeCluster.overrunnable(s, e) && s.inContact(u, e)) {
                    Hits.take(s, u, Math.max(0, 5 - s.units[u].hits), e);
                    s.units[u].melee.fought = true; // routs with the reactions, through friends (HOW-REACT-11)
                    break;
                }
            }
        }
    }

    private static int nextCluster(HowState s) {
        for (int u = 0; u < s.units.length; u++) {
            MeleeMarks m = s.units[u].melee;
            if (m.cluster >= 0 && !m.fought) {
                return m.cluster;
            }
        }
        return -1;
    }

    private static List<Integer> fought(HowState s) {
        List<Integer> out = new java.util.ArrayList<>();
        for (int u = 0; u < s.units.length; u++) {
            if (s.units[u].melee.fought) {
                out.add(u);
            }
        }
        return out;
    }

    /** Queues the reactions of the units with 4+ hits (HOW-MELEE-13), the lowest index first. */
    static void react(HowState s, List<Integer> units) {
        for (int i = units.size() - 1; i >= 0; i--) {
            int u = units.get(i);
            if (s.inPlay(u) && s.units[u].hits >= 4) {
                Reactions.react(s, u, Reactions.Cause.MELEE);
            }
        }
    }
}
