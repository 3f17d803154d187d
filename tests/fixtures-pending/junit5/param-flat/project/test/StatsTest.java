import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.stream.Stream;

class StatsTest {

    static Stream<Arguments> samples() {
        return Stream.of(
            Arguments.of(List.of(1, 2, 3), 2.0),
            Arguments.of(List.of(1, 2), 1.5),
            Arguments.of(List.of(), 0.0));
    }

    @ParameterizedTest
    @MethodSource("samples")
    void mean(List<Integer> values, double expected) {
        int sum = values.stream().mapToInt(Integer::intValue).sum();
        assertEquals(expected, (double) sum / values.size());
    }
}
