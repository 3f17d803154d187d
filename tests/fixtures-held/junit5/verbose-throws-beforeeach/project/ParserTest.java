import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ParserTest {
    static int parseAge(String s) {
        int v = Integer.parseInt(s.trim());
        return v;  // forgot the negative check
    }

    @Test
    void rejectsNegativeAge() {
        assertThrows(IllegalArgumentException.class, () -> parseAge("-3"));
    }

    @Test
    void rejectsGarbageWithIllegalArgument() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parseAge(null));
        assertEquals("age is required", e.getMessage());
    }

    @Test
    void parsesPlainNumber() {
        assertEquals(42, parseAge(" 42 "));
    }
}
