package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.ArmySpec;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.blownaway.scenario.UnitSpec;
import java.util.List;

/**
 * The mirrored scenario: the table rotated 180° about its centre and the sides swapped, so
 * blue's army stands where red's stood, facing the other way (AMB-72).
 */
public final class Mirror {
    private Mirror() {}

    public static BaScenario of(BaScenario s) {
        double l = s.table().length();
        double w = s.table().width();
        ArmySpec blue = s.army(Side.BLUE);
        ArmySpec red = s.army(Side.RED);
        return BaScenario.of(s.name() + "-mirrored", s.title(), s.description(), s.table(), s.variant(), s.year(),
                s.turnLimit(), s.firstSide() == null ? null : s.firstSide().opponent(), s.deployDepth(), s.victory(),
                s.objectivesToWin(),
                s.terrain().stream().map(t -> new TerrainFeature(t.id(), t.kind(), rotate(t.points(), l, w),
                        t.blocksLos(), t.impassable(), t.openEdges())).toList(),
                s.objectives().stream().map(o -> new ObjectiveSpec(o.id(), o.name(), rotate(o.center(), l, w),
                        o.radius(), rotate(o.polygon(), l, w))).toList(),
                List.of(army(red, Side.BLUE, l, w), army(blue, Side.RED, l, w)), s.options())
                .withAttacker(s.attacker() == null ? null : s.attacker().opponent(), s.keyObjectives());
    }

    private static ArmySpec army(ArmySpec a, Side side, double l, double w) {
        return new ArmySpec(side, a.name(), rotate(a.commander(), l, w), a.units().stream()
                .map(u -> new UnitSpec(u.id(), u.name(), u.type(), u.label(), u.militia(), u.formation(),
                        rotate(u.anchor(), l, w), u.facingDeg() + 180, u.men()))
                .toList());
    }

    static Vec2 rotate(Vec2 p, double l, double w) {
        return new Vec2(l - p.x(), w - p.y());
    }

    private static List<Vec2> rotate(List<Vec2> ps, double l, double w) {
        return ps.stream().map(p -> rotate(p, l, w)).toList();
    }
}
