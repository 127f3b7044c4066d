package adjutant.engine.scenario;

import adjutant.engine.geometry.Vec2;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes a scenario in the file format {@link ScenarioLoader} reads, so that loading the output
 * gives an equal scenario. Values equal to their defaults (terrain flags, rule options, unit
 * label and militia) are left out; points and short objects stay on one line.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class ScenarioWriter {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final JsonMapper MAPPER = new JsonMapper();
    private static final int LINE = 100;

    private ScenarioWriter() {}

    /** The scenario as JSON text, ending with a newline. */
    public static String toJson(Scenario s) {
        StringBuilder out = new StringBuilder();
        format(tree(s), out, 0);
        return out.append('\n').toString();
    }

    public static void write(Scenario s, Path file) throws IOException {
        Files.writeString(file, toJson(s), StandardCharsets.UTF_8);
    }

    /** The scenario as a JSON tree. */
    public static ObjectNode tree(Scenario s) {
        ObjectNode o = F.objectNode();
        o.put("format", ScenarioLoader.FORMAT);
        o.put("rules", ScenarioLoader.RULES);
        o.put("name", s.name());
        o.put("title", s.title());
        o.put("description", s.description());
        o.put("variant", s.variant().id());
        o.put("year", s.year());
        ObjectNode table = o.putObject("table");
        table.put("length", s.table().length());
        table.put("width", s.table().width());
        o.put("turnLimit", s.turnLimit());
        if (s.firstSide() != null) {
            o.put("firstSide", s.firstSide().id());
        }
        o.put("deployDepth", s.deployDepth());
        o.put("victory", s.victory().id());
        o.put("objectivesToWin", s.objectivesToWin());
        ArrayNode terrain = o.putArray("terrain");
        s.terrain().forEach(t -> terrain.add(terrain(t)));
        ArrayNode objectives = o.putArray("objectives");
        s.objectives().forEach(ob -> objectives.add(objective(ob)));
        ObjectNode armies = o.putObject("armies");
        for (ArmySpec army : s.armies()) {
            armies.set(army.side().id(), army(army));
        }
        ObjectNode options = options(s.options());
        if (!options.isEmpty()) {
            o.set("options", options);
        }
        return o;
    }

    private static ObjectNode terrain(TerrainFeature t) {
        ObjectNode o = F.objectNode();
        o.put("id", t.id());
        o.put("kind", t.kind().id());
        o.set("points", points(t.points()));
        if (t.blocksLos() != t.kind().defaultBlocksLos()) {
            o.put("blocksLos", t.blocksLos());
        }
        if (t.impassable() != t.kind().defaultImpassable()) {
            o.put("impassable", t.impassable());
        }
        if (!t.openEdges().isEmpty()) {
            ArrayNode edges = o.putArray("openEdges");
            t.openEdges().forEach(edges::add);
        }
        return o;
    }

    private static ObjectNode objective(ObjectiveSpec ob) {
        ObjectNode o = F.objectNode();
        o.put("id", ob.id());
        o.put("name", ob.name());
        if (ob.isCircle()) {
            o.set("center", point(ob.center()));
            o.put("radius", ob.radius());
        } else {
            o.set("polygon", points(ob.polygon()));
        }
        return o;
    }

    private static ObjectNode army(ArmySpec army) {
        ObjectNode o = F.objectNode();
        o.put("name", army.name());
        o.set("commander", point(army.commander()));
        ArrayNode units = o.putArray("units");
        army.units().forEach(u -> units.add(unit(u)));
        return o;
    }

    private static ObjectNode unit(UnitSpec u) {
        ObjectNode o = F.objectNode();
        o.put("id", u.id());
        o.put("name", u.name());
        o.put("type", u.type().id());
        if (!u.label().isEmpty()) {
            o.put("label", u.label());
        }
        if (u.militia()) {
            o.put("militia", true);
        }
        o.put("formation", u.formation().id());
        o.set("anchor", point(u.anchor()));
        o.put("facing", u.facingDeg());
        ObjectNode men = o.putObject("men");
        for (Map.Entry<Role, Integer> e : u.men().entrySet()) {
            men.put(e.getKey().id(), e.getValue());
        }
        return o;
    }

    private static ObjectNode options(RulesOptions r) {
        RulesOptions d = RulesOptions.defaults();
        ObjectNode o = F.objectNode();
        if (r.victimSelection() != d.victimSelection()) o.put("victimSelection", r.victimSelection().id());
        if (r.deckMode() != d.deckMode()) o.put("deckMode", r.deckMode().id());
        if (r.wcDeclaration() != d.wcDeclaration()) o.put("wcDeclaration", r.wcDeclaration().id());
        if (r.tieAppliesWinnerMods() != d.tieAppliesWinnerMods()) o.put("tieAppliesWinnerMods", r.tieAppliesWinnerMods());
        if (r.chanceModsOnArtilleryWin() != d.chanceModsOnArtilleryWin()) {
            o.put("chanceModsOnArtilleryWin", r.chanceModsOnArtilleryWin());
        }
        if (r.wcTargetModsForAllAttackers() != d.wcTargetModsForAllAttackers()) {
            o.put("wcTargetModsForAllAttackers", r.wcTargetModsForAllAttackers());
        }
        if (r.wcRallyWithoutCommander() != d.wcRallyWithoutCommander()) {
            o.put("wcRallyWithoutCommander", r.wcRallyWithoutCommander());
        }
        if (r.lraWhileEngaged() != d.lraWhileEngaged()) o.put("lraWhileEngaged", r.lraWhileEngaged());
        if (r.engagementPruning() != d.engagementPruning()) o.put("engagementPruning", r.engagementPruning().id());
        if (r.mobMode() != d.mobMode()) o.put("mobMode", r.mobMode().id());
        if (r.passClearance() != d.passClearance()) o.put("passClearance", r.passClearance());
        if (r.coverOnlyWhenTargeted() != d.coverOnlyWhenTargeted()) o.put("coverOnlyWhenTargeted", r.coverOnlyWhenTargeted());
        if (r.pinnedMayWithdraw() != d.pinnedMayWithdraw()) o.put("pinnedMayWithdraw", r.pinnedMayWithdraw());
        if (r.immobileMayPivot() != d.immobileMayPivot()) o.put("immobileMayPivot", r.immobileMayPivot());
        if (r.idleTurnsForDraw() != d.idleTurnsForDraw()) o.put("idleTurnsForDraw", r.idleTurnsForDraw());
        if (r.deckSize() != d.deckSize()) o.put("deckSize", r.deckSize());
        return o;
    }

    private static ArrayNode point(Vec2 p) {
        return F.arrayNode().add(p.x()).add(p.y());
    }

    private static ArrayNode points(List<Vec2> pts) {
        ArrayNode a = F.arrayNode();
        pts.forEach(p -> a.add(point(p)));
        return a;
    }

    // ---- layout: one field per line; arrays and objects of scalars on one line when they fit ----

    private static void format(JsonNode n, StringBuilder out, int indent) {
        String inline = inline(n);
        if (inline != null && (n.isValueNode() || indent + inline.length() <= LINE)) {
            out.append(inline);
            return;
        }
        String pad = " ".repeat(indent + 2);
        if (n.isObject()) {
            out.append("{\n");
            for (Iterator<Map.Entry<String, JsonNode>> it = n.properties().iterator(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                out.append(pad).append(quote(e.getKey())).append(": ");
                format(e.getValue(), out, indent + 2);
                out.append(it.hasNext() ? ",\n" : "\n");
            }
            out.append(" ".repeat(indent)).append('}');
        } else {
            out.append("[\n");
            for (int i = 0; i < n.size(); i++) {
                out.append(pad);
                format(n.get(i), out, indent + 2);
                out.append(i < n.size() - 1 ? ",\n" : "\n");
            }
            out.append(" ".repeat(indent)).append(']');
        }
    }

    /** One-line text for scalars, points, lists of points and objects of scalars; null otherwise. */
    private static String inline(JsonNode n) {
        if (n.isValueNode()) {
            return scalar(n);
        }
        StringBuilder sb = new StringBuilder();
        if (n.isArray()) {
            sb.append('[');
            for (int i = 0; i < n.size(); i++) {
                JsonNode e = n.get(i);
                boolean simple = e.isValueNode() || e.isArray() && allValues(e);
                if (!simple) {
                    return null;
                }
                sb.append(i > 0 ? ", " : "").append(inline(e));
            }
            return sb.append(']').toString();
        }
        if (!allValues(n)) {
            return null;
        }
        sb.append('{');
        for (Iterator<Map.Entry<String, JsonNode>> it = n.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            sb.append(quote(e.getKey())).append(": ").append(scalar(e.getValue())).append(it.hasNext() ? ", " : "");
        }
        return sb.append('}').toString();
    }

    private static boolean allValues(JsonNode n) {
        for (JsonNode e : n) {
            if (!e.isValueNode()) {
                return false;
            }
        }
        return true;
    }

    private static String scalar(JsonNode n) {
        if (n.isTextual()) {
            return quote(n.textValue());
        }
        if (n.isFloatingPointNumber()) {
            return JsonCursor.format(n.doubleValue());
        }
        return n.asText();
    }

    private static String quote(String s) {
        try {
            return MAPPER.writeValueAsString(s);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e); // a string always serialises
        }
    }
}
