package adjutant.engine.blownaway.action;

import adjutant.engine.blownaway.scenario.Formation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The short text notation of actions: a verb, positional unit ids ({@code u3}), then
 * {@code key=value} settings. Numbers print in their shortest exact form, so
 * {@code parse(format(a)).equals(a)} for every action.
 *
 * <pre>
 * pass
 * move u3 pivot=20 dir=-10 dist=6
 * snake u3 pivot=0 legs=0:4,30:2
 * mob u7 dx=1.5 dy=-18
 * return u5
 * reform u3 column facing=90
 * rally u3 n=4                       rally u3 n=1 anchor=f57 facing=90 line
 * commander stay                     commander x=30 y=12
 * fire u5 u12                        hold u5
 * fight u3 u10                       end-combats
 * declare u3 u10                     declare u3 hold
 * losses u3 killed=f40 run=f41,f42
 * cards 7 12
 * </pre>
 */
public final class ActionNotation {

    private ActionNotation() {}

    public static String format(BaAction action) {
        if (action instanceof Pass) {
            return "pass";
        } else if (action instanceof Move m) {
            return "move " + unit(m.unit()) + " pivot=" + num(m.pivotDeg()) + " dir=" + num(m.offsetDeg())
                    + " dist=" + num(m.distance());
        } else if (action instanceof Snake s) {
            StringBuilder b = new StringBuilder("snake ").append(unit(s.unit())).append(" pivot=")
                    .append(num(s.pivotDeg())).append(" legs=");
            for (int i = 0; i < s.legs().size(); i++) {
                Snake.Leg l = s.legs().get(i);
                b.append(i == 0 ? "" : ",").append(num(l.turnDeg())).append(':').append(num(l.length()));
            }
            return b.toString();
        } else if (action instanceof MobMove m) {
            return "mob " + unit(m.unit()) + " dx=" + num(m.dx()) + " dy=" + num(m.dy());
        } else if (action instanceof GunnerReturn g) {
            return "return " + unit(g.unit());
        } else if (action instanceof Reform r) {
            return "reform " + unit(r.unit()) + " " + r.formation().name().toLowerCase(Locale.ROOT) + " facing="
                    + num(r.facingDeg());
        } else if (action instanceof Rally r) {
            StringBuilder b = new StringBuilder("rally ").append(unit(r.unit())).append(" n=").append(r.count());
            if (r.anchorFigure() >= 0) {
                b.append(" anchor=f").append(r.anchorFigure());
            }
            if (!Double.isNaN(r.facingDeg())) {
                b.append(" facing=").append(num(r.facingDeg()));
            }
            if (r.formation() != null) {
                b.append(' ').append(r.formation().name().toLowerCase(Locale.ROOT));
            }
            return b.toString();
        } else if (action instanceof PlaceCommander c) {
            return c.stay() ? "commander stay" : "commander x=" + num(c.x()) + " y=" + num(c.y());
        } else if (action instanceof Fire f) {
            return "fire " + unit(f.gun()) + " " + unit(f.target());
        } else if (action instanceof HoldFire h) {
            return "hold " + unit(h.gun());
        } else if (action instanceof Fight f) {
            return "fight " + unit(f.unit()) + " " + unit(f.target());
        } else if (action instanceof EndCombats) {
            return "end-combats";
        } else if (action instanceof Declare d) {
            return "declare " + unit(d.unit()) + " " + (d.holds() ? "hold" : unit(d.target()));
        } else if (action instanceof AllocateLosses a) {
            return "losses " + unit(a.unit()) + " killed=" + figures(a.killed()) + " run=" + figures(a.runners());
        } else if (action instanceof CardDraw c) {
            return "cards " + c.blue() + " " + c.red();
        }
        throw new IllegalArgumentException("unknown action " + action);
    }

    /**
     * Parses the notation.
     *
     * @throws IllegalArgumentException with a message naming the bad part
     */
    public static BaAction parse(String text) {
        String[] words = text.trim().split("\\s+");
        if (words.length == 0 || words[0].isEmpty()) {
            throw new IllegalArgumentException("empty action");
        }
        List<String> positional = new ArrayList<>();
        Map<String, String> keys = new LinkedHashMap<>();
        for (int i = 1; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            if (eq > 0) {
                keys.put(words[i].substring(0, eq), words[i].substring(eq + 1));
            } else {
                positional.add(words[i]);
            }
        }
        Parsed p = new Parsed(text, positional, keys);
        BaAction a = switch (words[0]) {
            case "pass" -> new Pass();
            case "move" -> new Move(p.unitAt(0), p.num("pivot", 0), p.num("dir", 0), p.num("dist"));
            case "snake" -> new Snake(p.unitAt(0), p.num("pivot", 0), p.legs());
            case "mob" -> new MobMove(p.unitAt(0), p.num("dx"), p.num("dy"));
            case "return" -> new GunnerReturn(p.unitAt(0));
            case "reform" -> new Reform(p.unitAt(0), p.formationAt(1), p.num("facing"));
            case "rally" -> new Rally(p.unitAt(0), (int) p.num("n"),
                    keys.containsKey("anchor") ? p.figure(keys.get("anchor")) : -1,
                    p.num("facing", Double.NaN), positional.size() > 1 ? p.formationAt(1) : null);
            case "commander" -> positional.contains("stay") ? PlaceCommander.stayPut()
                    : PlaceCommander.at(p.num("x"), p.num("y"));
            case "fire" -> new Fire(p.unitAt(0), p.unitAt(1));
            case "hold" -> new HoldFire(p.unitAt(0));
            case "fight" -> new Fight(p.unitAt(0), p.unitAt(1));
            case "end-combats" -> new EndCombats();
            case "declare" -> new Declare(p.unitAt(0),
                    "hold".equals(p.word(1)) ? Declare.HOLD : p.unitAt(1));
            case "losses" -> new AllocateLosses(p.unitAt(0), p.figures("killed"), p.figures("run"));
            case "cards" -> new CardDraw(p.intAt(0), p.intAt(1));
            default -> throw new IllegalArgumentException("unknown action '" + words[0] + "' in '" + text + "'");
        };
        return a;
    }

    static String unit(int u) {
        return "u" + u;
    }

    static String figures(List<Integer> ids) {
        if (ids.isEmpty()) {
            return "-";
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ids.size(); i++) {
            b.append(i == 0 ? "" : ",").append('f').append(ids.get(i));
        }
        return b.toString();
    }

    /** The shortest text that parses back to exactly {@code v}: "6", "-22.5", "0.1". */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    private record Parsed(String text, List<String> positional, Map<String, String> keys) {

        String word(int i) {
            if (i >= positional.size()) {
                throw new IllegalArgumentException("missing argument " + (i + 1) + " in '" + text + "'");
            }
            return positional.get(i);
        }

        int unitAt(int i) {
            String w = word(i);
            if (!w.startsWith("u")) {
                throw new IllegalArgumentException("expected a unit id like u3, got '" + w + "' in '" + text + "'");
            }
            return integer(w.substring(1), w);
        }

        int intAt(int i) {
            return integer(word(i), word(i));
        }

        int figure(String w) {
            if (!w.startsWith("f")) {
                throw new IllegalArgumentException("expected a figure id like f12, got '" + w + "' in '" + text + "'");
            }
            return integer(w.substring(1), w);
        }

        List<Integer> figures(String key) {
            String v = keys.get(key);
            if (v == null) {
                throw new IllegalArgumentException("missing " + key + "= in '" + text + "'");
            }
            List<Integer> out = new ArrayList<>();
            if (!v.equals("-")) {
                for (String f : v.split(",")) {
                    out.add(figure(f));
                }
            }
            return out;
        }

        Formation formationAt(int i) {
            String w = word(i);
            try {
                return Formation.valueOf(w.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown formation '" + w + "' in '" + text + "'");
            }
        }

        double num(String key) {
            String v = keys.get(key);
            if (v == null) {
                throw new IllegalArgumentException("missing " + key + "= in '" + text + "'");
            }
            return number(v, key);
        }

        double num(String key, double dflt) {
            String v = keys.get(key);
            return v == null ? dflt : number(v, key);
        }

        List<Snake.Leg> legs() {
            String v = keys.get("legs");
            if (v == null || v.isEmpty()) {
                throw new IllegalArgumentException("missing legs= in '" + text + "'");
            }
            List<Snake.Leg> legs = new ArrayList<>();
            for (String leg : v.split(",")) {
                String[] parts = leg.split(":");
                if (parts.length != 2) {
                    throw new IllegalArgumentException("a leg is turn:length, got '" + leg + "' in '" + text + "'");
                }
                legs.add(new Snake.Leg(number(parts[0], "legs"), number(parts[1], "legs")));
            }
            return legs;
        }

        private double number(String v, String what) {
            try {
                return Double.parseDouble(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad number '" + v + "' for " + what + " in '" + text + "'");
            }
        }

        private int integer(String v, String what) {
            try {
                return Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad id '" + what + "' in '" + text + "'");
            }
        }
    }
}
