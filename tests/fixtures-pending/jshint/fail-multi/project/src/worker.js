const Queue = require("./queue");

const q = new Queue();
q.push({ task: "report errors" });
if (q.isEmpty()) {
  logger.warn("queue empty");
}
