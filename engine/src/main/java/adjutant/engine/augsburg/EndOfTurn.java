package adjutant.engine.augsburg;

/**
 * LOA-SEQ-4: Rally Points go, unspent CP are lost, chits are cleared and Orders Cancelled reset
 * (AMB-4); the victory check (LOA-VIC-1) may end the game; else the next turn begins.
 */
final class EndOfTurn {

    private EndOfTurn() {
    }

    static final PhaseLogic LOGIC = new PhaseLogic() {
        @Override
        public void start(LoaState s) {
            Victory.endOfTurn(s);
            if (s.result.isOver()) {
                return;
            }
            for (UnitState u : s.units) {
                u.newTurn();
            }
            for (CommanderState c : s.commanders) {
                c.cp = 0;
                c.received = 0;
                c.moved = false;
            }
            java.util.Arrays.fill(s.brigadeTotal, 0);
            java.util.Arrays.fill(s.rollOff, 0);
            java.util.Arrays.fill(s.inflicted, 0);
            s.queue = new int[0];
            s.activeBrigade = -1;
            s.activeUnit = -1;
            s.turn++;
        }

        @Override
        public boolean next(LoaState s) {
            return false;
        }
    };
}
