import { total, type Line } from "./invoice";

const lines: Line[] = [{ sku: "A1", qty: 2, unitCents: 250 }];
const due: string = total(lines);
console.log(`due ${due}`, lines[0].price);
