package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FormationGridTest {

    @Test
    void bgeo25LineOf13InTwoRanksHas7Files() {
        FormationGrid g = FormationGrid.line(13, 2, 1, 1);
        assertEquals(7, g.files());
        assertEquals(2, g.ranks());
        assertEquals(7, g.filesInRank(0));
        assertEquals(6, g.filesInRank(1));
    }

    @Test
    void bgeo25SlotPositionsAreCentredFilesAndRanksBehind() {
        FormationGrid g = FormationGrid.line(13, 2, 1.5, 1);
        assertEquals(new Vec2(-4.5, 0), g.localPosition(0, 0));
        assertEquals(new Vec2(0, 0), g.localPosition(0, 3));
        assertEquals(new Vec2(-3.75, -1), g.localPosition(1, 0));
        assertEquals(new Vec2(3.75, -1), g.localPosition(1, 5));
    }

    @Test
    void bgeo25SlotOrderIsCentreOutwardsLeftFirst() {
        assertArrayEquals(new int[] {3, 2, 4, 1, 5, 0, 6}, FormationGrid.orderWithinRank(7));
        assertArrayEquals(new int[] {2, 3, 1, 4, 0, 5}, FormationGrid.orderWithinRank(6));
        assertArrayEquals(new int[] {0}, FormationGrid.orderWithinRank(1));
        FormationGrid g = FormationGrid.line(13, 2, 1, 1);
        assertEquals(new Vec2(0, 0), g.slot(0).local());
        assertEquals(new Vec2(-1, 0), g.slot(1).local(), "tie: the owner's left (negative x) first");
        assertEquals(new Vec2(1, 0), g.slot(2).local());
        assertEquals(new Vec2(-0.5, -1), g.slot(7).local(), "rank 1 starts after all of rank 0");
        assertEquals(1, g.slot(7).rank());
        assertEquals(2, g.slot(7).file());
        assertEquals(12, g.slot(12).order());
    }

    @Test
    void bgeo25ColumnHasAtMostTheGivenFiles() {
        FormationGrid g = FormationGrid.column(5, 2, 1, 1);
        assertEquals(2, g.files());
        assertEquals(3, g.ranks());
        assertEquals(1, g.filesInRank(2));
        assertEquals(new Vec2(0, -2), g.slot(4).local(), "a lone last-rank man is centred");
        assertEquals(1, FormationGrid.column(1, 2, 1, 1).files());
        assertEquals(GridShape.COLUMN, FormationGrid.of(GridShape.COLUMN, 5, 2, 1, 1).shape());
    }

    @Test
    void everySlotIsListedOnceForManySizes() {
        for (GridShape shape : GridShape.values()) {
            for (int n = 1; n <= 40; n++) {
                FormationGrid g = FormationGrid.of(shape, n, 2, 1, 1);
                Set<Vec2> seen = new HashSet<>();
                g.slots().forEach(s -> seen.add(s.local()));
                assertEquals(n, g.slots().size());
                assertEquals(n, seen.size(), shape + " N=" + n);
            }
        }
    }
}
