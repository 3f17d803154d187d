test('adds', () => {
  expect(1 + 1).toBe(2);
});
