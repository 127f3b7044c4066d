package adjutant.engine.honours.scenario;

import adjutant.engine.honours.Scale;
import adjutant.engine.honours.UnitClass;
import adjutant.engine.honours.UnitSize;
import adjutant.engine.honours.UnitType;
import adjutant.engine.scenario.ScenarioWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import adjutant.engine.geometry.Vec2;
import java.util.Comparator;

/**
 * Writes the fields of a scenario that Honours of War owns, after the header the generic
 * {@link ScenarioWriter} writes. A value equal to the default the reader would give it is left
 * out, so that reading the output gives an equal scenario.
 *
 * @implNote This class is stateless and thread-safe.
 */
final class HowScenarioWriter {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private HowScenarioWriter() {}

    static void write(HowScenario s, ObjectNode o) {
        if (s.scale() != Scale.MM28) {
            o.put("scale", s.scale().id());
        }
        if (s.season() != Season.SPRING_AUTUMN) {
            o.put("season", s.season().id());
        }
        if (s.turnLimit() != 0) {
            o.put("turnLimit", s.turnLimit());
        }
        if (!s.options().isEmpty()) {
            ArrayNode options = o.putArray("options");
            s.options().stream().sorted().forEach(r -> options.add(r.id()));
        }
        if (!s.objectiveValues().isEmpty()) {
            ArrayNode values = o.putArray("objectiveValues");
            for (ObjectiveValue v : s.objectiveValues()) {
                var value = values.addObject().put("objective", v.objective()).put("points", v.points())
                        .put("holder", v.holder().id());
                if (v.hasDeadline()) {
                    value.putObject("deadline").put("side", v.deadlineSide().id()).put("turn", v.deadlineTurn());
                }
            }
        }
        if (!s.fortified().isEmpty()) {
            ArrayNode fortified = o.putArray("fortified");
            s.fortified().stream().sorted(Comparator.naturalOrder()).forEach(fortified::add);
        }
        if (!s.specialRules().isEmpty()) {
            ArrayNode rules = o.putArray("specialRules");
            s.specialRules().forEach(r -> rules.add(specialRule(r)));
        }
        ObjectNode armies = o.putObject("armies");
        for (ArmySpec army : s.armies()) {
            armies.set(army.side().id(), army(army));
        }
    }

    private static ObjectNode specialRule(SpecialRule r) {
        ObjectNode o = F.objectNode();
        o.put("rule", r.id());
        if (r instanceof SpecialRule.Mist m) {
            o.put("turns", m.turns()).put("failUpTo", m.failUpTo()).put("beyond", m.beyondCm());
        } else if (r instanceof SpecialRule.GeneralLeaves g) {
            o.put("general", g.general()).put("endOfTurn", g.endOfTurn()).put("replacement", g.replacement());
        }
        return o;
    }

    static ObjectNode army(ArmySpec a) {
        ObjectNode o = F.objectNode();
        o.put("name", a.name());
        o.put("nation", a.nation().id());
        if (a.designatedAttacker()) {
            o.put("designatedAttacker", true);
        }
        if (a.breakingPoint() != 0) {
            o.put("breakingPoint", a.breakingPoint());
        }
        ArrayNode commanders = o.putArray("commanders");
        a.commanders().forEach(c -> commanders.add(commander(c)));
        ArrayNode brigades = o.putArray("brigades");
        a.brigades().forEach(b -> brigades.add(brigade(b)));
        ArrayNode units = o.putArray("units");
        a.units().forEach(u -> units.add(unit(u, HowScenarioFormat.defaultFacing(a.side()))));
        return o;
    }

    private static ObjectNode commander(CommanderSpec c) {
        ObjectNode o = F.objectNode();
        o.put("id", c.id());
        o.put("name", c.name());
        o.put("role", c.role().id());
        if (c.rating() != null) {
            o.put("rating", c.rating().id());
        }
        if (!c.brigades().isEmpty()) {
            ArrayNode b = o.putArray("brigades");
            c.brigades().forEach(b::add);
        }
        o.set("at", ScenarioWriter.point(new Vec2(c.x(), c.y())));
        return o;
    }

    private static ObjectNode brigade(BrigadeSpec b) {
        ObjectNode o = F.objectNode();
        o.put("id", b.id());
        o.put("name", b.name());
        if (b.commander() != null) {
            o.put("commander", b.commander());
        }
        ArrayNode units = o.putArray("units");
        b.units().forEach(units::add);
        if (b.mayNotMoveBefore() != 1) {
            o.put("mayNotMoveBefore", b.mayNotMoveBefore());
        }
        if (b.lightInfantryExempt()) {
            o.put("lightInfantryExempt", true);
        }
        return o;
    }

    private static ObjectNode unit(UnitSpec u, double defaultFacing) {
        ObjectNode o = F.objectNode();
        o.put("id", u.id());
        o.put("name", u.name());
        o.put("type", u.type().id());
        if (u.cavalry() != null && !(u.type() == UnitType.CAVALRY && u.cavalry() == HowScenarioFormat.DEFAULT_CAVALRY)) {
            o.put("cavalry", u.cavalry().id());
        }
        if (u.guns() != null && !(u.type() == UnitType.ARTILLERY && u.guns() == HowScenarioFormat.DEFAULT_GUNS)) {
            o.put("guns", u.guns().id());
        }
        if (u.horseArtillery()) {
            o.put("horseArtillery", true);
        }
        if (u.weapon() != HowScenarioFormat.defaultWeapon(u.type(), u.formation())) {
            o.put("weapon", u.weapon().id());
        }
        if (u.unitClass() != UnitClass.STANDARD) {
            o.put("class", u.unitClass().id());
        }
        if (u.size() != UnitSize.STANDARD) {
            o.put("size", u.size().id());
        }
        if (u.nation() != null) {
            o.put("nation", u.nation().id());
        }
        if (u.foreignInfantry()) {
            o.put("foreignInfantry", true);
        }
        if (u.formation() != HowScenarioFormat.defaultFormation(u.type())) {
            o.put("formation", u.formation().id());
        }
        o.set("at", ScenarioWriter.point(new Vec2(u.x(), u.y())));
        if (u.facing() != defaultFacing) {
            o.put("facing", u.facing());
        }
        if (u.quickFiringGuns()) {
            o.put("quickFiringGuns", true);
        }
        if (u.superiorWhenFiring()) {
            o.put("superiorWhenFiring", true);
        }
        return o;
    }
}
