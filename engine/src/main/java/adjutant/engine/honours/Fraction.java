package adjutant.engine.honours;

/** A share of a normal move, as the National Differences give costs and deductions (HOW-NAT-1). */
public enum Fraction {
    NONE(0),
    QUARTER(0.25),
    HALF(0.5),
    FULL(1);

    private final double value;

    Fraction(double value) {
        this.value = value;
    }

    public double value() {
        return value;
    }
}
