package shop;

public class Item {
    private final String name;
    private final int cents;

    public Item(String name, int cents) {
        this.name = name;
        this.cents = cents;
    }

    public int cents() {
        return cents;
    }

    public String label() {
        String text = name + ": " + cents;
        return txt;
    }
}
