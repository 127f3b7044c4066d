package adjutant.gui;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.IdleWarmUp;
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
 * (-1: no time limit, so no progress to show). While the person is to act, the same thread may
 * warm the JIT ({@link IdleWarmUp}); a search asks the warm-up to give way first.
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
    private IdleWarmUp<S, A> warmUp; // null: none for this game

    /**
     * Starts {@code player} on {@code snapshot} (which it may change: give it a copy). On the FX
     * thread, {@code then} gets the decision, or {@code failed} the exception the search threw.
     */
    void start(Player<S, A> player, S snapshot, Budget budget, Consumer<Decision<A>> then,
            Consumer<RuntimeException> failed) {
        long mine = ++token;
        if (warmUp != null) {
            warmUp.stop(); // it returns after its chunk, and this search runs next on the same thread
        }
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
        if (warmUp != null) {
            warmUp.stop();
        }
        executor.shutdownNow();
    }

    /** The warm-up of this game's bots, replacing the last game's; it runs while the person is to act ({@link #idle}). */
    void warmUp(IdleWarmUp<S, A> w) {
        if (warmUp != null) {
            warmUp.stop();
        }
        warmUp = w;
    }

    /** The searches this game's warm-up has made (0 without one). */
    long warmUpChunks() {
        return warmUp == null ? 0 : warmUp.chunks();
    }

    /** The person is to act: the warm-up, if there is one and the JVM is not warm yet, goes on. */
    void idle() {
        if (warmUp != null && !thinking.get() && warmUp.resume()) {
            executor.submit(warmUp::run);
        }
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
