package adjutant.engine.augsburg;

import java.util.Locale;

/**
 * What a unit is (LOA-ORG-1 to LOA-ORG-7): the foot drill system, the horse doctrine, dragoons,
 * light horse, or a gun of one weight. Fixes its figures at full strength, its ranks and its
 * movement class.
 */
public enum Kind {
    /** 8×2, fires by ranks (LOA-ORG-2). */
    FRENCH_FOOT,
    /** 12×2, platoon fire (LOA-ORG-2). */
    DUTCH_FOOT,
    /** Skirmishing Foot (LOA-ORG-7): light. */
    SKIRMISH_FOOT,
    /** Pistol cavalry, 2×3 deep or 1×6 line (LOA-ORG-3). */
    PISTOLEERS,
    /** Aggressive cavalry, 1×6 (LOA-ORG-3). */
    AGGRESSIVE_HORSE,
    /** 6 figures, light, mounted or dismounted (LOA-ORG-4, AMB-9). */
    DRAGOONS,
    /** Light horse (LOA-ORG-7, AMB-14). */
    LIGHT_HORSE,
    LIGHT_GUN,
    FIELD_GUN,
    HEAVY_GUN;

    /** The scenario-file id: {@code french-foot}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Kind fromId(String id) {
        for (Kind k : values()) {
            if (k.id().equals(id)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown unit kind '" + id + "'");
    }

    public boolean isFormedFoot() {
        return this == FRENCH_FOOT || this == DUTCH_FOOT;
    }

    /** Horse of any kind (dragoons too: a mode says whether they are mounted now). */
    public boolean isHorse() {
        return this == PISTOLEERS || this == AGGRESSIVE_HORSE || this == DRAGOONS || this == LIGHT_HORSE;
    }

    public boolean isArtillery() {
        return this == LIGHT_GUN || this == FIELD_GUN || this == HEAVY_GUN;
    }

    /** Light troops for evasion (LOA-ORG-8): skirmishers, dragoons in either mode, light horse. */
    public boolean isLight() {
        return this == SKIRMISH_FOOT || this == DRAGOONS || this == LIGHT_HORSE;
    }

    /** Whether the D and L orders switch this kind's mode (LOA-ORG-4, LOA-ORG-5). */
    public boolean hasModes() {
        return this == DRAGOONS || isArtillery();
    }

    /** Figures at full strength by type (LOA-ORG-2 to LOA-ORG-5; command figures count, AMB-11). */
    public int[] fullStrength() {
        int[] f = new int[FigureType.values().length];
        switch (this) {
            case FRENCH_FOOT -> {
                f[FigureType.MUSKETEER.ordinal()] = 12;
                f[FigureType.OFFICER.ordinal()] = 2;
                f[FigureType.FLAG.ordinal()] = 2;
            }
            case DUTCH_FOOT -> {
                f[FigureType.MUSKETEER.ordinal()] = 18;
                f[FigureType.OFFICER.ordinal()] = 2;
                f[FigureType.FLAG.ordinal()] = 2;
                f[FigureType.DRUMMER.ordinal()] = 2;
            }
            case SKIRMISH_FOOT -> f[FigureType.MUSKETEER.ordinal()] = 6;
            case LIGHT_GUN, FIELD_GUN, HEAVY_GUN -> f[FigureType.CREW.ordinal()] = 5; // AMB-12: the gun is no figure
            default -> f[FigureType.TROOPER.ordinal()] = 6;
        }
        return f;
    }

    /** The formation a unit of this kind starts in. */
    public Formation defaultFormation() {
        return switch (this) {
            case PISTOLEERS -> Formation.DEEP;
            case DRAGOONS -> Formation.MOUNTED;
            case LIGHT_GUN, FIELD_GUN, HEAVY_GUN -> Formation.UNLIMBERED;
            default -> Formation.LINE;
        };
    }
}
