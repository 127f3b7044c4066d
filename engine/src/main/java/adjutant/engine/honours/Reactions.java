package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Retreat;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.OptionalRule;
import java.util.List;
import java.util.Locale;

/**
 * What a unit does about its total hits (HOW-REACT-1): carry on below 4; at 4 lose morale, take
 * the red die (HOW-REACT-17) and retreat 1 to 2 normal moves as its owner chooses (HOW-REACT-4,
 * AMB-34), deployed artillery first rolling whether it abandons its guns (HOW-REACT-14,
 * HOW-MELEE-14); at 5 or more Done For, routing one normal move (HOW-REACT-3; a gun crew 25 cm,
 * HOW-REACT-13) and then inert (AMB-89). A unit that already retreated this turn does not
 * retreat again at 4 (AMB-82). The moves themselves are {@link Retreats}.
 */
public final class Reactions {

    /** Where the hits came from: it decides deployed artillery's abandon roll (HOW-REACT-14, HOW-MELEE-14). */
    public enum Cause {
        FIRE,
        MELEE,
        /** Retreating or routing friends passed through it (HOW-REACT-11). */
        INTERPENETRATION
    }

    /** How a retreat is paid: a normal retreat, an abandoned gun's crew at LI speed, or limbering first (½ move). */
    enum Mode {
        NORMAL,
        CREW,
        LIMBER
    }

    private Reactions() {
    }

    /**
     * Queues the unit's reaction to its total hits now, on top of the task stack: a retreat
     * choice for 4 hits, a rout for 5 or more, nothing below 4 (or after a retreat this turn
     * without new hits, AMB-82).
     */
    public static void react(HowState s, int unit, Cause cause) {
        UnitState u = s.units[unit];
        if (!s.inPlay(unit) || u.hits < 4) {
            return;
        }
        if (u.hits >= 5) {
            Hits.doneFor(s, unit);
            s.push(new Rout(unit));
            return;
        }
        if (u.retreatedThisTurn) {
            return; // AMB-82
        }
        u.retreatedThisTurn = true;
        u.red = true; // HOW-REACT-17
        if (s.setup.option(OptionalRule.ABANDON_BATTALION_GUNS) && s.setup.type(unit) == UnitType.INFANTRY) {
            u.lostBattalionGuns = true; // HOW-OPT-4
        }
        if (s.setup.type(unit) == UnitType.ARTILLERY && u.formation == Formation.DEPLOYED && !u.gunsAbandoned) {
            boolean melee = cause == Cause.MELEE && Cover.buaOf(s, unit) < 0; // HOW-TERR-28
            s.push(new AbandonRoll(unit, melee));
        } else {
            s.push(new RetreatChoice(unit, u.gunsAbandoned ? Mode.CREW : Mode.NORMAL));
        }
    }

    /** The distance of a retreat of {@code moves} normal moves, in cm (HOW-REACT-4, HOW-REACT-14). */
    static double retreatDistance(HowState s, int unit, Mode mode, double moves) {
        return switch (mode) {
            case NORMAL -> moves * Movement.normalMove(s, unit);
            case CREW -> moves * s.setup.cm(Distance.LIGHT_INFANTRY_MOVE);
            case LIMBER -> (moves - 0.5) * Movement.normalMove(s, unit, Formation.LIMBERED, false);
        };
    }

    /** The distance of a rout (HOW-REACT-3, HOW-REACT-13): one normal move in its formation; a gun crew 25 cm. */
    static double routDistance(HowState s, int unit) {
        UnitState u = s.units[unit];
        boolean crew = s.setup.type(unit) == UnitType.ARTILLERY && (u.formation == Formation.DEPLOYED || u.gunsAbandoned);
        return crew ? s.setup.cm(Distance.LIGHT_INFANTRY_MOVE) : Movement.normalMove(s, unit);
    }

    /** Deployed artillery forced back rolls a D6: abandon on 1–2 (fire) or 1–4 (melee), else limber (HOW-REACT-14, HOW-MELEE-14). */
    record AbandonRoll(int unit, boolean melee) implements D6Roll {

        int abandonUpTo() {
            return melee ? 4 : 2;
        }

        @Override
        public void apply(HowState s, HowAction a) {
            int face = ((Roll) a).first();
            if (face <= abandonUpTo()) {
                ArtilleryAbandon.abandon(s, unit);
                s.push(new RetreatChoice(unit, Mode.CREW));
            } else {
                s.units[unit].formation = Formation.LIMBERED;
                Movement.keepOnTable(s, unit); // the limber's shape is not the gun base's
                Movement.clearOverlap(s, unit);
                s.push(new RetreatChoice(unit, Mode.LIMBER));
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            int face = ((Roll) a).first();
            return String.format(Locale.ROOT, "%s, forced back, rolls %d: %s.", s.setup.unitName(unit), face,
                    face <= abandonUpTo() ? "the guns are abandoned and the crew falls back"
                            : "the guns limber up (half a move) and fall back");
        }

        @Override
        public String describe(HowState s) {
            return "Roll a die: does " + s.setup.unitName(unit) + " save its guns?";
        }
    }

    /** The owner chooses how far a unit that lost morale retreats: 1 to 2 normal moves (HOW-REACT-4, AMB-34). */
    record RetreatChoice(int unit, Mode mode) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.side(unit);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            return List.of(new Retreat(unit, 1.0), new Retreat(unit, 1.5), new Retreat(unit, 2.0));
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            if (!(a instanceof Retreat r) || r.unit() != unit) {
                return Verdict.illegal("HOW-REACT-4", s.setup.unitName(unit) + " must retreat now");
            }
            if (!(r.moves() >= 1 - 1e-9 && r.moves() <= 2 + 1e-9)) {
                return Verdict.illegal("HOW-REACT-4", s.setup.unitName(unit) + " retreats between 1 and 2 moves, not " + r.moves());
            }
            return Verdict.ok();
        }

        @Override
        public void apply(HowState s, HowAction a) {
            if (s.inPlay(unit)) {
                Retreats.move(s, unit, retreatDistance(s, unit, mode, ((Retreat) a).moves()), false);
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            double moves = ((Retreat) a).moves();
            String what = switch (mode) {
                case NORMAL -> "loses morale and retreats";
                case CREW -> "crew retreats";
                case LIMBER -> "retreats with its guns";
            };
            String who = mode == Mode.CREW ? UnitNames.possessive(s.setup.unitName(unit)) : s.setup.unitName(unit);
            return String.format(Locale.ROOT, "%s %s %.0f cm (%s moves).", who, what, retreatDistance(s, unit, mode, moves), trim(moves));
        }

        @Override
        public String describe(HowState s) {
            return UnitNames.says(s.setup.sideName(s.setup.side(unit)), "chooses") + " how far " + s.setup.unitName(unit) + " retreats (1 to 2 moves).";
        }
    }

    /** A Done For unit routs one normal move (HOW-REACT-3); its owner confirms with Retreat(unit, 1). */
    record Rout(int unit) implements Task {

        @Override
        public Side decider(HowState s) {
            return s.setup.side(unit);
        }

        @Override
        public List<HowAction> legal(HowState s) {
            return List.of(new Retreat(unit, 1.0));
        }

        @Override
        public Verdict validate(HowState s, HowAction a) {
            return a instanceof Retreat r && r.unit() == unit && Math.abs(r.moves() - 1) < 1e-9 ? Verdict.ok()
                    : Verdict.illegal("HOW-REACT-3", s.setup.unitName(unit) + " is Done For and routs exactly one move");
        }

        @Override
        public void apply(HowState s, HowAction a) {
            if (!s.units[unit].removed) {
                Retreats.move(s, unit, routDistance(s, unit), true);
            }
        }

        @Override
        public String words(HowState s, HowAction a) {
            return String.format(Locale.ROOT, "%s is Done For and routs %.0f cm.", s.setup.unitName(unit), routDistance(s, unit));
        }

        @Override
        public String describe(HowState s) {
            return s.setup.unitName(unit) + " is Done For and routs.";
        }
    }

    private static String trim(double d) {
        return d == Math.rint(d) ? String.valueOf((int) d) : String.valueOf(d);
    }
}
