package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.Ids;
import java.util.Objects;

/**
 * The switchable rule proposals ({@code option.*} of section 0.3) and the game-length parameters
 * a scenario may change. {@link #defaults()} gives the proposals of the specification.
 *
 * @param victimSelection who picks casualties (AMB-29)
 * @param deckMode real decks or independent draws (AMB-02)
 * @param wcDeclaration without-chance combat declaration (AMB-15)
 * @param tieAppliesWinnerMods AMB-10
 * @param chanceModsOnArtilleryWin AMB-11
 * @param wcTargetModsForAllAttackers AMB-12
 * @param wcRallyWithoutCommander men rallied without the commander, without-chance (AMB-05)
 * @param lraWhileEngaged AMB-32
 * @param engagementPruning AMB-18
 * @param mobMode AMB-27
 * @param passClearance extra inches when passing non-facing enemies (AMB-24)
 * @param coverOnlyWhenTargeted AMB-09
 * @param pinnedMayWithdraw AMB-22
 * @param immobileMayPivot immobile (pre-1750) artillery may still pivot (AMB-36)
 * @param idleTurnsForDraw consecutive idle turns that end the game (BA-END-2)
 * @param deckSize cards in a full deck (BA-SETUP-3)
 * @implNote This class is immutable and thread-safe.
 */
public record RulesOptions(
        VictimSelection victimSelection,
        DeckMode deckMode,
        WcDeclaration wcDeclaration,
        boolean tieAppliesWinnerMods,
        boolean chanceModsOnArtilleryWin,
        boolean wcTargetModsForAllAttackers,
        int wcRallyWithoutCommander,
        boolean lraWhileEngaged,
        EngagementPruning engagementPruning,
        MobMode mobMode,
        double passClearance,
        boolean coverOnlyWhenTargeted,
        boolean pinnedMayWithdraw,
        boolean immobileMayPivot,
        int idleTurnsForDraw,
        int deckSize) {

    private static final RulesOptions DEFAULTS = new RulesOptions(
            VictimSelection.CANONICAL, DeckMode.DECK, WcDeclaration.ACTIVE_FIRST,
            true, true, false, 0, true,
            EngagementPruning.COMPONENTS, MobMode.RIGID, 0, false, false, true, 4, 52);

    public RulesOptions {
        Objects.requireNonNull(victimSelection);
        Objects.requireNonNull(deckMode);
        Objects.requireNonNull(wcDeclaration);
        Objects.requireNonNull(engagementPruning);
        Objects.requireNonNull(mobMode);
        if (!Double.isFinite(passClearance)) {
            throw new IllegalArgumentException("passClearance must be finite");
        }
    }

    public static RulesOptions defaults() {
        return DEFAULTS;
    }

    /** Who chooses the victims of a loss (AMB-29). */
    public enum VictimSelection {
        /** the engine applies the BA-CAS-4 order */
        CANONICAL,
        /** the causing player picks */
        FREE;

        public String id() {
            return Ids.camel(this);
        }

        public static VictimSelection fromId(String id) {
            return Ids.lookup(values(), VictimSelection::id, "victim selection", id);
        }
    }

    /** How cards are drawn in the chance version (AMB-02). */
    public enum DeckMode {
        /** real decks, reshuffled from the discards when empty */
        DECK,
        /** every draw uniform over the 13 values (tests, fast playouts) */
        INDEPENDENT;

        public String id() {
            return Ids.camel(this);
        }

        public static DeckMode fromId(String id) {
            return Ids.lookup(values(), DeckMode::id, "deck mode", id);
        }
    }

    /** How without-chance combats are declared (AMB-15). */
    public enum WcDeclaration {
        /** the active player declares first, then the other */
        ACTIVE_FIRST,
        /** every eligible unit attacks its canonical target */
        AUTO_ALL;

        public String id() {
            return Ids.camel(this);
        }

        public static WcDeclaration fromId(String id) {
            return Ids.lookup(values(), WcDeclaration::id, "declaration mode", id);
        }
    }

    /** How an engagement splits when units drop out (AMB-18). */
    public enum EngagementPruning {
        COMPONENTS,
        LITERAL;

        public String id() {
            return Ids.camel(this);
        }

        public static EngagementPruning fromId(String id) {
            return Ids.lookup(values(), EngagementPruning::id, "engagement pruning", id);
        }
    }

    /** How the running men of a mob move (AMB-27). */
    public enum MobMode {
        /** one vector for the whole mob */
        RIGID,
        /** one vector per man */
        INDIVIDUAL;

        public String id() {
            return Ids.camel(this);
        }

        public static MobMode fromId(String id) {
            return Ids.lookup(values(), MobMode::id, "mob mode", id);
        }
    }
}
