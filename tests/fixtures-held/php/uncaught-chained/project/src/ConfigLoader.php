<?php
declare(strict_types=1);

namespace App\Config;

final class ConfigException extends \RuntimeException {}

final class ConfigLoader
{
    public function load(string $path): array
    {
        $raw = @file_get_contents($path);
        if ($raw === false) {
            throw new \RuntimeException("cannot read $path");
        }
        return json_decode($raw, true, 512, JSON_THROW_ON_ERROR);
    }

    public function loadOrFail(string $path): array
    {
        try {
            return $this->load($path);
        } catch (\RuntimeException $e) {
            throw new ConfigException("config missing: $path", 2, $e);
        }
    }
}
