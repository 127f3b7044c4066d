package adjutant.engine.augsburg;

import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.game.TableSides;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The League of Augsburg's units on a real table, in the scenario's unit (inches). The reference
 * point is the centre of the unit's front edge, as moves measure it. The scenarios place both
 * armies, so there is no secret deployment to choose.
 */
public final class LoaTableFrame implements TableFrame<LoaState> {

    public static final LoaTableFrame INSTANCE = new LoaTableFrame();

    private LoaTableFrame() {
    }

    @Override
    public String lengthUnit() {
        return "in";
    }

    @Override
    public int unitCount(LoaState s) {
        return s.setup().unitCount();
    }

    @Override
    public String unitName(LoaState s, int unit) {
        return s.setup().unitName(unit);
    }

    @Override
    public Side side(LoaState s, int unit) {
        return s.setup().side(unit);
    }

    @Override
    public boolean onTable(LoaState s, int unit) {
        return s.inPlay(unit);
    }

    @Override
    public String strength(LoaState s, int unit) {
        UnitState u = s.unit(unit);
        int figures = 0;
        for (int f : u.figures) {
            figures += f;
        }
        List<String> words = new ArrayList<>();
        words.add(figures + (figures == 1 ? " figure" : " figures"));
        for (Status st : Status.values()) {
            if (u.has(st)) {
                words.add(st.name().toLowerCase(Locale.ROOT).replace('_', ' '));
            }
        }
        return String.join(", ", words);
    }

    @Override
    public String referencePoint(LoaState s, int unit) {
        return "the centre of its front edge";
    }

    @Override
    public Map<String, TablePlacement> markers(LoaState s, Side viewer) {
        Table t = s.setup().scenario().table();
        Map<String, TablePlacement> out = new LinkedHashMap<>();
        for (int c = 0; c < s.setup().commanderCount(); c++) {
            Vec2 p = s.commander(c).position();
            out.put(s.setup().commanderName(c), TableSides.seenBy(viewer, p.x(), p.y(), 0, t.length(), t.width()));
        }
        return out;
    }

    @Override
    public TablePlacement placement(LoaState s, int unit, Side viewer) {
        UnitState u = s.unit(unit);
        Table t = s.setup().scenario().table();
        return TableSides.seenBy(viewer, u.x, u.y, u.facing, t.length(), t.width());
    }

    @Override
    public LoaState placedAll(LoaState s, Map<Integer, TablePlacement> where, Side viewer) {
        Table t = s.setup().scenario().table();
        LoaState c = s.copy();
        where.forEach((unit, to) -> {
            if (unit < 0 || unit >= c.setup().unitCount()) {
                throw new IllegalArgumentException("there is no unit " + (unit + 1));
            }
            UnitState u = c.unit(unit);
            u.x = TableSides.x(viewer, to, t.length());
            u.y = TableSides.y(viewer, to, t.width());
            u.facing = TableSides.facing(viewer, to);
        });
        where.keySet().forEach(unit -> checkRoom(c, unit, t));
        return c;
    }

    /** On the table, and on no other unit (touching is contact, not overlap). */
    private static void checkRoom(LoaState c, int unit, Table t) {
        Footprint f = c.footprint(unit);
        String name = c.setup().unitName(unit);
        for (Vec2 v : f.polygon().vertices()) {
            if (v.x() < -1e-6 || v.y() < -1e-6 || v.x() > t.length() + 1e-6 || v.y() > t.width() + 1e-6) {
                throw new IllegalArgumentException(name + " would stand partly off the table");
            }
        }
        for (int o = 0; o < c.setup().unitCount(); o++) {
            if (o != unit && c.inPlay(o) && Rects.overlap(f, c.footprint(o), -Rects.CONTACT)) {
                throw new IllegalArgumentException(name + " would stand on " + c.setup().unitName(o));
            }
        }
    }
}
