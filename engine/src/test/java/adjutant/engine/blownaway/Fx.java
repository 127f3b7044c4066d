package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/** Shared helpers for the combat-family tests. */
final class Fx {
    static final BlownAwayRules RULES = new BlownAwayRules();

    private Fx() {}

    /** Options builder over the defaults. */
    static final class Opt {
        RulesOptions.VictimSelection victims = RulesOptions.VictimSelection.CANONICAL;
        RulesOptions.DeckMode deck = RulesOptions.DeckMode.INDEPENDENT;
        RulesOptions.WcDeclaration declaration = RulesOptions.WcDeclaration.ACTIVE_FIRST;
        boolean tieMods = true;
        boolean artMods = true;
        boolean wcAllMods = false;
        boolean lraWhileEngaged = true;
        RulesOptions.EngagementPruning pruning = RulesOptions.EngagementPruning.COMPONENTS;
        boolean coverOnlyWhenTargeted = false;

        RulesOptions build() {
            RulesOptions d = RulesOptions.defaults();
            return new RulesOptions(victims, deck, declaration, tieMods, artMods, wcAllMods,
                    d.wcRallyWithoutCommander(), lraWhileEngaged, pruning, d.mobMode(), d.passClearance(),
                    coverOnlyWhenTargeted, d.pinnedMayWithdraw(), d.immobileMayPivot(), d.idleTurnsForDraw(),
                    d.deckSize());
        }
    }

    static Opt opt() {
        return new Opt();
    }

    /** Chance positions with independent draws (any card can be turned up any number of times). */
    static Positions chance() {
        Positions p = Positions.chance();
        p.options(opt().build());
        return p;
    }

    /**
     * Lets unit a fight t now through the phase machine with these cards (a's card, t's card):
     * puts the state in a's side's COMBAT step and clears a's used flag first.
     */
    static void fight(BaState s, int a, int t, int cardA, int cardT) {
        Side side = s.setup.unitSide[a];
        s.active = side;
        s.deciding = side;
        s.phase = Phase.COMBAT;
        s.setUsedCombat(a, false);
        RULES.apply(s, new Fight(a, t));
        RULES.apply(s, side == Side.BLUE ? new CardDraw(cardA, cardT) : new CardDraw(cardT, cardA));
    }

    /** Declares attacker → target pairs and resolves one without-chance phase directly. */
    static void phase(BaState s, int... attackerTarget) {
        for (int u = 0; u < s.setup.nUnits; u++) {
            s.setUsedCombat(u, false);
            s.setDeclared(u, BaState.UNDECLARED);
        }
        for (int i = 0; i < attackerTarget.length; i += 2) {
            s.setDeclared(attackerTarget[i], attackerTarget[i + 1]);
        }
        Combat.resolveDeclared(s);
        for (int u = 0; u < s.setup.nUnits; u++) {
            s.setDeclared(u, BaState.UNDECLARED);
            s.setUsedCombat(u, false); // as at the next turn's start
        }
    }

    static int killedOnField(BaState s, int u) {
        return s.count(u, FigureStatus.KILLED_ON_FIELD);
    }

    static int removed(BaState s, int u) {
        return s.count(u, FigureStatus.REMOVED);
    }

    static TerrainFeature rect(TerrainKind kind, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(kind.name() + x0 + "," + y0, kind,
                List.of(new Vec2(x0, y0), new Vec2(x1, y0), new Vec2(x1, y1), new Vec2(x0, y1)));
    }

    static TerrainFeature wall(double x0, double y0, double x1, double y1) {
        return TerrainFeature.of("wall" + x0 + "," + y0, TerrainKind.WALL, List.of(new Vec2(x0, y0), new Vec2(x1, y1)));
    }

    /** Figure indices of unit u with the given role, in id order. */
    static int[] men(BaState s, int u, adjutant.engine.blownaway.scenario.Role role) {
        return java.util.stream.IntStream.range(s.setup.firstFigure[u], s.setup.firstFigure[u] + s.setup.startMen[u])
                .filter(f -> s.setup.figRole[f] == role).toArray();
    }

    static int inRanksOf(BaState s, int u, adjutant.engine.blownaway.scenario.Role role) {
        int n = 0;
        for (int f : men(s, u, role)) {
            if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()) {
                n++;
            }
        }
        return n;
    }
}
