package adjutant.engine.augsburg.scenario;

import adjutant.engine.augsburg.Tag;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;

/**
 * Writes the League of Augsburg fields of a scenario after the header; a value equal to the
 * reader's default is left out, so that reading the output gives an equal scenario.
 */
final class LoaScenarioWriter {

    private LoaScenarioWriter() {
    }

    /** Blue faces up the table (90°), red down it (270°). */
    static double defaultFacing(Side side) {
        return side == Side.BLUE ? 90 : 270;
    }

    static void write(LoaScenario s, ObjectNode o) {
        if (s.turnLimit() != LoaScenario.DEFAULT_TURN_LIMIT) {
            o.put("turnLimit", s.turnLimit());
        }
        ArrayNode armies = o.putArray("armies");
        for (ArmySpec a : s.armies()) {
            ObjectNode ao = armies.addObject();
            ao.put("name", a.name());
            commander(a.cinc(), ao.putObject("cinc"));
            ArrayNode bs = ao.putArray("brigades");
            for (BrigadeSpec b : a.brigades()) {
                ObjectNode bo = bs.addObject();
                bo.put("id", b.id());
                bo.put("name", b.name());
                commander(b.brigadier(), bo.putObject("brigadier"));
                ArrayNode us = bo.putArray("units");
                for (UnitSpec u : b.units()) {
                    ObjectNode uo = us.addObject();
                    uo.put("id", u.id());
                    uo.put("name", u.name());
                    uo.put("kind", u.kind().id());
                    if (!u.tags().isEmpty()) {
                        ArrayNode t = uo.putArray("tags");
                        u.tags().stream().sorted().map(Tag::id).forEach(t::add);
                    }
                    if (u.pikes() != 0) {
                        uo.put("pikes", u.pikes());
                    }
                    point(u.position(), uo.putArray("at"));
                    if (u.facing() != defaultFacing(a.side())) {
                        uo.put("facing", u.facing());
                    }
                    if (u.formation() != u.kind().defaultFormation()) {
                        uo.put("formation", u.formation().name().toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
    }

    private static void commander(CommanderSpec c, ObjectNode o) {
        o.put("name", c.name());
        if (c.cn() != CommanderSpec.DEFAULT_CN) {
            o.put("cn", c.cn());
        }
        point(c.position(), o.putArray("at"));
    }

    private static void point(Vec2 p, ArrayNode a) {
        a.add(p.x());
        a.add(p.y());
    }
}
