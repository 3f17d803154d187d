import groovy.transform.TypeChecked

class Item {
    String sku
    int qty
}

@TypeChecked
class Inventory {
    List<Item> items = []

    void add(String sku, int qty) {
        items << new Item(sku: sku, quantity: qty)
    }

    int total() {
        int sum = 0
        for (Item i : items) {
            sum += i.count
        }
        return sum
    }

    String describe() {
        return items.collect { it.sku }.joinn(', ')
    }
}
