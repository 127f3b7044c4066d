package adjutant.engine.honours;

import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Activate;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.ChooseFirst;
import adjutant.engine.honours.action.EndActivation;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.MoveCommander;
import adjutant.engine.honours.action.Pass;
import adjutant.engine.honours.action.PlaceGeneral;
import adjutant.engine.honours.action.Rally;
import adjutant.engine.honours.action.Respond;
import adjutant.engine.honours.action.Response;
import adjutant.engine.honours.action.Retreat;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.action.YesNo;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.HashMap;
import java.util.Map;

/**
 * Honours of War actions as text and JSON, and in words. The notation is a keyword followed by
 * indices ({@code u3} a unit, {@code b1} a brigade, {@code c0} a commander) and {@code key=value}
 * numbers: {@code move u3 x=40.0 y=22.5 f=90.0 line}, {@code charge u3 u9}, {@code roll 4}.
 * The JSON of an action is {@code {"notation": "..."}}: one form to parse, checked the same way.
 * Words come from the step the action is taken at ({@link Task#words}).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class HowActionCodec implements ActionCodec<HowState, HowAction> {

    @Override
    public String notation(HowAction a) {
        if (a instanceof PlaceGeneral p) {
            String target = p.directs() >= 0 ? " directs=b" + p.directs()
                    : p.directs() <= -2 ? " raises=c" + (-2 - p.directs()) : ""; // HOW-OPT-7: raising a lieutenant general
            return "general c" + p.commander() + " x=" + p.x() + " y=" + p.y() + target;
        }
        if (a instanceof ChooseFirst c) {
            return "first " + c.side().id();
        }
        if (a instanceof Activate act) {
            return "activate b" + act.brigade();
        }
        if (a instanceof Move m) {
            return "move u" + m.unit() + " x=" + m.x() + " y=" + m.y() + " f=" + m.facing() + " " + m.formation().id();
        }
        if (a instanceof Charge c) {
            return "charge u" + c.unit() + " u" + c.target() + (c.second() < 0 ? "" : " u" + c.second());
        }
        if (a instanceof MoveCommander m) {
            return "commander c" + m.commander() + " x=" + m.x() + " y=" + m.y();
        }
        if (a instanceof EndActivation e) {
            return "end";
        }
        if (a instanceof Respond r) {
            return "respond u" + r.unit() + " " + r.response().id() + (r.response() == Response.CHANGE_FORMATION ? " " + r.formation().id() : "");
        }
        if (a instanceof Fire f) {
            return "fire u" + f.unit() + " u" + f.target() + " " + f.ammo().id() + (f.holdStill() ? " still" : "");
        }
        if (a instanceof Retreat r) {
            return "retreat u" + r.unit() + " " + r.moves();
        }
        if (a instanceof YesNo y) {
            return (y.yes() ? "yes u" : "no u") + y.unit();
        }
        if (a instanceof Rally r) {
            return "rally c" + r.commander() + (r.unit() < 0 ? " none" : " u" + r.unit());
        }
        if (a instanceof Pass p) {
            return "pass";
        }
        if (a instanceof Roll r) {
            return "roll " + r.first() + (r.second() == 0 ? "" : " " + r.second());
        }
        throw new IllegalArgumentException("unknown action " + a);
    }

    @Override
    public HowAction parse(String notation) {
        String[] t = notation.trim().split("\\s+");
        if (t.length == 0 || t[0].isEmpty()) {
            throw new IllegalArgumentException("an empty action");
        }
        try {
            return switch (t[0]) {
                case "general" -> {
                    Map<String, String> kv = keys(t, 2);
                    yield new PlaceGeneral(index(t, 1, 'c'), num(kv, "x"), num(kv, "y"),
                            kv.containsKey("directs") ? index(kv.get("directs"), 'b')
                                    : kv.containsKey("raises") ? -2 - index(kv.get("raises"), 'c') : -1);
                }
                case "first" -> new ChooseFirst(Side.fromId(arg(t, 1)));
                case "activate" -> new Activate(index(t, 1, 'b'));
                case "move" -> {
                    Map<String, String> kv = keys(t, 2);
                    yield new Move(index(t, 1, 'u'), num(kv, "x"), num(kv, "y"), num(kv, "f"),
                            formation(required(kv, "formation")));
                }
                case "charge" -> new Charge(index(t, 1, 'u'), index(t, 2, 'u'), t.length > 3 ? index(t, 3, 'u') : -1);
                case "commander" -> {
                    Map<String, String> kv = keys(t, 2);
                    yield new MoveCommander(index(t, 1, 'c'), num(kv, "x"), num(kv, "y"));
                }
                case "end" -> new EndActivation();
                case "respond" -> {
                    int u = index(t, 1, 'u');
                    Response r = Response.fromId(arg(t, 2));
                    Formation f = r == Response.CHANGE_FORMATION ? formation(arg(t, 3)) : Formation.LINE;
                    yield new Respond(u, r, f);
                }
                case "fire" -> new Fire(index(t, 1, 'u'), index(t, 2, 'u'), Ammo.fromId(arg(t, 3)),
                        t.length > 4 && t[4].equals("still"));
                case "retreat" -> new Retreat(index(t, 1, 'u'), Double.parseDouble(arg(t, 2)));
                case "yes" -> new YesNo(index(t, 1, 'u'), true);
                case "no" -> new YesNo(index(t, 1, 'u'), false);
                case "rally" -> new Rally(index(t, 1, 'c'), "none".equals(arg(t, 2)) ? -1 : index(t, 2, 'u'));
                case "pass" -> new Pass();
                case "roll" -> new Roll(Integer.parseInt(arg(t, 1)), t.length > 2 ? Integer.parseInt(t[2]) : 0);
                default -> throw new IllegalArgumentException("unknown action '" + t[0] + "'");
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number is malformed in '" + notation + "'");
        }
    }

    @Override
    public JsonNode toJson(HowAction action) {
        return JsonNodeFactory.instance.objectNode().put("notation", notation(action));
    }

    @Override
    public HowAction fromJson(JsonNode json) {
        JsonNode n = json == null ? null : json.get("notation");
        if (n == null || !n.isTextual() || json.size() != 1) {
            throw new IllegalArgumentException("an action is {\"notation\": \"...\"}");
        }
        return parse(n.asText());
    }

    @Override
    public String words(HowState before, HowAction action) {
        Task t = before.currentTask();
        return t == null ? notation(action) : t.words(before, action);
    }

    // ---- parsing helpers ----

    private static String arg(String[] t, int i) {
        if (i >= t.length) {
            throw new IllegalArgumentException("'" + t[0] + "' needs more arguments");
        }
        return t[i];
    }

    private static int index(String[] t, int i, char prefix) {
        return index(arg(t, i), prefix);
    }

    private static int index(String s, char prefix) {
        if (s.length() < 2 || s.charAt(0) != prefix) {
            throw new IllegalArgumentException("expected " + prefix + "N, got '" + s + "'");
        }
        int v = Integer.parseInt(s.substring(1));
        if (v < 0) {
            throw new IllegalArgumentException("a negative index: '" + s + "'");
        }
        return v;
    }

    private static Map<String, String> keys(String[] t, int from) {
        Map<String, String> kv = new HashMap<>();
        for (int i = from; i < t.length; i++) {
            int eq = t[i].indexOf('=');
            String key = eq < 0 ? "formation" : t[i].substring(0, eq);
            String value = eq < 0 ? t[i] : t[i].substring(eq + 1);
            if (kv.put(key, value) != null) {
                throw new IllegalArgumentException("'" + key + "' given twice");
            }
        }
        return kv;
    }

    private static String required(Map<String, String> kv, String key) {
        String v = kv.get(key);
        if (v == null) {
            throw new IllegalArgumentException("'" + key + "' is missing");
        }
        return v;
    }

    private static double num(Map<String, String> kv, String key) {
        double v = Double.parseDouble(required(kv, key));
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("'" + key + "' is not a finite number");
        }
        return v;
    }

    private static Formation formation(String id) {
        for (Formation f : Formation.values()) {
            if (f.id().equals(id)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown formation '" + id + "'");
    }
}
