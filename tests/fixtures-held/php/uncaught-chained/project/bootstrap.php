<?php
declare(strict_types=1);

require __DIR__ . '/src/ConfigLoader.php';

use App\Config\ConfigLoader;

echo "booting (env=test)\n";
$config = (new ConfigLoader())->loadOrFail(__DIR__ . '/config/app.json');
echo "loaded " . count($config) . " keys\n";
