package adjutant.engine.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import adjutant.engine.scenario.Problem;
import org.junit.jupiter.api.Test;

/** Text quoted from files cannot forge output lines or drive a terminal. */
class PrintableTest {

    @Test
    void ordinaryTextIsTheSameString() {
        String s = "Grenadiers Wedel: 96 × 48 in, naïve é";
        assertSame(s, Printable.of(s));
    }

    @Test
    void controlCharactersAndBidiOverridesAreEscaped() {
        assertEquals("a\\u001b[31mb", Printable.of("a\u001b[31mb"));
        assertEquals("line\\nforged: ok", Printable.of("line\nforged: ok"));
        assertEquals("tab\\tand\\rreturn", Printable.of("tab\tand\rreturn"));
        assertEquals("\\u202eevil", Printable.of("\u202eevil"));
        assertEquals("c1\\u009b", Printable.of("c1\u009b"));
    }

    @Test
    void messagesOfSeveralLinesKeepTheirOwnBreaks() {
        assertEquals("first\nsecond \\u0007", Printable.keepingLines("first\nsecond \u0007"));
    }

    @Test
    void problemsEscapeWhatTheyQuote() {
        Problem p = Problem.error("$.turn\u001bLimit", "unknown field 'x\u0007'");
        assertEquals("$.turn\\u001bLimit: unknown field 'x\\u0007'", p.toString());
    }
}
