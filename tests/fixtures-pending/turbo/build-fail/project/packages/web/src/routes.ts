export const pageSize: number = "20";
