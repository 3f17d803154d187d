// SPDX-License-Identifier: MIT
// loopclose's SARIF validated against the official SARIF 2.1.0 JSON schema (draft-04, as
// shipped in the npm package @microsoft/jest-sarif), with ajv-draft-04 + ajv-formats.
// Run by ctest through run.sh, with LOOPCLOSE_BIN and LOOPCLOSE_ROOT set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const bin = process.env.LOOPCLOSE_BIN;
const root = process.env.LOOPCLOSE_ROOT;
assert.ok(bin && root, 'LOOPCLOSE_BIN and LOOPCLOSE_ROOT must be set');

const require = createRequire(import.meta.url);
const schemaPath = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
// unicodeRegExp: false — the schema's "language" pattern ends in a stray ']' that only
// non-Unicode regular expressions accept.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validate = ajv.compile(schema);

function sarif(args, cwd = root) {
    try {
        return JSON.parse(execFileSync(bin, [...args, '--format', 'sarif'], { cwd, encoding: 'utf8' }));
    } catch (error) {
        // check exits 1 when it finds a failure; the report is on stdout all the same.
        if (error.status === 1) {
            return JSON.parse(error.stdout);
        }
        throw error;
    }
}

function fixtureArgs(name) {
    const dir = join(root, 'tests', 'fixtures', name);
    const code = readFileSync(join(dir, 'exit_code'), 'utf8').trim();
    return ['--stdout', join(dir, 'stdout'), '--stderr', join(dir, 'stderr'), '--exit-code', code];
}

function assertValid(log, label) {
    const ok = validate(log);
    assert.ok(ok, `${label}: ${ajv.errorsText(validate.errors, { separator: '\n' })}`);
}

const fixtures = {
    'tsc/fail-multi': 7,
    'jest/fail-multi': null,
    'pytest/fail-multi': null,
    'gcc/c-errors': null,
    'cargo/build-errors': null,
    'eslint/fail-multi': null,
    'go-test/fail-multi': null,
    'python/keyerror-traceback': null,
    'env/git-merge-conflict': null,
    'mypy/green': 0,
};

for (const [name, expected] of Object.entries(fixtures)) {
    test(`SARIF for ${name} is valid SARIF 2.1.0`, () => {
        const log = sarif(fixtureArgs(name));
        assertValid(log, name);
        const run = log.runs[0];
        assert.equal(run.tool.driver.name, 'loopclose');
        assert.equal(run.tool.driver.rules.length, 20);
        if (expected !== null) {
            assert.equal(run.results.length, expected);
        } else {
            assert.ok(run.results.length > 0, 'a failing fixture gives results');
        }
        for (const result of run.results) {
            assert.equal(run.tool.driver.rules[result.ruleIndex].id, result.ruleId);
            assert.match(result.partialFingerprints.primaryLocationLineHash, /^[0-9a-f]{16}:\d+$/);
        }
    });
}

test('awkward paths give valid URIs: spaces, %, #, non-ASCII, outside the root, ..', () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopclose sarif '));
    try {
        const out = join(dir, 'out.txt');
        writeFileSync(out, [
            `${dir}/my src/50% #1 é.c:3:5: error: expected ';' before '}' token`,
            '/usr/include/elsewhere.h:10:2: error: unknown type name \'foo\'',
            '../outside/up.c:4:1: error: expected declaration',
            'plain/rel.c:7:9: error: implicit declaration of function \'bar\'',
        ].join('\n') + '\n');
        const log = sarif(['--stdout', out, '--exit-code', '1'], dir);
        assertValid(log, 'awkward paths');
        const uris = log.runs[0].results.map((r) => r.locations[0].physicalLocation.artifactLocation);
        assert.ok(uris.some((u) => u.uri === 'my%20src/50%25%20%231%20%C3%A9.c' && u.uriBaseId === '%SRCROOT%'));
        assert.ok(uris.some((u) => u.uri === 'file:///usr/include/elsewhere.h' && !('uriBaseId' in u)));
        assert.ok(uris.some((u) => u.uri === 'plain/rel.c'));
        assert.match(log.runs[0].originalUriBaseIds['%SRCROOT%'].uri, /^file:\/\/\/.*loopclose%20sarif%20.*\/$/);
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
});

test('the schema check can fail: a broken log is rejected', () => {
    const log = sarif(fixtureArgs('tsc/fail-multi'));
    delete log.runs[0].tool.driver.name;
    log.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    assert.equal(validate(log), false);
    const messages = validate.errors.map((e) => e.message);
    assert.ok(messages.includes("must have required property 'name'"));
    assert.ok(messages.includes('must be >= 1'));
});

test('GitHub format prints only workflow commands', () => {
    let out;
    try {
        out = execFileSync(bin, [...fixtureArgs('jest/fail-multi'), '--format', 'github'], { cwd: root, encoding: 'utf8' });
    } catch (error) {
        out = error.stdout;
    }
    const lines = out.trimEnd().split('\n');
    assert.ok(lines.length > 0);
    for (const line of lines) {
        assert.match(line, /^::(error|warning|notice)( [^:]*)?::/);
    }
});
