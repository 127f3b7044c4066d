package adjutant.gui.toy;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.BoardOverlay;
import adjutant.gui.BoardPlugin;
import adjutant.gui.BoardText;
import adjutant.gui.LabelSpace;
import adjutant.gui.Palette;
import adjutant.gui.PieceDrag;
import adjutant.gui.TableTransform;
import java.util.List;
import java.util.Optional;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.TextAlignment;

/** The token duel's board: a disc per token, dragged to step it. */
public final class TokenDuelBoard implements BoardPlugin<TokenDuel.State, TokenDuel.Step> {
    /** A token's radius in inches. */
    static final double RADIUS = 1.5;

    @Override
    public String rulesetId() {
        return TokenDuel.ID;
    }

    @Override
    public void paintPieces(GraphicsContext g, TableTransform t, TokenDuel.State s,
            BoardOverlay<TokenDuel.Step> o, LabelSpace labels) {
        for (int u = 0; u < 2; u++) {
            Vec2 p = s.token(u);
            double r = t.len(RADIUS);
            g.setFill(u == o.selectedUnit() ? Palette.SELECTION : Palette.side(Side.values()[u]));
            g.fillOval(t.px(p.x()) - r, t.py(p.y()) - r, 2 * r, 2 * r);
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.TOP);
            g.setFont(BoardText.bold(12));
            BoardText.outlined(g, unitLabel(s, u), t.px(p.x()), t.py(p.y()) + r, Palette.side(Side.values()[u]));
        }
    }

    @Override
    public void paintPreview(GraphicsContext g, TableTransform t, TokenDuel.State s, BoardOverlay<TokenDuel.Step> o) {
        Vec2 to = destination(s, o.preview());
        if (to != null) {
            double r = t.len(RADIUS);
            g.setStroke(o.previewVerdict() != null && o.previewVerdict().legal() ? Palette.LEGAL : Palette.ILLEGAL);
            g.strokeOval(t.px(to.x()) - r, t.py(to.y()) - r, 2 * r, 2 * r);
        }
    }

    @Override
    public List<String> headerLines(TokenDuel.State s, BoardOverlay<TokenDuel.Step> o) {
        return List.of(statusLine(s));
    }

    @Override
    public String statusLine(TokenDuel.State s) {
        return "Turn " + s.turn() + " \u00b7 " + sideName(s, s.toAct()) + " to act";
    }

    @Override
    public String sideName(TokenDuel.State s, Side side) {
        return side == Side.BLUE ? "Blue" : "Red";
    }

    @Override
    public Side objectiveOwner(TokenDuel.State s, int index) {
        return null;
    }

    @Override
    public int unitAt(TokenDuel.State s, Vec2 p, double reach) {
        int best = -1;
        double bestD = Math.max(reach, RADIUS);
        for (int u = 0; u < 2; u++) {
            double d = s.token(u).distance(p);
            if (d < bestD) {
                best = u;
                bestD = d;
            }
        }
        return best;
    }

    @Override
    public Vec2 centre(TokenDuel.State s, int unit) {
        return s.token(unit);
    }

    @Override
    public String unitLabel(TokenDuel.State s, int unit) {
        return sideName(s, Side.values()[unit]) + " token";
    }

    @Override
    public int unitOf(TokenDuel.Step action) {
        return action.unit();
    }

    @Override
    public Vec2 destination(TokenDuel.State s, TokenDuel.Step a) {
        return a == null || a.unit() < 0 ? null : s.token(a.unit()).plus(new Vec2(a.dx(), a.dy()));
    }

    @Override
    public Optional<PieceDrag<TokenDuel.State, TokenDuel.Step>> drag() {
        return Optional.of(new PieceDrag<>() {
            @Override
            public boolean canDrag(TokenDuel.State s, int unit) {
                return unit == s.toAct().ordinal();
            }

            @Override
            public Vec2 handle(TokenDuel.State s, int unit) {
                return s.token(unit);
            }

            @Override
            public TokenDuel.Step moveTo(TokenDuel.State s, int unit, Vec2 to) {
                Vec2 d = to.minus(s.token(unit));
                return new TokenDuel.Step(unit, d.x(), d.y());
            }
        });
    }
}
