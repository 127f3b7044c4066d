package adjutant.engine.augsburg;

import adjutant.engine.game.Side;

/** Names for sentences: sides by their army's name, units and commanders by theirs. */
final class Words {

    private Words() {
    }

    static String side(LoaState s, Side side) {
        return s.setup.scenario().army(side).name();
    }

    static String unit(LoaState s, int u) {
        return s.setup.unitName(u);
    }

    static String brigade(LoaState s, int b) {
        return s.setup.brigadeName(b);
    }

    static String commander(LoaState s, int c) {
        return s.setup.commanderName(c);
    }
}
