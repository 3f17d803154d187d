const assert = require('node:assert');

describe('orders', function () {
  let store;

  beforeEach(function () {
    store = openStore('orders');
  });

  it('lists open orders', function () {
    assert.deepStrictEqual(store.open(), []);
  });

  it('counts orders', function () {
    assert.strictEqual(store.count(), 0);
  });
});
