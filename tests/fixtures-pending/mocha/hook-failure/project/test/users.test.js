const assert = require('node:assert');

describe('users', function () {
  let users;

  before(function () {
    users = [{ name: 'ada' }];
  });

  afterEach(function () {
    if (users.length > 1) throw new Error('fixture leaked: ' + users.length + ' users');
  });

  it('adds a user', function () {
    users.push({ name: 'bob' });
    assert.strictEqual(users.length, 2);
  });

  it('finds ada', function () {
    assert.ok(users.find((u) => u.name === 'ada'));
  });
});
