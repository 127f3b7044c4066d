package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What the CLI prints cannot carry escape codes or bidi overrides from a file to the terminal. */
class PrintableStreamTest {

    private static String through(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(new PrintableStream(bytes), true, StandardCharsets.UTF_8)) {
            out.print(text);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void ordinaryTextAndLinesPassUnchanged() {
        String s = "Grenadiers Wedel: pivot 20° left, 96 × 48 in — naïve\n\tnext line\n";
        assertEquals(s, through(s));
    }

    @Test
    void controlsC1AndBidiOverridesAreEscaped() {
        assertEquals("Evil\\u001b[31m red", through("Evil\u001b[31m red"));
        assertEquals("bell\\u0007 del\\u007f c1\\u009b", through("bell\u0007 del\u007f c1\u009b"));
        assertEquals("\\u202eesrever \\u2066iso\\u2069", through("\u202eesrever \u2066iso\u2069"));
        assertEquals("dash \u2014 and \u20ac stay", through("dash \u2014 and \u20ac stay"));
    }
}
