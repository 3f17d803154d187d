const assert = require('node:assert');
const { Given, Then } = require('@cucumber/cucumber');

function messageFor(answer) {
  if (answer.startsWith('FAIL')) return 'Error: payment failed';
  if (answer === 'ECONNREFUSED') return 'Try again later';
  return 'Something went wrong';
}

Given('the payment gateway answers {string}', function (answer) {
  this.answer = answer;
  console.error('Error: gateway said ' + answer + ' (simulated)');
});

Then('the user sees {string}', function (message) {
  assert.strictEqual(messageFor(this.answer), message);
  console.log('✖ Then the user sees ... # not a real failure');
});
