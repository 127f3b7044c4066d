package adjutant.engine.io;

/**
 * Text from files made safe to print: control characters (which could forge output lines or
 * send escape codes to a terminal) and the bidirectional overrides (which could reorder what a
 * reader sees) are shown as a backslash, {@code u} and four hex digits, newlines and tabs as {@code \n} and {@code \t}.
 * Every message that quotes an input passes through here.
 */
public final class Printable {
    private Printable() {}

    /** {@code text} with every unsafe character escaped; the same string when there is none. */
    public static String of(String text) {
        int i = 0;
        while (i < text.length() && safe(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder b = new StringBuilder(text.length() + 16).append(text, 0, i);
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (safe(c)) {
                b.append(c);
            } else if (c == '\n') {
                b.append("\\n");
            } else if (c == '\t') {
                b.append("\\t");
            } else if (c == '\r') {
                b.append("\\r");
            } else {
                b.append(String.format("\\u%04x", (int) c));
            }
        }
        return b.toString();
    }

    /** Like {@link #of(String)}, but keeps line breaks: for messages of several lines made by the program. */
    public static String keepingLines(String text) {
        StringBuilder b = new StringBuilder(text.length());
        String[] lines = text.split("\n", -1);
        for (int k = 0; k < lines.length; k++) {
            b.append(k == 0 ? "" : "\n").append(of(lines[k]));
        }
        return b.toString();
    }

    private static boolean safe(char c) {
        if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f)) {
            return false;
        }
        // Bidirectional embeddings, overrides and isolates.
        return !(c >= 0x202a && c <= 0x202e) && !(c >= 0x2066 && c <= 0x2069);
    }
}
