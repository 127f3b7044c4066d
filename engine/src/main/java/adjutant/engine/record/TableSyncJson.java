package adjutant.engine.record;

import adjutant.engine.game.Side;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.game.TableSync;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A {@link TableSync} in JSON, the same in game records and table saves: {@code {"seenBy":
 * "blue", "deployment": true, "text": "…", "units": [{"unit": 3, "fromLeft": 24, "fromOwnEdge":
 * 10.5, "facing": 345}]}}, units numbered from 1 as people count them.
 */
public final class TableSyncJson {

    private TableSyncJson() {}

    public static void write(TableSync sync, ObjectNode into) {
        into.put("seenBy", sync.seenBy().id());
        if (sync.deployment()) {
            into.put("deployment", true);
            into.put("text", sync.text());
        }
        ArrayNode units = into.putArray("units");
        sync.sorted().forEach((unit, p) -> {
            ObjectNode n = units.addObject();
            n.put("unit", unit + 1);
            n.put("fromLeft", p.fromLeft());
            n.put("fromOwnEdge", p.fromOwnEdge());
            n.put("facing", p.facing());
        });
    }

    /**
     * Reads a sync.
     *
     * @param at where it is in the file, for messages ("$.steps[3].sync")
     * @throws IllegalArgumentException saying where and what is wrong
     */
    public static TableSync read(JsonNode n, String at) {
        if (n == null || !n.isObject()) {
            throw new IllegalArgumentException(at + ": expected an object");
        }
        JsonNode list = n.path("units");
        if (!list.isArray() || list.isEmpty()) {
            throw new IllegalArgumentException(at + ".units: missing (the units set and where)");
        }
        Map<Integer, TablePlacement> units = new LinkedHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode u = list.get(i);
            String where = at + ".units[" + i + "]";
            JsonNode unit = u.path("unit");
            if (!unit.canConvertToInt() || !unit.isIntegralNumber() || unit.asInt() < 1) {
                throw new IllegalArgumentException(where + ".unit: expected a unit number from 1, found " + unit);
            }
            if (units.put(unit.asInt() - 1, new TablePlacement(number(u, "fromLeft", where), number(u, "fromOwnEdge", where),
                    number(u, "facing", where))) != null) {
                throw new IllegalArgumentException(where + ".unit: unit " + unit.asInt() + " is set twice");
            }
        }
        Side seenBy;
        try {
            seenBy = Side.fromId(n.path("seenBy").asText());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(at + ".seenBy: '" + n.path("seenBy").asText() + "' is not a side (blue or red)");
        }
        JsonNode deployment = n.path("deployment");
        if (!deployment.isMissingNode() && !deployment.isBoolean()) {
            throw new IllegalArgumentException(at + ".deployment: expected true or false, found " + deployment);
        }
        JsonNode text = n.path("text");
        if (!text.isMissingNode() && !text.isTextual()) {
            throw new IllegalArgumentException(at + ".text: expected the revealed text, found " + text);
        }
        try {
            return new TableSync(units, seenBy, deployment.asBoolean(false), text.asText(""));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(at + ": " + e.getMessage());
        }
    }

    private static double number(JsonNode n, String name, String at) {
        JsonNode v = n.get(name);
        if (v == null || !v.isNumber() || !Double.isFinite(v.asDouble())) {
            throw new IllegalArgumentException(at + "." + name + ": missing or not a number");
        }
        return v.asDouble();
    }
}
