package adjutant.engine.honours;

import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import java.util.ArrayList;
import java.util.List;

/**
 * The dice of the game as chance outcomes with exact probabilities (HOW-GEN-3): a D6, the
 * average die (faces 2, 3, 3, 4, 4, 5; used only on the Hit Table), two D6 read separately (one
 * for each side, initiative) and 2D6 read as a pair of faces, lower first.
 */
public final class Rolls {

    private static final List<ChanceOutcome<HowAction>> D6 = single(Dice.d6());
    private static final List<ChanceOutcome<HowAction>> AVERAGE = single(Dice.averageDie());
    private static final List<ChanceOutcome<HowAction>> TWO_SIDES = twoSides();
    private static final List<ChanceOutcome<HowAction>> TWO_D6 = pairs();

    private Rolls() {
    }

    /** One D6: Roll(face, 0), 1/6 each. */
    public static List<ChanceOutcome<HowAction>> d6() {
        return D6;
    }

    /** One average die: Roll(face, 0) for faces 2–5, 1/6, 2/6, 2/6, 1/6 (HOW-GEN-3). */
    public static List<ChanceOutcome<HowAction>> averageDie() {
        return AVERAGE;
    }

    /** A D6 for each side, blue's first: 36 outcomes of 1/36 (initiative, HOW-INIT-1). */
    public static List<ChanceOutcome<HowAction>> eachSide() {
        return TWO_SIDES;
    }

    /** 2D6 as the faces, lower first: 21 outcomes (1/36 for a double, 2/36 otherwise). */
    public static List<ChanceOutcome<HowAction>> twoD6() {
        return TWO_D6;
    }

    /** Checks that a roll is one D6 face. */
    public static Verdict checkD6(HowAction a) {
        return a instanceof Roll r && r.second() == 0 && r.first() >= 1 && r.first() <= 6
                ? Verdict.ok() : Verdict.illegal("HOW-GEN-3", "expected one D6 face (1 to 6), got " + a);
    }

    /** Checks that a roll is one average-die face. */
    public static Verdict checkAverageDie(HowAction a) {
        return a instanceof Roll r && r.second() == 0 && r.first() >= 2 && r.first() <= 5
                ? Verdict.ok() : Verdict.illegal("HOW-GEN-3", "expected one average die face (2 to 5), got " + a);
    }

    /** Checks that a roll is two D6 faces. */
    public static Verdict checkTwoD6(HowAction a) {
        return a instanceof Roll r && r.first() >= 1 && r.first() <= 6 && r.second() >= 1 && r.second() <= 6
                ? Verdict.ok() : Verdict.illegal("HOW-GEN-3", "expected two D6 faces (1 to 6 each), got " + a);
    }

    private static List<ChanceOutcome<HowAction>> single(Distribution d) {
        List<ChanceOutcome<HowAction>> out = new ArrayList<>();
        for (Distribution.Outcome o : d.outcomes()) {
            out.add(new ChanceOutcome<>(Roll.of(o.value()), o.probability()));
        }
        return List.copyOf(out);
    }

    private static List<ChanceOutcome<HowAction>> twoSides() {
        List<ChanceOutcome<HowAction>> out = new ArrayList<>();
        for (int b = 1; b <= 6; b++) {
            for (int r = 1; r <= 6; r++) {
                out.add(new ChanceOutcome<>(new Roll(b, r), 1.0 / 36));
            }
        }
        return List.copyOf(out);
    }

    private static List<ChanceOutcome<HowAction>> pairs() {
        List<ChanceOutcome<HowAction>> out = new ArrayList<>();
        for (int a = 1; a <= 6; a++) {
            for (int b = a; b <= 6; b++) {
                out.add(new ChanceOutcome<>(new Roll(a, b), (a == b ? 1.0 : 2.0) / 36));
            }
        }
        return List.copyOf(out);
    }
}
