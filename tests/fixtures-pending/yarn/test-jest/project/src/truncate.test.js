const { truncate } = require("./slug");

test("keeps short text", () => {
  expect(truncate("short", 10)).toBe("short");
});

test("adds an ellipsis within the limit", () => {
  expect(truncate("abcdefghij", 5)).toHaveLength(5);
});
