import { test } from 'node:test';
import assert from 'node:assert/strict';
import { report } from '../src/report.mjs';

test('renders rows', () => {
  assert.equal(report([{ a: 1 }]), 'a=1');
});
