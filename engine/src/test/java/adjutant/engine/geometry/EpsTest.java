package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Spec 0.2 wording → predicates. */
class EpsTest {

    @Test
    void lessThanExcludesValuesWithinEpsOfTheThreshold() {
        assertTrue(Eps.lessThan(3.9, 4));
        assertFalse(Eps.lessThan(4 - 1e-7, 4));
        assertFalse(Eps.lessThan(4, 4));
    }

    @Test
    void atMostIncludesValuesWithinEpsAbove() {
        assertTrue(Eps.atMost(6, 6));
        assertTrue(Eps.atMost(6 + 1e-7, 6));
        assertFalse(Eps.atMost(6 + 1e-5, 6));
    }

    @Test
    void atLeastIncludesValuesWithinEpsBelow() {
        assertTrue(Eps.atLeast(24 - 1e-7, 24));
        assertFalse(Eps.atLeast(24 - 1e-5, 24));
    }

    @Test
    void betweenIsInclusiveAtBothEnds() {
        assertTrue(Eps.between(2, 2, 5));
        assertTrue(Eps.between(5 + 1e-7, 2, 5));
        assertFalse(Eps.between(1.99, 2, 5));
    }

    @Test
    void angleAtMostUsesTheTighterAngleTolerance() {
        assertTrue(Eps.angleAtMost(45 + 1e-10, 45));
        assertFalse(Eps.angleAtMost(45 + 1e-8, 45));
    }

    @Test
    void round3RoundsToThousandthsAndNeverGivesNegativeZero() {
        assertEquals(1.235, Eps.round3(1.23456));
        assertEquals(-2.5, Eps.round3(-2.50049));
        assertEquals(0.0, Eps.round3(-0.0001));
        assertEquals(Double.doubleToLongBits(0.0), Double.doubleToLongBits(Eps.round3(-0.0001)));
        assertEquals(new Vec2(1.0, 2.001), Eps.round3(new Vec2(1.0000004, 2.0009996)));
    }
}
