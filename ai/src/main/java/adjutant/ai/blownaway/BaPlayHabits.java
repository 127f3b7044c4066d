package adjutant.ai.blownaway;

import adjutant.ai.PlayHabits;
import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Params;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import java.util.List;
import java.util.OptionalInt;

/**
 * What #22 found the bots doing wrong, counted per side: guns that hold their fire with a
 * target in range (BA-LRA), balls still in the limber at the end, and rallies left untaken when
 * the rules offered one (BA-RALLY). And, in the chance version, the luck of the combats' cards
 * (BA-CMB-C-2): those won on the cards alone minus those lost.
 */
final class BaPlayHabits implements PlayHabits<BaState, BaAction> {
    private final BlownAwayRules rules;
    private boolean playersDecide;
    private final long[] shotsOffered = new long[2];
    private final long[] shotsFired = new long[2];
    private final long[] ralliesOffered = new long[2];
    private final long[] ralliesTaken = new long[2];
    private final long[] ballsLeft = new long[2];
    private final long[] ballsCarried = new long[2];
    private boolean chance;
    private int blueCardsAhead; // combats blue's card won minus those red's won, the whole game

    BaPlayHabits(BlownAwayRules rules) {
        this.rules = rules;
    }

    @Override
    public void playersTakeOver(BaState state) {
        playersDecide = true;
    }

    @Override
    public void beforeDecision(BaState state, BaAction action) {
        if (!playersDecide) {
            return;
        }
        int side = state.deciding().ordinal();
        if (state.phase() == Phase.ARTILLERY && rules.legalActions(state).size() > 1) { // more than holding fire
            shotsOffered[side]++;
            if (action instanceof Fire) {
                shotsFired[side]++;
            }
        } else if (state.phase() == Phase.MAIN && rules.legalActions(state).stream().anyMatch(a -> a instanceof Rally)) {
            ralliesOffered[side]++;
            if (action instanceof Rally) {
                ralliesTaken[side]++;
            }
        }
    }

    @Override
    public void afterStep(BaState state, BaAction done) {
        chance = state.setup().variant() == Variant.CHANCE;
        if (done instanceof CardDraw cards) {
            blueCardsAhead += Integer.signum(cards.blue() - cards.red());
        }
        if (!state.outcome().isOver()) {
            return;
        }
        BaSetup setup = state.setup();
        for (int u = 0; u < setup.unitCount(); u++) {
            if (setup.type(u) == UnitType.ARTILLERY) {
                ballsLeft[setup.side(u).ordinal()] += state.balls(u);
                ballsCarried[setup.side(u).ordinal()] += Params.LRA_BALLS_PER_GUN;
            }
        }
    }

    @Override
    public List<Habit> habits(Side side) {
        int i = side.ordinal();
        return List.of(new Habit("guns fired when they had a target", shotsFired[i], shotsOffered[i]),
                new Habit("balls left unused at the end", ballsLeft[i], ballsCarried[i]),
                new Habit("rallies taken when offered", ralliesTaken[i], ralliesOffered[i]));
    }

    /** Empty in the without-chance version, which has no cards; 0 in a chance game without a combat. */
    @Override
    public OptionalInt luck(Side side) {
        if (!chance) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(side == Side.BLUE ? blueCardsAhead : -blueCardsAhead);
    }
}
