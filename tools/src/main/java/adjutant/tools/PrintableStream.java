package adjutant.tools;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Standard output that shows control characters escaped, so that names and ids read from a file
 * cannot forge output lines or send escape codes to the terminal: in the UTF-8 byte stream,
 * C0 controls other than newline and tab, DEL, the C1 controls and the bidirectional overrides
 * become {@code \\u} and four hex digits, as {@link adjutant.engine.io.Printable} shows them in
 * messages. JSON output never holds raw controls, so it passes unchanged.
 */
final class PrintableStream extends FilterOutputStream {
    /** A lead byte of a two- or three-byte sequence that may turn out to be a control, and its first follower. */
    private int lead = -1;
    private int second = -1;

    PrintableStream(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        b &= 0xff;
        if (lead == 0xc2) {
            lead = -1;
            if (b >= 0x80 && b <= 0x9f) {
                escape(b); // C1 control U+0080..U+009F
            } else {
                out.write(0xc2);
                out.write(b);
            }
            return;
        }
        if (lead == 0xe2) {
            if (second < 0) {
                if (b == 0x80 || b == 0x81) {
                    second = b;
                    return;
                }
                lead = -1;
                out.write(0xe2);
                out.write(b);
                return;
            }
            int cp = 0x2000 | ((second & 0x3f) << 6) | (b & 0x3f);
            lead = -1;
            int s = second;
            second = -1;
            if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) {
                escape(cp);
            } else {
                out.write(0xe2);
                out.write(s);
                out.write(b);
            }
            return;
        }
        if (b == 0xc2 || b == 0xe2) {
            lead = b;
            return;
        }
        if ((b < 0x20 && b != '\n' && b != '\t' && b != '\r') || b == 0x7f) {
            escape(b);
            return;
        }
        out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        for (int i = off; i < off + len; i++) {
            write(b[i]);
        }
    }

    private void escape(int codePoint) throws IOException {
        out.write(String.format("\\u%04x", codePoint).getBytes(StandardCharsets.US_ASCII));
    }
}
