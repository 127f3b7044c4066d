package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import java.util.ArrayDeque;

/**
 * Which units of a brigade are in command (HOW-CMD-11, EX-7): those within 15 cm of their
 * brigade commander, and, through chains of links of 5 cm or less between units of the same
 * brigade, every unit connected to one of them. A breadth-first search from the units near the
 * commander. The rules evaluate it as the brigade's activation begins, before any unit moves
 * (AMB-65). An independent unit has no commander and is always in command (HOW-CMD-12).
 */
final class InCommand {

    private InCommand() {
    }

    /** Per unit of {@link HowSetup#brigadeUnits} (same order): whether it is in command now. */
    static boolean[] of(HowState s, int brigade) {
        int[] us = s.setup.brigadeUnits(brigade);
        boolean[] in = new boolean[us.length];
        int bc = s.setup.brigadeCommander(brigade);
        if (bc < 0) {
            java.util.Arrays.fill(in, true);
            return in;
        }
        Vec2 commander = new Vec2(s.commanders[bc].x, s.commanders[bc].y);
        double radius = s.setup.cm(Distance.COMMAND_RADIUS);
        double chain = s.setup.cm(Distance.COMMAND_CHAIN);
        ArrayDeque<Integer> frontier = new ArrayDeque<>();
        for (int i = 0; i < us.length; i++) {
            if (s.inPlay(us[i]) && !s.commanders[bc].removed
                    && s.footprint(us[i]).distanceTo(commander) <= radius + CommandFigureMove.EPS) {
                in[i] = true;
                frontier.add(i);
            }
        }
        while (!frontier.isEmpty()) {
            int i = frontier.poll();
            for (int j = 0; j < us.length; j++) {
                if (!in[j] && s.inPlay(us[j]) && s.distance(us[i], us[j]) <= chain + CommandFigureMove.EPS) {
                    in[j] = true;
                    frontier.add(j);
                }
            }
        }
        return in;
    }
}
