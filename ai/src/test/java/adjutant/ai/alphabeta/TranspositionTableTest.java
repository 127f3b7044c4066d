package adjutant.ai.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void storesAndFindsAnEntryByItsFullKey() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(0x1234_0005L, 3, Bound.LOWER, 0.25, 2);
        TranspositionTable.Entry e = table.probe(0x1234_0005L);
        assertEquals(Bound.LOWER, e.bound());
        assertEquals(3, e.depth());
        assertEquals(0.25, e.value());
        assertEquals(2, e.moveIndex());
        assertNull(table.probe(0x9999_0005L), "same slot, other key");
    }

    @Test
    void aShallowerEntryOfTheSameSearchDoesNotReplaceADeeperOne() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(0x15L, 5, Bound.EXACT, 0.5, 1);
        table.store(0x25L, 2, Bound.EXACT, 0.1, 0);
        assertEquals(5, table.probe(0x15L).depth());
        assertNull(table.probe(0x25L));
    }

    @Test
    void entriesOfAnEarlierSearchMakeWay() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(0x15L, 5, Bound.EXACT, 0.5, 1);
        table.newSearch();
        table.store(0x25L, 2, Bound.UPPER, 0.1, 0);
        assertEquals(2, table.probe(0x25L).depth());
        assertNull(table.probe(0x15L));
    }
}
