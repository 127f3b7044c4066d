package adjutant.ai;

/** Test helpers for comparing decisions. */
public final class Decisions {

    private Decisions() {}

    /** The decision without its wall-clock time, the one field allowed to differ between runs. */
    public static <A> Decision<A> withoutTime(Decision<A> d) {
        return new Decision<>(d.action(), d.value(), d.valueKind(), d.alternatives(), d.principalVariation(),
                d.iterations(), 0, d.visits());
    }
}
