package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Distances at every figure scale (HOW-SCALE-1 to HOW-SCALE-3). */
class ScaleTest {

    @ParameterizedTest(name = "{0}: 28mm {1}, 20mm {2}, 15mm {3}, 10mm {4}, 6mm {5}")
    @CsvSource({
        "INFANTRY_BASE, 4, 3, 2, 1.5, 1",
        "CAVALRY_BASE, 5, 4, 2.5, 2, 1.5",
        "LIGHT_GUN_BASE, 6, 4.5, 3, 2, 1.5",
        "MEDIUM_GUN_BASE, 7, 5, 3.5, 2.5, 2",
        "HEAVY_GUN_BASE, 8, 6, 4, 3, 2.5",
        "INFANTRY_LINE_MOVE, 20, 15, 10, 8, 6",
        "INFANTRY_COLUMN_MOVE, 25, 20, 12, 10, 8",
        "LIGHT_INFANTRY_MOVE, 25, 20, 12, 10, 8",
        "CAVALRY_LINE_MOVE, 30, 25, 15, 12, 10",
        "CAVALRY_COLUMN_MOVE, 40, 35, 25, 16, 15",
        "LIMBERED_MOVE, 20, 15, 10, 8, 6",
        "LIMBERED_ROAD_MOVE, 25, 20, 15, 12, 8",
        "MANHANDLE_LIGHT, 15, 12, 8, 5, 5",
        "MANHANDLE_MEDIUM, 10, 8, 5, 3, 3",
        "MANHANDLE_HEAVY, 5, 4, 2, 1, 1",
        "MANHANDLE_LIGHT_FLANK, 10, 8, 5, 3, 3",
        "MANHANDLE_MEDIUM_FLANK, 5, 4, 3, 2, 2",
        "MANHANDLE_HEAVY_FLANK, 0, 0, 0, 0, 0",
        "HORSE_ARTILLERY_MOVE, 30, 25, 15, 12, 10",
        "HORSE_ARTILLERY_ROAD_MOVE, 40, 30, 20, 16, 12",
        "TRANSPORT_MOVE, 15, 12, 8, 5, 4",
        "TRANSPORT_ROAD_MOVE, 20, 15, 12, 8, 6",
        "COMMAND_FIGURE_MOVE, 60, 45, 30, 20, 20",
        "COMMAND_RADIUS, 15, 10, 8, 6, 4",
        "MELEE_SUPPORT, 5, 4, 3, 2, 2",
        "MUSKET_GUNS_SHORT, 10, 8, 5, 4, 3",
        "MUSKET_GUNS_LONG, 30, 25, 16, 12, 10",
        "MUSKET_SHORT, 10, 8, 5, 4, 3",
        "MUSKET_LONG, 20, 16, 10, 8, 6",
        "RIFLE_SHORT, 15, 12, 8, 6, 5",
        "RIFLE_LONG, 30, 25, 16, 12, 10",
        "CARBINE_SHORT, 8, 5, 4, 3, 2",
        "CARBINE_LONG, 15, 10, 8, 6, 4",
        "LIGHT_GUN_CANISTER, 30, 20, 15, 12, 10",
        "LIGHT_GUN_EFFECTIVE, 50, 35, 25, 18, 15",
        "LIGHT_GUN_LONG, 70, 50, 35, 24, 20",
        "MEDIUM_GUN_CANISTER, 40, 30, 20, 15, 12",
        "MEDIUM_GUN_EFFECTIVE, 80, 50, 40, 25, 20",
        "MEDIUM_GUN_LONG, 120, 80, 60, 40, 30",
        "HEAVY_GUN_CANISTER, 50, 40, 25, 20, 15",
        "HEAVY_GUN_EFFECTIVE, 100, 70, 50, 35, 25",
        "HEAVY_GUN_LONG, 150, 100, 75, 50, 40",
        "HOWITZER_CANISTER, 40, 30, 20, 15, 12",
        "HOWITZER_EFFECTIVE, 70, 50, 35, 25, 18",
        "HOWITZER_LONG, 100, 70, 50, 35, 24",
        "GRAZING, 30, 20, 15, 10, 8",
        "RALLY_NEAR, 30, 20, 15, 10, 8",
        "RALLY_FAR, 60, 40, 30, 20, 16",
        "BUA_BLOCK, 20, 15, 10, 8, 6"})
    @DisplayName("HOW-SCALE-2: the listed distances at each scale, as printed (15mm cavalry column 25, AMB-90)")
    void listed(Distance d, double mm28, double mm20, double mm15, double mm10, double mm6) {
        assertScales(d, mm28, mm20, mm15, mm10, mm6);
    }

    @ParameterizedTest(name = "{0}: 28mm {1}, 20mm {2}, 15mm {3}, 10mm {4}, 6mm {5}")
    @CsvSource({
        "COMMAND_CHAIN, 5, 4, 3, 2, 2",
        "GENERAL_RALLY_RADIUS, 5, 4, 3, 2, 2",
        "CHARGE_TOLERANCE, 5, 4, 3, 2, 2",
        "SPLIT_FIRE_RANGE_DIFFERENCE, 5, 4, 3, 2, 2",
        "COMMAND_FIGURE_CLEARANCE, 10, 7, 5, 4, 3",
        "SPLIT_FIRE_SPACING, 10, 7, 5, 4, 3",
        "OVERHEAD_GUN_CLEARANCE, 10, 7, 5, 4, 3",
        "HOWITZER_HILL_SAFETY, 10, 7, 5, 4, 3",
        "OVERHEAD_TARGET_CLEARANCE, 15, 10, 8, 6, 4",
        "DEAD_GROUND, 15, 10, 8, 6, 4",
        "WOOD_VISIBILITY, 15, 10, 8, 6, 4",
        "HOWITZER_LEVEL_SAFETY, 15, 10, 8, 6, 4",
        "CLOSE_TO_ENEMY, 20, 16, 10, 8, 6",
        "DASHING_GENERAL_RADIUS, 20, 16, 10, 8, 6",
        "HOWITZER_MINIMUM, 20, 16, 10, 8, 6",
        "UNICORN_LEVEL_SAFETY, 20, 16, 10, 8, 6",
        "FOG_VISIBILITY, 30, 20, 15, 10, 8",
        "MARCH_BONUS_CLEARANCE, 60, 40, 30, 20, 16",
        "HEAVY_RAIN_VISIBILITY, 60, 40, 30, 20, 16",
        "BRIGADE_MORALE_DISENGAGE, 60, 40, 30, 20, 16",
        "DASHING_GENERAL_MOVE, 80, 60, 40, 27, 27",
        "HOWITZER_SIGHT_GAP, 4, 3, 2, 2, 1"})
    @DisplayName("HOW-SCALE-3: unlisted distances take their anchor's value, or the factor (AMB-91)")
    void anchored(Distance d, double mm28, double mm20, double mm15, double mm10, double mm6) {
        assertScales(d, mm28, mm20, mm15, mm10, mm6);
    }

    @Test
    @DisplayName("HOW-SCALE-1: by the factor, to the nearest cm with a half cm rounded up")
    void rounding() {
        assertEquals(4, Scale.MM20.cm(Distance.LIMBER_WIDTH), "5 × 0.7 = 3.5 rounds up, not down to 3.4999…");
        assertEquals(3, Scale.MM15.cm(Distance.LIMBER_WIDTH), "2.5 rounds up");
        assertEquals(2, Scale.MM10.cm(Distance.LIMBER_WIDTH));
        assertEquals(8, Scale.MM20.cm(Distance.LIMBER_LENGTH), "8.4 rounds down");
        assertEquals(4, Scale.MM15.cm(Distance.LIGHT_LIMBER_LENGTH), "3.75 rounds up");
        assertEquals(8, Scale.round(7.5));
        assertEquals(7, Scale.round(7.49));
    }

    @Test
    @DisplayName("HOW-SCALE-1, EX-18: pick the scale column by the battalion's frontage in line")
    void scaleByFrontage() {
        // 10mm figures in 32-figure battalions: 8 bases of 15 mm = 12 cm; 12-figure regiments likewise 6 × 2 cm
        assertEquals(Scale.MM15, Scale.forFrontage(8 * 1.5));
        assertEquals(Scale.MM15, Scale.forFrontage(6 * 2.0));
        // a 6mm 24-figure battalion: 4 bases of 15 × 10 mm or 3 of 20 × 10 mm, 6 cm either way
        assertEquals(6, 4 * 1.5, 1e-9);
        assertEquals(6, 3 * 2.0, 1e-9);
        assertEquals(Scale.MM6, Scale.forFrontage(6));
        assertEquals(6, Scale.MM6.infantryFrontage());
        assertEquals(Scale.MM28, Scale.forFrontage(20));
    }

    @Test
    void idsRoundTrip() {
        for (Scale s : Scale.values()) {
            assertEquals(s, Scale.fromId(s.id()));
        }
        assertEquals("15mm", Scale.MM15.id());
    }

    private static void assertScales(Distance d, double mm28, double mm20, double mm15, double mm10, double mm6) {
        assertEquals(mm28, Scale.MM28.cm(d), "28mm");
        assertEquals(mm20, Scale.MM20.cm(d), "20mm");
        assertEquals(mm15, Scale.MM15.cm(d), "15mm");
        assertEquals(mm10, Scale.MM10.cm(d), "10mm");
        assertEquals(mm6, Scale.MM6.cm(d), "6mm");
    }
}
