package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Charge;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.React;
import adjutant.engine.augsburg.action.Reaction;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/** The steps of a charge (LOA-MELEE-2), from the choice of target to the melee dice. */
final class ChargeSteps {

    private ChargeSteps() {
    }

    /** Step 1: the charger names its target, or lets the charge lapse (LOA-MELEE-2). */
    record Declare(int unit) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(unit);
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            for (int t : MeleeRules.targets(s, unit)) {
                out.add(new Charge(unit, t));
            }
            out.add(new Pass());
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (a instanceof Pass) {
                return Verdict.ok();
            }
            if (a instanceof Charge c && c.unit() == unit) {
                return MeleeRules.validate(s, unit, c.target());
            }
            return Verdict.illegal("LOA-MELEE-2", () -> describe(s) + " — not " + a);
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            if (a instanceof Pass) {
                return;
            }
            int t = ((Charge) a).target();
            UnitState us = s.units[unit];
            us.charging = true;
            us.chargeShortfall = 0;
            Clash c = Clash.declared(unit, t);
            if (Evade.mayDodge(s, t)) {
                s.push(new DodgeChoice(c)); // LOA-EVADE-9, AMB-60: before the bonus is rolled
            } else {
                s.push(new BonusRoll(c)); // AMB-28: the bonus is rolled at declaration
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            if (a instanceof Charge c) {
                return Words.unit(s, unit) + " charges " + Words.unit(s, c.target()) + ".";
            }
            return Words.unit(s, unit) + " does not charge.";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "names") + " the target of " + UnitNames.possessive(Words.unit(s, unit)) + " charge.";
        }

        @Override
        public long key() {
            return unit;
        }
    }

    /** LOA-EVADE-9: light troops on a Move order may try to dodge, committing before anything is measured. */
    record DodgeChoice(Clash c) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(c.target());
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            return List.of(new React(c.target(), Reaction.DODGE.ordinal()), new React(c.target(), Reaction.NONE.ordinal()));
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            return legal(s).contains(a) ? Verdict.ok()
                    : Verdict.illegal("LOA-EVADE-9", () -> Words.unit(s, c.target()) + " dodges or not (react dodge / none)");
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            if (((React) a).reaction() == Reaction.DODGE.ordinal()) {
                Evade.dodge(s, c);
                s.push(new BonusRoll(c.with(Clash.DODGED)));
            } else {
                s.push(new BonusRoll(c));
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            return ((React) a).reaction() == Reaction.DODGE.ordinal()
                    ? Words.unit(s, c.target()) + " steps aside to dodge the charge of " + Words.unit(s, c.charger()) + "."
                    : Words.unit(s, c.target()) + " does not dodge.";
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "decides") + " whether " + Words.unit(s, c.target()) + " dodges.";
        }

        @Override
        public long key() {
            return c.key();
        }
    }

    /** LOA-MOVE-6: the charge bonus in inches, rolled at declaration (AMB-28). */
    record BonusRoll(Clash c) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return MeleeDice.chargeBonus(s, c.charger());
        }

        @Override
        public void result(LoaState s, int value) {
            Clash k = c.withBonus(value);
            if (k.has(Clash.DODGED)) {
                if (!Evade.caught(s, k)) {
                    Evade.chargeIntoGap(s, k);
                    return;
                }
                k = k.with(Clash.CAUGHT);
            }
            List<Reaction> r = MeleeRules.reactions(s, k);
            if (r.size() == 1) {
                MeleeRules.react(s, k, r.get(0));
            } else {
                s.push(new ReactChoice(k));
            }
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, c.charger()) + " rolls its charge bonus in inches";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int v = ((adjutant.engine.augsburg.action.Roll) a).value();
            String out = what(s) + ": +" + v + "\"";
            if (!c.has(Clash.DODGED) && s.inPlay(c.target())) {
                ChargePath.Contact ct = ChargePath.contact(s, c.charger(), c.target());
                double reach = MeleeRules.reach(s, c.charger(), ct, v, 0);
                out += String.format(java.util.Locale.ROOT, ", reaching %.1f\" of the %.1f\" to %s", reach, ct.length(),
                        Words.unit(s, c.target()));
                List<Reaction> r = MeleeRules.reactions(s, c.withBonus(v));
                if (r.equals(List.of(Reaction.EVADE))) {
                    out += "; " + Words.unit(s, c.target()) + " must evade";
                }
            }
            return out + ".";
        }

        @Override
        public long key() {
            return c.key();
        }
    }

    /** LOA-MELEE-2 steps 2–4: the defender's answer. */
    record ReactChoice(Clash c) implements Task {
        @Override
        public Side decider(LoaState s) {
            return s.setup.side(c.target());
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            List<LoaAction> out = new ArrayList<>();
            for (Reaction r : MeleeRules.reactions(s, c)) {
                out.add(new React(c.target(), r.ordinal()));
            }
            return out;
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            if (!(a instanceof React r) || r.unit() != c.target()) {
                return Verdict.illegal("LOA-MELEE-2", () -> describe(s) + " — not " + a);
            }
            if (!MeleeRules.reactions(s, c).contains(Reaction.values()[r.reaction()])) {
                String rule = switch (Reaction.values()[r.reaction()]) {
                    case COUNTER_CHARGE -> "LOA-MELEE-11";
                    case POINT_BLANK -> "LOA-MELEE-10";
                    case EVADE, STAND, DODGE -> "LOA-EVADE-7";
                    default -> "LOA-MELEE-2";
                };
                return Verdict.illegal(rule, () -> Words.unit(s, c.target()) + " may not " + Reaction.values()[r.reaction()].id()
                        + " now; it may " + MeleeRules.reactions(s, c));
            }
            return Verdict.ok();
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            MeleeRules.react(s, c, Reaction.values()[((React) a).reaction()]);
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            String who = Words.unit(s, c.target());
            String at = Words.unit(s, c.charger());
            return switch (Reaction.values()[((React) a).reaction()]) {
                case FIRE -> who + " fires at the charging " + at + ".";
                case POINT_BLANK -> who + " tries to hold its fire for a point-blank volley at " + at + ".";
                case COUNTER_CHARGE -> who + " counter-charges " + at + ".";
                case EVADE -> who + " evades the charge of " + at + ".";
                case STAND -> who + " stands to receive " + at + ".";
                default -> who + " awaits the charge of " + at + ".";
            };
        }

        @Override
        public String describe(LoaState s) {
            return UnitNames.says(Words.side(s, decider(s)), "answers") + " the charge on " + Words.unit(s, c.target()) + ".";
        }

        @Override
        public long key() {
            return c.key();
        }
    }

    /** LOA-MELEE-10: the point-blank steadiness test, 2D6 + modifiers ≥ 8; value 1 pass, 0 fail. */
    record PointBlankTest(Clash c) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Dice.twoD6().plus(modifier(s, c)).map(v -> v >= 8 ? 1 : 0);
        }

        static int modifier(LoaState s, Clash c) {
            int t = c.target();
            UnitState ts = s.units[t];
            int m = 0;
            if (s.setup.has(t, Tag.ELITE)) {
                m += 2;
            }
            if (s.setup.has(t, Tag.GRENADIERS)) {
                m += 1;
            }
            if (s.setup.has(t, Tag.RAW)) {
                m -= 1;
            }
            if (ts.has(Status.DISORDERED)) {
                m -= 3;
            } else if (ts.has(Status.UNFORMED)) {
                m -= 1;
            }
            if (s.footprint(c.charger()).distanceTo(s.footprint(t)) <= shortRange(s, t) + 1e-9) {
                m -= 2; // the attacker started at short range for the defender's weapon
            }
            return m;
        }

        /** Short range of the unit's weapon (LOA-FIRE-1): 8" for cannon, 4" for the rest. */
        static double shortRange(LoaState s, int u) {
            return s.setup.kind(u).isArtillery() ? 8 : 4;
        }

        @Override
        public void result(LoaState s, int value) {
            if (value == 1) {
                MeleeRules.goIn(s, c.with(Clash.POINT_BLANK)); // AMB-48 pass: fire at contact, short range
            } else {
                MeleeRules.fireAtCharger(s, c); // fail: fire at once at the starting range
            }
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, c.target()) + " tests its steadiness to hold fire for a point-blank volley (2D6 "
                    + signed(modifier(s, c)) + " ≥ 8)";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            return what(s) + ": " + (((adjutant.engine.augsburg.action.Roll) a).value() == 1 ? "steady, it waits." : "it fires at once.");
        }

        @Override
        public long key() {
            return c.key();
        }
    }

    static String signed(int m) {
        return m >= 0 ? "+ " + m : "− " + (-m);
    }

    /**
     * The charge goes on once the fire pushed above has been resolved: the charging side confirms
     * (one certain action). Stages: after the defender's fire (count its casualties, then the
     * charger's morale, AMB-28), the move in, after a point-blank volley, the melee, and the end
     * of a halted charger's half-effect fire.
     */
    record GoesOn(Clash c, int fireBefore, int stage) implements Task {
        static final int AFTER_FIRE = 0;
        static final int MOVE_IN = 1;
        static final int AFTER_POINT_BLANK = 2;
        static final int MELEE = 3;
        static final int END = 4;

        @Override
        public Side decider(LoaState s) {
            return s.setup.side(c.charger());
        }

        @Override
        public List<LoaAction> legal(LoaState s) {
            return List.of(new Pass());
        }

        @Override
        public Verdict validate(LoaState s, LoaAction a) {
            return a instanceof Pass ? Verdict.ok()
                    : Verdict.illegal("LOA-MELEE-2", () -> "the charge of " + Words.unit(s, c.charger()) + " goes on now (pass)");
        }

        @Override
        public void apply(LoaState s, LoaAction a) {
            proceed(s);
        }

        /** Carries the stage out. */
        void proceed(LoaState s) {
            switch (stage) {
                case AFTER_FIRE, AFTER_POINT_BLANK -> {
                    // LOA-MELEE-5 step 3: the fire's casualties count to the defender's total;
                    // the charger tests morale first (the end of the reaction's step, LOA-MOR-7)
                    Clash k = c.plusFire(Math.max(0, s.inflicted(c.target(), c.charger()) - fireBefore));
                    GoesOn next = new GoesOn(k, 0, stage == AFTER_FIRE ? MOVE_IN : MELEE);
                    s.push(next);
                    if (!Morale.endOfStep(s)) {
                        s.pop();
                        next.proceed(s);
                    }
                }
                case MOVE_IN -> MeleeRules.goIn(s, c);
                case MELEE -> {
                    if (MeleeRules.stillCharging(s, c.charger()) && s.inPlay(c.target())
                            && s.footprint(c.charger()).distanceTo(s.footprint(c.target())) < 0.5) {
                        MeleeRules.startMelee(s, c);
                    } else {
                        s.units[c.charger()].charging = false;
                    }
                }
                default -> s.units[c.charger()].charging = false;
            }
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            return describe(s);
        }

        @Override
        public String describe(LoaState s) {
            return switch (stage) {
                case END -> Words.unit(s, c.charger()) + " halts.";
                case MELEE, AFTER_POINT_BLANK -> "The melee of " + Words.unit(s, c.charger()) + " and " + Words.unit(s, c.target()) + " goes on.";
                default -> "The charge of " + Words.unit(s, c.charger()) + " goes on.";
            };
        }

        @Override
        public long key() {
            return c.key() * 31 + fireBefore * 7L + stage;
        }
    }

    /**
     * LOA-MELEE-5: one side rolls its melee dice; the value is the casualties it inflicts (pips
     * ÷ 10), attacker first, then the defender, then the result.
     */
    record MeleeRoll(Clash c, boolean attacker, int attackerCasualties) implements RollTask {
        int unit() {
            return attacker ? c.charger() : c.target();
        }

        int pool(LoaState s) {
            return attacker ? MeleeDice.pool(s, c.charger(), c.target(), MeleeRules.attacker(c))
                    : MeleeDice.pool(s, c.target(), c.charger(), MeleeRules.defender(c));
        }

        @Override
        public Distribution dice(LoaState s) {
            return MeleeDice.casualties(pool(s));
        }

        @Override
        public void result(LoaState s, int value) {
            if (attacker) {
                s.push(new MeleeRoll(c, false, value));
            } else {
                MeleeRules.resolve(s, c, attackerCasualties, value);
            }
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, unit()) + " rolls " + pool(s) + " melee dice against " + Words.unit(s, attacker ? c.target() : c.charger())
                    + " (casualties = pips ÷ 10)";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int v = ((adjutant.engine.augsburg.action.Roll) a).value();
            String out = what(s) + ": " + v + (v == 1 ? " casualty" : " casualties");
            if (!attacker) {
                int total = v + c.fire();
                out += (c.fire() > 0 ? " (+" + c.fire() + " by its fire = " + total + ")" : "") + " against " + attackerCasualties
                        + ": " + (total == attackerCasualties ? "a tie" : (total > attackerCasualties ? Words.unit(s, c.target())
                        : Words.unit(s, c.charger())) + " wins");
            }
            return out + ".";
        }

        @Override
        public long key() {
            return c.key() * 31 + (attacker ? 1 : 0) + attackerCasualties * 2L;
        }
    }
}
