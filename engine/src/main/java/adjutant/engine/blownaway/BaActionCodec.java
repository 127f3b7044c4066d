package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.ActionNotation;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.ActionCodec;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Blown Away's actions as notation ({@link ActionNotation}), JSON (Jackson, by the {@code type}
 * property of {@link BaAction}) and words ({@link TableTerms}).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class BaActionCodec implements ActionCodec<BaState, BaAction> {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public String notation(BaAction action) {
        return ActionNotation.format(action);
    }

    @Override
    public BaAction parse(String notation) {
        return ActionNotation.parse(notation);
    }

    @Override
    public JsonNode toJson(BaAction action) {
        return JSON.valueToTree(action);
    }

    @Override
    public BaAction fromJson(JsonNode json) {
        if (json == null || json.isNull() || json.isMissingNode()) {
            throw new IllegalArgumentException("missing");
        }
        try {
            return JSON.treeToValue(json, BaAction.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e.getOriginalMessage().lines().findFirst().orElse("not an action"), e);
        }
    }

    @Override
    public String words(BaState before, BaAction action) {
        return TableTerms.describe(before, action);
    }
}
