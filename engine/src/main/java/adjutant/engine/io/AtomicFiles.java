package adjutant.engine.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files so that a reader sees either the old content or the new, never half a file:
 * write a temporary file beside the target, then rename it over the target.
 *
 * <p>The file gets the permissions of any new file, as {@link Files#writeString} would create it:
 * read and write for the owner, the rest as the umask allows (0644 under the usual 022). Not the
 * owner-only 0600 of {@link Files#createTempFile}, whose mode the rename would carry over. A file
 * that is replaced gets them afresh, so every file a run writes has the same.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    /**
     * Writes {@code content} to {@code target} atomically.
     *
     * @throws IOException whose message names {@code target} and why ("No space left on device")
     */
    public static void write(Path target, byte[] content) throws IOException {
        try {
            writeAtomically(target, content);
        } catch (IOException e) {
            throw new IOException("cannot write " + target + ": " + reason(e), e);
        }
    }

    /** Why an I/O operation failed, without the temporary file's name that some messages carry. */
    public static String reason(IOException e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static void writeAtomically(Path target, byte[] content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = newTempFile(dir, target.getFileName().toString());
        try {
            Files.write(tmp, content);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * A new empty file {@code .NAME<random>.tmp} in {@code dir}, created with the default
     * permissions (see the class comment); {@link #deleteLeftovers} finds it.
     */
    private static Path newTempFile(Path dir, String name) throws IOException {
        while (true) {
            Path tmp = dir.resolve("." + name + Long.toUnsignedString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                return Files.createFile(tmp);
            } catch (FileAlreadyExistsException e) {
                // another writer's name: draw again
            }
        }
    }

    public static void writeString(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    /** As {@link #writeString}, for callers that cannot go on after a failed save. */
    public static void writeStringUnchecked(Path target, String content) {
        try {
            writeString(target, content);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e); // it names the file already
        }
    }

    /** Deletes temporary files that a killed writer left in {@code dir}. */
    public static void deleteLeftovers(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (DirectoryStream<Path> tmp = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path p : tmp) {
                Files.deleteIfExists(p);
            }
        }
    }
}
