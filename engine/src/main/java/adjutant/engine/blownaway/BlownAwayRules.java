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
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.ToLongFunction;

/**
 * The Blown Away forward model, both versions: the turn's phase machine (spec 2.2/2.3). Each
 * rule family lives in its own class ({@link Movement}, {@link Rallying}, {@link Artillery},
 * {@link Combat}, {@link Objectives}, {@link GameEnd}); this class validates, dispatches and
 * advances from one decision point to the next.
 *
 * <p>Phases: MAIN (one thing) → ARTILLERY (each gun in id order: fire or hold) → COMBAT/CARDS
 * (chance: fight, cards, ... until the active side stops) or DECLARE (without-chance: the active
 * side's units, then the other side's, then everything resolves) → end of turn. LOSSES
 * interrupts a resolution when victims are chosen by hand (FREE mode). The commander move is a
 * free action of the active side at any of its decision points (BA-TURN-6); rallies place him
 * themselves (BA-CMDR-5).
 */
public final class BlownAwayRules implements Rules<BaState, BaAction> {

    /** The commander figure's footprint, for the "not overlapping another figure" of BA-CMDR-2. */
    static final double COMMANDER_RADIUS = 0.5;

    private final CandidateGenerator candidates;

    public BlownAwayRules() {
        this(new CandidateGenerator());
    }

    public BlownAwayRules(CandidateGenerator candidates) {
        this.candidates = candidates;
    }

    @Override
    public Side toAct(BaState s) {
        return s.deciding;
    }

    @Override
    public boolean isChanceNode(BaState s) {
        return s.phase == Phase.CARDS;
    }

    @Override
    public List<ChanceOutcome<BaAction>> chanceOutcomes(BaState s) {
        return isChanceNode(s) ? Combat.cardOutcomes(s) : List.of();
    }

    /** Selects the cards as {@link Rules#sampleChance} does, without the list of 169 pairs. */
    @Override
    public BaAction sampleChance(BaState s, double u) {
        if (!isChanceNode(s)) {
            throw new IllegalStateException("not a chance node: " + s.phase);
        }
        return Cards.sample(s, u);
    }

    @Override
    public List<BaAction> legalActions(BaState s) {
        return switch (s.phase) {
            case MAIN -> candidates.mainActions(s);
            case ARTILLERY -> {
                List<BaAction> out = new ArrayList<>();
                out.add(new HoldFire(s.cursor));
                for (long left = Artillery.cursorTargets(s); left != 0; left &= left - 1) {
                    out.add(new Fire(s.cursor, Long.numberOfTrailingZeros(left)));
                }
                yield out;
            }
            case COMBAT -> {
                List<BaAction> out = new ArrayList<>(Combat.fights(s));
                out.add(new EndCombats());
                yield out;
            }
            case DECLARE -> {
                List<BaAction> out = new ArrayList<>();
                for (int t : Combat.targets(s, s.cursor)) {
                    out.add(new Declare(s.cursor, t));
                }
                out.add(new Declare(s.cursor, Declare.HOLD));
                yield out;
            }
            case LOSSES -> new ArrayList<>(Combat.allocations(s));
            case CARDS, OVER -> List.of();
        };
    }

    /** At MAIN the candidates before validation, which is most of the cost of {@link #legalActions}. */
    @Override
    public List<BaAction> candidateActions(BaState s) {
        return s.phase == Phase.MAIN ? candidates.mainCandidates(s) : legalActions(s);
    }

    /**
     * At MAIN validates first (the apply then reuses its plan), by the verdicts remembered across
     * states where the candidate is one the generator makes ({@link MainVerdicts}: a search tries
     * the same unit's same move in many nodes); the other phases' candidates are legal.
     */
    @Override
    public boolean tryApply(BaState s, BaAction candidate) {
        if (s.phase == Phase.MAIN && !(candidates.remembers() && MainVerdicts.remembers(candidate)
                ? MainVerdicts.forThread(s).legal(candidate, new MoveContext(s))
                : validateMain(s, candidate).legal())) {
            return false;
        }
        applyValidated(s, candidate);
        return true;
    }

    /**
     * The legal actions, as {@link #legalActions} lists them, each also played on a copy of
     * {@code s} that {@code visit} reads: the way to look at where every option leads (the
     * scripted commander values each so). In the main phase a move goes where the plan its
     * validation found puts it, not planned a second time. The copy is one spare state refilled
     * for each action: {@code visit} reads it during its call only.
     */
    public List<BaAction> legalSuccessors(BaState s, BiConsumer<BaAction, BaState> visit) {
        if (s.phase != Phase.MAIN) {
            List<BaAction> actions = legalActions(s);
            BaState spare = null;
            for (BaAction a : actions) {
                spare = spare == null ? s.copy() : s.copyInto(spare);
                applyValidated(spare, a);
                visit.accept(a, spare);
            }
            return actions;
        }
        BaState[] spare = {null};
        return candidates.mainActions(s, a -> {
            Movement.Validated found = s.validatedMove; // a rigid move's plan; a candidate's snake keeps none
            spare[0] = spare[0] == null ? s.copy() : s.copyInto(spare[0]);
            spare[0].validatedMove = found != null && found.action() == a ? found : null;
            applyValidated(spare[0], a);
            visit.accept(a, spare[0]);
        });
    }

    @Override
    public Verdict validate(BaState s, BaAction a) {
        if (s.phase == Phase.OVER) {
            return Verdict.illegal("BA-TURN-7", "the game is over (" + s.resultReason + ")");
        }
        if (a instanceof PlaceCommander c) {
            return validateCommander(s, c);
        }
        if (s.phase == Phase.CARDS) {
            if (!(a instanceof CardDraw cards)) {
                return Verdict.illegal("BA-CMB-C-2", "the cards of the pending combat must be turned up first");
            }
            return cardsAvailable(s, cards);
        }
        return switch (s.phase) {
            case MAIN -> validateMain(s, a);
            case ARTILLERY -> {
                if (a instanceof HoldFire h) {
                    yield h.gun() == s.cursor ? Verdict.ok()
                            : Verdict.illegal("BA-ART-1", "it is " + UnitNames.possessive(name(s, s.cursor)) + " turn to fire or hold");
                }
                if (a instanceof Fire f) {
                    yield f.gun() != s.cursor
                            ? Verdict.illegal("BA-ART-1", "it is " + UnitNames.possessive(name(s, s.cursor)) + " turn to fire or hold")
                            : Artillery.validate(s, f);
                }
                yield wrongPhase(s, a);
            }
            case COMBAT -> {
                if (a instanceof EndCombats) {
                    yield Verdict.ok();
                }
                yield a instanceof Fight f ? Combat.validate(s, f) : wrongPhase(s, a);
            }
            case DECLARE -> {
                if (!(a instanceof Declare d)) {
                    yield wrongPhase(s, a);
                }
                if (d.unit() != s.cursor) {
                    yield Verdict.illegal("BA-CMB-W-3", "it is " + UnitNames.possessive(name(s, s.cursor)) + " turn to declare");
                }
                yield d.holds() ? Verdict.ok() : Combat.validate(s, d);
            }
            case LOSSES -> a instanceof AllocateLosses l ? Combat.validate(s, l) : wrongPhase(s, a);
            case CARDS, OVER -> throw new AssertionError(s.phase);
        };
    }

    static Verdict validateMain(BaState s, BaAction a) {
        return validateMain(s, a, null);
    }

    /**
     * {@code moves}: what the validations of many actions of one state share (the candidate
     * list, {@link MoveContext}), so that every move need not redo it; null otherwise.
     */
    static Verdict validateMain(BaState s, BaAction a, MoveContext moves) {
        if (a instanceof Pass) {
            return Verdict.ok();
        }
        int unit = mainActionUnit(a);
        if (unit < 0) {
            return wrongPhase(s, a);
        }
        if (unit >= s.setup.nUnits) {
            return Verdict.illegal("BA-TURN-4", "there is no unit u" + unit);
        }
        if (s.setup.unitSide[unit] != s.active) {
            return Verdict.illegal("BA-TURN-4", name(s, unit) + " is not " + UnitNames.possessive(s.active.id()) + " unit");
        }
        if (a instanceof Move m) {
            return Movement.validate(m, moves != null ? moves : new MoveContext(s));
        } else if (a instanceof Snake m) {
            return Movement.validate(m, moves != null ? moves : new MoveContext(s));
        } else if (a instanceof MobMove m) {
            return moves != null ? Movement.validate(m, moves) : Movement.validate(s, m);
        } else if (a instanceof GunnerReturn m) {
            return Movement.validate(s, m);
        } else if (a instanceof Reform m) {
            return Movement.validate(s, m);
        } else if (a instanceof Rally m) {
            return Rallying.validate(s, m);
        }
        return wrongPhase(s, a);
    }

    /** The unit a main action is about, or -1 for none. */
    static int mainActionUnit(BaAction a) {
        return a.unitMainAction() ? a.actingUnit() : -1;
    }

    private static Verdict validateCommander(BaState s, PlaceCommander c) {
        if (s.deciding != s.active || s.phase == Phase.LOSSES) {
            return Verdict.illegal("BA-CMDR-2", "only the active side moves its commander, during its own decisions");
        }
        if (c.stay()) {
            return Verdict.ok();
        }
        if (s.commanderMoved) {
            return Verdict.illegal("BA-CMDR-2", "the commander has already moved this turn");
        }
        Params p = s.setup.params;
        if (!(c.x() >= 0 && c.x() <= p.tableLength() && c.y() >= 0 && c.y() <= p.tableWidth())) {
            return Verdict.illegal("BA-CMDR-2", "the commander must stay on the table");
        }
        for (int f = 0; f < s.setup.nFigures; f++) {
            if (s.statusOrdinal(f) != FigureStatus.REMOVED.ordinal()
                    && Math.hypot(s.x(f) - c.x(), s.y(f) - c.y()) < s.setup.figRadius[f] + COMMANDER_RADIUS) {
                return Verdict.illegal("BA-CMDR-2", "the commander would stand on a man of "
                        + s.setup.unitName[s.setup.figUnit[f]]);
            }
        }
        return Verdict.ok();
    }

    private static Verdict cardsAvailable(BaState s, CardDraw c) {
        if (s.setup.params.options().deckMode() == RulesOptions.DeckMode.INDEPENDENT) {
            return Verdict.ok();
        }
        for (int o = 0; o < Side.COUNT; o++) { // not Side.values(), which copies its array
            Side side = Side.of(o);
            int v = side == Side.BLUE ? c.blue() : c.red();
            int left = s.cardsLeft(side) > 0 ? s.cardsLeft(side, v) : s.cardsDiscarded(side, v);
            if (left == 0) {
                return Verdict.illegal("BA-CMB-C-2", side.id() + " has no card of value " + v + " left to turn up");
            }
        }
        return Verdict.ok();
    }

    private static Verdict wrongPhase(BaState s, BaAction a) {
        return Verdict.illegal("BA-TURN-2", "'" + a.notation() + "' is not a decision of the " + s.phase
                + " step (" + s.deciding.id() + " to act)");
    }

    static String name(BaState s, int unit) {
        return unit >= 0 && unit < s.setup.nUnits ? s.setup.unitName[unit] : "u" + unit;
    }

    /**
     * A key for a chance outcome of this state: outcomes with equal keys inflict the same losses
     * (they differ only in the cards left in the decks). Searches may group them. It reckons
     * the combat's stakes for this one outcome: to key many outcomes of a state, take
     * {@link #chanceOutcomeClasses}, which reckons them once.
     */
    public static long chanceOutcomeClass(BaState s, BaAction outcome) {
        return s.phase == Phase.CARDS && outcome instanceof CardDraw c ? ChanceCombat.resultClass(s, c) : 0;
    }

    /**
     * {@link #chanceOutcomeClass} for every outcome of {@code s}, with what they share (the
     * combat's units, reference points and cover) reckoned once.
     */
    public static ToLongFunction<BaAction> chanceOutcomeClasses(BaState s) {
        if (s.phase != Phase.CARDS) {
            return outcome -> 0;
        }
        ChanceCombat.Stakes stakes = ChanceCombat.Stakes.of(s);
        return outcome -> outcome instanceof CardDraw c ? stakes.resultClass(c) : 0;
    }

    /** How many running men unit {@code u} may rally now (0: it may not rally), BA-RALLY. */
    public static int rallyCapacity(BaState s, int u) {
        return s.running(u) == 0 ? 0 : Rallying.maxCount(s, u);
    }

    /** Is unit {@code u} pinned: not engaged, and already within the stop condition (BA-MOVE-9)? */
    public static boolean pinned(BaState s, int u) {
        return s.inRanks(u) > 0 && !s.engaged(u) && Movement.pinned(s, u);
    }

    /** The candidate generator behind {@link #legalActions} at the MAIN step. */
    public CandidateGenerator candidates() {
        return candidates;
    }

    @Override
    public GameResult result(BaState s) {
        return s.outcome.isOver() ? new GameResult(s.outcome, s.resultRule, s.resultReason) : GameResult.ONGOING;
    }

    @Override
    public int turn(BaState s) {
        return s.turn;
    }

    // ------------------------------------------------------------------ apply

    @Override
    public void apply(BaState s, BaAction a) {
        Verdict v = validate(s, a);
        if (!v.legal()) {
            throw new IllegalActionException(v);
        }
        applyValidated(s, a);
    }

    @Override
    public void applyLegal(BaState s, BaAction a) {
        applyValidated(s, a);
    }

    /** Applies an action already known to be legal (searches skip the second validation). */
    public void applyValidated(BaState s, BaAction a) {
        Movement.Validated validated = s.validatedMove;
        s.validatedMove = null; // stale once the state changes
        s.cursorTargets = BaState.UNKNOWN_TARGETS; // likewise
        if (a instanceof PlaceCommander c) {
            if (!c.stay()) {
                s.setCommanderX(s.active.ordinal(), c.x());
                s.setCommanderY(s.active.ordinal(), c.y());
                s.commanderMoved = true;
            }
            return;
        }
        switch (s.phase) {
            case MAIN -> {
                applyMain(s, a, validated);
                if (!(a instanceof Pass)) {
                    s.changedThisTurn = true;
                }
                BodyBounds bounds = BodyBounds.of(s); // nobody moves again before the combats
                Objectives.update(s, bounds);
                if (!GameEnd.checkVictory(s)) {
                    startArtillery(s, bounds);
                }
            }
            case ARTILLERY -> {
                if (a instanceof Fire f) {
                    s.changedThisTurn = true;
                    Artillery.apply(s, f);
                    if (s.phase == Phase.LOSSES) {
                        return; // the firing side picks the victim; Combat.allocate calls afterShot
                    }
                    afterShot(s);
                } else {
                    s.setFired(s.cursor, true);
                    nextGun(s, null);
                }
            }
            case COMBAT -> {
                if (a instanceof EndCombats) {
                    endTurn(s);
                } else {
                    Fight f = (Fight) a;
                    s.setUsedCombat(f.unit(), true);
                    s.pendingAttacker = f.unit();
                    s.pendingTarget = f.target();
                    s.phase = Phase.CARDS;
                }
            }
            case CARDS -> {
                drawCards(s, (CardDraw) a);
                Combat.resolve(s, (CardDraw) a);
                if (s.phase != Phase.LOSSES) {
                    afterChanceCombat(s);
                } // else the winner(s) pick the victims; Combat.allocate calls afterChanceCombat
            }
            case DECLARE -> {
                Declare d = (Declare) a;
                s.setDeclared(d.unit(), d.target());
                nextDeclaration(s, BodyBounds.of(s));
            }
            case LOSSES -> {
                Combat.allocate(s, (AllocateLosses) a);
                // Combat.allocate continues the interrupted resolution and calls back here when done.
            }
            case OVER -> throw new IllegalStateException("the game is over");
        }
    }

    static void applyMain(BaState s, BaAction a) {
        applyMain(s, a, null);
    }

    /** {@code validated}: the state's remembered move plan, used when it is for {@code a}. */
    private static void applyMain(BaState s, BaAction a, Movement.Validated validated) {
        if (a instanceof Move m) {
            Movement.apply(s, m, validated);
        } else if (a instanceof Snake m) {
            Movement.apply(s, m, validated);
        } else if (a instanceof MobMove m) {
            Movement.apply(s, m);
        } else if (a instanceof GunnerReturn m) {
            Movement.apply(s, m);
        } else if (a instanceof Reform m) {
            Movement.apply(s, m);
        } else if (a instanceof Rally m) {
            Rallying.apply(s, m);
        }
    }

    /** Moves the turned-up cards from the decks to the discard piles, reshuffling an empty deck first. */
    static void drawCards(BaState s, CardDraw c) {
        if (s.setup.params.options().deckMode() == RulesOptions.DeckMode.INDEPENDENT) {
            return;
        }
        for (int o = 0; o < Side.COUNT; o++) {
            Side side = Side.of(o);
            int base = o * 13;
            if (s.cardsLeft(side) == 0) {
                for (int v = 0; v < 13; v++) {
                    s.setDeckCount(base + v, s.discardCount(base + v));
                    s.setDiscardCount(base + v, 0);
                }
            }
            int v = (side == Side.BLUE ? c.blue() : c.red()) - 1;
            s.setDeckCount(base + v, s.deckCount(base + v) - 1);
            s.setDiscardCount(base + v, s.discardCount(base + v) + 1);
        }
    }

    // ------------------------------------------------------------------ phase transitions

    /** {@code bounds}: the state's boxes (kept by the combat tests, as nobody moves in between). */
    private static void startArtillery(BaState s, BodyBounds bounds) {
        s.phase = Phase.ARTILLERY;
        s.cursor = -1;
        nextGun(s, bounds);
    }

    /** After a long-range shot's loss is applied (BA-ART-9): objectives, victory, the next gun. */
    static void afterShot(BaState s) {
        BodyBounds bounds = BodyBounds.of(s);
        Objectives.update(s, bounds);
        if (GameEnd.checkVictory(s)) {
            return;
        }
        s.setFired(s.cursor, true);
        nextGun(s, bounds);
    }

    /**
     * Moves the cursor to the next gun of the active side that can fire, or on to combat;
     * {@code bounds}: the state's boxes when the caller has them, else null.
     */
    private static void nextGun(BaState s, BodyBounds bounds) {
        for (int u = s.cursor + 1; u < s.setup.nUnits; u++) {
            if (s.setup.unitSide[u] == s.active && s.setup.unitType[u] == UnitType.ARTILLERY && !s.fired(u)) {
                // the first target decides that the gun is asked; the legal actions find the rest when listed
                int first = Artillery.firstTarget(s, u);
                if (first >= 0) {
                    s.cursor = u;
                    s.cursorTargets = 1L << first;
                    s.cursorTargetsKnownTo = first + 1;
                    return;
                }
            }
        }
        s.cursor = BaState.NONE;
        startCombat(s, bounds != null ? bounds : BodyBounds.of(s));
    }

    private static void startCombat(BaState s, BodyBounds bounds) {
        if (s.setup.variant == Variant.CHANCE) {
            s.phase = Phase.COMBAT;
            if (!Combat.anyFight(s, bounds)) {
                endTurn(s);
            }
        } else {
            s.phase = Phase.DECLARE;
            s.deciding = s.active;
            s.cursor = -1;
            nextDeclaration(s, bounds);
        }
    }

    /** After a chance combat: engagement checks are done by Combat; objectives, victory, next combat. */
    static void afterChanceCombat(BaState s) {
        s.pendingAttacker = BaState.NONE;
        s.pendingTarget = BaState.NONE;
        s.changedThisTurn = true;
        BodyBounds bounds = BodyBounds.of(s);
        Objectives.update(s, bounds);
        if (GameEnd.checkVictory(s)) {
            return;
        }
        s.phase = Phase.COMBAT;
        s.deciding = s.active;
        if (!Combat.anyFight(s, bounds)) {
            endTurn(s);
        }
    }

    /**
     * Moves the declaration cursor to the next unit of the deciding side that can fight; when the
     * active side is done the other side declares; when both are done everything resolves.
     * {@code bounds}: the state's boxes (declarations move nobody: one set for every unit).
     */
    private static void nextDeclaration(BaState s, BodyBounds bounds) {
        boolean auto = s.setup.params.options().wcDeclaration() == RulesOptions.WcDeclaration.AUTO_ALL;
        while (true) {
            for (int u = s.cursor + 1; u < s.setup.nUnits; u++) {
                if (s.setup.unitSide[u] != s.deciding || s.declared(u) != BaState.UNDECLARED) {
                    continue;
                }
                if (auto) {
                    List<Integer> targets = Combat.targets(s, u, bounds);
                    if (!targets.isEmpty()) {
                        s.setDeclared(u, (int) targets.get(0));
                    }
                } else if (Combat.canDeclare(s, u, bounds)) {
                    s.cursor = u;
                    return;
                }
            }
            if (s.deciding == s.active) {
                s.deciding = s.active.opponent();
                s.cursor = -1;
                continue;
            }
            break;
        }
        s.cursor = BaState.NONE;
        s.deciding = s.active;
        Combat.resolveDeclared(s);
        afterDeclaredCombats(s);
    }

    /** After a without-chance combat phase (BA-CMB-W-10): objectives, victory, end of turn. */
    static void afterDeclaredCombats(BaState s) {
        if (s.phase == Phase.LOSSES) {
            return; // waiting for a hand-picked allocation; Combat.allocate calls back
        }
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (s.declared(u) >= 0) {
                s.changedThisTurn = true;
            }
            s.setDeclared(u, BaState.UNDECLARED);
        }
        Objectives.update(s);
        if (!GameEnd.checkVictory(s)) {
            endTurn(s);
        }
    }

    /** End of turn (C5/W10): limits, then the other side's turn begins (C0/W0). */
    static void endTurn(BaState s) {
        if (GameEnd.endOfTurn(s)) {
            return;
        }
        s.turn++;
        s.active = s.active.opponent();
        s.deciding = s.active;
        s.phase = Phase.MAIN;
        s.cursor = BaState.NONE;
        s.commanderMoved = false;
        s.changedThisTurn = false;
        for (int u = 0; u < s.setup.nUnits; u++) {
            s.setFired(u, false);
            s.setUsedCombat(u, false);
        }
    }
}
