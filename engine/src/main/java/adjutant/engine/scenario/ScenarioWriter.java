package adjutant.engine.scenario;

import adjutant.engine.game.Rulesets;
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
 * Writes a scenario of any ruleset in the file format {@link ScenarioLoader} reads, so that
 * loading the output gives an equal scenario: the header here, the rest by the ruleset's
 * {@link ScenarioFormat}. Values equal to their defaults (terrain flags, rule options, unit
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

    /** The scenario as a JSON tree: the header, then the fields its ruleset owns. */
    public static ObjectNode tree(Scenario s) {
        ScenarioFormat body = Rulesets.require(s.rules()).scenarioFormat();
        ObjectNode o = F.objectNode();
        o.put("format", ScenarioLoader.FORMAT);
        o.put("rules", s.rules());
        o.put("name", s.name());
        o.put("title", s.title());
        o.put("description", s.description());
        o.put("variant", s.header().variant());
        ObjectNode table = o.putObject("table");
        table.put("length", s.table().length());
        table.put("width", s.table().width());
        if (s.table().unit() != body.defaultUnit()) {
            table.put("unit", s.table().unit().id());
        }
        ArrayNode terrain = o.putArray("terrain");
        s.terrain().forEach(t -> terrain.add(terrain(t)));
        ArrayNode objectives = o.putArray("objectives");
        s.objectives().forEach(ob -> objectives.add(objective(ob)));
        body.write(s, o);
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

    /** A point as {@code [x, y]}. */
    public static ArrayNode point(Vec2 p) {
        return F.arrayNode().add(p.x()).add(p.y());
    }

    /** Points as {@code [[x, y], ...]}. */
    public static ArrayNode points(List<Vec2> pts) {
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
