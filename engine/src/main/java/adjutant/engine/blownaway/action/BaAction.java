package adjutant.engine.blownaway.action;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * A Blown Away decision or chance outcome. Actions hold ids and numbers only (unit and figure
 * indices of the scenario, inches, degrees), never references into a state, so one action is
 * valid in every copy. Each has a short text notation ({@link ActionNotation}) and a JSON form
 * (Jackson, the {@code type} property); both round-trip.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = Pass.class, name = "pass"),
    @JsonSubTypes.Type(value = Move.class, name = "move"),
    @JsonSubTypes.Type(value = Snake.class, name = "snake"),
    @JsonSubTypes.Type(value = MobMove.class, name = "mob"),
    @JsonSubTypes.Type(value = GunnerReturn.class, name = "return"),
    @JsonSubTypes.Type(value = Reform.class, name = "reform"),
    @JsonSubTypes.Type(value = Rally.class, name = "rally"),
    @JsonSubTypes.Type(value = PlaceCommander.class, name = "commander"),
    @JsonSubTypes.Type(value = Fire.class, name = "fire"),
    @JsonSubTypes.Type(value = HoldFire.class, name = "hold"),
    @JsonSubTypes.Type(value = Fight.class, name = "fight"),
    @JsonSubTypes.Type(value = EndCombats.class, name = "end-combats"),
    @JsonSubTypes.Type(value = Declare.class, name = "declare"),
    @JsonSubTypes.Type(value = AllocateLosses.class, name = "losses"),
    @JsonSubTypes.Type(value = CardDraw.class, name = "cards"),
})
public sealed interface BaAction
        permits Pass, Move, Snake, MobMove, GunnerReturn, Reform, Rally, PlaceCommander, Fire,
                HoldFire, Fight, EndCombats, Declare, AllocateLosses, CardDraw {

    /** The unit (or gun) that acts or is chosen for, or -1 (pass, commander, end of combats, cards). */
    default int actingUnit() {
        return -1;
    }

    /** Is this one of the main actions of BA-TURN-4 about a unit (move, snake, mob, return, reform, rally)? */
    default boolean unitMainAction() {
        return false;
    }

    /** The short text form, e.g. {@code move u3 pivot=20 dir=0 dist=6}. */
    default String notation() {
        return ActionNotation.format(this);
    }
}
