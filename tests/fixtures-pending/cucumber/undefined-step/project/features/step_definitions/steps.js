const assert = require('node:assert');
const { Given, When, Then } = require('@cucumber/cucumber');

Given('the catalogue has {string} and {string}', function (a, b) {
  this.items = [a, b];
});

When('I search for {string}', function (q) {
  this.results = this.items.filter((i) => i.includes(q));
});

Then('I see {int} results', function (n) {
  assert.strictEqual(this.results.length, n);
});

Then('I see the error {string}', function (text) {
  return 'pending';
});
