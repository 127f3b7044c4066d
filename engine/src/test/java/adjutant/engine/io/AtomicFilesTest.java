package adjutant.engine.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path tmp;

    @Test
    void writesTheContentAndLeavesNoTemporaryFile() throws IOException {
        Path f = tmp.resolve("sub").resolve("a.json");
        AtomicFiles.writeString(f, "one");
        AtomicFiles.writeString(f, "two");
        assertEquals("two", Files.readString(f));
        try (Stream<Path> files = Files.list(f.getParent())) {
            assertEquals(java.util.List.of(f), files.toList());
        }
    }

    @Test
    void filesGetTheDefaultPermissionsOfANewFileNotTheOwnerOnlyOnesOfATempFile() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions only");
        Path probe = tmp.resolve("probe.txt");
        Files.writeString(probe, "x");
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(probe);
        assertTrue(expected.containsAll(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE)));

        Path fresh = tmp.resolve("fresh.json");
        AtomicFiles.writeString(fresh, "{}");
        assertEquals(PosixFilePermissions.toString(expected), PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));

        // Replacing a file written owner-only (as before this was fixed) gives the default ones too.
        Path old = tmp.resolve("old.png");
        Files.writeString(old, "x");
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-------"));
        AtomicFiles.write(old, new byte[] {1, 2, 3});
        assertEquals(PosixFilePermissions.toString(expected), PosixFilePermissions.toString(Files.getPosixFilePermissions(old)));
    }

    @Test
    void leftoversAreTheTemporaryFilesOnly() throws IOException {
        Path keep = tmp.resolve("standings.csv");
        Files.writeString(keep, "x");
        Path left = tmp.resolve(".standings.csv123.tmp");
        Files.writeString(left, "half");
        AtomicFiles.deleteLeftovers(tmp);
        assertTrue(Files.exists(keep));
        assertTrue(Files.notExists(left));
    }
}
