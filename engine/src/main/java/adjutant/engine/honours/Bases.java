package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.scenario.UnitSpec;

/**
 * The rectangle of bases a unit covers in each formation (HOW-ORG-2, HOW-ORG-7, HOW-OPT-9):
 * infantry 4 × 4 cm bases, cavalry 5 × 5, a gun base 6, 7 or 8 cm square, a limber 5 cm wide
 * (at 28mm; other scales per HOW-SCALE-2). A deployed battery is drawn as its gun base, its
 * limber touching the rear (HOW-ORG-3); a limbered one as its limber with the gun hooked on.
 */
public final class Bases {

    private Bases() {
    }

    public static Footprint footprint(HowSetup setup, int unit, Vec2 frontCentre, double facing, Formation formation) {
        return footprint(setup.scale(), setup.unit(unit), frontCentre, facing, formation);
    }

    /** The footprint of a unit as a scenario gives it, before any game (scenario checks, points). */
    public static Footprint footprint(Scale scale, UnitSpec spec, Vec2 frontCentre, double facing, Formation formation) {
        return switch (spec.type()) {
            case INFANTRY, LIGHT_INFANTRY -> foot(scale, spec.size().infantryBases(), frontCentre, facing, formation);
            case CAVALRY -> formation == Formation.DISMOUNTED
                    ? foot(scale, spec.size().cavalryBases(), frontCentre, facing, Formation.LINE)
                    : cavalry(scale, spec.size().cavalryBases(), frontCentre, facing, formation);
            case ARTILLERY -> formation == Formation.LIMBERED
                    ? new Footprint(frontCentre, facing, scale.cm(Distance.LIMBER_WIDTH), limberLength(scale, spec), 1, 1)
                    : new Footprint(frontCentre, facing, gunBase(scale, spec), gunBase(scale, spec), 1, 1);
            case TRANSPORT -> new Footprint(frontCentre, facing, scale.cm(Distance.LIMBER_WIDTH),
                    scale.cm(Distance.TRANSPORT_LENGTH), 1, 1);
        };
    }

    private static Footprint foot(Scale scale, int n, Vec2 p, double facing, Formation f) {
        double b = scale.cm(Distance.INFANTRY_BASE);
        return f == Formation.MARCH_COLUMN ? new Footprint(p, facing, b, b * n, 1, n) : new Footprint(p, facing, b * n, b, n, 1);
    }

    private static Footprint cavalry(Scale scale, int n, Vec2 p, double facing, Formation f) {
        double b = scale.cm(Distance.CAVALRY_BASE);
        return switch (f) {
            case MARCH_COLUMN -> new Footprint(p, facing, b, b * n, 1, n);
            case DOUBLE_LINE -> new Footprint(p, facing, b * ((n + 1) / 2), b * 2, (n + 1) / 2, 2);
            default -> new Footprint(p, facing, b * n, b, n, 1);
        };
    }

    /** The side of a battery's gun base (HOW-ORG-2; howitzers as medium, AMB-61). */
    public static double gunBase(Scale scale, UnitSpec spec) {
        GunType g = spec.guns() == null ? GunType.MEDIUM : spec.guns();
        return scale.cm(switch (g) {
            case LIGHT, LIGHT_UNICORN -> Distance.LIGHT_GUN_BASE;
            case HEAVY -> Distance.HEAVY_GUN_BASE;
            default -> Distance.MEDIUM_GUN_BASE;
        });
    }

    private static double limberLength(Scale scale, UnitSpec spec) {
        GunType g = spec.guns() == null ? GunType.MEDIUM : spec.guns();
        return scale.cm(g == GunType.LIGHT || g == GunType.LIGHT_UNICORN ? Distance.LIGHT_LIMBER_LENGTH : Distance.LIMBER_LENGTH);
    }
}
