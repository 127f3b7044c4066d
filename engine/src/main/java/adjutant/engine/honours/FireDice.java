package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;
import java.util.List;
import java.util.Locale;

/**
 * The dice of one fire, as a chain of roll steps (HOW-FIRE-11, HOW-FIRE-13, HOW-AFIRE-12):
 * the howitzer fuse D6 when firing shell; for split fire the D6 choosing whose modifiers apply
 * (1–3 the nearer target's) when they differ; the average die read on the firer's Hit Table
 * row; for split fire with an odd number of hits the D6 for the odd hit (1–3 the nearer target,
 * AMB-24). Then grazing fire, then for movement-phase fire the reactions (HOW-REACT-2).
 *
 * @param partner the second target of split fire, −1 if none
 * @param fuseFailed the fuse roll was 1–2: −1 this turn (HOW-AFIRE-12)
 * @param useOther split fire reads the further target's modifiers
 * @param hits the hits to divide (stage ODD)
 */
record FireDice(int firer, int target, int partner, Ammo ammo, Firing.When when, boolean holdStill, Stage stage,
        boolean fuseFailed, boolean useOther, int hits) implements Task {

    enum Stage {
        FUSE,
        SET,
        AVERAGE,
        ODD
    }

    /** Queues the first roll of a fire. */
    static void start(HowState s, Fire f, Firing.When when) {
        int partner = Firing.splitPartner(s, f.unit(), f.target(), f.ammo(), when);
        int first = f.target();
        if (partner >= 0 && Firing.range(s, f.unit(), partner, false) < Firing.range(s, f.unit(), first, false) - 1e-6) {
            int t = first;
            first = partner;
            partner = t; // "target" is the nearer of the two
        }
        FireDice d = new FireDice(f.unit(), first, partner, f.ammo(), when, f.holdStill(), Stage.FUSE, false, false, 0);
        s.push(f.ammo() == Ammo.SHELL ? d : d.after(s, Stage.FUSE));
    }

    /** The step after {@code done}, skipping a split-fire choice that changes nothing. */
    private FireDice after(HowState s, Stage done) {
        if (done == Stage.FUSE && partner >= 0 && total(s, target) != total(s, partner)) {
            return with(Stage.SET, fuseFailed, useOther, 0);
        }
        return with(Stage.AVERAGE, fuseFailed, useOther, 0);
    }

    private FireDice with(Stage st, boolean fuse, boolean other, int h) {
        return new FireDice(firer, target, partner, ammo, when, holdStill, st, fuse, other, h);
    }

    @Override
    public Side decider(HowState s) {
        return null;
    }

    @Override
    public List<ChanceOutcome<HowAction>> outcomes(HowState s) {
        return stage == Stage.AVERAGE ? Rolls.averageDie() : Rolls.d6();
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        return stage == Stage.AVERAGE ? Rolls.checkAverageDie(a) : Rolls.checkD6(a);
    }

    @Override
    public void apply(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        switch (stage) {
            case FUSE -> s.push(with(Stage.FUSE, face <= 2, false, 0).after(s, Stage.FUSE));
            case SET -> s.push(with(Stage.AVERAGE, fuseFailed, face >= 4, 0));
            case AVERAGE -> resolve(s, face);
            case ODD -> divide(s, hits, face <= 3);
        }
    }

    private void resolve(HowState s, int face) {
        int h = hits(s, face);
        if (partner < 0) {
            Hits.take(s, target, h, firer);
            s.fireRecords.add(new FireRecord(firer, target, ammo == Ammo.CANISTER));
            finish(s);
        } else if (h % 2 == 1) {
            s.push(with(Stage.ODD, fuseFailed, useOther, h));
        } else {
            divide(s, h, true);
        }
    }

    private void divide(HowState s, int h, boolean oddToNearer) {
        int half = h / 2;
        int odd = h % 2;
        Hits.take(s, target, half + (oddToNearer ? odd : 0), firer);
        Hits.take(s, partner, half + (oddToNearer ? 0 : odd), firer);
        s.fireRecords.add(new FireRecord(firer, target, ammo == Ammo.CANISTER));
        s.fireRecords.add(new FireRecord(firer, partner, ammo == Ammo.CANISTER));
        finish(s);
    }

    private void finish(HowState s) {
        if (!GrazingFire.start(s, firer, target, ammo, band(s, target), when)) {
            afterFire(s, firer, target, when);
        }
    }

    /** After all of one fire's dice: movement-phase fire's casualty tests and reactions come now (HOW-REACT-2, AMB-17). */
    static void afterFire(HowState s, int firer, int target, Firing.When when) {
        if (when == Firing.When.FIRING_PHASE) {
            return; // HOW-FIRE-5: reactions wait for the end of all firing
        }
        for (int u = s.units.length - 1; u >= 0; u--) {
            if (s.units[u].hitsThisTurn > 0 && s.inPlay(u) && s.units[u].hits >= 4) {
                Reactions.react(s, u, Reactions.Cause.FIRE);
            }
        }
        CommandCasualties.afterMovementFire(s, firer, target);
    }

    /** The hits a face gives against the modifier set in use. */
    int hits(HowState s, int face) {
        int t = useOther ? partner : target;
        return HitTable.hits(HitTable.fireRow(s, firer), face + total(s, t), face);
    }

    private int total(HowState s, int t) {
        return FireModifiers.total(FireModifiers.of(s, shot(s, t)));
    }

    private FireModifiers.Shot shot(HowState s, int t) {
        return new FireModifiers.Shot(firer, t, ammo, band(s, t), when, holdStill, fuseFailed);
    }

    private Band band(HowState s, int t) {
        double r = Firing.range(s, firer, t, true);
        return FireRange.band(s, firer, ammo, r);
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        String fn = Firing.name(s, firer);
        return switch (stage) {
            case FUSE -> String.format(Locale.ROOT, "Fuse roll for %s: %d, %s.", fn, face,
                    face <= 2 ? "bad fuses, −1 this turn" : "the shells burst well");
            case SET -> String.format(Locale.ROOT, "%s splits its fire: %d, it uses the modifiers against %s.", fn, face,
                    Firing.name(s, face >= 4 ? partner : target));
            case ODD -> String.format(Locale.ROOT, "The odd hit of %s split fire: %d, it goes to %s.", UnitNames.possessive(fn), face,
                    Firing.name(s, face <= 3 ? target : partner));
            case AVERAGE -> shotWords(s, face);
        };
    }

    private String shotWords(HowState s, int face) {
        int t = useOther ? partner : target;
        var mods = FireModifiers.of(s, shot(s, t));
        int total = FireModifiers.total(mods);
        String targets = partner < 0 ? Firing.name(s, target) : Firing.name(s, target) + " and " + Firing.name(s, partner);
        double r = Firing.range(s, firer, t, true);
        return GrazingFire.sentence(Firing.name(s, firer) + (ammo == Ammo.MUSKETRY ? " fire at " : " fire " + ammo.id() + " at ")
                + targets, r, band(s, t), ammo, face, total, mods, HitTable.fireRow(s, firer));
    }

    @Override
    public String describe(HowState s) {
        return switch (stage) {
            case FUSE -> "Roll a die for " + UnitNames.possessive(Firing.name(s, firer)) + " fuses.";
            case SET -> "Roll a die for whose modifiers " + UnitNames.possessive(Firing.name(s, firer)) + " split fire uses.";
            case ODD -> "Roll a die for the odd hit of " + UnitNames.possessive(Firing.name(s, firer)) + " split fire.";
            case AVERAGE -> "Roll the average die for " + UnitNames.possessive(Firing.name(s, firer)) + " fire at " + Firing.name(s, target) + ".";
        };
    }

    static String signed(int v) {
        return v < 0 ? "−" + (-v) : "+" + v;
    }

    static String bandWords(Band b, Ammo a) {
        return switch (b) {
            case CLOSE -> a == Ammo.CANISTER ? "canister range" : "short range";
            case EFFECTIVE -> "effective range";
            case LONG -> "long range";
            case OUT -> "beyond range";
        };
    }
}
