const { formatUser } = require('./format');

test('badge renders initials', () => {
  expect(formatUser({ first: 'Grace', last: 'Hopper' }).initials).toMatchSnapshot();
});

test('badge inline', () => {
  expect(formatUser({ first: 'Alan', last: 'Turing' })).toMatchInlineSnapshot();
});
