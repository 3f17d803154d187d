import { formatTemp } from "./format";
import { average } from "./stats";

document.body.textContent = formatTemp(average([18, 21, 19]));
