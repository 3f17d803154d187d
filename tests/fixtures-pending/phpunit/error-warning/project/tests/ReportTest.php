<?php

use PHPUnit\Framework\TestCase;

final class ReportTest extends TestCase
{
    // TODO: write tests once the report format is settled
    private function sampleRows(): array
    {
        return [['sku' => 'A-1', 'qty' => 5]];
    }
}
