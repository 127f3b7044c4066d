package adjutant.tools;

import static adjutant.tools.Plural.plural;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PluralTest {
    @Test
    void oneIsSingularAndEveryOtherCountPlural() {
        assertEquals("1 game", plural(1, "game"));
        assertEquals("0 games", plural(0, "game"));
        assertEquals("2 wins", plural(2, "win"));
        assertEquals("11 draws", plural(11, "draw"));
        assertEquals("-1 games", plural(-1, "game"));
        assertEquals("1 man", plural(1, "man", "men"));
        assertEquals("3 men", plural(3, "man", "men"));
    }
}
