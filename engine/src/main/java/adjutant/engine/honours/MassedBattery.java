package adjutant.engine.honours;

import adjutant.engine.geometry.Angles;
import java.util.ArrayList;
import java.util.List;

/**
 * A massed battery (HOW-AFIRE-4): two or more deployed gun bases of the same brigade that touch
 * each other (one after another) and face the same way. Every gun of it may fire at a target any
 * of them may choose; each still rolls with its own modifiers.
 */
final class MassedBattery {

    private MassedBattery() {
    }

    /** The other guns of the unit's massed battery (empty when it stands alone). */
    static List<Integer> mates(HowState s, int unit) {
        List<Integer> group = new ArrayList<>();
        if (!gun(s, unit)) {
            return group;
        }
        group.add(unit);
        int brigade = s.setup.brigadeOf(unit);
        for (int i = 0; i < group.size(); i++) {
            int a = group.get(i);
            for (int b : s.setup.brigadeUnits(brigade)) {
                if (!group.contains(b) && gun(s, b) && s.inContact(a, b)
                        && Math.abs(Angles.turnDeg(s.units[a].facing, s.units[b].facing)) < 1) {
                    group.add(b);
                }
            }
        }
        group.remove(Integer.valueOf(unit));
        return group;
    }

    private static boolean gun(HowState s, int u) {
        UnitState st = s.units[u];
        return s.setup.type(u) == UnitType.ARTILLERY && s.inPlay(u) && st.formation == Formation.DEPLOYED && !st.gunsAbandoned;
    }
}
