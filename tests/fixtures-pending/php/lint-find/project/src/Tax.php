<?php

function tax(int $amount): int
{
    // TODO: regional rates; throw new Error("not yet") once done
    return intdiv($amount * 20, 100);
}
