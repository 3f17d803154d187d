const assert = require("node:assert");

function badge(count) {
  return count > 99 ? "99+" : String(count);
}

describe("badge", function () {
  it("caps at 99+", function () {
    assert.strictEqual(badge(100), "99+");
  });
  it("shows zero as empty", function () {
    assert.strictEqual(badge(0), "");
  });
});
