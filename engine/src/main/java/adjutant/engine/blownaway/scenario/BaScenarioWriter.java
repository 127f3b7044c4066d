package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.ScenarioWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * Writes the fields of a scenario that Blown Away owns, after the header the generic
 * {@link ScenarioWriter} writes. Values equal to their defaults (rule options, unit label and
 * militia) are left out, and so are an absent attacker and empty key objectives.
 *
 * @implNote This class is stateless and thread-safe.
 */
final class BaScenarioWriter {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private BaScenarioWriter() {}

    static void write(BaScenario s, ObjectNode o) {
        o.put("year", s.year());
        o.put("turnLimit", s.turnLimit());
        if (s.firstSide() != null) {
            o.put("firstSide", s.firstSide().id());
        }
        o.put("deployDepth", s.deployDepth());
        o.put("victory", s.victory().id());
        o.put("objectivesToWin", s.objectivesToWin());
        if (s.attacker() != null) {
            o.put("attacker", s.attacker().id());
        }
        if (!s.keyObjectives().isEmpty()) {
            ArrayNode keys = o.putArray("keyObjectives");
            s.keyObjectives().forEach(keys::add);
        }
        ObjectNode armies = o.putObject("armies");
        for (ArmySpec army : s.armies()) {
            armies.set(army.side().id(), army(army));
        }
        ObjectNode options = options(s.options());
        if (!options.isEmpty()) {
            o.set("options", options);
        }
    }

    static ObjectNode army(ArmySpec army) {
        ObjectNode o = F.objectNode();
        o.put("name", army.name());
        o.set("commander", ScenarioWriter.point(army.commander()));
        ArrayNode units = o.putArray("units");
        army.units().forEach(u -> units.add(unit(u)));
        return o;
    }

    static ObjectNode unit(UnitSpec u) {
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
        o.set("anchor", ScenarioWriter.point(u.anchor()));
        o.put("facing", u.facingDeg());
        ObjectNode men = o.putObject("men");
        for (Map.Entry<Role, Integer> e : u.men().entrySet()) {
            men.put(e.getKey().id(), e.getValue());
        }
        return o;
    }

    static ObjectNode options(RulesOptions r) {
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

}
