package app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class Importer {
    static int parseRow(String line) {
        String[] cols = line.split(",");
        return Integer.parseInt(cols[1].trim());
    }

    static int importFile(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            int sum = 0;
            for (int i = 0; i < lines.size(); i++) {
                try {
                    sum += parseRow(lines.get(i));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": bad amount", e);
                }
            }
            return sum;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Integer> a = pool.submit(() -> importFile(Path.of("data/jan.csv")));
            Future<Integer> b = pool.submit(() -> importFile(Path.of("data/feb.csv")));
            System.out.println("total: " + (a.get() + b.get()));
        } finally {
            pool.shutdown();
        }
    }
}
