package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.game.TableSides;
import adjutant.engine.scenario.Table;
import java.util.Locale;
import java.util.Map;

/**
 * Honours of War's units on a real table, in the scenario's unit (centimetres for the book's
 * scenarios). The reference point is the centre of the unit's front edge, as moves measure it.
 * The book's scenarios fix both deployments, so there is no secret one to choose.
 */
public final class HowTableFrame implements TableFrame<HowState> {

    public static final HowTableFrame INSTANCE = new HowTableFrame();

    /** Bases may touch (contact), not overlap: the invariants' own tolerance. */
    private static final double OVERLAP_TOLERANCE = 0.5;

    private HowTableFrame() {
    }

    @Override
    public String lengthUnit() {
        return "cm";
    }

    @Override
    public int unitCount(HowState s) {
        return s.setup().unitCount();
    }

    @Override
    public String unitName(HowState s, int unit) {
        return s.setup().unitName(unit);
    }

    @Override
    public Side side(HowState s, int unit) {
        return s.setup().side(unit);
    }

    @Override
    public boolean onTable(HowState s, int unit) {
        return s.inPlay(unit);
    }

    @Override
    public String strength(HowState s, int unit) {
        UnitState u = s.unit(unit);
        return u.formation().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ", " + u.hits() + (u.hits() == 1 ? " hit" : " hits");
    }

    @Override
    public Map<String, TablePlacement> markers(HowState s, Side viewer) {
        Table t = s.setup().scenario().table();
        Map<String, TablePlacement> out = new java.util.LinkedHashMap<>();
        for (int c = 0; c < s.setup().commanderCount(); c++) {
            CommanderState cs = s.commander(c);
            if (!cs.removed()) {
                out.put(s.setup().commander(c).name(), TableSides.seenBy(viewer, cs.x(), cs.y(), 0, t.length(), t.width()));
            }
        }
        return out;
    }

    @Override
    public String referencePoint(HowState s, int unit) {
        return "the centre of its front edge";
    }

    @Override
    public TablePlacement placement(HowState s, int unit, Side viewer) {
        UnitState u = s.unit(unit);
        Table t = s.setup().scenario().table();
        return TableSides.seenBy(viewer, u.x, u.y, u.facing, t.length(), t.width());
    }

    @Override
    public HowState placedAll(HowState s, Map<Integer, TablePlacement> where, Side viewer) {
        Table t = s.setup().scenario().table();
        HowState c = s.copy();
        where.forEach((unit, to) -> {
            if (unit < 0 || unit >= c.setup().unitCount()) {
                throw new IllegalArgumentException("there is no unit " + (unit + 1));
            }
            UnitState u = c.unit(unit);
            u.x = TableSides.x(viewer, to, t.length());
            u.y = TableSides.y(viewer, to, t.width());
            u.facing = TableSides.facing(viewer, to);
        });
        where.keySet().forEach(unit -> checkRoom(c, unit));
        return c;
    }

    /** On the table, and on no other unit's bases. */
    private static void checkRoom(HowState c, int unit) {
        Footprint f = c.footprint(unit);
        String name = c.setup().unitName(unit);
        if (!c.setup().terrain().onTable(f)) {
            throw new IllegalArgumentException(name + " would stand partly off the table");
        }
        for (int o = 0; o < c.setup().unitCount(); o++) {
            if (o != unit && c.inPlay(o) && c.unit(o).inBua < 0 && f.overlapsInterior(c.footprint(o), OVERLAP_TOLERANCE)) {
                throw new IllegalArgumentException(name + " would stand on " + c.setup().unitName(o));
            }
        }
    }
}
