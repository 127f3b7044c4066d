package adjutant.tools;

/** Counted nouns for what the command line prints: "1 game", "2 games", "0 games". */
public final class Plural {

    private Plural() {}

    /** {@code n} and the noun, with an "s" unless {@code n} is 1: {@code plural(1, "win")} is "1 win". */
    public static String plural(long n, String singular) {
        return plural(n, singular, singular + "s");
    }

    /** {@code n} and the noun in the given singular or plural form. */
    public static String plural(long n, String singular, String pluralForm) {
        return n + " " + (n == 1 ? singular : pluralForm);
    }
}
