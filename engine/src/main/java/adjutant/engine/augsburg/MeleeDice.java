package adjutant.engine.augsburg;

import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.dice.Distribution;

/**
 * The numbers of a charge and a melee: the charge bonus (LOA-MOVE-6), the melee dice per figure
 * (LOA-MELEE-3) and their modifiers (LOA-MELEE-4), and the casualties a pool inflicts
 * (LOA-MELEE-5: pips ÷ 10, rounded down), as exact distributions grouped by result.
 */
public final class MeleeDice {

    private MeleeDice() {
    }

    /** What else a side of a melee brings besides its unit and its opponent. */
    public record Situation(boolean charging, boolean counterCharging, boolean takenInFlank, int obstacle) {
        /** Nothing special: a defender standing. */
        public static final Situation NONE = new Situation(false, false, false, 0);
    }

    /** Mounted now: horse of any kind, dragoons only when mounted. */
    public static boolean mounted(LoaState s, int u) {
        Kind k = s.setup.kind(u);
        return k.isHorse() && !(k == Kind.DRAGOONS && s.units[u].formation == Formation.DISMOUNTED);
    }

    /** Skirmishers: Skirmishing Foot, dismounted dragoons included (LOA-ORG-4). */
    public static boolean skirmisher(LoaState s, int u) {
        Kind k = s.setup.kind(u);
        return k == Kind.SKIRMISH_FOOT || (k == Kind.DRAGOONS && s.units[u].formation == Formation.DISMOUNTED);
    }

    /**
     * The charge bonus in inches (LOA-MOVE-6): foot d3; aggressive cavalry the higher of 2d6;
     * pistoleers, mounted dragoons and light horse the lower (AMB-14).
     */
    public static Distribution chargeBonus(LoaState s, int u) {
        Kind k = s.setup.kind(u);
        if (!mounted(s, u)) {
            return Dice.d3();
        }
        return k == Kind.AGGRESSIVE_HORSE ? Dice.highestOf(2, Die.D6) : Dice.lowestOf(2, Die.D6);
    }

    /**
     * The basic melee dice of unit {@code u} against {@code opp} (LOA-MELEE-3), every figure
     * fighting; when the unit fits more than one row the lowest rate counts (AMB-65).
     */
    public static int basic(LoaState s, int u, int opp) {
        UnitState us = s.units[u];
        int all = us.figureCount();
        int best = Integer.MAX_VALUE;
        boolean any = false;
        if (mounted(s, u)) {
            any = true;
            best = mounted(s, opp) ? Math.max(2, all / 3) : all; // cavalry against mounted / against foot
        }
        if (s.setup.kind(u).isFormedFoot() && !skirmisher(s, u)) {
            int pikes = us.figures[FigureType.PIKE.ordinal()];
            int rate = (all - pikes) / 2 + pikes * 2 / 3; // musketeers 2 = 1 die, pike 3 = 2 dice
            best = Math.min(best, rate);
            any = true;
        }
        if (skirmisher(s, u) || us.has(Status.UNFORMED) || s.setup.kind(u).isArtillery()) {
            best = Math.min(best, all / 3); // skirmishers, Unformed troops, gunners: 3 = 1 die
            any = true;
        }
        return any ? best : all / 3;
    }

    /** The melee dice modifiers of unit {@code u} against {@code opp} (LOA-MELEE-4, AMB-43). */
    public static int modifiers(LoaState s, int u, int opp, Situation sit) {
        UnitState us = s.units[u];
        int m = 0;
        if (s.setup.has(u, Tag.ELITE)) {
            m += 2;
        }
        if (sit.charging()) {
            m += 2;
        }
        if (mounted(s, u) && s.setup.kind(opp).isFormedFoot() && s.units[opp].figures[FigureType.MUSKETEER.ordinal()] > 0) {
            m += 2; // cavalry against musketeers
        }
        if (skirmisher(s, opp)) {
            m += 3;
        }
        if (sit.counterCharging()) {
            m += 1;
        }
        if (s.setup.has(u, Tag.HEAVY)) {
            m += 2;
        }
        if (s.setup.has(u, Tag.GRENADIERS)) {
            m += 1;
        }
        if (ranks(s, u) > ranks(s, opp)) {
            m += 1; // deeper formation (AMB-43)
        }
        if (us.has(Status.DISORDERED)) {
            m -= 3; // replaces the Unformed −1 it implies (decision, melee)
        } else if (us.has(Status.UNFORMED)) {
            m -= 1;
        }
        m -= sit.obstacle(); // small 2, serious 3, for the unit that crosses (AMB-43)
        if (s.setup.kind(u) == Kind.DRAGOONS) {
            m -= 2; // either mode (AMB-43)
        }
        if (mounted(s, u) && s.units[opp].figures[FigureType.PIKE.ordinal()] > 0) {
            m -= 3;
        }
        if (sit.takenInFlank()) {
            m -= 6;
        }
        return m;
    }

    /** Basic dice plus modifiers; a pool of 0 or fewer rolls nothing (LOA-GEN-5). */
    public static int pool(LoaState s, int u, int opp, Situation sit) {
        return Math.max(0, basic(s, u, opp) + modifiers(s, u, opp, sit));
    }

    /** The casualties a pool inflicts: its pips ÷ 10, rounded down (LOA-MELEE-5), grouped by that number. */
    public static Distribution casualties(int pool) {
        return Dice.sum(pool, Die.D6).map(t -> t / 10);
    }

    static int ranks(LoaState s, int u) {
        return Footprints.ranks(s.setup.kind(u), s.units[u].formation);
    }
}
