import { clamp } from "@mono/util";

export const pageSize: number = clamp("20", 1, 100);
