import static org.junit.jupiter.api.Assertions.*;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SessionTest {
    private Map<String, String> env = new HashMap<>();
    private String token;

    @BeforeEach
    void openSession() {
        token = env.get("SESSION_TOKEN").toUpperCase();
    }

    @Test
    void tokenIsUpperCase() {
        assertEquals(token.toUpperCase(), token);
    }
}
