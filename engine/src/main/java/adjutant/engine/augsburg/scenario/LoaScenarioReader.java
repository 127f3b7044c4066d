package adjutant.engine.augsburg.scenario;

import adjutant.engine.augsburg.Formation;
import adjutant.engine.augsburg.Kind;
import adjutant.engine.augsburg.Tag;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.JsonCursor;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.ScenarioHeader;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the League of Augsburg fields of a scenario file, reporting each problem with its JSON
 * path ({@code $.armies[0].brigades[1].units[2].kind}) and leaving out what it cannot read, then
 * hands the scenario to {@link LoaScenarioValidator}. One reader per file.
 */
final class LoaScenarioReader {

    static final Set<String> FIELDS = Set.of("turnLimit", "armies");
    static final Set<String> ARMY_FIELDS = Set.of("name", "cinc", "brigades");
    static final Set<String> COMMANDER_FIELDS = Set.of("name", "cn", "at");
    static final Set<String> BRIGADE_FIELDS = Set.of("id", "name", "brigadier", "units");
    static final Set<String> UNIT_FIELDS = Set.of("id", "name", "kind", "tags", "pikes", "at", "facing", "formation");

    Optional<LoaScenario> scenario(ScenarioHeader header, JsonCursor root, Problems problems) {
        int turnLimit = LoaScenario.DEFAULT_TURN_LIMIT;
        JsonCursor tl = root.field("turnLimit");
        if (tl.isPresent()) {
            int v = tl.integer().orElse(turnLimit);
            if (v < 1 || v > LoaScenarioFormat.MAX_TURN_LIMIT) {
                tl.error("a turn limit is 1 to " + LoaScenarioFormat.MAX_TURN_LIMIT + ", got " + v);
            } else {
                turnLimit = v;
            }
        }
        JsonCursor armiesC = root.field("armies");
        if (!armiesC.require()) {
            return Optional.empty();
        }
        Optional<List<JsonCursor>> items = armiesC.array();
        if (items.isEmpty()) {
            return Optional.empty();
        }
        if (items.get().size() != 2) {
            armiesC.error("two armies, blue's then red's, got " + items.get().size());
            return Optional.empty();
        }
        List<ArmySpec> armies = new ArrayList<>();
        for (Side side : Side.values()) {
            Optional<ArmySpec> a = army(items.get().get(side.ordinal()), side);
            if (a.isEmpty()) {
                return Optional.empty();
            }
            armies.add(a.get());
        }
        LoaScenario s = new LoaScenario(header, armies, turnLimit);
        LoaScenarioValidator.validate(s, problems);
        return problems.hasErrors() ? Optional.empty() : Optional.of(s);
    }

    private Optional<ArmySpec> army(JsonCursor c, Side side) {
        if (c.object(ARMY_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> name = c.field("name").requiredNonBlank();
        JsonCursor cincC = c.field("cinc");
        cincC.require();
        Optional<CommanderSpec> cinc = commander(cincC);
        List<BrigadeSpec> brigades = new ArrayList<>();
        boolean ok = true;
        JsonCursor bs = c.field("brigades");
        if (bs.require()) {
            for (JsonCursor b : bs.array().orElse(List.of())) {
                Optional<BrigadeSpec> spec = brigade(b, side);
                ok &= spec.isPresent();
                spec.ifPresent(brigades::add);
            }
        }
        if (name.isEmpty() || cinc.isEmpty() || !ok) {
            return Optional.empty();
        }
        return Optional.of(new ArmySpec(side, name.get(), cinc.get(), brigades));
    }

    private Optional<CommanderSpec> commander(JsonCursor c) {
        if (c.object(COMMANDER_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> name = c.field("name").requiredNonBlank();
        int cn = CommanderSpec.DEFAULT_CN;
        JsonCursor cnC = c.field("cn");
        if (cnC.isPresent()) {
            int v = cnC.integer().orElse(cn);
            if (v < 1 || v > 3) {
                cnC.error("LOA-ORG-11: a Command Number is 1, 2 or 3 (AMB-1), got " + v);
            } else {
                cn = v;
            }
        }
        JsonCursor at = c.field("at");
        at.require();
        Optional<Vec2> p = at.point();
        if (name.isEmpty() || p.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new CommanderSpec(name.get(), cn, p.get()));
    }

    private Optional<BrigadeSpec> brigade(JsonCursor c, Side side) {
        if (c.object(BRIGADE_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> id = c.field("id").id();
        Optional<String> name = c.field("name").requiredNonBlank();
        JsonCursor bc = c.field("brigadier");
        bc.require();
        Optional<CommanderSpec> brigadier = commander(bc);
        List<UnitSpec> units = new ArrayList<>();
        boolean ok = true;
        JsonCursor us = c.field("units");
        if (us.require()) {
            for (JsonCursor u : us.array().orElse(List.of())) {
                Optional<UnitSpec> spec = unit(u, side);
                ok &= spec.isPresent();
                spec.ifPresent(units::add);
            }
        }
        if (id.isEmpty() || name.isEmpty() || brigadier.isEmpty() || !ok) {
            return Optional.empty();
        }
        return Optional.of(new BrigadeSpec(id.get(), name.get(), brigadier.get(), units));
    }

    private Optional<UnitSpec> unit(JsonCursor c, Side side) {
        if (c.object(UNIT_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> id = c.field("id").id();
        Optional<String> name = c.field("name").requiredNonBlank();
        JsonCursor kc = c.field("kind");
        kc.require();
        Optional<Kind> kind = kc.oneOf(Kind::fromId);
        Set<Tag> tags = EnumSet.noneOf(Tag.class);
        JsonCursor tc = c.field("tags");
        for (JsonCursor t : tc.array().orElse(List.of())) {
            t.oneOf(Tag::fromId).ifPresent(tags::add);
        }
        int pikes = 0;
        JsonCursor pc = c.field("pikes");
        if (pc.isPresent()) {
            pikes = pc.integer().orElse(0);
            if (pikes < 0) {
                pc.error("LOA-ORG-6: pikes cannot be negative");
                pikes = 0;
            }
        }
        JsonCursor at = c.field("at");
        at.require();
        Optional<Vec2> p = at.point();
        double facing = LoaScenarioWriter.defaultFacing(side);
        JsonCursor fc = c.field("facing");
        if (fc.isPresent()) {
            facing = fc.number().orElse(facing);
        }
        Optional<Formation> formation = Optional.empty();
        JsonCursor fo = c.field("formation");
        if (fo.isPresent()) {
            formation = fo.oneOf(x -> Formation.valueOf(x.toUpperCase(Locale.ROOT).replace('-', '_')));
        }
        if (id.isEmpty() || name.isEmpty() || kind.isEmpty() || p.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new UnitSpec(id.get(), name.get(), kind.get(), tags, pikes, p.get(), facing,
                formation.orElse(kind.get().defaultFormation())));
    }
}
