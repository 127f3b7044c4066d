package adjutant.engine.blownaway.action;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The main actions' written-out equals and hashCode give what a record's generated ones give:
 * each is compared with a twin record of the same components, on random values, including
 * equal values, -0.0 against 0.0 and NaN.
 */
class RecordMethodsTest {
    private record MoveTwin(int unit, double pivotDeg, double offsetDeg, double distance) {}

    private record MobTwin(int unit, double dx, double dy) {}

    private record LegTwin(double turnDeg, double length) {}

    private record SnakeTwin(int unit, double pivotDeg, List<LegTwin> legs) {}

    private static final double[] VALUES = {0.0, -0.0, 1.5, -45, 22.5, 12.7, Double.NaN, 180};

    @Test
    void moveEqualsAndHashAsARecord() {
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 2000; i++) {
            int u1 = r.nextInt(3), u2 = r.nextInt(3);
            double[] a = pick(r, 3), b = pick(r, 3);
            Move m1 = new Move(u1, a[0], a[1], a[2]), m2 = new Move(u2, b[0], b[1], b[2]);
            MoveTwin t1 = new MoveTwin(u1, a[0], a[1], a[2]), t2 = new MoveTwin(u2, b[0], b[1], b[2]);
            assertEquals(t1.hashCode(), m1.hashCode());
            assertEquals(t1.equals(t2), m1.equals(m2));
        }
    }

    @Test
    void mobMoveEqualsAndHashAsARecord() {
        SplittableRandom r = new SplittableRandom(2);
        for (int i = 0; i < 2000; i++) {
            int u1 = r.nextInt(3), u2 = r.nextInt(3);
            double[] a = pick(r, 2), b = pick(r, 2);
            MobMove m1 = new MobMove(u1, a[0], a[1]), m2 = new MobMove(u2, b[0], b[1]);
            MobTwin t1 = new MobTwin(u1, a[0], a[1]), t2 = new MobTwin(u2, b[0], b[1]);
            assertEquals(t1.hashCode(), m1.hashCode());
            assertEquals(t1.equals(t2), m1.equals(m2));
        }
    }

    @Test
    void snakeEqualsAndHashAsARecord() {
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 2000; i++) {
            int u1 = r.nextInt(2), u2 = r.nextInt(2);
            double[] a = pick(r, 5), b = pick(r, 5);
            int n1 = 1 + r.nextInt(2), n2 = 1 + r.nextInt(2);
            Snake s1 = new Snake(u1, a[0], legs(a, n1)), s2 = new Snake(u2, b[0], legs(b, n2));
            SnakeTwin t1 = new SnakeTwin(u1, a[0], twins(a, n1)), t2 = new SnakeTwin(u2, b[0], twins(b, n2));
            assertEquals(t1.hashCode(), s1.hashCode());
            assertEquals(t1.equals(t2), s1.equals(s2));
            assertEquals(t1.legs().get(0).hashCode(), s1.legs().get(0).hashCode());
        }
    }

    private static double[] pick(SplittableRandom r, int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = VALUES[r.nextInt(VALUES.length)];
        }
        return v;
    }

    private static List<Snake.Leg> legs(double[] v, int n) {
        return n == 1 ? List.of(new Snake.Leg(v[1], v[2])) : List.of(new Snake.Leg(v[1], v[2]), new Snake.Leg(v[3], v[4]));
    }

    private static List<LegTwin> twins(double[] v, int n) {
        return n == 1 ? List.of(new LegTwin(v[1], v[2])) : List.of(new LegTwin(v[1], v[2]), new LegTwin(v[3], v[4]));
    }
}
