import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RomanTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"1, I", "4, IV", "9, IX", "14, XIV", "2024, MMXXIV"})
    void toRoman(int n, String expected) {
        assertEquals(expected, Roman.toRoman(n));
    }

    @ParameterizedTest
    @ValueSource(strings = {"XII", "xii", "MCM"})
    void parsesBackToTheSameNumber(String text) {
        assertEquals(text.toUpperCase(), Roman.toRoman(Roman.parse(text)));
    }

    @Test
    @DisplayName("zero has no roman form")
    void zero() {
        assertEquals("", Roman.toRoman(0));
    }
}
