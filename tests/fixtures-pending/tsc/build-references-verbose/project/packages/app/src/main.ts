import { parseOrder } from "../../core/src/index.js";

const order = parseOrder("A-17,1999");
console.log(order.total.toFixed(2));
