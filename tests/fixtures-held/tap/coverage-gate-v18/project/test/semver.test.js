import t from 'tap';
import { parse, compare } from '../src/semver.js';

t.test('parse handles "1.0.0-FAILED" tags', async (t) => {
  t.same(parse('1.2.3'), { major: 1, minor: 2, patch: 3 });
});

t.test('compare', async (t) => {
  t.ok(compare('1.2.3', '1.10.0') < 0, 'minor is numeric, not lexical');
  t.equal(compare('2.0.0', '2.0.0'), 0);
});
