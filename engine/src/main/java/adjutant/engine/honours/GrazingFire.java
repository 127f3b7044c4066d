package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Grazing fire (HOW-AFIRE-9 to HOW-AFIRE-11, AMB-8, AMB-80): roundshot from guns goes on along
 * the ray from the centre of the battery's front edge through the target's centre, and may hit
 * every unit, friend or foe, whose footprint that ray crosses within 30 cm beyond the point where
 * it enters the target, even beyond the gun's range and whether or not the target was hit. Each
 * such unit rolls a D6: affected on 3–6 in the open, 5–6 when the guns fire up to a gentle hill
 * from lower ground or an obstacle (wall, entrenchment, stream, wood, rough ground) lies across
 * the line beyond the target, 6 in heavy rain or storm; an affected unit is shot at with its own
 * modifiers (one average die, the battery's row, the original target's range band; long range
 * beyond the maximum).
 *
 * <p>No grazing fire with canister or shell, from howitzers, at or from a steep hill, nor when a
 * river or a hill (a crestline, simplified) lies on the line beyond the target.
 *
 * @param index the position in {@link #line} of the unit rolled for
 * @param affected the D6 affected it: roll its average die
 */
record GrazingFire(int firer, int target, Band band, Firing.When when, int index, boolean affected) implements Task {

    /** Queues grazing fire after a shot; false when there is none. */
    static boolean start(HowState s, int firer, int target, Ammo ammo, Band band, Firing.When when) {
        if (!eligible(s, firer, target, ammo) || line(s, firer, target).isEmpty()) {
            return false;
        }
        s.push(new GrazingFire(firer, target, band, when, 0, false));
        return true;
    }

    static boolean eligible(HowState s, int firer, int target, Ammo ammo) {
        if (ammo != Ammo.ROUNDSHOT || FireRange.guns(s, firer) == GunType.HOWITZER) {
            return false;
        }
        Terrain t = s.setup.terrain();
        for (int u : new int[] {firer, target}) {
            Footprint f = s.footprint(u);
            if (t.mostlyIn(f, TerrainKind.STEEP_HILL) || t.mostlyIn(f, TerrainKind.WOODED_STEEP_HILL)) {
                return false;
            }
        }
        Segment beyond = beyond(s, firer, target);
        Vec2 tc = s.footprint(target).centre();
        for (TerrainFeature f : t.features()) {
            TerrainKind k = f.kind();
            boolean crest = (k == TerrainKind.HILL || k == TerrainKind.STEEP_HILL) && !f.contains(tc);
            if ((k == TerrainKind.RIVER || crest) && Terrain.crosses(beyond, f)) {
                return false;
            }
        }
        return true;
    }

    /** The 30 cm of the ray beyond where it enters the target. */
    static Segment beyond(HowState s, int firer, int target) {
        Vec2 from = s.footprint(firer).frontCentre();
        Footprint t = s.footprint(target);
        Vec2 dir = t.centre().minus(from).normalized();
        double far = from.distance(t.centre()) + t.width() + t.depth();
        Vec2 end = from.plus(dir.times(far));
        double entry = Polygon.of(t.corners()).firstEntryParam(from.x(), from.y(), end.x(), end.y());
        double start = Double.isInfinite(entry) ? from.distance(t.centre()) : entry * far;
        return Segment.of(from.plus(dir.times(start)), from.plus(dir.times(start + s.setup.cm(Distance.GRAZING))));
    }

    /** The units on the line beyond the target, nearest first. */
    static List<Integer> line(HowState s, int firer, int target) {
        Segment seg = beyond(s, firer, target);
        List<Integer> out = new ArrayList<>();
        List<Double> at = new ArrayList<>();
        for (int u = 0; u < s.units.length; u++) {
            if (u == firer || u == target || !s.inPlay(u) || !Sight.crosses(s.footprint(u), seg)) {
                continue;
            }
            double d = s.footprint(u).distanceTo(seg.a());
            int i = 0;
            while (i < at.size() && at.get(i) <= d) {
                i++;
            }
            out.add(i, u);
            at.add(i, d);
        }
        return out;
    }

    /** The D6 score that affects the unit (HOW-AFIRE-10, AMB-8). */
    static int threshold(HowState s, int firer, int target, int unit) {
        if (FireWeather.grazingOnSixOnly(s)) {
            return 6;
        }
        boolean upHill = !Sight.elevated(s, s.footprint(firer).frontCentre())
                && s.setup.terrain().mostlyIn(s.footprint(target), TerrainKind.HILL);
        return upHill || obstacleBeyond(s, firer, target, unit) ? 5 : 3;
    }

    private static boolean obstacleBeyond(HowState s, int firer, int target, int unit) {
        Segment seg = beyond(s, firer, target);
        Footprint t = s.footprint(target);
        Vec2 a = seg.a();
        Vec2 dir = seg.b().minus(a).normalized();
        double exit = 0;
        while (exit < seg.length() && t.contains(a.plus(dir.times(exit)))) {
            exit += 0.5;
        }
        Vec2 b = a.plus(dir.times(Math.max(exit, s.footprint(unit).distanceTo(a))));
        Segment between = Segment.of(a.plus(dir.times(exit)), b);
        for (TerrainFeature f : s.setup.terrain().features()) {
            TerrainKind k = f.kind();
            boolean obstacle = k == TerrainKind.WALL || k == TerrainKind.TRENCH || k == TerrainKind.STREAM
                    || k == TerrainKind.WOODS || k == TerrainKind.ROUGH || k == TerrainKind.WOODED_STEEP_HILL;
            if (obstacle && (Terrain.crosses(between, f) || f.contains(between.b()))) {
                return true;
            }
        }
        return false;
    }

    private int unit(HowState s) {
        return line(s, firer, target).get(index);
    }

    @Override
    public Side decider(HowState s) {
        return null;
    }

    @Override
    public List<ChanceOutcome<HowAction>> outcomes(HowState s) {
        return affected ? Rolls.averageDie() : Rolls.d6();
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        return affected ? Rolls.checkAverageDie(a) : Rolls.checkD6(a);
    }

    @Override
    public void apply(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        int u = unit(s);
        if (!affected && face >= threshold(s, firer, target, u)) {
            s.push(new GrazingFire(firer, target, band, when, index, true));
            return;
        }
        if (affected) {
            Hits.take(s, u, hits(s, u, face), firer);
            s.fireRecords.add(new FireRecord(firer, u, false));
        }
        if (index + 1 < line(s, firer, target).size()) {
            s.push(new GrazingFire(firer, target, band, when, index + 1, false));
        } else {
            FireDice.afterFire(s, firer, target, when);
        }
    }

    private FireModifiers.Shot shot(HowState s, int u) {
        Band b = band == Band.CLOSE ? Band.EFFECTIVE : band;
        double r = s.footprint(u).distanceTo(s.footprint(firer).frontCentre());
        if (FireRange.band(s, firer, Ammo.ROUNDSHOT, r) == Band.OUT) {
            b = Band.LONG;
        }
        return new FireModifiers.Shot(firer, u, Ammo.ROUNDSHOT, b, when, false, false);
    }

    private int hits(HowState s, int u, int face) {
        return HitTable.hits(HitTable.row(s, firer), face + FireModifiers.total(FireModifiers.of(s, shot(s, u))), face);
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        int u = unit(s);
        String un = Firing.name(s, u);
        if (!affected) {
            int need = threshold(s, firer, target, u);
            return String.format(Locale.ROOT, "Grazing fire from %s at %s: %d, %s (needs %d or more).", Firing.name(s, firer), un,
                    face, face >= need ? "it is hit" : "it is missed", need);
        }
        FireModifiers.Shot shot = shot(s, u);
        var mods = FireModifiers.of(s, shot);
        return sentence("Grazing fire from " + Firing.name(s, firer) + " strikes " + un,
                s.footprint(u).distanceTo(s.footprint(firer).frontCentre()), shot.band(), Ammo.ROUNDSHOT, face,
                FireModifiers.total(mods), mods, HitTable.row(s, firer));
    }

    /** "Grenadiers Wedel fire at IR 3 at 16 cm (long range): rolled 4, −3 (moved, long range, target superior) = 1: 1 hit." */
    static String sentence(String who, double range, Band band, Ammo ammo, int face, int total,
            List<FireModifiers.Mod> mods, HitTable.Row row) {
        int hits = HitTable.hits(row, face + total, face);
        String roll = mods.isEmpty() ? String.format(Locale.ROOT, "rolled %d", face)
                : String.format(Locale.ROOT, "rolled %d, %s (%s) = %d", face, FireDice.signed(total), FireModifiers.reasons(mods),
                        face + total);
        String natural = face == 5 && HitTable.hits(row, face + total, 0) == 0 ? " (a natural 5)" : "";
        return String.format(Locale.ROOT, "%s at %.0f cm (%s): %s: %d %s%s.", who, range, FireDice.bandWords(band, ammo), roll,
                hits, hits == 1 ? "hit" : "hits", natural);
    }

    @Override
    public String describe(HowState s) {
        return affected ? "Roll the average die for grazing fire on " + Firing.name(s, unit(s)) + "."
                : "Roll a die: does " + UnitNames.possessive(Firing.name(s, firer)) + " grazing fire strike " + Firing.name(s, unit(s)) + "?";
    }
}
