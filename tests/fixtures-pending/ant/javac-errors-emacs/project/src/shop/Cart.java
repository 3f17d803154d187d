package shop;

import java.util.ArrayList;
import java.util.List;

public class Cart {
    private final List<Item> items = new ArrayList<>();

    public void add(Item item) {
        items.add(item);
    }

    public int total() {
        int sum = 0;
        for (Item it : items) {
            sum += it.price();
        }
        return sum;
    }
}
