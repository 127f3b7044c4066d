package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Warms the JIT while a person thinks. A fresh JVM searches a fraction of what a warm one does in
 * the same time: MCTS's first one-second decisions on encounter searched 28–230 iterations in a
 * new process, and about 340–900 after half a minute of searching had compiled its code (warm
 * selfplay: 600–2,000). The two untimed seconds of {@link JitWarmUp} lift the first decision only
 * to about 100. So where a bot plays a person (the board, the table), a player of the same kind,
 * with no part in the game, searches in short chunks on the bot's own thread whenever the person
 * is to act, walking a game on from the position it was given, until the JVM has searched
 * {@link #MOST_MILLIS} so. The bot's own search asks it to {@link #stop} first and waits at most
 * one chunk. A bot with a time limit so searches more in its time; one with an iteration budget
 * gives the same answer sooner (its own tree is not touched, and the JIT does not change what
 * the search computes). {@code -Dadjutant.idleWarmUp=false} turns it off.
 */
public final class IdleWarmUp<S extends GameState<S>, A> {
    private static final Logger LOG = LoggerFactory.getLogger(IdleWarmUp.class);

    /** One search's time: the longest a bot's own search waits for the warm-up to give way. */
    public static final long CHUNK_MILLIS = 250;
    /** How long a JVM searches to warm up, in all: after half a minute MCTS searched about two thirds of a warm JVM's iterations. */
    public static final long MOST_MILLIS = 30_000;
    /** The searching this JVM has done to warm up, in chunks' budgets. */
    private static final AtomicLong WARMED = new AtomicLong();

    private final Ruleset<S, A> ruleset;
    private Player<S, A> player; // dropped once the JVM is warm, with its tree or table
    private final S start;
    private final AtomicLong warmed;
    private final SplittableRandom random = new SplittableRandom(1);
    private final AtomicBoolean queued = new AtomicBoolean();
    private volatile boolean stopped = true;
    private final AtomicLong chunks = new AtomicLong();
    private S position;

    IdleWarmUp(Ruleset<S, A> ruleset, Player<S, A> player, S start, AtomicLong warmed) {
        this.ruleset = ruleset;
        this.player = player;
        this.start = start.copy();
        this.warmed = warmed;
    }

    /**
     * A warm-up by {@code player}, a player of the bot's kind that takes no part in the game, from
     * {@code start}; empty when it is turned off, this JVM is warm, the player does not search (its
     * budget is one iteration: random, greedy, scripted) or the game at {@code start} is over.
     */
    public static <S extends GameState<S>, A> Optional<IdleWarmUp<S, A>> of(Ruleset<S, A> ruleset, Player<S, A> player,
            S start) {
        Budget b = player.defaultBudget();
        boolean searches = b.hasTimeLimit() || b.iterations() > 1;
        if (!wanted() || !searches || ruleset.rules().result(start).isOver()) {
            return Optional.empty();
        }
        return Optional.of(new IdleWarmUp<>(ruleset, player, start, WARMED));
    }

    /**
     * Whether a warm-up could still run in this JVM: it is not turned off and the JVM is not warm.
     * Callers ask first, so that they build no player for a warm-up that would not run.
     */
    public static boolean wanted() {
        return !"false".equals(System.getProperty("adjutant.idleWarmUp")) && WARMED.get() < MOST_MILLIS;
    }

    /**
     * Lets {@link #run} go on (the person is to act); true when the caller should start it on the
     * bot's thread, false when it still runs there or this JVM is warm.
     */
    public boolean resume() {
        if (warm()) {
            return false;
        }
        stopped = false;
        return queued.compareAndSet(false, true);
    }

    /** Asks {@link #run} to return after the chunk it is searching (a bot's own search comes next). */
    public void stop() {
        stopped = true;
    }

    /** The searches this warm-up has made. */
    public long chunks() {
        return chunks.get();
    }

    /** Has this JVM searched enough to warm up? */
    public boolean warm() {
        return warmed.get() >= MOST_MILLIS;
    }

    /** Searches chunk after chunk until stopped or warm; call on the bot's thread, after {@link #resume}. */
    public void run() {
        try {
            while (!stopped && !warm()) {
                chunk();
                chunks.incrementAndGet();
            }
            if (warm()) {
                player = null; // never searches again: what it holds can go
                position = null;
            }
            LOG.debug("warmed the JIT with {} searches of {} ms ({} ms in this JVM)", chunks.get(), CHUNK_MILLIS, warmed.get());
        } catch (RuntimeException e) {
            warmed.set(MOST_MILLIS); // a warm-up that fails is not tried again; the game goes on
            player = null;
            LOG.debug("the warm-up stopped: {}", e.toString());
        } finally {
            queued.set(false);
        }
    }

    /**
     * One search of the position reached, whose choice then moves the warm-up's game on (rolls by
     * the warm-up's own seeded stream; a game over starts again). Counted as a whole chunk however
     * long it took, so that the warm-up ends.
     */
    private void chunk() {
        warmed.addAndGet(CHUNK_MILLIS);
        Rules<S, A> rules = ruleset.rules();
        if (position == null || rules.result(position).isOver()) {
            position = start.copy();
            player.newGame();
        }
        while (rules.isChanceNode(position) && !rules.result(position).isOver()) {
            rules.applyLegal(position, rules.sampleChance(position, random.nextDouble()));
        }
        if (!rules.result(position).isOver()) {
            Decision<A> d = player.choose(position.copy(), new Budget(CHUNK_MILLIS, 0));
            rules.applyLegal(position, d.action());
        }
    }
}
