package shop;

public class Checkout {
    @Deprecated
    public static int legacyTotal(int cents) {
        return cents;
    }

    public int total(Basket b) {
        Integer boxed = new Integer(b.size());
        switch (boxed) {
            case 0:
                return 0;
            case 1:
                System.out.println("single item");
            default:
                return boxed * 100;
        }
    }
}
