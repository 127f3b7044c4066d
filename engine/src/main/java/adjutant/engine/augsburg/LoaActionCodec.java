package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Act;
import adjutant.engine.augsburg.action.Activate;
import adjutant.engine.augsburg.action.Charge;
import adjutant.engine.augsburg.action.Choose;
import adjutant.engine.augsburg.action.Defer;
import adjutant.engine.augsburg.action.Fire;
import adjutant.engine.augsburg.action.GiveCp;
import adjutant.engine.augsburg.action.Join;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.augsburg.action.RallyPoint;
import adjutant.engine.augsburg.action.React;
import adjutant.engine.augsburg.action.Reaction;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.game.ActionCodec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;

/**
 * Notation, JSON and words for League of Augsburg actions. Units are {@code u<index>}, brigades
 * {@code b<index>}, commanders {@code c<index>} (indices of the game's setup):
 * {@code chit u3 F}, {@code give b1 1}, {@code rally u3 1}, {@code join c0 u3}, {@code act b2},
 * {@code defer b2}, {@code activate u3}, {@code move u3 10 12.5 90} (a commander: {@code move c2 …}),
 * {@code charge u3 u9}, {@code fire u3 u9}, {@code react u9 point-blank}, {@code choose 2},
 * {@code pass}, {@code roll 14}. JSON wraps the notation.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class LoaActionCodec implements ActionCodec<LoaState, LoaAction> {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    @Override
    public String notation(LoaAction a) {
        if (a instanceof PlaceChit p) {
            return "chit u" + p.unit() + " " + Order.values()[p.order()].code;
        } else if (a instanceof GiveCp g) {
            return "give b" + g.brigade() + " " + g.cp();
        } else if (a instanceof RallyPoint r) {
            return "rally u" + r.unit() + " " + r.cp();
        } else if (a instanceof Join j) {
            return "join c" + j.commander() + " u" + j.unit();
        } else if (a instanceof Act x) {
            return "act b" + x.brigade();
        } else if (a instanceof Defer d) {
            return "defer b" + d.brigade();
        } else if (a instanceof Activate x) {
            return "activate u" + x.unit();
        } else if (a instanceof Move m) {
            String who = m.unit() >= 0 ? "u" + m.unit() : "c" + (-1 - m.unit());
            return "move " + who + " " + num(m.x()) + " " + num(m.y()) + " " + num(m.facing());
        } else if (a instanceof Charge c) {
            return "charge u" + c.unit() + " u" + c.target();
        } else if (a instanceof Fire f) {
            return "fire u" + f.unit() + " u" + f.target();
        } else if (a instanceof React r) {
            return "react u" + r.unit() + " " + Reaction.values()[r.reaction()].id();
        } else if (a instanceof Choose c) {
            return "choose " + c.option();
        } else if (a instanceof Pass) {
            return "pass";
        }
        return "roll " + ((Roll) a).value();
    }

    private static String num(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e9 ? Long.toString((long) v) : Double.toString(v);
    }

    @Override
    public LoaAction parse(String notation) {
        String[] t = notation.trim().split("\\s+");
        try {
            switch (t[0]) {
                case "chit":
                    need(t, 3);
                    if (t[2].length() != 1) {
                        throw new IllegalArgumentException("an order is one letter: " + t[2]);
                    }
                    return new PlaceChit(id(t[1], 'u'), Order.fromCode(t[2].charAt(0)).ordinal());
                case "give":
                    need(t, 3);
                    return new GiveCp(id(t[1], 'b'), Integer.parseInt(t[2]));
                case "rally":
                    need(t, 3);
                    return new RallyPoint(id(t[1], 'u'), Integer.parseInt(t[2]));
                case "join":
                    need(t, 3);
                    return new Join(id(t[1], 'c'), id(t[2], 'u'));
                case "act":
                    need(t, 2);
                    return new Act(id(t[1], 'b'));
                case "defer":
                    need(t, 2);
                    return new Defer(id(t[1], 'b'));
                case "activate":
                    need(t, 2);
                    return new Activate(id(t[1], 'u'));
                case "move":
                    need(t, 5);
                    int who = t[1].startsWith("c") ? -1 - id(t[1], 'c') : id(t[1], 'u');
                    return new Move(who, Double.parseDouble(t[2]), Double.parseDouble(t[3]), Double.parseDouble(t[4]));
                case "charge":
                    need(t, 3);
                    return new Charge(id(t[1], 'u'), id(t[2], 'u'));
                case "fire":
                    need(t, 3);
                    return new Fire(id(t[1], 'u'), id(t[2], 'u'));
                case "react":
                    need(t, 3);
                    return new React(id(t[1], 'u'), Reaction.fromId(t[2]).ordinal());
                case "choose":
                    need(t, 2);
                    return new Choose(Integer.parseInt(t[1]));
                case "pass":
                    need(t, 1);
                    return new Pass();
                case "roll":
                    need(t, 2);
                    return new Roll(Integer.parseInt(t[1]));
                default:
                    throw new IllegalArgumentException("unknown action '" + t[0] + "' in '" + notation + "'");
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number is malformed in '" + notation + "'", e);
        }
    }

    private static void need(String[] t, int n) {
        if (t.length != n) {
            throw new IllegalArgumentException("'" + t[0] + "' takes " + (n - 1) + " argument(s), got " + (t.length - 1));
        }
    }

    private static int id(String s, char prefix) {
        if (s.length() < 2 || s.charAt(0) != prefix) {
            throw new IllegalArgumentException("expected " + prefix + "<index>, got '" + s + "'");
        }
        int v = Integer.parseInt(s.substring(1));
        if (v < 0) {
            throw new IllegalArgumentException("negative index in '" + s + "'");
        }
        return v;
    }

    /** JSON: {@code {"notation": "move u3 10 12.5 90"}}, the notation round-trips exactly. */
    @Override
    public JsonNode toJson(LoaAction a) {
        ObjectNode o = F.objectNode();
        o.put("notation", notation(a));
        return o;
    }

    @Override
    public LoaAction fromJson(JsonNode json) {
        JsonNode n = json == null ? null : json.get("notation");
        if (n == null || !n.isTextual()) {
            throw new IllegalArgumentException("a League of Augsburg action is {\"notation\": \"...\"}, got " + json);
        }
        return parse(n.asText());
    }

    @Override
    public String words(LoaState before, LoaAction action) {
        Task t = before.currentTask();
        if (t != null) {
            return t.words(before, action);
        }
        return notation(action).toLowerCase(Locale.ROOT);
    }
}
