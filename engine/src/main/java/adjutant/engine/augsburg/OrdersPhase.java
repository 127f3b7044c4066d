package adjutant.engine.augsburg;

import adjutant.engine.game.Side;

/** LOA-SEQ-1 step 1: blue then red place a chit behind every unit in play (LOA-ORD-1). */
final class OrdersPhase {

    static final PhaseLogic LOGIC = new PhaseLogic() {
        @Override
        public void start(LoaState s) {
            if (ChitTask.next(s, Side.RED) >= 0) {
                s.push(new ChitTask(Side.RED));
            }
            if (ChitTask.next(s, Side.BLUE) >= 0) {
                s.push(new ChitTask(Side.BLUE));
            }
        }

        @Override
        public boolean next(LoaState s) {
            return false;
        }
    };

    private OrdersPhase() {
    }
}
