export { Queue } from "./queue";
export { retry } from "./retry";
