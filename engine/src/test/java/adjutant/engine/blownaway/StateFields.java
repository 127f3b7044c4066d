package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Objects;
import java.util.function.Predicate;

/** Compares two objects' instance fields by reflection, so that a field added later is compared too. */
final class StateFields {
    private StateFields() {}

    /** Every instance field of {@code type} equal in the two (arrays by content), but those {@code skipped} says. */
    static <T> void assertEqualValues(Class<T> type, T expected, T actual, String where, Predicate<Object> skipped)
            throws IllegalAccessException {
        for (Field f : type.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object e = f.get(expected);
            if (skipped.test(e)) {
                continue;
            }
            Object a = f.get(actual);
            assertTrue(Objects.deepEquals(e, a), where + ": field " + f.getName() + ": " + e + " against " + a);
        }
    }
}
