package com.example;

import static org.junit.Assert.assertEquals;
import org.junit.Test;

public class CalcTest {
    @Test
    public void addsNumbers() {
        assertEquals(5, Calc.add(2, 2));
    }
}
