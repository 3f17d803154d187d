const assert = require('node:assert');

describe('queue', function () {
  it('enqueues without waiting', function () {
    setTimeout(() => {
      throw new RangeError('queue overflow: 1001 > 1000');
    }, 10);
    assert.ok(true);
  });

  it('drains slowly', function (done) {
    setTimeout(done, 40);
  });
});
