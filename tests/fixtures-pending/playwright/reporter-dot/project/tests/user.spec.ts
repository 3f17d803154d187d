import { test, expect } from '@playwright/test';
import { displayName } from '../src/user';

test('formats a full name', () => {
  expect(displayName({ first: 'Ada', last: 'Lovelace' })).toBe('Ada Lovelace');
});

test('handles missing profile', () => {
  expect(displayName(undefined as any)).toBe('anonymous');
});
