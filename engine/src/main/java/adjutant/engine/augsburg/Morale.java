package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.UnitNames;
import adjutant.engine.geometry.Vec2;

/**
 * Morale and steadiness (MOR). A morale test (LOA-MOR-1) is one chance step of the unit's morale
 * dice (LOA-MOR-2) grouped by their total; the modifiers of LOA-MOR-3 (Rally Points and a joined
 * commander subtract, LOA-CMD-8, LOA-CMD-9, AMB-20) are fixed when the test is pushed; it passes
 * when the total is at most the unit's figures (LOA-MOR-4, AMB-53), else the result of LOA-MOR-5
 * follows, its distance a second roll. A charger being fired on (LOA-MOR-7) that fails by 1 or 2
 * does not fall back: the distance is added to {@link UnitState#chargeShortfall}, which the
 * melee section deducts from its reach. {@link #rally} is the Y order (LOA-MOR-8);
 * {@link #steady} the 2D6 ≥ 8 tests (LOA-MOR-9). Routing units retire at the start of their
 * brigade's activation ({@link #routers}, LOA-MOR-8 step 4).
 */
public final class Morale {

    /** An ordinary test after casualties. */
    static final int TEST = 0;
    /** The Y order's test (LOA-MOR-8). */
    static final int RALLY = 1;
    /** A charger fired on (LOA-MOR-7). */
    static final int CHARGER = 2;

    private Morale() {
    }

    /** Pushes a morale test of the unit (LOA-MOR-1); a unit with no figures left is removed instead. */
    static void test(LoaState s, int unit) {
        if (s.units[unit].figureCount() == 0) {
            s.units[unit].removed = true;
            return;
        }
        s.push(new Test(unit, charging(s, unit) ? CHARGER : TEST, modifier(s, unit)));
    }

    /**
     * LOA-MOR-7: the unit is a charger fired on before it moves — it is the unit being activated,
     * its revealed order is C and it is not yet in melee contact.
     */
    static boolean charging(LoaState s, int unit) {
        UnitState u = s.units[unit];
        return s.activeUnit == unit && u.revealed && u.order() == Order.CHARGE && u.melee < 0;
    }

    /**
     * The end of a step (LOA-SEQ-3, AMB-51: one unit's complete activation, or one reaction):
     * every unit whose {@code moraleDue} is set gets its test, in unit order, and the flags are
     * cleared. The activation phase calls it when a unit's activation has run out of steps; a
     * reaction's last step should call it too. Returns whether a step was pushed.
     */
    static boolean endOfStep(LoaState s) {
        boolean pushed = false;
        for (int u = s.units.length - 1; u >= 0; u--) {
            UnitState us = s.units[u];
            if (us.moraleDue) {
                us.moraleDue = false;
                int before = s.tasks.size();
                if (s.inPlay(u)) {
                    test(s, u);
                }
                pushed |= s.tasks.size() > before;
            }
            us.enfiladed = false;
        }
        return pushed;
    }

    /** Pushes the steps of a unit's Y order (LOA-MOR-8 steps 1–3): a morale test with the rally bonuses. */
    static void rally(LoaState s, int unit) {
        if (s.units[unit].figureCount() > 0) {
            s.push(new Test(unit, RALLY, modifier(s, unit)));
        }
    }

    /** The morale dice (LOA-MOR-2): foot ⌈original / 6⌉ D6 summed; horse lower of 2D6 (AMB-52); guns 1D6 (AMB-12). */
    static Distribution dice(LoaState s, int unit) {
        Kind k = s.setup.kind(unit);
        boolean mounted = k.isHorse() && !(k == Kind.DRAGOONS && s.units[unit].formation == Formation.DISMOUNTED);
        if (mounted) {
            return Dice.lowestOf(2, Die.D6);
        }
        if (k.isArtillery()) {
            return Dice.d6();
        }
        return Dice.sum((s.setup.originalFigures(unit) + 5) / 6, Die.D6);
    }

    /** The morale dice in words: "4D6", "the lower of 2D6", "1D6". */
    static String diceName(LoaState s, int unit) {
        Distribution d = dice(s, unit);
        return d.equals(Dice.lowestOf(2, Die.D6)) ? "the lower of 2D6" : d.max() / 6 + "D6";
    }

    /**
     * The modifiers of LOA-MOR-3 as one number added to the dice: Elite −2, Grenadiers −1, cover
     * −1/−2/−3, Rally Points −1 each, a joined commander −CN; enfiladed +2, Unformed +1 or
     * Disordered +3 (not both, decision, fire helper), foot skirmishers not in cover +3, a routing
     * friend within 6" +2.
     */
    static int modifier(LoaState s, int unit) {
        UnitState u = s.units[unit];
        int m = 0;
        if (s.setup.has(unit, Tag.ELITE)) {
            m -= 2;
        }
        if (s.setup.has(unit, Tag.GRENADIERS)) {
            m -= 1;
        }
        FireCover.Category cover = FireCover.of(s, unit);
        m -= cover.ordinal(); // light −1, substantial −2, fortifications −3
        m -= u.rallyPoints;
        if (u.joined >= 0) {
            m -= s.setup.cn(u.joined);
        }
        if (u.enfiladed) {
            m += 2;
        }
        if (u.has(Status.DISORDERED)) {
            m += 3;
        } else if (u.has(Status.UNFORMED)) {
            m += 1;
        }
        if (Shooting.skirmishers(s, unit) && cover == FireCover.Category.NONE) {
            m += 3;
        }
        for (int o = 0; o < s.units.length; o++) {
            if (o != unit && s.inPlay(o) && s.setup.side(o) == s.setup.side(unit) && s.units[o].has(Status.ROUTING)
                    && s.footprint(o).distanceTo(s.footprint(unit)) <= 6 + 1e-9) {
                m += 2;
                break;
            }
        }
        return m;
    }

    /** By how much a modified total fails (LOA-MOR-4, AMB-53): total − current figures, ≤ 0 a pass. */
    static int failBy(int total, int figures) {
        return total - figures;
    }

    /** A steadiness test (LOA-MOR-9): 2D6 + modifier ≥ 8. */
    static boolean steady(int twoD6, int modifier) {
        return twoD6 + modifier >= 8;
    }

    /** The chance of passing a steadiness test with this modifier (LOA-MOR-9). */
    public static double steadinessChance(int modifier) {
        return Dice.twoD6().atLeast(8 - modifier);
    }

    /**
     * The result of failing by {@code by} (LOA-MOR-5, AMB-54): statuses now, the distance next.
     * 3: Orders Cancelled, Unformed; 4: Orders Cancelled, Disordered; 5: Routing, Orders
     * Cancelled, Disordered; 6 or more: Shattered.
     */
    static void fail(LoaState s, int unit, int by) {
        UnitState u = s.units[unit];
        if (by >= 3) {
            u.set(Status.ORDERS_CANCELLED); // LOA-MOR-6, LOA-ORD-5
        }
        if (by == 3) {
            u.set(Status.UNFORMED);
        } else if (by == 4) {
            u.set(Status.DISORDERED);
        } else if (by == 5) {
            u.set(Status.DISORDERED);
            u.set(Status.ROUTING);
        } else if (by >= 6) {
            u.set(Status.DISORDERED);
            u.set(Status.SHATTERED);
        }
        s.push(new Distance(unit, Math.min(by, 6), false));
    }

    /** The rally of LOA-MOR-8 step 2: loses Disordered (stays Unformed); a router stops and faces the enemy. */
    static void rallied(LoaState s, int unit) {
        UnitState u = s.units[unit];
        u.clear(Status.DISORDERED); // the Unformed it implied stays (AMB-16)
        if (u.has(Status.ROUTING)) {
            u.clear(Status.ROUTING);
            ForcedMove.face(s, unit, ForcedMove.away(s, unit).negate());
        }
    }

    /**
     * LOA-MOR-8 steps 4–5, called when a brigade starts its activation: each of its units still
     * Routing without a Y order spends the activation retiring 1 NM away from the enemy, free;
     * one that leaves the table is removed. Returns the units that retired.
     */
    static int routers(LoaState s, int brigade) {
        int n = 0;
        for (int unit : s.setup.brigadeUnits(brigade)) {
            UnitState u = s.units[unit];
            if (s.inPlay(unit) && u.has(Status.ROUTING) && !u.acted && u.order() != Order.RALLY) {
                u.acted = true;
                Vec2 away = ForcedMove.away(s, unit);
                ForcedMove.face(s, unit, away);
                ForcedMove.slide(s, unit, away, MoveRules.normalMove(s, unit), true);
                n++;
            }
        }
        return n;
    }

    /** Moves the unit for a morale result (LOA-MOR-5): back, or flight for routers; shattered units disperse. */
    static void fallBack(LoaState s, int unit, int by, double inches) {
        UnitState u = s.units[unit];
        Vec2 away = ForcedMove.away(s, unit);
        if (by >= 3) {
            ForcedMove.face(s, unit, away); // now facing away
        }
        boolean left = ForcedMove.slide(s, unit, away, inches, by >= 5);
        if (by >= 6) {
            u.removed = true; // Shattered: disperses after its flight
        } else if (!left) {
            int into = ForcedMove.blockerAhead(s, unit, away);
            if (into >= 0 && intoFront(s, unit, into)) {
                MeleeRules.recoil(s, unit, into); // LOA-MELEE-1 c (AMB-38): recoiled into an enemy's front
            }
        }
    }

    /** Whether {@code recoiler} has come up against the front of {@code into}, an enemy (LOA-MELEE-1 c). */
    static boolean intoFront(LoaState s, int recoiler, int into) {
        return s.inPlay(into) && s.setup.side(into) != s.setup.side(recoiler)
                && s.footprint(into).sector(s.footprint(recoiler).centre()) == Footprint.Sector.FRONT;
    }

    /** A morale test (LOA-MOR-1 to LOA-MOR-5, LOA-MOR-7, LOA-MOR-8): the value is the dice total. */
    record Test(int unit, int mode, int modifier) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return Morale.dice(s, unit);
        }

        @Override
        public void result(LoaState s, int value) {
            if (!s.inPlay(unit)) {
                return;
            }
            int by = failBy(value + modifier, s.units[unit].figureCount());
            if (mode == RALLY) {
                if (by <= 0) {
                    rallied(s, unit);
                }
                return;
            }
            if (by <= 0) {
                return;
            }
            if (mode == CHARGER && by <= 2) {
                s.push(new Distance(unit, by, true)); // LOA-MOR-7
                return;
            }
            fail(s, unit, by);
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, unit) + (mode == RALLY ? " tries to rally" : " tests morale") + ": "
                    + diceName(s, unit) + Shooting.signed(modifier) + ", at most " + s.units[unit].figureCount()
                    + " (its figures) passes";
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int v = ((Roll) a).value();
            int by = failBy(v + modifier, s.units[unit].figureCount());
            String head = Words.unit(s, unit) + " rolls " + v + Shooting.signed(modifier) + " = " + (v + modifier)
                    + " against " + s.units[unit].figureCount() + " figures: ";
            if (mode == RALLY) {
                return head + (by <= 0 ? "it rallies." : "it fails to rally.");
            }
            if (by <= 0) {
                return head + "it passes.";
            }
            return head + "it fails by " + by + (mode == CHARGER && by <= 2 ? ", and its charge falls short by that much."
                    : " — " + Morale.result(by) + ".");
        }

        @Override
        public long key() {
            return (unit * 4L + mode) * 256 + modifier + 128;
        }
    }

    static String result(int by) {
        return switch (Math.min(by, 6)) {
            case 1 -> "it falls back d3\"";
            case 2 -> "it falls back d6\"";
            case 3 -> "it falls back d6\", Orders Cancelled, Unformed";
            case 4 -> "it falls back d6+3\", Orders Cancelled, Disordered";
            case 5 -> "it routs d3+2 NMs, Orders Cancelled, Disordered";
            default -> "it is Shattered, flees d3+2 NMs and disperses";
        };
    }

    /**
     * The distance of a morale result (LOA-MOR-5): the value is inches for failures by 1–4 (d3,
     * d6, d6, d6+3) and the d3 of a flight of d3+2 NMs for 5 and 6; for a charger (LOA-MOR-7)
     * the inches lost from its charge.
     */
    record Distance(int unit, int by, boolean charger) implements RollTask {
        @Override
        public Distribution dice(LoaState s) {
            return switch (by) {
                case 1, 5, 6 -> Dice.d3();
                case 4 -> Dice.d6().plus(3);
                default -> Dice.d6();
            };
        }

        double inches(LoaState s, int value) {
            return by >= 5 ? (value + 2) * MoveRules.normalMove(s, unit) : value;
        }

        @Override
        public void result(LoaState s, int value) {
            if (charger) {
                s.units[unit].chargeShortfall += value;
                return;
            }
            fallBack(s, unit, by, inches(s, value));
        }

        @Override
        public String what(LoaState s) {
            return Words.unit(s, unit) + (charger ? " loses distance from its charge" : by >= 5 ? " flees d3+2 NMs" : " falls back");
        }

        @Override
        public String words(LoaState s, LoaAction a) {
            int v = ((Roll) a).value();
            if (charger) {
                return UnitNames.possessive(Words.unit(s, unit)) + " charge falls " + v + "\" short of its reach.";
            }
            double in = inches(s, v);
            String d = (in == Math.rint(in) ? Long.toString((long) in) : Double.toString(in)) + "\"";
            if (by >= 6) {
                return Words.unit(s, unit) + " flees " + d + " and disperses.";
            }
            return Words.unit(s, unit) + (by == 5 ? " routs " : " falls back ") + d + ".";
        }

        @Override
        public long key() {
            return (unit * 8L + by) * 2 + (charger ? 1 : 0);
        }
    }
}
