const { formatPrice, formatUser } = require('./format');

describe('format', () => {
  test('price', () => {
    expect(formatPrice(1999)).toMatchSnapshot();
  });

  test('user card', () => {
    expect(formatUser({ first: 'Ada', last: 'Lovelace' })).toMatchSnapshot();
  });
});
