import { defaults, describe } from "./config";

function logError(message) {
  console.error("error:", message);
}

const label = describe(defaults);
logError(label);
