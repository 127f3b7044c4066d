package adjutant.ai.blownaway;

import adjutant.ai.eval.WeightSpace;
import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.Relations;
import adjutant.engine.blownaway.SectorFrame;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.List;

/**
 * The named features of a Blown Away position (DESIGN.md: men in ranks, running men,
 * objectives held and the distance to them, engagement balance, flank exposure, artillery
 * ammunition, rally prospects, the tempo of the side to move, and the race for objectives:
 * {@link ObjectiveRace}). Each is blue's measure minus red's, scaled to about [-1, 1], so
 * the evaluation is antisymmetric by construction.
 */
public final class BaFeatures {
    public static final List<String> NAMES = List.of(
            "menInRanks", "runningMen", "killed", "objectivesOwned", "objectiveProximity",
            "engagementBalance", "flankExposure", "ammunition", "rallyProspects", "tempo", "objectiveRace");

    /**
     * Bounds and hand-set defaults of every weight: the space Jenetics searches. Ammunition is
     * capped at 0.2: a ball is a quarter of a gun's feature, and above that a ball kept in the
     * limber outweighed the men a shot kills, so that tuned weights of +0.9 and +2.0 left the
     * guns silent in 93-95% of the turns they had a target (#22).
     */
    public static final WeightSpace SPACE = WeightSpace.of(
            WeightSpace.dimension("menInRanks", -2, 10, 3.0),
            WeightSpace.dimension("runningMen", -5, 5, -0.5),
            WeightSpace.dimension("killed", -8, 4, -1.0),
            WeightSpace.dimension("objectivesOwned", -2, 10, 4.0),
            WeightSpace.dimension("objectiveProximity", -2, 6, 1.0),
            WeightSpace.dimension("engagementBalance", -4, 4, 0.5),
            WeightSpace.dimension("flankExposure", -4, 4, -0.5),
            WeightSpace.dimension("ammunition", -2, 0.2, 0.0),
            WeightSpace.dimension("rallyProspects", -2, 4, 0.5),
            WeightSpace.dimension("tempo", -2, 2, 0.6),
            WeightSpace.dimension("objectiveRace", -2, 10, 2.0));

    private BaFeatures() {}

    /** Feature values (blue minus red) in {@link #NAMES} order, written into {@code out}. */
    public static void compute(BaState s, double[] out) {
        BaSetup setup = s.setup();
        double[] inRanks = new double[2];
        double[] running = new double[2];
        double[] engaged = new double[2];
        double[] exposed = new double[2];
        double[] balls = new double[2];
        double[] rally = new double[2];
        int[] guns = new int[2];
        int[] units = new int[2];
        BodyBounds bounds = BodyBounds.of(s); // far units are no flank threat, nor nearest to an objective
        double[][] refs = new double[setup.unitCount()][]; // ref(U) (BA-GEO-8), found when first needed
        for (int u = 0; u < setup.unitCount(); u++) {
            int side = setup.side(u).ordinal();
            int ir = s.inRanks(u);
            int rn = s.running(u);
            inRanks[side] += ir;
            running[side] += rn;
            if (ir > 0) {
                units[side]++;
            }
            if (s.engaged(u)) {
                engaged[side] += (double) ir / setup.startMen(u);
            }
            if (setup.type(u) == UnitType.ARTILLERY) {
                guns[side]++;
                balls[side] += s.balls(u) / 4.0;
            }
            if (rn > 0) {
                rally[side] += Math.min(rn, BlownAwayRules.rallyCapacity(s, u));
            }
            if (ir > 0 && Relations.hasFront(s, u)) {
                exposed[side] += flankThreat(s, bounds, u, refs);
            }
        }
        double[] start = {setup.startMen(Side.BLUE), setup.startMen(Side.RED)};
        out[0] = inRanks[0] / start[0] - inRanks[1] / start[1];
        out[1] = running[0] / start[0] - running[1] / start[1];
        out[2] = s.killed(Side.BLUE) / start[0] - s.killed(Side.RED) / start[1];
        int objectives = Math.max(1, setup.board().objectiveCount());
        out[3] = (s.objectivesOwned(Side.BLUE) - s.objectivesOwned(Side.RED)) / (double) objectives;
        ObjectiveView view = ObjectiveView.of(s, bounds); // every unit's facts about the objectives, gathered once
        double[] proximity = proximity(s, view);
        out[4] = proximity[0] - proximity[1];
        out[5] = engaged[0] / Math.max(1, units[0]) - engaged[1] / Math.max(1, units[1]);
        out[6] = exposed[0] / Math.max(1, units[0]) - exposed[1] / Math.max(1, units[1]);
        out[7] = balls[0] / Math.max(1, guns[0]) - balls[1] / Math.max(1, guns[1]);
        out[8] = rally[0] / start[0] - rally[1] / start[1];
        // The side whose turn it is will gain something before the other moves again; without
        // this, a search that evaluates leaves at mixed depths favours lines that end on its own move.
        out[9] = s.active() == null ? 0 : s.active() == Side.BLUE ? 1 : -1;
        out[10] = ObjectiveRace.feature(s, view);
    }

    /**
     * 1 when an enemy unit with men in ranks stands within 10 in on this unit's flank or rear.
     * Tests from cheap to dear: the boxes ({@link BodyBounds#near}, whose reach is those 10 in), then the enemy's reference point against the unit's
     * front (both kept for the whole evaluation in {@code refs} and made once here), then the
     * distance scan.
     */
    private static double flankThreat(BaState s, BodyBounds bounds, int u, double[][] refs) {
        BaSetup setup = s.setup();
        SectorFrame front = null;
        // only units whose boxes are within 10 in can have an element within 10 in
        for (long near = bounds.near(u) & setup.units(setup.side(u).opponent()); near != 0; near &= near - 1) {
            int e = Long.numberOfTrailingZeros(near);
            if (s.inRanks(e) == 0 || !Relations.hasFront(s, e)) {
                continue;
            }
            if (refs[e] == null) {
                refs[e] = Relations.ref(s, e);
            }
            if (front == null) {
                front = SectorFrame.of(s, u); // u has a front: the caller asks only then
            }
            // flankOrRear(e, u): ref(e) outside FS(u)
            if (!front.inFront(refs[e][0], refs[e][1]) && Relations.distanceAtMost(s, bounds, u, e, 10)) {
                return 1;
            }
        }
        return 0;
    }

    /**
     * Per side (blue at [0], red at [1]): the mean over objectives of 1 / (1 + d/6), d = distance
     * from the side's nearest in-ranks man. Squared distances are compared, each unit's kept in
     * {@link UnitObjectiveFacts}: the square root is monotonic, so the root of the least is the least
     * distance, bit for bit.
     */
    static double[] proximity(BaState s, BodyBounds bounds) {
        return proximity(s, ObjectiveView.of(s, bounds));
    }

    /** {@link #proximity(BaState, BodyBounds)} from the evaluation's {@code view}. */
    private static double[] proximity(BaState s, ObjectiveView view) {
        BaSetup setup = s.setup();
        List<ObjectiveSpec> objectives = setup.board().objectives();
        int n = objectives.size();
        double[] mean = new double[2];
        for (int side = 0; side < 2 && n > 0; side++) {
            double sum = 0;
            for (int o = 0; o < n; o++) {
                ObjectiveSpec obj = objectives.get(o);
                double best = Math.sqrt(view.nearestSquared(side, o));
                sum += Double.isInfinite(best) ? 0 : 1 / (1 + Math.max(0, best - obj.radius()) / 6);
            }
            mean[side] = sum / n;
        }
        return mean;
    }
}
