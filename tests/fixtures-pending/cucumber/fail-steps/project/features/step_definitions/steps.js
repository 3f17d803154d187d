const assert = require('node:assert');
const { Given, When, Then } = require('@cucumber/cucumber');
const { Cart, pay } = require('../../src/cart');

Given('an empty cart', function () {
  this.cart = new Cart();
});

When('I add {int} {string} at {float} each', function (qty, name, price) {
  this.cart.add(qty, name, price);
});

When('I apply the code {string}', function (code) {
  this.cart.apply(code);
});

Then('the total is {float}', function (expected) {
  assert.strictEqual(this.cart.total(), expected);
});

Given('a customer without a saved card', function () {
  this.customer = { name: 'ada' };
});

When('the customer pays with the saved card', function () {
  this.order = pay(this.customer);
});

Then('the order is confirmed', function () {
  assert.ok(this.order.confirmed);
});
