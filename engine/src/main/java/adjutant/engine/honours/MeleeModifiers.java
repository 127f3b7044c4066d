package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The melee modifiers of one roll (HOW-HIT-7, HOW-HIT-8), each with its reason for the words:
 * cavalry charging +1 (first round, HOW-MELEE-7, not in fog or storm), roller with 3+ hits at
 * the round's start −1 (HOW-MELEE-2), target's cover −1/−2 (first round, HOW-MELEE-10), target
 * uphill −1 (first round, HOW-MELEE-8, AMB-39), target class ±1 (HOW-HIT-4), supports +1 each
 * up to +2 (HOW-MELEE-6), artillery −1, light infantry against cavalry or close order −1
 * (HOW-MELEE-9), attacked in flank or rear −2 (HOW-MELEE-5; also a reforming unit charged,
 * HOW-MELEE-16, and a retreating unit caught by pursuers, HOW-PURS-6), march column −2, −1 per
 * direction fought from a built-up area (HOW-TERR-26), small −1 / large +1 (HOW-OPT-9) and a
 * demoralised brigade −1 (HOW-OPT-1).
 */
final class MeleeModifiers {

    /** One modifier and why. */
    record Modifier(String reason, int value) {

        String words() {
            return (value > 0 ? "+" : "−") + Math.abs(value) + " " + reason;
        }
    }

    private MeleeModifiers() {
    }

    static int total(List<Modifier> mods) {
        return mods.stream().mapToInt(Modifier::value).sum();
    }

    /** The modifiers of {@code roller}'s roll against {@code target} in the cluster's round. */
    static List<Modifier> of(HowState s, int roller, int target, int cluster, int round) {
        List<Modifier> out = new ArrayList<>();
        UnitState r = s.units[roller];
        boolean first = round == 1;
        if (first && MeleeCluster.mountedCavalry(s, roller) && r.chargeBonus && Weather.of(s).chargeBonus()) {
            out.add(new Modifier("cavalry charging", +1));
        }
        if (r.melee.hitsAtRoundStart >= 3) {
            out.add(new Modifier("3 or more hits", -1));
        }
        if (first) {
            int cover = cover(s, roller, target);
            if (cover != 0) {
                out.add(new Modifier(cover == -2 ? "target in heavy cover" : "target in light cover", cover));
            }
            if (uphill(s, roller, target)) {
                out.add(new Modifier("target uphill", -1));
            }
        }
        UnitClass tc = s.setup.unit(target).unitClass();
        if (tc == UnitClass.SUPERIOR) {
            out.add(new Modifier("target superior", -1));
        } else if (tc == UnitClass.INFERIOR) {
            out.add(new Modifier("target inferior", +1));
        }
        int supports = Support.count(s)[roller];
        if (supports > 0) {
            out.add(new Modifier(supports == 1 ? "1 supporting unit" : supports + " supporting units", supports));
        }
        if (s.setup.type(roller) == UnitType.ARTILLERY) {
            out.add(new Modifier("artillery", -1));
        }
        if (lightAgainstFormed(s, roller, target)) {
            out.add(new Modifier("light infantry against formed troops", -1));
        }
        String flank = flankOrRear(s, roller, cluster);
        if (flank != null) {
            out.add(new Modifier(flank, -2));
        }
        if (r.formation.isColumn() || s.setup.terrain().mostlyIn(s.footprint(roller), TerrainKind.FORD)) {
            out.add(new Modifier("march column", -2));
        }
        if (MeleeCluster.inBua(s, roller)) {
            int directions = MeleeCluster.contactSectors(s, roller, cluster).size();
            out.add(new Modifier("fighting from a built-up area in " + directions
                    + (directions == 1 ? " direction" : " directions"), -directions));
        }
        int size = s.setup.unit(roller).size().combatModifier();
        if (size != 0) {
            out.add(new Modifier(size < 0 ? "small unit" : "large unit", size));
        }
        if (s.setup.option(OptionalRule.BRIGADE_MORALE) && BrigadeMorale.demoralised(s, s.setup.brigadeOf(roller))) {
            out.add(new Modifier("demoralised brigade", -1));
        }
        return out;
    }

    /**
     * The target's cover in the first round (HOW-MELEE-10, HOW-TERR-4, HOW-TERR-5, AMB-44):
     * a charger counts as in the open; otherwise the best of a built-up area (rustic light,
     * urban or fortified heavy), an occupied entrenchment (heavy), a wood (light), or a wall,
     * hedge, fence or line of trees it touches and that lies between the two (light).
     */
    static int cover(HowState s, int roller, int target) {
        UnitState t = s.units[target];
        if (t.charged || t.counterCharged) {
            return 0;
        }
        Terrain terrain = s.setup.terrain();
        Footprint f = s.footprint(target);
        int bua = buaOf(s, target);
        if (bua >= 0) {
            TerrainFeature b = terrain.feature(bua);
            return b.kind() == TerrainKind.TOWN || terrain.fortified(b) ? -2 : -1;
        }
        if (terrain.mostlyIn(f, TerrainKind.TRENCH)) {
            return -2;
        }
        if (terrain.mostlyIn(f, TerrainKind.WOODS) || terrain.mostlyIn(f, TerrainKind.WOODED_STEEP_HILL)) {
            return -1;
        }
        Segment between = Segment.of(s.footprint(roller).centre(), f.centre());
        for (TerrainFeature o : terrain.crossed(between)) {
            if (isObstacle(o.kind()) && Terrain.touches(f, o)) {
                return -1;
            }
        }
        return 0;
    }

    private static boolean isObstacle(TerrainKind k) {
        return k == TerrainKind.WALL || k == TerrainKind.HEDGE || k == TerrainKind.FENCE || k == TerrainKind.TREELINE
                || k == TerrainKind.TRENCH;
    }

    /** The built-up area feature the unit stands in, −1 if none. */
    static int buaOf(HowState s, int u) {
        if (s.units[u].inBua >= 0) {
            return s.units[u].inBua;
        }
        if (s.units[u].formation != Formation.IN_BUA) {
            return -1;
        }
        var c = s.footprint(u).centre();
        int v = s.setup.terrain().indexAt(c, TerrainKind.VILLAGE);
        return v >= 0 ? v : s.setup.terrain().indexAt(c, TerrainKind.TOWN);
    }

    /**
     * Target uphill (HOW-MELEE-8, AMB-39): the target's centre is on a hill the roller's is not
     * on; or the roller stands in a river and the target is on the bank (HOW-TERR-18).
     */
    static boolean uphill(HowState s, int roller, int target) {
        var rc = s.footprint(roller).centre();
        var tc = s.footprint(target).centre();
        Terrain terrain = s.setup.terrain();
        for (TerrainKind hill : new TerrainKind[] {TerrainKind.HILL, TerrainKind.STEEP_HILL, TerrainKind.WOODED_STEEP_HILL}) {
            int th = terrain.indexAt(tc, hill);
            if (th >= 0 && terrain.indexAt(rc, hill) != th) {
                return true;
            }
        }
        boolean rollerInRiver = s.units[roller].inRiver || terrain.at(rc, TerrainKind.RIVER);
        return rollerInRiver && !s.units[target].inRiver && !terrain.at(tc, TerrainKind.RIVER);
    }

    /** Light infantry (or dismounted cavalry) fighting cavalry or close-order infantry (HOW-MELEE-9). */
    static boolean lightAgainstFormed(HowState s, int roller, int target) {
        boolean light = s.setup.type(roller) == UnitType.LIGHT_INFANTRY
                || s.setup.type(roller) == UnitType.CAVALRY && s.units[roller].formation == Formation.DISMOUNTED;
        boolean formed = MeleeCluster.mountedCavalry(s, target) || s.setup.type(target) == UnitType.INFANTRY;
        return light && formed;
    }

    /**
     * Why the roller takes the −2 (HOW-MELEE-5, HOW-MELEE-16, HOW-PURS-6), null if it does not:
     * an enemy touching its flank or rear (not in a built-up area, which is defended all round and
     * pays per direction instead, HOW-TERR-25); reforming and charged; retreating and caught.
     */
    static String flankOrRear(HowState s, int roller, int cluster) {
        UnitState r = s.units[roller];
        boolean charged = false;
        boolean allRound = MeleeCluster.inBua(s, roller);
        for (int e : MeleeCluster.contacts(s, roller, cluster)) {
            if (!allRound && MeleeCluster.sector(s, roller, e).isFlankOrRear()) {
                return "attacked in flank or rear";
            }
            charged |= s.units[e].charged;
        }
        if (r.reforming && charged) {
            return "reforming and charged";
        }
        if (r.retreatedThisTurn && r.melee.hitsAtRoundStart >= 4) {
            return "caught retreating";
        }
        return null;
    }
}
