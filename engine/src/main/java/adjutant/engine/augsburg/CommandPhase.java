package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.GiveCp;
import adjutant.engine.augsburg.action.Join;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.RallyPoint;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * LOA-SEQ-1 steps 2–5: each CinC rolls d3 + CN (LOA-CMD-1) and hands CP to brigadiers in his
 * radius (LOA-CMD-2); each brigadier rolls d3 + CN + CP received (LOA-CMD-3); brigadiers give
 * Rally Points (LOA-CMD-8); then the activation queue is made (LOA-CMD-6).
 */
final class CommandPhase {

    private CommandPhase() {
    }

    static final PhaseLogic LOGIC = new PhaseLogic() {
        @Override
        public void start(LoaState s) {
            for (CommanderState c : s.commanders) {
                c.cp = 0;
                c.received = 0;
            }
            s.push(new CincRoll(Side.RED));
            s.push(new CincRoll(Side.BLUE));
            s.step = 1;
        }

        @Override
        public boolean next(LoaState s) {
            switch (s.step) {
                case 1 -> {
                    s.push(new Allocate(Side.RED));
                    s.push(new Allocate(Side.BLUE));
                }
                case 2 -> {
                    for (int b = s.setup.brigadeCount() - 1; b >= 0; b--) {
                        if (Command.active(s, b)) {
                            s.push(new BrigadeRoll(b));
                        }
                    }
                }
                case 3 -> {
                    s.push(new Rally(Side.RED));
                    s.push(new Rally(Side.BLUE));
                }
                case 4 -> {
                    for (int total : Command.tiedTotals(s)) {
                        s.push(new RollOff(total));
                    }
                }
                case 5 -> s.queue = Command.queue(s);
                default -> {
                    return false;
                }
            }
            s.step++;
            return true;
        }
    };

    /** LOA-CMD-1: CinC CP = d3 + CN; kept in {@code received} too, for the queue's tie-break. */
    record CincRoll(Side side) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.d3();
        }

        @Override
        public void result(LoaState s, int value) {
            CommanderState c = s.commanders[s.setup.cinc(side)];
            c.cp = value + s.setup.cn(s.setup.cinc(side));
            c.received = c.cp;
        }

        @Override
        public String what(LoaState s) {
            return Words.commander(s, s.setup.cinc(side)) + " rolls d3 for command points";
        }

        /** The die and the CP it gives with his command number: "…: 1, and with his command number of 2 he has 3 CP." */
        @Override
        public String words(LoaState s, LoaAction a) {
            int die = ((Roll) a).value();
            int cn = s.setup.cn(s.setup.cinc(side));
            return what(s) + ": " + die + ", and with his command number of " + cn + " he has " + (die + cn) + " CP.";
        }

        @Override
        public long key() {
            return side.ordinal();
        }
    }

    /** LOA-CMD-3: brigade CP = d3 + brigadier CN + CP received. */
    record BrigadeRoll(int brigade) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.d3();
        }

        @Override
        public void result(LoaState s, int value) {
            int c = s.setup.brigadier(brigade);
            s.commanders[c].cp = value + s.setup.cn(c) + s.commanders[c].received;
            s.brigadeTotal[brigade] = s.commanders[c].cp;
        }

        @Override
        public String what(LoaState s) {
            return Words.commander(s, s.setup.brigadier(brigade)) + " rolls d3 for "
                    + UnitNames.possessive(Words.brigade(s, brigade)) + " command points";
        }

        /**
         * The die and the brigade's CP with the brigadier's command number and what the CinC gave:
         * "…: 2; with his command number of 2 and 1 CP from the CinC the brigade has 5 CP."
         */
        @Override
        public String words(LoaState s, LoaAction a) {
            int die = ((Roll) a).value();
            int c = s.setup.brigadier(brigade);
            int cn = s.setup.cn(c);
            int given = s.commanders[c].received;
            return what(s) + ": " + die + "; with his command number of " + cn + " and " + given
                    + " CP from the CinC the brigade has " + (die + cn + given) + " CP.";
        }

        @Override
        public long key() {
            return brigade;
        }
    }

    /**
     * LOA-CMD-6 step 1 (AMB-5): blue's and red's brigades tied on {@code total} roll off, one D6
     * a side; the value is the sign of blue's die minus red's (+1 blue higher, −1 red, 0 equal).
     */
    record RollOff(int total) implements RollTask {
        private static final Distribution SIGN = Dice.d6().plus(Dice.d6().map(v -> -v)).map(Integer::signum);

        @Override
        public Distribution dice(LoaState s) {
            return SIGN;
        }

        @Override
        public void result(LoaState s, int value) {
            for (int b = 0; b < s.setup.brigadeCount(); b++) {
                if (s.brigadeTotal[b] == total) {
                    s.rollOff[b] = s.setup.brigadeSide(b) == Side.BLUE ? value : -value;
                }
            }
        }

        @Override
        public String what(LoaState s) {
            return "Brigades tied on " + total + " CP roll off for the order of activation";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int v = ((Roll) a).value();
            return what(s) + ": " + (v == 0 ? "a tie, the CinC with more CP decides."
                    : UnitNames.says(Words.side(s, v > 0 ? Side.BLUE : Side.RED), "rolls") + " higher.");
        }

        @Override
        public long key() {
            return total;
        }
    }

    /** LOA-CMD-2: the CinC gives CP, one at a time, to brigadiers in his radius, or passes (unspent CP are lost, LOA-SEQ-4). */
    record Allocate(Side side) implements Task {
        @Override
        public Side decider(LoaState s) {
            return side;
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            if (s.commanders[s.setup.cinc(side)].cp > 0) {
                for (int b = 0; b < s.setup.brigadeCount(); b++) {
                    if (s.setup.brigadeSide(b) == side && Command.active(s, b) && Command.cincReaches(s, b)) {
                        out.add(new GiveCp(b, 1));
                    }
                }
            }
            out.add(new Pass());
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (a instanceof Pass) {
                return Verdict.ok();
            }
            if (!(a instanceof GiveCp g)) {
                return Verdict.illegal("LOA-CMD-2", () -> describe(s) + " — not " + a);
            }
            if (g.brigade() < 0 || g.brigade() >= s.setup.brigadeCount() || s.setup.brigadeSide(g.brigade()) != side
                    || !Command.active(s, g.brigade())) {
                return Verdict.illegal("LOA-CMD-2", "CP go to the CinC's own brigadiers");
            }
            if (g.cp() < 1 || g.cp() > s.commanders[s.setup.cinc(side)].cp) {
                return Verdict.illegal("LOA-CMD-2", "the CinC has not that many CP");
            }
            if (!Command.cincReaches(s, g.brigade())) {
                return Verdict.illegal("LOA-CMD-2", () -> Words.commander(s, s.setup.brigadier(g.brigade()))
                        + " is outside the CinC's command radius");
            }
            return Verdict.ok();
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            if (a instanceof GiveCp g) {
                s.commanders[s.setup.cinc(side)].cp -= g.cp();
                s.commanders[s.setup.brigadier(g.brigade())].received += g.cp();
                s.push(this);
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            if (a instanceof GiveCp g) {
                return Words.commander(s, s.setup.cinc(side)) + " gives " + g.cp() + " CP to "
                        + Words.commander(s, s.setup.brigadier(g.brigade())) + ".";
            }
            return Words.commander(s, s.setup.cinc(side)) + " gives no more CP.";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.possessive(Words.side(s, side)) + " CinC hands out command points.";
        }

        @Override
        public long key() {
            return side.ordinal();
        }
    }

    /** LOA-CMD-8: brigadiers give Rally Points, one at a time, to their units, or pass; commanders may join units (LOA-CMD-9). */
    record Rally(Side side) implements Task {
        @Override
        public Side decider(LoaState s) {
            return side;
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            for (int u = 0; u < s.units.length; u++) {
                if (s.setup.side(u) == side && s.inPlay(u) && s.commanders[s.setup.brigadier(s.setup.brigade(u))].cp > 0) {
                    out.add(new RallyPoint(u, 1));
                }
            }
            out.addAll(Command.joinOptions(s, side));
            out.add(new Pass());
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (a instanceof Pass) {
                return Verdict.ok();
            }
            if (a instanceof Join j) { // LOA-CMD-9
                return Command.validateJoin(s, side, j);
            }
            if (!(a instanceof RallyPoint r)) {
                return Verdict.illegal("LOA-CMD-8", () -> describe(s) + " — not " + a);
            }
            if (r.unit() < 0 || r.unit() >= s.units.length || s.setup.side(r.unit()) != side || !s.inPlay(r.unit())) {
                return Verdict.illegal("LOA-CMD-8", "Rally Points go to the brigadier's own units");
            }
            if (r.cp() < 1 || r.cp() > s.commanders[s.setup.brigadier(s.setup.brigade(r.unit()))].cp) {
                return Verdict.illegal("LOA-CMD-8", "the brigade has not that many CP");
            }
            return Verdict.ok();
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            if (a instanceof RallyPoint r) {
                s.commanders[s.setup.brigadier(s.setup.brigade(r.unit()))].cp -= r.cp();
                s.units[r.unit()].rallyPoints += r.cp();
                s.push(this);
            } else if (a instanceof Join j) {
                Command.join(s, j);
                s.push(this);
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            if (a instanceof RallyPoint r) {
                return Words.unit(s, r.unit()) + " receives " + r.cp() + " Rally Point" + (r.cp() == 1 ? "" : "s") + ".";
            }
            if (a instanceof Join j) {
                return Words.commander(s, j.commander()) + " joins " + Words.unit(s, j.unit()) + " in person for the turn.";
            }
            return UnitNames.says(Words.side(s, side), "gives") + " no more Rally Points.";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.possessive(Words.side(s, side)) + " brigadiers may give Rally Points.";
        }

        @Override
        public long key() {
            return side.ordinal();
        }
    }
}
