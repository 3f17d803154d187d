<?php

use PHPUnit\Framework\TestCase;

final class PriceFormatterTest extends TestCase
{
    public function testEuro(): void
    {
        $this->assertSame('€12.50', PriceFormatter::format(1250, 'EUR'));
    }

    public function testUnknownCurrency(): void
    {
        $this->assertSame('12.50 GBP', PriceFormatter::format(1250, 'GBP'));
    }

    /**
     * @dataProvider roundingCases
     */
    public function testRounding(int $cents, string $expected): void
    {
        $this->assertSame($expected, PriceFormatter::format($cents, 'USD'));
    }
}
