import { test, expect } from 'vitest';
import { label } from '../src/format';

test('label', () => {
  expect(label('pen', 150)).toBe('pen: $1.50');
});
