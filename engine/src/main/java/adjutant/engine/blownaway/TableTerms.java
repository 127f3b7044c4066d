package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.AllocateLosses;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.EndCombats;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.HoldFire;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.geometry.FastMath;
import java.util.List;
import java.util.Locale;

/**
 * Actions said as a person carries them out on a real table: "Prussian Cavalry 1: pivot 20°
 * left on the centre of the front rank, then advance 11.5 in straight ahead".
 */
public final class TableTerms {
    private TableTerms() {}

    public static String describe(BaState s, BaAction a) {
        BaState after = after(s, a);
        return act(s, a) + LossWords.of(s, a, after) + ObjectiveWords.of(s, after);
    }

    /** The state after {@code a}, taken in a copy of {@code before}; null when it is not legal there. */
    private static BaState after(BaState before, BaAction a) {
        BlownAwayRules rules = BlownAwayRuleset.get().rules();
        BaState after = before.copy();
        if (!rules.validate(after, a).legal()) {
            return null;
        }
        rules.applyValidated(after, a);
        return after;
    }

    private static String act(BaState s, BaAction a) {
        BaSetup setup = s.setup();
        if (a instanceof Pass) {
            return "Do nothing this turn (pass the one action).";
        } else if (a instanceof Move m) {
            String who = setup.unitName(m.unit());
            String pivotOn = setup.type(m.unit()) == UnitType.ARTILLERY ? "on the axle" : "on the centre of the front rank";
            StringBuilder b = new StringBuilder(who).append(": ");
            if (Math.abs(m.pivotDeg()) > 1e-9) {
                b.append("pivot ").append(turn(m.pivotDeg())).append(' ').append(pivotOn);
                if (m.distance() > 0) {
                    b.append(", then ");
                }
            }
            if (m.distance() > 0) {
                b.append("advance ").append(num(m.distance())).append(" in ");
                b.append(Math.abs(m.offsetDeg()) < 1e-9 ? "straight ahead"
                        : "obliquely, " + turn(m.offsetDeg()) + " of straight ahead");
                double moved = distanceMoved(s, m);
                if (moved < m.distance() - 0.05) {
                    b.append(" (it stops after ").append(num(moved))
                            .append(" in, just inside 4 in of an enemy it faces or that faces it)");
                }
            } else if (Math.abs(m.pivotDeg()) < 1e-9) {
                b.append("stay where it is");
            }
            return b.append('.').toString();
        } else if (a instanceof Snake sn) {
            StringBuilder b = new StringBuilder(setup.unitName(sn.unit())).append(" (column): ");
            if (Math.abs(sn.pivotDeg()) > 1e-9) {
                b.append("pivot ").append(turn(sn.pivotDeg())).append(" on the head, then ");
            }
            List<Snake.Leg> legs = sn.legs();
            for (int i = 0; i < legs.size(); i++) {
                Snake.Leg l = legs.get(i);
                if (i > 0) {
                    b.append(", then ");
                }
                if (Math.abs(l.turnDeg()) > 1e-9) {
                    b.append("wheel the head ").append(turn(l.turnDeg())).append(" and ");
                }
                b.append("march ").append(num(l.length())).append(" in");
            }
            return b.append("; the ranks follow the head's path.").toString();
        } else if (a instanceof MobMove mm) {
            double len = FastMath.hypot(mm.dx(), mm.dy());
            return setup.unitName(mm.unit()) + " (all running): move every running man " + num(len) + " in toward "
                    + compass(s, mm.dx(), mm.dy()) + ".";
        } else if (a instanceof GunnerReturn g) {
            return setup.unitName(g.unit()) + ": the detached gunners walk up to 6 in back to the gun.";
        } else if (a instanceof Reform r) {
            String shape = r.formation() == Formation.BATTERY ? "turn the gun" : "form " + r.formation().name()
                    .toLowerCase(Locale.ROOT);
            return setup.unitName(r.unit()) + ": " + shape + " facing " + compass(s, Math.cos(Math.toRadians(
                    r.facingDeg())), Math.sin(Math.toRadians(r.facingDeg()))) + " (" + turnFrom(s.facingDeg(r.unit()),
                    r.facingDeg()) + "), about the centre of the front rank; no move this turn.";
        } else if (a instanceof Rally r) {
            return setup.unitName(r.unit()) + ": rally " + r.count() + " running " + (r.count() == 1 ? "man" : "men")
                    + " (the commander goes next to the unit if it needs him).";
        } else if (a instanceof PlaceCommander c) {
            return c.stay() ? "The commander stays where he is."
                    : "Place the commander at (" + num(c.x()) + ", " + num(c.y()) + ") in.";
        } else if (a instanceof Fire f) {
            return setup.unitName(f.gun()) + " fires at " + setup.unitName(f.target()) + " (long range).";
        } else if (a instanceof HoldFire h) {
            return setup.unitName(h.gun()) + " holds its fire.";
        } else if (a instanceof Fight f) {
            return setup.unitName(f.unit()) + " conducts combat against " + setup.unitName(f.target()) + ".";
        } else if (a instanceof EndCombats) {
            return "No more combats this turn.";
        } else if (a instanceof Declare d) {
            return d.holds() ? setup.unitName(d.unit()) + " does not fight."
                    : setup.unitName(d.unit()) + " declares combat against " + setup.unitName(d.target()) + ".";
        } else if (a instanceof AllocateLosses l) {
            return setup.unitName(l.unit()) + ": " + LossWords.men(l.killed().size()) + " killed, "
                    + LossWords.men(l.runners().size()) + " running. Killed: " + FigurePlaces.of(s, l.killed())
                    + ". Running: " + FigurePlaces.of(s, l.runners()) + ".";
        } else if (a instanceof CardDraw c) {
            return "Cards turned up: " + setup.sideName(Side.BLUE) + " " + card(c.blue()) + ", "
                    + setup.sideName(Side.RED) + " " + card(c.red()) + ".";
        }
        return a.notation();
    }

    /** How far the pivot point really travels: the stop rule may end a move early (BA-MOVE-9). */
    private static double distanceMoved(BaState s, Move m) {
        Move pivotOnly = new Move(m.unit(), m.pivotDeg(), 0, 0);
        if (!BlownAwayRules.validateMain(s, m).legal() || !BlownAwayRules.validateMain(s, pivotOnly).legal()) {
            return m.distance(); // say nothing about stopping rather than guess
        }
        BaState after = s.copy();
        BlownAwayRules.applyMain(after, m);
        BaState pivoted = s.copy();
        BlownAwayRules.applyMain(pivoted, pivotOnly);
        return Math.hypot(after.anchorX(m.unit()) - pivoted.anchorX(m.unit()),
                after.anchorY(m.unit()) - pivoted.anchorY(m.unit()));
    }

    /** A new facing said from the old one, as a protractor on the unit measures it: "turned 90° left". */
    private static String turnFrom(double from, double to) {
        double d = ((to - from) % 360 + 540) % 360 - 180;
        if (Math.abs(d) < 0.05) {
            return "facing as it does now";
        }
        return Math.abs(Math.abs(d) - 180) < 0.05 ? "an about face" : "turned " + turn(d);
    }

    static String turn(double deg) {
        return num(Math.abs(deg)) + "° " + (deg > 0 ? "left" : "right");
    }

    static String num(double v) {
        double r = Math.round(v * 10) / 10.0;
        return r == Math.rint(r) ? Long.toString((long) r) : Double.toString(r);
    }

    static String card(int v) {
        return switch (v) {
            case 1 -> "Ace";
            case 11 -> "Jack";
            case 12 -> "Queen";
            case 13 -> "King";
            default -> Integer.toString(v);
        };
    }

    /**
     * A direction on the table as both players can name it: "the Austrians' edge", "the end on
     * the Prussians' right" (the blue side's right is the end x grows toward).
     */
    private static String compass(BaState s, double dx, double dy) {
        String blue = s.setup().sideName(Side.BLUE);
        if (Math.abs(dx) > Math.abs(dy)) {
            return "the end on the " + UnitNames.possessive(blue) + " " + (dx > 0 ? "right" : "left");
        }
        return "the " + UnitNames.possessive(dy > 0 ? s.setup().sideName(Side.RED) : blue) + " edge";
    }
}
