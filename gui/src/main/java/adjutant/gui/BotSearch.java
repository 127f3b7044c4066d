package adjutant.gui;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.engine.game.GameState;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;

/**
 * One bot search at a time, off the FX thread: the player thinks on a copy of the state on a
 * background thread, and its decision comes back through {@code Platform.runLater}, unless the
 * search was cancelled meanwhile (a token tells stale results from the current one). While it
 * runs, {@link #thinkingProperty} is true and {@link #progressProperty} follows the time budget
 * (-1: no time limit, so no progress to show).
 */
final class BotSearch<S extends GameState<S>, A> {
    private static final String THREAD_NAME = "adjutant-bot";

    private final ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, THREAD_NAME);
        t.setDaemon(true);
        return t;
    });
    private final BooleanProperty thinking = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private long token;
    private Future<?> search;
    private AnimationTimer clock;

    /**
     * Starts {@code player} on {@code snapshot} (which it may change: give it a copy). On the FX
     * thread, {@code then} gets the decision, or {@code failed} the exception the search threw.
     */
    void start(Player<S, A> player, S snapshot, Budget budget, Consumer<Decision<A>> then,
            Consumer<RuntimeException> failed) {
        long mine = ++token;
        thinking.set(true);
        startClock(budget);
        search = executor.submit(() -> {
            try {
                Decision<A> d = player.choose(snapshot, budget);
                Platform.runLater(() -> finish(mine, () -> then.accept(d)));
            } catch (RuntimeException e) {
                Platform.runLater(() -> finish(mine, () -> failed.accept(e)));
            }
        });
    }

    /** Stops the search and drops its result; returns whether one was running. */
    boolean cancel() {
        token++;
        if (search != null) {
            search.cancel(true);
            search = null;
        }
        boolean was = thinking.get();
        if (was) {
            stopThinking();
        }
        return was;
    }

    void shutdown() {
        cancel();
        executor.shutdownNow();
    }

    BooleanProperty thinkingProperty() {
        return thinking;
    }

    DoubleProperty progressProperty() {
        return progress;
    }

    private void finish(long mine, Runnable result) {
        if (mine == token) {
            stopThinking();
            result.run();
        }
    }

    private void startClock(Budget budget) {
        long started = System.nanoTime();
        progress.set(budget.hasTimeLimit() ? 0 : -1);
        if (budget.hasTimeLimit()) {
            clock = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    progress.set(Math.min(1, (now - started) / 1e6 / budget.millis()));
                }
            };
            clock.start();
        }
    }

    private void stopThinking() {
        if (clock != null) {
            clock.stop();
            clock = null;
        }
        thinking.set(false);
        progress.set(0);
    }
}
