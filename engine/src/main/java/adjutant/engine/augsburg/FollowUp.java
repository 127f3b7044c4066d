package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Choose;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * After a melee (LOA-MELEE-6, LOA-MELEE-8): the loser falls back d3 NMs directly away, facing
 * the enemy, stopping where it is blocked (AMB-45); then the winner follows up or holds. A
 * follow-up that runs into a new enemy makes a new melee in which it counts as charging
 * (LOA-MELEE-1 b, AMB-46); one that catches the loser again stops in contact.
 */
final class FollowUp {

    /** Charging infantry: 0 stand, 1 follow up d2 NMs. */
    static final int INFANTRY = 0;
    /** Charging cavalry: 1 or 2 NMs (the first is compulsory). */
    static final int CAVALRY = 1;
    /** Counter-charging cavalry: 0 rally in place, 1 follow up 1 NM, 2 back to its start. */
    static final int COUNTER_CAVALRY = 2;

    private FollowUp() {
    }

    /** Pushes the winner's follow-up choice, if it has one (defending infantry, gunners and other defending cavalry hold). */
    static void offer(LoaState s, Clash c, int winner, int loser) {
        boolean charger = winner == c.charger();
        if (charger) {
            s.push(new Choice(winner, loser, MeleeDice.mounted(s, winner) ? CAVALRY : INFANTRY));
        } else if (c.has(Clash.COUNTER) && MeleeDice.mounted(s, winner)) {
            s.push(new Choice(winner, loser, COUNTER_CAVALRY));
        }
    }

    /** Moves the unit straight ahead; a new enemy in the way is charged (LOA-MELEE-1 b). */
    static void advance(LoaState s, int u, int loser, double dist) {
        UnitState us = s.units[u];
        int hit = ChargePath.slide(s, u, Vec2.unit(us.facing), dist, us.facing);
        if (hit >= 0 && hit != loser && s.setup.side(hit) != s.setup.side(u) && s.units[hit].melee < 0
                && MeleeRules.mayChargeKind(s, u, hit).legal()) {
            ChargePath.Contact ct = ChargePath.contact(s, u, hit);
            Clash c = Clash.declared(u, hit).withBonus(0).with(Clash.FOLLOW_UP);
            if (ct.sector() != Footprint.Sector.FRONT) {
                c = c.with(Clash.FLANK);
            }
            us.startX = us.x;
            us.startY = us.y;
            us.startFacing = us.facing;
            MeleeRules.place(s, u, ct.point(), ct.facing());
            MeleeRules.startMelee(s, c);
            return;
        }
        Evade.withdraw(s, u); // LOA-EVADE-2
    }

    /** LOA-MELEE-6: the loser falls back d3 NMs, directly away, facing the enemy (AMB-45). */
    record FallBack(Clash c, int loser, int winner) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.d3();
        }

        @Override
        public void result(LoaState s, int value) {
            double away = loser == c.charger() ? s.units[c.charger()].facing + 180 : s.units[c.charger()].facing;
            double nm = MoveRules.normalMove(s, loser);
            int hit = ChargePath.slide(s, loser, Vec2.unit(away), value * nm, ChargePath.norm(away + 180));
            if (hit >= 0 && hit != winner && Morale.intoFront(s, loser, hit)) {
                MeleeRules.recoil(s, loser, hit); // LOA-MELEE-1 c (AMB-38)
            }
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, loser) + " loses the melee and falls back d3 normal moves, Disordered";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int v = ((Roll) a).value();
            return Words.unit(s, loser) + " loses the melee: Disordered, it falls back " + v + " normal move" + (v == 1 ? "" : "s") + ".";
        }

        @Override
        public long key() {
            return c.key() * 31 + loser * 7L + winner;
        }
    }

    /** LOA-MELEE-8: the winner's follow-up. */
    record Choice(int unit, int loser, int kind) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(unit);
        }

        List<Integer> options() {
            return switch (kind) {
                case INFANTRY -> List.of(0, 1);
                case CAVALRY -> List.of(1, 2);
                default -> List.of(0, 1, 2);
            };
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            for (int o : options()) {
                out.add(new Choose(o));
            }
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            return a instanceof Choose c && options().contains(c.option()) ? Verdict.ok()
                    : Verdict.illegal("LOA-MELEE-8", () -> describe(s) + " Options: " + options() + ".");
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            int o = ((Choose) a).option();
            UnitState us = s.units[unit];
            double nm = MoveRules.normalMove(s, unit);
            switch (kind) {
                case INFANTRY -> {
                    if (o == 1) {
                        s.push(new Roll2(unit, loser));
                    }
                }
                case CAVALRY -> advance(s, unit, loser, o * nm);
                default -> {
                    if (o == 1) {
                        advance(s, unit, loser, nm);
                    } else if (o == 2) {
                        MeleeRules.place(s, unit, new Vec2(us.startX, us.startY), us.startFacing);
                    }
                }
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int o = ((Choose) a).option();
            String who = Words.unit(s, unit);
            return switch (kind) {
                case INFANTRY -> o == 1 ? who + " follows up d2 normal moves." : who + " stands on the ground it won.";
                case CAVALRY -> who + " follows up " + o + " normal move" + (o == 1 ? "" : "s") + ".";
                default -> o == 1 ? who + " follows up 1 normal move." : o == 2 ? who + " goes back to its start to rally."
                        : who + " rallies in place.";
            };
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "decides") + " how far " + Words.unit(s, unit) + " follows up"
                    + (kind == INFANTRY ? " (0 stand, 1 follow d2 NMs)" : kind == CAVALRY ? " (1 or 2 NMs)"
                    : " (0 rally in place, 1 follow 1 NM, 2 back to its start)") + ".";
        }

        @Override
        public long key() {
            return unit * 1_000_000L + loser * 1000L + kind;
        }
    }

    /** LOA-MELEE-8: charging infantry follows up 1d2 NMs. */
    record Roll2(int unit, int loser) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.d2();
        }

        @Override
        public void result(LoaState s, int value) {
            advance(s, unit, loser, value * MoveRules.normalMove(s, unit));
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, unit) + " rolls d2 for its follow-up in normal moves";
        }

        @Override
        public long key() {
            return unit * 1000L + loser;
        }
    }
}
