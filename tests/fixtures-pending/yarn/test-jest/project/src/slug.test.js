const { slugify } = require("./slug");

describe("slugify", () => {
  test("lowercases and dashes", () => {
    expect(slugify("Hello World")).toBe("hello-world");
  });

  test("strips punctuation", () => {
    expect(slugify("Error: it failed!")).toBe("error-it-failed");
  });
});
