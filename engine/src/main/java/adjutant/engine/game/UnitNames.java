package adjutant.engine.game;

import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Unit names for people, told apart across the armies, and their possessives: a name both armies use (Kutzdorf has a
 * "2nd Battalion" on each side, the skirmish "Musketeers") gets its army's name,
 * "2nd Battalion (Prussians)", so that every sentence, list and message names one unit. Army
 * names are plural ("Prussians", "French") or singular ("Blue", "French army (Luxembourg)"), and
 * a sentence with one as its subject takes its verb's number from it ({@link #says}).
 */
public final class UnitNames {
    private UnitNames() {}

    /** The names as given, with the army's name added to each that the other army uses too. */
    public static String[] distinct(String[] names, Side[] sides, Function<Side, String> armyName) {
        String[] out = names.clone();
        for (int u = 0; u < names.length; u++) {
            for (int v = 0; v < names.length; v++) {
                if (sides[v] != sides[u] && names[v].equals(names[u])) {
                    out[u] = names[u] + " (" + armyName.apply(sides[u]) + ")";
                    break;
                }
            }
        }
        return out;
    }

    /** A name's possessive for a sentence: "Wedel's", "French dragoons'", "Croats'". */
    public static String possessive(String name) {
        return name + (name.endsWith("s") ? "'" : "'s");
    }

    /**
     * The subject and its verb, the verb in the name's number: "Prussians activate", "Blue
     * activates", "French have". {@code verb} is the verb as a singular subject takes it.
     */
    public static String says(String subject, String verb) {
        return subject + " " + verb(subject, verb);
    }

    /** The verb alone, in the subject's number: "has" for "Blue", "have" for "Prussians". */
    public static String verb(String subject, String verb) {
        return plural(subject) ? pluralVerb(verb) : verb;
    }

    /** "its" for a singular name, "their" for a plural one. */
    public static String its(String name) {
        return plural(name) ? "their" : "its";
    }

    /** Peoples' names that are plural without an s: "the French", "the Swiss". */
    private static final Set<String> PLURAL_PEOPLES = Set.of("french", "english", "british", "dutch", "irish",
            "scots", "swiss", "spanish", "danish", "swedish", "portuguese");

    /**
     * Whether a name (its last word, before any part in brackets) is plural: "Prussians",
     * "Allies", "French" are; "Blue", "French army (Luxembourg)", "Swiss Guard" are not.
     */
    public static boolean plural(String name) {
        String head = name.strip();
        int bracket = head.endsWith(")") ? head.lastIndexOf('(') : -1;
        if (bracket > 0) { // a game's end says its reason: no regular expression compiled for it
            head = head.substring(0, bracket).strip();
        }
        String last = head.substring(head.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
        if (PLURAL_PEOPLES.contains(last)) {
            return true;
        }
        return last.endsWith("s") && !last.endsWith("ss") && !last.endsWith("us") && !last.endsWith("is");
    }

    /** The verb a plural subject takes: "activates" → "activate", "has" → "have", "passes" → "pass". */
    static String pluralVerb(String verb) {
        switch (verb) {
            case "is": return "are";
            case "has": return "have";
            case "was": return "were";
            case "does": return "do";
            default: break;
        }
        if (verb.endsWith("sses") || verb.endsWith("shes") || verb.endsWith("ches") || verb.endsWith("xes")
                || verb.endsWith("zes") || verb.endsWith("oes")) {
            return verb.substring(0, verb.length() - 2);
        }
        if (verb.endsWith("ies") && verb.length() > 4) {
            return verb.substring(0, verb.length() - 3) + "y";
        }
        return verb.endsWith("s") ? verb.substring(0, verb.length() - 1) : verb;
    }
}
