import { test, expect } from '@playwright/test';

test.describe('error handling', () => {
  test('Error: shows a friendly message when FAIL is returned', () => {
    console.log('Error: simulated upstream failure (expected)');
    console.error('FAIL tests/other.spec.ts:3:1 › not really a failure');
    expect('FAIL'.toLowerCase()).toBe('fail');
  });

  test('TypeError: Cannot read properties of undefined is caught', () => {
    const read = () => (undefined as any).x;
    expect(read).toThrow(TypeError);
  });

  test('  1) tests/fake.spec.ts:9:9 › fake › header', () => {
    console.log('  1 failed');
    expect(1).toBe(1);
  });
});

test('TODO: FIXME(alice) timeout exceeded 30000ms is only a name', () => {
  console.warn('Test timeout of 30000ms exceeded. (logged, not real)');
  expect(true).toBeTruthy();
});

test.skip('✘ skipped test with Error in name', () => {
  throw new Error('never runs');
});
