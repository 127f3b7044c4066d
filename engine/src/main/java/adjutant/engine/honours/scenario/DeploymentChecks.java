package adjutant.engine.honours.scenario;

import static adjutant.engine.scenario.JsonCursor.format;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.Bases;
import adjutant.engine.honours.Footprint;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.UnitType;
import adjutant.engine.scenario.HeaderValidator;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the units and command figures stand at the start: on the table, out of impassable
 * terrain (artillery and transport out of rough ground and steep hills too, HOW-TERR-10,
 * HOW-TERR-12), not overlapping one another (touching is fine), and inside a built-up area when
 * their formation says so (HOW-TERR-23). Footprints are those of {@link Bases} at the scenario's
 * scale.
 */
final class DeploymentChecks {

    /** Bases may touch; an overlap deeper than this is an error. */
    static final double TOUCH = 0.01;
    private static final Set<TerrainKind> NO_GUNS = EnumSet.of(TerrainKind.ROUGH, TerrainKind.STEEP_HILL,
            TerrainKind.WOODED_STEEP_HILL);

    private record Placed(String id, String path, Footprint footprint) {}

    private final HowScenario s;
    private final HowSourceMap paths;
    private final Problems problems;

    DeploymentChecks(HowScenario s, HowSourceMap paths, Problems problems) {
        this.s = s;
        this.paths = paths;
        this.problems = problems;
    }

    void check() {
        List<Placed> placed = new ArrayList<>();
        for (ArmySpec army : s.armies()) {
            if (paths.missingArmies().contains(army.side())) {
                continue;
            }
            commanders(army);
            for (int i = 0; i < army.units().size(); i++) {
                UnitSpec u = army.units().get(i);
                if (!UnitChecks.formations(u.type()).contains(u.formation())) {
                    continue; // reported already; no footprint to check
                }
                String at = paths.unit(army.side(), i) + ".at";
                Footprint f = Bases.footprint(s.scale(), u, new Vec2(u.x(), u.y()), u.facing(), u.formation());
                if (onTable(f, at) && terrain(u, f, at)) {
                    overlaps(u.id(), at, f, placed);
                }
                placed.add(new Placed(u.id(), paths.unit(army.side(), i), f));
            }
        }
    }

    private void commanders(ArmySpec army) {
        Side side = army.side();
        for (int i = 0; i < army.commanders().size(); i++) {
            CommanderSpec c = army.commanders().get(i);
            Vec2 p = new Vec2(c.x(), c.y());
            String at = paths.commander(side, i) + ".at";
            if (!s.table().contains(p)) {
                problems.error(at, "the commander at " + p + " is off the " + HeaderValidator.tableName(s.table())
                        + " table");
            } else {
                HeaderValidator.impassableAt(s.terrain(), p).ifPresent(t -> problems.error(at,
                        "the commander at " + p + " is in impassable terrain '" + t.id() + "'"));
            }
        }
    }

    private boolean onTable(Footprint f, String at) {
        for (Vec2 c : f.corners()) {
            if (!s.table().contains(c)) {
                problems.error(at, "the unit reaches off the " + HeaderValidator.tableName(s.table()) + " table (its corner "
                        + c + ")");
                return false;
            }
        }
        return true;
    }

    private boolean terrain(UnitSpec u, Footprint f, String at) {
        for (Vec2 c : f.baseCentres()) {
            Optional<TerrainFeature> t = HeaderValidator.impassableAt(s.terrain(), c);
            if (t.isPresent()) {
                problems.error(at, "a base at " + c + " is in impassable terrain '" + t.get().id() + "'");
                return false;
            }
            boolean wheels = u.type() == UnitType.ARTILLERY || u.type() == UnitType.TRANSPORT;
            Optional<TerrainFeature> rough = s.terrain().stream()
                    .filter(x -> NO_GUNS.contains(x.kind()) && x.contains(c)).findFirst();
            if (wheels && rough.isPresent()) {
                problems.error(at, u.type().id() + " cannot stand in " + rough.get().kind().id() + " '"
                        + rough.get().id() + "' (HOW-TERR-10, HOW-TERR-12)");
                return false;
            }
        }
        boolean inBua = mostlyInBua(f);
        if (u.formation() == Formation.IN_BUA && !inBua) {
            problems.error(at, "the unit is in-bua but not inside a village or town (HOW-TERR-23)");
            return false;
        }
        if (u.formation() != Formation.IN_BUA && inBua) {
            problems.warning(at, "the unit stands inside a built-up area in " + u.formation().id()
                    + "; there it has no formation: give it formation in-bua (HOW-TERR-23)");
        }
        return true;
    }

    private boolean mostlyInBua(Footprint f) {
        int in = 0;
        for (Vec2 c : f.baseCentres()) {
            if (s.terrain().stream().anyMatch(t -> (t.kind() == TerrainKind.VILLAGE || t.kind() == TerrainKind.TOWN)
                    && t.contains(c))) {
                in++;
            }
        }
        return 2 * in > f.baseCentres().size();
    }

    private void overlaps(String id, String at, Footprint f, List<Placed> placed) {
        for (Placed o : placed) {
            if (f.overlapsInterior(o.footprint(), TOUCH)) {
                problems.error(at, "unit '" + id + "' overlaps unit '" + o.id() + "' (" + o.path() + "); their bases are "
                        + format(Math.round(f.frontCentre().distance(o.footprint().frontCentre()) * 10) / 10.0)
                        + " cm apart front centre to front centre");
            }
        }
    }
}
