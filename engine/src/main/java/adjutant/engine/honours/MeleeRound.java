package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.action.YesNo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One round of a melee cluster (HOW-MELEE-2 to HOW-MELEE-4, HOW-MELEE-17; AMB-10, AMB-86).
 *
 * <p>A round begins with each unit contacted on both flanks only choosing a flank (a
 * {@link FightDirection}); then every fighting unit rolls one average die against the enemy in
 * the sector it fights to (a {@link Strike} each, a chance step). Rounds are simultaneous: the
 * hits go on at once, but every modifier reads the hits as the round began. After the last roll
 * of the round each unit at 4+ hits stops, its retreat direction is set from the enemy that hit
 * it most in the round (AMB-33), and the next round starts while any unit touches a standing
 * enemy, up to {@link #CAP} rounds.
 */
final class MeleeRound {

    /** A safety cap on rounds (AMB-10): no melee needs as many. */
    static final int CAP = 50;

    private static final List<ChanceOutcome<HowAction>> SPLIT = split();

    private MeleeRound() {
    }

    /** Starts a round of the cluster: direction choices first, then the rolls. */
    static void start(HowState s, int cluster, int round) {
        List<Integer> fighters = MeleeCluster.fighters(s, cluster);
        if (fighters.isEmpty()) {
            finish(s, cluster);
            return;
        }
        for (int u : fighters) {
            MeleeMarks m = s.units[u].melee;
            m.hitsAtRoundStart = s.units[u].hits;
            m.roundBestHits = 0;
            m.roundBestFrom = MeleeMarks.NONE;
        }
        for (int u : fighters) {
            if (MeleeCluster.needsChoice(s, u, cluster, round)) {
                s.push(new FightDirection(cluster, round, u));
                return;
            }
        }
        List<Strike> strikes = new ArrayList<>();
        for (int r : fighters) {
            for (Sector sector : MeleeCluster.fightsTo(s, r, cluster, round)) {
                List<Integer> enemies = MeleeCluster.enemiesIn(s, r, cluster, sector);
                strikes.add(new Strike(cluster, round, r, enemies.get(0), enemies.size() > 1 ? enemies.get(1) : -1, false));
            }
        }
        Strike last = strikes.remove(strikes.size() - 1);
        s.push(new Strike(last.cluster, round, last.roller, last.target, last.second, true));
        for (int i = strikes.size() - 1; i >= 0; i--) {
            s.push(strikes.get(i));
        }
    }

    /** After the round's last roll: units at 4+ stop; retreat directions; the next round or the end (HOW-MELEE-3). */
    static void end(HowState s, int cluster, int round) {
        for (int u : MeleeCluster.members(s, cluster)) {
            UnitState st = s.units[u];
            MeleeMarks m = st.melee;
            if (m.roundBestFrom >= 0) {
                st.lastHitBy = m.roundBestFrom;
                st.lastHitFrom = MeleeCluster.sector(s, u, m.roundBestFrom);
            }
            if (st.hits >= 4) {
                m.stopped = true;
            }
        }
        if (round < CAP && MeleeCluster.goesOn(s, cluster)) {
            start(s, cluster, round + 1);
        } else {
            finish(s, cluster);
        }
    }

    private static void finish(HowState s, int cluster) {
        for (int u : MeleeCluster.members(s, cluster)) {
            s.units[u].melee.fought = true;
        }
        if (Pursuit.isPursuitMelee(s, cluster)) {
            MeleePhase.react(s, MeleeCluster.members(s, cluster)); // HOW-REACT-2: pursuit melees react at once
        }
    }

    /** Average die × D6, for a roll split between two enemies (AMB-86, AMB-24). */
    private static List<ChanceOutcome<HowAction>> split() {
        List<ChanceOutcome<HowAction>> out = new ArrayList<>();
        for (ChanceOutcome<HowAction> avd : Rolls.averageDie()) {
            for (ChanceOutcome<HowAction> d6 : Rolls.d6()) {
                out.add(new ChanceOutcome<>(new Roll(((Roll) avd.outcome()).first(), ((Roll) d6.outcome()).first()),
                        avd.probability() * d6.probability()));
            }
        }
        return List.copyOf(out);
    }

    /**
     * One unit's roll in a round: an average die against {@code target}; with a {@code second}
     * enemy in the same sector (HOW-MELEE-17, AMB-86) a D6 too, which picks whose modifiers
     * apply and who takes the odd hit (1–3 the first, 4–6 the second; as split fire, AMB-24).
     */
    record Strike(int cluster, int round, int roller, int target, int second, boolean last) implements Task {

        @Override
        public Side decider(HowState s) {
            return null;
        }

        @Override
        public List<ChanceOutcome<HowAction>> outcomes(HowState s) {
            return second < 0 ? Rolls.averageDie() : SPLIT;
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            if (second < 0) {
                return Rolls.checkAverageDie(a);
            }
            return a instanceof Roll r && r.first() >= 2 && r.first() <= 5 && r.second() >= 1 && r.second() <= 6
                    ? Verdict.ok() : Verdict.illegal("HOW-MELEE-17", "expected an average die face (2 to 5) and a D6 face, got " + a);
        }

        /** The enemy whose modifiers apply and who takes the odd hit. */
        private int main(Roll r) {
            return second >= 0 && r.second() >= 4 ? second : target;
        }

        private List<MeleeModifiers.Modifier> modifiers(HowState s, Roll r) {
            return MeleeModifiers.of(s, roller, main(r), cluster, round);
        }

        private int hits(HowState s, Roll r) {
            return HitTable.hits(HitTable.row(s, roller), r.first() + MeleeModifiers.total(modifiers(s, r)), r.first());
        }

        @Override
        public void apply(HowState s, HowAction a) {
            Roll r = (Roll) a;
            int hits = hits(s, r);
            int main = main(r);
            if (second < 0) {
                strike(s, target, hits);
            } else {
                int other = main == target ? second : target;
                strike(s, main, hits - hits / 2);
                strike(s, other, hits / 2);
            }
            if (last) {
                end(s, cluster, round);
            }
        }

        private void strike(HowState s, int enemy, int hits) {
            MeleeMarks mine = s.units[roller].melee;
            mine.opponent = enemy;
            MeleeMarks theirs = s.units[enemy].melee;
            if (theirs.opponent < 0) {
                theirs.opponent = roller;
            }
            Hits.take(s, enemy, hits, roller);
            boolean front = MeleeCluster.sector(s, enemy, roller) == Sector.FRONT;
            if (hits > theirs.roundBestHits || hits == theirs.roundBestHits && hits > 0 && front) {
                theirs.roundBestHits = hits;
                theirs.roundBestFrom = roller;
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            Roll r = (Roll) a;
            List<MeleeModifiers.Modifier> mods = modifiers(s, r);
            int total = MeleeModifiers.total(mods);
            int hits = hits(s, r);
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "Melee round %d: %s rolls %d against %s", round,
                    s.setup.unitName(roller), r.first(), s.setup.unitName(main(r))));
            if (!mods.isEmpty()) {
                b.append(" (").append(String.join(", ", mods.stream().map(MeleeModifiers.Modifier::words).toList())).append(')');
            }
            b.append(String.format(Locale.ROOT, ", %d in all: %d %s", r.first() + total, hits, hits == 1 ? "hit" : "hits"));
            if (second >= 0) {
                int main = main(r);
                int other = main == target ? second : target;
                b.append(String.format(Locale.ROOT, ", %d on %s and %d on %s", hits - hits / 2, s.setup.unitName(main),
                        hits / 2, s.setup.unitName(other)));
            }
            return b.append('.').toString();
        }

        @Override
        public String describe(HowState s) {
            return s.setup.unitName(roller) + " rolls in round " + round + " of its melee against "
                    + s.setup.unitName(target) + (second >= 0 ? " and " + s.setup.unitName(second) : "") + ".";
        }
    }

    /** A unit contacted on both flanks only: its owner chooses the flank it fights to (HOW-MELEE-4). Yes: the left. */
    record FightDirection(int cluster, int round, int unit) implements YesNoQuestion {

        @Override
        public String rule() {
            return "HOW-MELEE-4";
        }

        @Override
        public String question(HowState s) {
            return s.setup.unitName(unit) + " is attacked on both flanks: yes fights to the left, no to the right";
        }

        @Override
        public void apply(HowState s, HowAction a) {
            MeleeMarks m = s.units[unit].melee;
            m.fightsTo = ((YesNo) a).yes() ? Sector.LEFT_FLANK : Sector.RIGHT_FLANK;
            m.fightsToRound = round;
            start(s, cluster, round);
        }

        @Override
        public String words(HowState s, HowAction a) {
            return s.setup.unitName(unit) + " fights to its " + (((YesNo) a).yes() ? "left" : "right") + " flank in round "
                    + round + ".";
        }

        @Override
        public String describe(HowState s) {
            return s.setup.unitName(unit) + " is attacked on both flanks: its owner chooses which flank it fights to.";
        }
    }
}
