package adjutant.engine.scenario;

/** The unit every length of a scenario is in: Blown Away measures in inches, Honours of War in centimetres. */
public enum LengthUnit {
    INCH("in"),
    CENTIMETRE("cm");

    private final String id;

    LengthUnit(String id) {
        this.id = id;
    }

    /** As written in scenario files and after a number for people: {@code in}, {@code cm}. */
    public String id() {
        return id;
    }

    public static LengthUnit fromId(String id) {
        return Ids.lookup(values(), LengthUnit::id, "length unit", id);
    }
}
