package adjutant.gui;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;

/** Starting the JavaFX toolkit outside an {@code Application}, and running work on its thread. */
public final class Fx {
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private Fx() {}

    /**
     * Starts the toolkit without a display (Monocle headless, software rendering) unless it is
     * already running. The platform properties only take effect before the toolkit starts.
     */
    public static void startHeadless() {
        setIfAbsent("glass.platform", "Monocle");
        setIfAbsent("monocle.platform", "Headless");
        setIfAbsent("prism.order", "sw");
        setIfAbsent("prism.text", "t2k");
        setIfAbsent("java.awt.headless", "true");
        start();
    }

    /** Starts the toolkit on whatever platform is configured, unless it is already running. */
    public static void start() {
        if (STARTED.getAndSet(true)) {
            return;
        }
        try {
            Platform.startup(() -> { });
        } catch (IllegalStateException alreadyRunning) {
            // started by an Application or a test framework: fine
        }
        Platform.setImplicitExit(false);
    }

    /** Runs {@code work} now when on the FX thread, else soon on it (a listener told of a change from a search thread). */
    public static void onFxThread(Runnable work) {
        if (Platform.isFxApplicationThread()) {
            work.run();
        } else {
            Platform.runLater(work);
        }
    }

    /** Runs {@code work} on the FX thread and waits for its result. */
    public static <T> T call(Callable<T> work) {
        if (Platform.isFxApplicationThread()) {
            try {
                return work.call();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the FX thread", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
