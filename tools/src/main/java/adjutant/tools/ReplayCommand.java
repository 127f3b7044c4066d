package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.engine.game.GameState;
import adjutant.engine.io.Printable;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.Narration;
import adjutant.engine.record.RecordException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code adjutant replay FILE}: replays a game record of any ruleset, checking every state's hash. */
@Command(name = "replay", mixinStandardHelpOptions = true, description = "Replay a saved game record, check every state's hash, print the final state.")
final class ReplayCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "A game record (JSON) written by selfplay, tournament or the GUI's Save.")
    Path file;

    @Option(names = "--log", description = "Tell the game step by step in words, turn by turn: every decision, roll and loss.")
    boolean log;

    @Override
    public Integer call() throws Exception {
        // A RecordException reaches CliErrors: one line saying where and why, exit code 1.
        return replay(GameRecords.read(file));
    }

    private <S extends GameState<S>, A> int replay(GameRecord<S, A> r) throws RecordException {
        List<S> states = new ArrayList<>();
        states.add(r.ruleset().newGame(r.scenario(), r.variant(), r.seed()));
        GameRecords.Replay<S> replay = GameRecords.replay(r, log ? s -> states.add(s.copy()) : s -> { });
        if (log) {
            Narration.of(r.ruleset(), states, r.steps()).forEach(line -> System.out.println(Printable.of(line)));
            System.out.println();
        }
        System.out.printf("%s: %s, %s, seed %d, %s replayed, every hash matches%n", file,
                r.scenario().name(), r.variant(), r.seed(), plural(replay.steps(), "step"));
        System.out.print(r.ruleset().summary(replay.finalState()));
        return 0;
    }
}
