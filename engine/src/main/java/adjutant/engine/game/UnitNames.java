package adjutant.engine.game;

import java.util.function.Function;

/**
 * Unit names for people, told apart across the armies, and their possessives: a name both armies use (Kutzdorf has a
 * "2nd Battalion" on each side, the skirmish "Musketeers") gets its army's name,
 * "2nd Battalion (Prussians)", so that every sentence, list and message names one unit.
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
}
