import java.util.Map;

public class Poller {
    static final Map<String, String> CONFIG = Map.of("interval", "5s");

    static int intervalSeconds() {
        return Integer.parseInt(CONFIG.get("interval"));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int secs = intervalSeconds();
            System.out.println("polling every " + secs + "s");
        }, "poller-1");
        worker.start();
        worker.join();
        System.out.println("main done: 0 failures, no errors");
    }
}
