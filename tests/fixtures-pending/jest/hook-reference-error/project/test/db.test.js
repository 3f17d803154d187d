let db;

describe('orders', () => {
  beforeAll(() => {
    db = connectTestDatabase({ name: 'orders_test' });
  });

  test('lists open orders', () => {
    expect(db.open()).toEqual([]);
  });

  test('counts orders', () => {
    expect(db.count()).toBe(0);
  });
});
