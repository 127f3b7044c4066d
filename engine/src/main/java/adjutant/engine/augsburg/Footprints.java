package adjutant.engine.augsburg;

import adjutant.engine.geometry.Vec2;

/**
 * The frontage and depth of a unit in inches, from its kind, formation and figures (LOA-ORG-2 to
 * LOA-ORG-5; AMB-10, AMB-11: 1" a figure, 1" a rank). Losses narrow the front: ranks keep their
 * depth and the front holds ⌈figures / ranks⌉ figures.
 */
final class Footprints {

    private Footprints() {
    }

    static int ranks(Kind kind, Formation formation) {
        return switch (formation) {
            case DEEP, MOUNTED, DISMOUNTED, UNLIMBERED -> 2;
            case LIMBERED -> 6; // G XXXXX in file
            case LINE -> kind.isHorse() ? 1 : 2;
        };
    }

    /** Figures in the front rank now. */
    static int frontRank(Kind kind, Formation formation, int figures) {
        if (formation == Formation.LIMBERED) {
            return 1;
        }
        int ranks = ranks(kind, formation);
        return (figures + ranks - 1) / ranks;
    }

    static Footprint of(Kind kind, Formation formation, int figures, Vec2 front, double facing) {
        int files = Math.max(1, frontRank(kind, formation, Math.max(figures, 1)));
        if (kind.isArtillery() && formation == Formation.UNLIMBERED) {
            files = 3; // X G X
        }
        return new Footprint(front, facing, files, ranks(kind, formation));
    }
}
