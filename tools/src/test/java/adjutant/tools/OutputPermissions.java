package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

/** Checks that a run's output files have the permissions of any new file (POSIX file systems only). */
public final class OutputPermissions {

    private OutputPermissions() {}

    /**
     * Asserts that every file under {@code dir} has the permissions {@link Files#writeString} gives a
     * new file beside it (rw-r--r-- under the usual umask), not owner-only ones; skips the test on a
     * file system without POSIX permissions.
     */
    public static void assertEveryFileHasTheDefaultPermissions(Path dir) throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
        Path probe = Files.createTempDirectory(dir.toAbsolutePath().getParent(), "probe").resolve("new.txt");
        Files.writeString(probe, "x");
        String expected = PosixFilePermissions.toString(Files.getPosixFilePermissions(probe));
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertFalse(files.isEmpty(), "no files in " + dir);
        for (Path f : files) {
            assertEquals(expected, PosixFilePermissions.toString(Files.getPosixFilePermissions(f)), dir.relativize(f).toString());
        }
    }
}
