package adjutant.gui.toy;

import adjutant.ai.ActionOrdering;
import adjutant.ai.EvaluatorSource;
import adjutant.ai.PlayerFactory;
import adjutant.ai.RulesetAi;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Side;

/** Players for the token duel: every kind, with an evaluation that likes a token nearer the enemy edge. */
public final class TokenDuelAi implements RulesetAi<TokenDuel.State, TokenDuel.Step> {

    @Override
    public String rulesetId() {
        return TokenDuel.ID;
    }

    @Override
    public PlayerFactory<TokenDuel.State, TokenDuel.Step> players(Ruleset<TokenDuel.State, TokenDuel.Step> ruleset,
            String variant, long seed) {
        return new PlayerFactory<>(ruleset.rules(), EvaluatorSource.fixed((s, side) -> {
            double blue = s.token(0).y() / s.width;
            double red = 1 - s.token(1).y() / s.width;
            double v = 0.5 + (blue - red) / 2;
            return side == Side.BLUE ? v : 1 - v;
        }), ActionOrdering.none(), seed);
    }

    @Override
    public TuningFitnessFactory tuning() {
        throw new UnsupportedOperationException("the token duel is not tuned");
    }
}
