const assert = require('node:assert');
const { scheduleEmail, syncProfile } = require('../src/notifier');

describe('notifier', function () {
  it('sends to the right domain', function (done) {
    scheduleEmail({ name: 'ada' }, (domain) => {
      assert.strictEqual(domain, 'example.com');
      done();
    });
  });

  it('syncs the profile in the background', function (done) {
    syncProfile({ name: 'bob' }); // not awaited: rejection is unhandled
    setTimeout(done, 20);
  });

  it('plain sync test', function () {
    assert.strictEqual(1 + 1, 2);
  });
});
