package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.YesNo;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;

/**
 * Infantry follow-up after melee (HOW-MELEE-15, HOW-TERR-28). Infantry never pursue, but an
 * infantry unit that beat a unit holding a built-up area moves in and occupies it (compulsory),
 * and one that beat a unit holding an entrenchment may occupy the works ({@link Occupy}, the
 * owner's choice). The winner is marked before the loser moves off (the feature the loser held),
 * and advances after the reactions, straight ahead until most of its bases are inside.
 */
final class FollowUp {

    private FollowUp() {
    }

    /** Marks each infantry winner with the built-up area or works its beaten opponent held. */
    static void mark(HowState s) {
        for (int u = 0; u < s.units.length; u++) {
            UnitState st = s.units[u];
            int o = st.melee.opponent;
            if (!s.setup.type(u).isFoot() || !st.melee.fought || !s.inPlay(u) || st.hits >= 4 || o < 0
                    || s.inPlay(o) && s.units[o].hits < 4 || MeleeCluster.inBua(s, u)) {
                continue;
            }
            int bua = MeleeModifiers.buaOf(s, o);
            Vec2 c = s.footprint(o).centre();
            st.melee.followUp = bua >= 0 ? bua : s.setup.terrain().indexAt(c, TerrainKind.TRENCH);
        }
    }

    /** After the reactions: occupies built-up areas at once and asks about works, lowest unit first. */
    static void advance(HowState s) {
        for (int u = s.units.length - 1; u >= 0; u--) {
            int feature = s.units[u].melee.followUp;
            if (feature < 0 || !s.inPlay(u)) {
                continue;
            }
            if (s.setup.terrain().feature(feature).kind() == TerrainKind.TRENCH) {
                s.push(new Occupy(u, feature));
            } else {
                enter(s, u, feature);
            }
        }
    }

    /**
     * Moves the unit straight ahead until most of its bases are inside the feature (at most 2
     * block lengths), to the first such place where it stands on no other unit; with none, it
     * stays where it is (another unit holds the works: a random Spittelwitz game moved a winner
     * onto the enemy battalion beside the one it beat).
     */
    static void enter(HowState s, int u, int feature) {
        UnitState st = s.units[u];
        TerrainFeature t = s.setup.terrain().feature(feature);
        boolean bua = t.kind() == TerrainKind.VILLAGE || t.kind() == TerrainKind.TOWN;
        Formation formation = bua ? Formation.IN_BUA : st.formation;
        double limit = 2 * s.setup.cm(Distance.BUA_BLOCK);
        double rad = Math.toRadians(st.facing);
        for (double d = 0; d <= limit; d += 0.5) {
            Vec2 p = new Vec2(st.x + d * Math.cos(rad), st.y + d * Math.sin(rad));
            Footprint f = Bases.footprint(s.setup, u, p, st.facing, formation);
            long in = f.baseCentres().stream().filter(t::contains).count();
            if (2 * in > f.bases() && Proximity.clear(s, u, f)) {
                st.x = p.x();
                st.y = p.y();
                st.formation = formation;
                if (bua) {
                    st.inBua = feature;
                }
                return;
            }
        }
    }

    /** Whether the winner occupies the entrenchment it won (HOW-MELEE-15). */
    record Occupy(int unit, int feature) implements YesNoQuestion {

        @Override
        public String rule() {
            return "HOW-MELEE-15";
        }

        @Override
        public String question(HowState s) {
            return s.setup.unitName(unit) + " says whether it occupies the works it won";
        }

        @Override
        public void apply(HowState s, HowAction a) {
            if (((YesNo) a).yes()) {
                enter(s, unit, feature);
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            return s.setup.unitName(unit) + (((YesNo) a).yes() ? " occupies" : " does not occupy") + " the works it won.";
        }

        @Override
        public String describe(HowState s) {
            return s.setup.unitName(unit) + " won the melee for the works: does it occupy them?";
        }
    }
}
