package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.Ids;

/** The two versions of Blown Away. */
public enum Variant {
    CHANCE("chance"),
    WITHOUT_CHANCE("without-chance");

    private final String id;

    Variant(String id) {
        this.id = id;
    }

    /** The id used in scenario files: {@code chance} or {@code without-chance}. */
    public String id() {
        return id;
    }

    public static Variant fromId(String id) {
        return Ids.lookup(values(), Variant::id, "variant", id);
    }
}
