import { money } from "./format.mjs";
import { loadRows } from "./rows.mjs";
import chalk from "chalk-lite";

export function report(): string {
  return loadRows().map((r: { cents: number }) => chalk.green(money(r.cents))).join("\n");
}
