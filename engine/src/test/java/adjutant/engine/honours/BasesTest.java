package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.scenario.UnitSpec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Bases, frontages and measurement (HOW-GEN-2, HOW-GEN-5, HOW-GEN-8, HOW-ORG-2, HOW-ORG-3, HOW-ORG-9). */
class BasesTest {

    private static final Vec2 AT = new Vec2(50, 50);

    static UnitSpec spec(UnitType type, UnitSize size, GunType guns) {
        return new UnitSpec("u", "u", type, type == UnitType.CAVALRY ? CavalryKind.MEDIUM : null, guns, false,
                Weapon.NONE, type == UnitType.TRANSPORT ? UnitClass.INFERIOR : UnitClass.STANDARD, size, null, false,
                Formation.LINE, 50, 50, 90);
    }

    static Footprint at(Scale scale, UnitType type, UnitSize size, GunType guns, Formation f) {
        return Bases.footprint(scale, spec(type, size, guns), AT, 90, f);
    }

    static Footprint at(UnitType type, Formation f) {
        return at(Scale.MM28, type, UnitSize.STANDARD, type == UnitType.ARTILLERY ? GunType.MEDIUM : null, f);
    }

    @Test
    @DisplayName("HOW-GEN-2: the 28mm baseline, a battalion's frontage about its musket range")
    void baseline() {
        assertEquals(4, Scale.MM28.cm(Distance.INFANTRY_BASE));
        assertEquals(20, at(UnitType.INFANTRY, Formation.LINE).width(), "5 bases of 4 cm");
        assertEquals(Scale.MM28.cm(Distance.MUSKET_LONG), at(UnitType.INFANTRY, Formation.LINE).width());
        assertEquals(20, Scale.MM28.infantryFrontage());
    }

    @Test
    @DisplayName("HOW-ORG-2: bases and frontages of each unit (howitzers as medium guns, transport 5 × 12, AMB-61)")
    void basing() {
        assertSize(20, 4, at(UnitType.INFANTRY, Formation.LINE));
        assertSize(4, 20, at(UnitType.INFANTRY, Formation.MARCH_COLUMN));
        assertSize(20, 4, at(UnitType.LIGHT_INFANTRY, Formation.LINE));
        assertSize(20, 5, at(UnitType.CAVALRY, Formation.LINE));
        assertSize(10, 10, at(UnitType.CAVALRY, Formation.DOUBLE_LINE));
        assertSize(5, 20, at(UnitType.CAVALRY, Formation.MARCH_COLUMN));
        assertSize(6, 6, at(Scale.MM28, UnitType.ARTILLERY, UnitSize.STANDARD, GunType.LIGHT, Formation.DEPLOYED));
        assertSize(7, 7, at(Scale.MM28, UnitType.ARTILLERY, UnitSize.STANDARD, GunType.MEDIUM, Formation.DEPLOYED));
        assertSize(8, 8, at(Scale.MM28, UnitType.ARTILLERY, UnitSize.STANDARD, GunType.HEAVY, Formation.DEPLOYED));
        assertSize(7, 7, at(Scale.MM28, UnitType.ARTILLERY, UnitSize.STANDARD, GunType.HOWITZER, Formation.DEPLOYED));
        assertSize(5, 12, at(UnitType.TRANSPORT, Formation.MARCH_COLUMN));
        assertEquals(5, at(UnitType.INFANTRY, Formation.LINE).bases());
        assertEquals(4, at(UnitType.CAVALRY, Formation.DOUBLE_LINE).bases());
        assertSize(12, 4, at(Scale.MM28, UnitType.INFANTRY, UnitSize.SMALL, null, Formation.LINE));
        assertSize(28, 4, at(Scale.MM28, UnitType.INFANTRY, UnitSize.LARGE, null, Formation.LINE));
        assertSize(10, 5, at(Scale.MM28, UnitType.CAVALRY, UnitSize.SMALL, null, Formation.LINE));
        assertSize(10, 2, at(Scale.MM15, UnitType.INFANTRY, UnitSize.STANDARD, null, Formation.LINE));
    }

    @Test
    @DisplayName("HOW-ORG-3: a limbered battery is its limber and counts as march column")
    void limbered() {
        assertTrue(Formation.LIMBERED.isColumn());
        assertSize(5, 12, at(UnitType.ARTILLERY, Formation.LIMBERED));
        assertSize(5, 7.5, at(Scale.MM28, UnitType.ARTILLERY, UnitSize.STANDARD, GunType.LIGHT, Formation.LIMBERED));
        assertSize(5, 12, at(Scale.MM28, UnitType.ARTILLERY, UnitSize.STANDARD, GunType.HEAVY, Formation.LIMBERED));
    }

    @Test
    @DisplayName("HOW-GEN-5: distances run between the nearest edges of the bases")
    void nearestEdges() {
        Footprint blue = Bases.footprint(Scale.MM28, spec(UnitType.INFANTRY, UnitSize.STANDARD, null), new Vec2(50, 40), 90,
                Formation.LINE);
        Footprint red = Bases.footprint(Scale.MM28, spec(UnitType.INFANTRY, UnitSize.STANDARD, null), new Vec2(50, 52), 270,
                Formation.LINE);
        assertEquals(12, blue.distanceTo(red), 1e-9, "front edge to front edge");
        Footprint offset = Bases.footprint(Scale.MM28, spec(UnitType.INFANTRY, UnitSize.STANDARD, null), new Vec2(76, 52),
                270, Formation.LINE);
        assertEquals(Math.hypot(6, 12), blue.distanceTo(offset), 1e-9, "corner to corner, not centre to centre");
        Footprint touching = Bases.footprint(Scale.MM28, spec(UnitType.INFANTRY, UnitSize.STANDARD, null),
                new Vec2(50, 40), 270, Formation.LINE);
        assertEquals(0, blue.distanceTo(touching), 1e-9);
    }

    @Test
    @DisplayName("HOW-GEN-8, HOW-ORG-9: sectors by exact 45° rays from the corners, not by eye")
    void sectors() {
        Footprint f = at(UnitType.INFANTRY, Formation.LINE); // front (40..60, 50), facing +y, rear at y = 46
        assertEquals(Sector.FRONT, f.sectorOf(new Vec2(60 + 9.9, 60)), "just inside the 45° ray from the front-right corner");
        assertEquals(Sector.RIGHT_FLANK, f.sectorOf(new Vec2(60 + 10.1, 60)), "just outside it");
        assertEquals(Sector.FRONT, f.sectorOf(new Vec2(60 + 10, 60)), "on the ray: front");
        assertEquals(Sector.LEFT_FLANK, f.sectorOf(new Vec2(40 - 10.1, 60)));
        assertEquals(Sector.REAR, f.sectorOf(new Vec2(50, 30)));
        assertEquals(Sector.REAR, f.sectorOf(new Vec2(60 + 9.9, 46 - 10)));
        assertEquals(Sector.RIGHT_FLANK, f.sectorOf(new Vec2(60 + 10.1, 46 - 10)));
    }

    private static void assertSize(double width, double depth, Footprint f) {
        assertEquals(width, f.width(), 1e-9, "width");
        assertEquals(depth, f.depth(), 1e-9, "depth");
    }
}
