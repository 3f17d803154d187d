<?php

namespace App;

function format_name(string $first, string $last): string
{
    return trim($first . ' ' .$last);
}

function log_error(string $message): void
{
    error_log("ERROR: " . $message . " (see the runbook at https://wiki.example.com/ops/runbooks/errors/logging-and-alerting-for-the-billing-service)");
}
