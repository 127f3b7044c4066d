package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.EndActivation;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.MoveCommander;
import java.util.Locale;

/** Sentences for people about orders, with unit names and table terms (cm, degrees). */
final class Words {

    private Words() {
    }

    static String order(HowState s, int brigade, HowAction a) {
        if (a instanceof Move m) {
            return move(s, m);
        }
        if (a instanceof Charge c) {
            String second = c.second() < 0 ? "" : " and " + s.setup.unitName(c.second());
            return s.setup.unitName(c.unit()) + " charges " + s.setup.unitName(c.target()) + second + ".";
        }
        if (a instanceof MoveCommander m) {
            CommanderState cs = s.commanders[m.commander()];
            double d = new Vec2(cs.x, cs.y).distance(new Vec2(m.x(), m.y()));
            return String.format(Locale.ROOT, "%s rides %.0f cm, %s.", s.setup.commander(m.commander()).name(), d,
                    rideEnd(s, m.x(), m.y()));
        }
        if (a instanceof EndActivation) {
            return s.setup.brigade(brigade).name() + " ends its activation.";
        }
        return a.toString();
    }

    /**
     * Where a commander's ride ends, by the unit nearest it, as a person finds it on the table
     * ("to 9 cm behind Grenadiers Wedel"); the table mode adds the tape measures.
     */
    static String rideEnd(HowState s, double x, double y) {
        Vec2 end = new Vec2(x, y);
        int nearest = -1;
        double best = Double.POSITIVE_INFINITY;
        for (int u = 0; u < s.units.length; u++) {
            double d = s.units[u].removed ? Double.POSITIVE_INFINITY : end.distance(new Vec2(s.units[u].x, s.units[u].y));
            if (d < best) {
                best = d;
                nearest = u;
            }
        }
        if (nearest < 0) {
            return "where no unit stands";
        }
        UnitState u = s.units[nearest];
        Vec2 off = end.minus(new Vec2(u.x, u.y));
        double ahead = off.dot(Vec2.unit(u.facing));
        String side = Math.abs(ahead) < 0.7 * off.length() ? "beside" : ahead > 0 ? "in front of" : "behind";
        return best < 0.5 ? "to the front of " + s.setup.unitName(nearest)
                : String.format(Locale.ROOT, "to %.0f cm %s %s", best, side, s.setup.unitName(nearest));
    }

    /** "Grenadiers Wedel advance 12 cm, turn 45° left, and form march column." */
    static String move(HowState s, Move m) {
        UnitState u = s.units[m.unit()];
        if (ArtilleryAbandon.isRecrew(s, m)) {
            return s.setup.unitName(m.unit()) + " re-crews its guns, a whole move: a deployed battery again.";
        }
        Vec2 from = new Vec2(u.x, u.y);
        Vec2 to = new Vec2(m.x(), m.y());
        double dist = from.distance(to);
        StringBuilder b = new StringBuilder(s.setup.unitName(m.unit()));
        if (dist > 0.05) {
            double ahead = s.footprint(m.unit()).ahead(to);
            String way = ahead >= 0.7 * dist ? "advances" : ahead <= -0.7 * dist ? "falls back" : "moves";
            b.append(String.format(Locale.ROOT, " %s %.1f cm to (%.1f, %.1f)", way, dist, m.x(), m.y()));
        } else {
            b.append(" stays in place");
        }
        double turn = adjutant.engine.geometry.Angles.turnDeg(u.facing, m.facing());
        if (Math.abs(turn) > 0.5) {
            b.append(String.format(Locale.ROOT, ", turns %.0f° %s", Math.abs(turn), turn > 0 ? "left" : "right"));
        }
        if (m.formation() != u.formation) {
            b.append(", ").append(formationChange(u.formation, m.formation()));
        }
        return b.append('.').toString();
    }

    static String formationChange(Formation from, Formation to) {
        return switch (to) {
            case LIMBERED -> "limbers up";
            case DEPLOYED -> "unlimbers";
            case DISMOUNTED -> "dismounts";
            case IN_BUA -> "occupies the built-up area";
            default -> from == Formation.IN_BUA ? "leaves the built-up area in " + formation(to)
                    : from == Formation.DISMOUNTED ? "mounts in " + formation(to) : "forms " + formation(to);
        };
    }

    static String formation(Formation f) {
        return switch (f) {
            case LINE -> "line";
            case DOUBLE_LINE -> "double line";
            case MARCH_COLUMN -> "march column";
            case DEPLOYED -> "deployed guns";
            case LIMBERED -> "limbered guns";
            case DISMOUNTED -> "dismounted";
            case IN_BUA -> "the built-up area";
        };
    }
}
