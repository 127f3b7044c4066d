package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * Command casualties (HOW-CMD-18, HOW-CMD-19, AMB-17): which command figures must roll 2D6
 * ({@link CasualtyTest}, 11–12 a casualty) and when.
 *
 * <p>Trigger (a), in the firing phase: a figure within 15 cm (every figure's normal command
 * distance) of a unit that took firing hits this turn, or in the line of fire of infantry or of
 * canister, friend's or foe's, tests once after all firing and before the reactions. The line of
 * fire is the corridor from the firer's front centre to the target's centre, as wide as the
 * firer's frontage. The firing rules record each fire in {@link HowState#fireRecords()} (cleared as
 * the firing phase starts); {@link #afterFiring} reads that record. Movement-phase fire tests at once, after that fire and before
 * its reaction ({@link #afterMovementFire}). Trigger (b): a figure moved aside for an enemy unit
 * tests at once ({@link #movedAside}, called by {@link CommandFigures#clear}).
 */
public final class CommandCasualties {

    private CommandCasualties() {
    }

    /** After all firing, before the reactions: queues a test for each command figure trigger (a) reaches (HOW-CMD-18). */
    public static void afterFiring(HowState s) {
        List<Integer> hit = new ArrayList<>();
        for (int c = 0; c < s.commanders.length; c++) {
            if (!s.commanders[c].removed && (nearHitUnit(s, c) || inAnyLineOfFire(s, c))) {
                hit.add(c);
            }
        }
        for (int i = hit.size() - 1; i >= 0; i--) {
            s.push(new CasualtyTest(hit.get(i)));
        }
    }

    /** After movement-phase fire at {@code target}, before its reaction: queues the tests it triggers (AMB-17). Artillery counts as canister within its canister range. */
    public static void afterMovementFire(HowState s, int firer, int target) {
        afterMovementFire(s, firer, target, isArtillery(s, firer) && s.distance(firer, target) <= canisterRange(s, firer));
    }

    /** As {@link #afterMovementFire(HowState, int, int)}, saying whether artillery fired canister. */
    public static void afterMovementFire(HowState s, int firer, int target, boolean canister) {
        FireRecord fire = new FireRecord(firer, target, canister);
        double radius = s.setup.cm(Distance.COMMAND_RADIUS);
        for (int c = s.commanders.length - 1; c >= 0; c--) {
            CommanderState cs = s.commanders[c];
            Vec2 p = new Vec2(cs.x, cs.y);
            boolean near = s.units[target].hitsThisTurn > 0 && s.footprint(target).distanceTo(p) <= radius;
            if (!cs.removed && (near || inLineOfFire(s, fire, p))) {
                s.push(new CasualtyTest(c));
            }
        }
    }

    /** A figure moved aside to make way for an enemy unit tests at once (HOW-CMD-3, HOW-CMD-18 (b)). */
    public static void movedAside(HowState s, int commander) {
        s.push(new CasualtyTest(commander));
    }

    /** The casualty's effect on the figure's rating (HOW-CMD-19). */
    static void wound(HowState s, int c) {
        CommanderState cs = s.commanders[c];
        cs.casualties++;
        if (cs.rating == null) {
            cs.rating = Rating.DITHERING; // an unrated general counts as dithering for the rest of the game
        } else if (cs.rating != Rating.DITHERING) {
            cs.rating = cs.rating.lowered();
        } else if (s.setup.commander(c).role() == CommanderRole.BRIGADIER) {
            cs.penalty++; // cumulative −1 (AMB-17); a dithering general's further casualties do nothing
        }
    }

    static boolean nearHitUnit(HowState s, int c) {
        Vec2 p = new Vec2(s.commanders[c].x, s.commanders[c].y);
        double radius = s.setup.cm(Distance.COMMAND_RADIUS);
        for (int u = 0; u < s.units.length; u++) {
            if (!s.units[u].removed && s.units[u].hitsThisTurn > 0 && s.footprint(u).distanceTo(p) <= radius) {
                return true;
            }
        }
        return false;
    }

    static boolean inAnyLineOfFire(HowState s, int c) {
        Vec2 p = new Vec2(s.commanders[c].x, s.commanders[c].y);
        for (FireRecord f : s.fireRecords) {
            if (inLineOfFire(s, f, p)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the point is in the corridor of infantry fire or canister (AMB-17). */
    static boolean inLineOfFire(HowState s, FireRecord f, Vec2 p) {
        UnitType type = s.setup.type(f.firer());
        boolean counts = type == UnitType.INFANTRY || type == UnitType.LIGHT_INFANTRY || f.canister();
        if (!counts) {
            return false;
        }
        Footprint firer = s.footprint(f.firer());
        if (firer.ahead(p) < -CommandFigureMove.EPS) {
            return false;
        }
        Segment corridor = Segment.of(firer.frontCentre(), s.footprint(f.target()).centre());
        Vec2 along = corridor.delta();
        double t = along.lengthSquared() < 1e-12 ? 0 : p.minus(corridor.a()).dot(along) / along.lengthSquared();
        return t <= 1 && corridor.distanceTo(p) <= firer.width() / 2 + CommandFigureMove.EPS; // not beyond the target
    }

    static boolean isArtillery(HowState s, int u) {
        return s.setup.type(u) == UnitType.ARTILLERY;
    }

    /** The battery's canister range (HOW-AFIRE-1). */
    static double canisterRange(HowState s, int u) {
        GunType g = s.setup.unit(u).guns() == null ? GunType.MEDIUM : s.setup.unit(u).guns();
        return s.setup.cm(switch (g) {
            case LIGHT, LIGHT_UNICORN -> Distance.LIGHT_GUN_CANISTER;
            case HEAVY -> Distance.HEAVY_GUN_CANISTER;
            case HOWITZER, UNICORN -> Distance.HOWITZER_CANISTER;
            case MEDIUM, SHUVALOV -> Distance.MEDIUM_GUN_CANISTER;
        });
    }
}
