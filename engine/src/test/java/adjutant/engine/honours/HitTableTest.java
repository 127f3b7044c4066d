package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.honours.HitTable.Row;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Hit Table, its rows and the dice (HOW-HIT-1 to HOW-HIT-3, HOW-ORG-6, HOW-AFIRE-17, HOW-GEN-3, HOW-GEN-4). */
class HitTableTest {

    @Test
    @DisplayName("HOW-HIT-1: every row of the Hit Table as printed")
    void table() {
        int[][] rows = {
            {0, 1, 2, 2, 3, 4, 4}, {0, 1, 1, 2, 3, 3, 4}, {0, 0, 1, 2, 2, 3, 3}, {0, 0, 1, 1, 2, 2, 3},
            {0, 0, 1, 1, 1, 2, 2}, {0, 0, 0, 1, 1, 2, 2}, {0, 0, 0, 0, 1, 1, 2},
            {0, 1, 2, 2, 3, 3, 4}, {0, 0, 1, 2, 2, 3, 4}, {0, 0, 0, 1, 2, 2, 3}};
        for (Row r : Row.values()) {
            for (int roll = 0; roll <= 6; roll++) {
                assertEquals(rows[r.ordinal()][roll], HitTable.hits(r, roll, 3), r + " column " + roll);
            }
        }
    }

    @Test
    @DisplayName("HOW-HIT-2: modified rolls of 0 or less read the ≤0 column, 6 or more the ≥6 column")
    void clamp() {
        assertEquals(0, HitTable.hits(Row.SUPERIOR_INFANTRY, -3, 2));
        assertEquals(4, HitTable.hits(Row.SUPERIOR_INFANTRY, 9, 4));
        assertEquals(2, HitTable.hits(Row.STANDARD_ARTILLERY, 8, 4));
    }

    @Test
    @DisplayName("HOW-HIT-3 / HOW-FIRE-11 / D-1: a natural 5 at net −4 on the Standard Artillery row still gives 1 hit")
    void naturalFive() {
        assertEquals(0, HitTable.hits(Row.STANDARD_ARTILLERY, 1, 4));
        assertEquals(1, HitTable.hits(Row.STANDARD_ARTILLERY, 5 - 4, 5));
        assertEquals(4, HitTable.hits(Row.SUPERIOR_INFANTRY, 6, 5), "never lowers a better result");
    }

    @Test
    @DisplayName("HOW-ORG-6 / AMB-21 / HOW-AFIRE-17: the row follows the roller's type and class")
    void rows() {
        HowState s = FireKit.fixture(
                FireKit.inf("gren", UnitClass.SUPERIOR, 20, 20, 90),
                FireKit.inf("line", UnitClass.STANDARD, 50, 20, 90),
                FireKit.inf("garrison", UnitClass.INFERIOR, 80, 20, 90),
                FireKit.light("jaeger", UnitClass.STANDARD, 110, 20, 90),
                FireKit.light("freikorps", UnitClass.INFERIOR, 140, 20, 90),
                FireKit.light("superiorLi", UnitClass.SUPERIOR, 20, 50, 90),
                FireKit.cav("dragoons", UnitClass.STANDARD, Formation.DISMOUNTED, 50, 50, 90),
                FireKit.cav("cuirassiers", UnitClass.SUPERIOR, Formation.LINE, 80, 50, 90),
                FireKit.guns("guns", GunType.MEDIUM, 110, 50, 90),
                FireKit.spec("heavyGuns", UnitType.ARTILLERY, UnitClass.SUPERIOR, Weapon.NONE, GunType.HEAVY,
                        Formation.DEPLOYED, 140, 50, 90)).start();
        assertEquals(Row.SUPERIOR_INFANTRY, HitTable.row(s, FireKit.u(s, "gren")));
        assertEquals(Row.STANDARD_INFANTRY, HitTable.row(s, FireKit.u(s, "line")));
        assertEquals(Row.INFERIOR_INFANTRY_STANDARD_LI, HitTable.row(s, FireKit.u(s, "garrison")));
        assertEquals(Row.INFERIOR_INFANTRY_STANDARD_LI, HitTable.row(s, FireKit.u(s, "jaeger")));
        assertEquals(Row.INFERIOR_LI, HitTable.row(s, FireKit.u(s, "freikorps")));
        assertEquals(Row.INFERIOR_INFANTRY_STANDARD_LI, HitTable.row(s, FireKit.u(s, "superiorLi")));
        assertEquals(Row.INFERIOR_INFANTRY_STANDARD_LI, HitTable.row(s, FireKit.u(s, "dragoons")), "dismounted cavalry fire as LI");
        assertEquals(Row.SUPERIOR_CAVALRY, HitTable.row(s, FireKit.u(s, "cuirassiers")));
        assertEquals(Row.STANDARD_ARTILLERY, HitTable.row(s, FireKit.u(s, "guns")));
        assertEquals(Row.SUPERIOR_ARTILLERY, HitTable.row(s, FireKit.u(s, "heavyGuns")));
    }

    @Test
    @DisplayName("HOW-GEN-3: the average die has faces 2, 3, 3, 4, 4, 5; a D6 is 1 to 6")
    void averageDie() {
        List<ChanceOutcome<HowAction>> avd = Rolls.averageDie();
        double[] p = new double[7];
        for (ChanceOutcome<HowAction> o : avd) {
            p[((Roll) o.outcome()).first()] += o.probability();
        }
        assertEquals(1.0 / 6, p[2], 1e-12);
        assertEquals(2.0 / 6, p[3], 1e-12);
        assertEquals(2.0 / 6, p[4], 1e-12);
        assertEquals(1.0 / 6, p[5], 1e-12);
        assertEquals(3.5, 2 * p[2] + 3 * p[3] + 4 * p[4] + 5 * p[5], 1e-12);
        assertEquals(6, Rolls.d6().size());
    }

    @Test
    @DisplayName("HOW-GEN-4: 4–6 to pass is 1/2, ±1 gives 2/3 and 1/3, ±2 gives 5/6 and 1/6; 2D6 11–12 is 1/12")
    void odds() {
        double[] expected = {1.0 / 6, 1.0 / 3, 1.0 / 2, 2.0 / 3, 5.0 / 6};
        for (int mod = -2; mod <= 2; mod++) {
            double pass = 0;
            for (ChanceOutcome<HowAction> o : Rolls.d6()) {
                if (((Roll) o.outcome()).first() + mod >= 4) {
                    pass += o.probability();
                }
            }
            assertEquals(expected[mod + 2], pass, 1e-12, "modifier " + mod);
        }
        double casualty = 0;
        for (ChanceOutcome<HowAction> o : Rolls.twoD6()) {
            Roll r = (Roll) o.outcome();
            if (r.first() + r.second() >= 11) {
                casualty += o.probability();
            }
        }
        assertEquals(1.0 / 12, casualty, 1e-12);
    }
}
