import settings = require("./settings.cjs");
const { money } = require("./format.cjs");

export function settingsFile(): string {
  return settings.dir + "/app.json";
}
