// SPDX-License-Identifier: MIT
// End-to-end: `loopclose mcp` driven by the official MCP client (@modelcontextprotocol/sdk
// Client + StdioClientTransport), plus raw JSON-RPC lines for what the client never sends.
// Run by ctest through run.sh, with LOOPCLOSE_BIN and LOOPCLOSE_ROOT set.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const bin = process.env.LOOPCLOSE_BIN;
const root = process.env.LOOPCLOSE_ROOT;
assert.ok(bin && root, 'LOOPCLOSE_BIN and LOOPCLOSE_ROOT must be set');

const fixture = (name, file) => readFileSync(join(root, 'tests', 'fixtures', name, file), 'utf8');
const fixtureRun = (name) => ({
    stdout: fixture(name, 'stdout'),
    stderr: fixture(name, 'stderr'),
    exitCode: Number(fixture(name, 'exit_code').trim()),
});

let client;
let transport;
let stateDir;
const transportErrors = [];

before(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'loopclose-mcp-'));
    transport = new StdioClientTransport({
        command: bin,
        args: ['mcp', '--state', join(stateDir, 'default-state.json')],
        stderr: 'pipe',
    });
    client = new Client({ name: 'loopclose-e2e', version: '1.0.0' });
    client.onerror = (error) => transportErrors.push(error);
    await client.connect(transport);
});

after(async () => {
    await client.close();
    rmSync(stateDir, { recursive: true, force: true });
});

test('initialize: server info and the tools capability', () => {
    const info = client.getServerVersion();
    assert.equal(info.name, 'loopclose');
    assert.match(info.version, /^\d+\.\d+\.\d+/);
    assert.deepEqual(client.getServerCapabilities().tools, { listChanged: false });
});

test('tools/list: loop_close (read-only) and loop_history', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['loop_close', 'loop_history']);
    const loopClose = tools[0];
    assert.equal(loopClose.annotations.readOnlyHint, true);
    assert.equal(loopClose.annotations.openWorldHint, false);
    for (const key of ['stdout', 'stderr', 'exitCode', 'detectors']) {
        assert.ok(key in loopClose.inputSchema.properties, key);
    }
    assert.equal(tools[1].annotations.readOnlyHint, false);
});

test('loop_close on a real tsc fixture: the JSON report, structured and as text', async () => {
    // The client validates structuredContent against the tool's outputSchema.
    const result = await client.callTool({ name: 'loop_close', arguments: fixtureRun('tsc/fail-multi') });
    assert.equal(result.isError, false);
    const report = result.structuredContent;
    assert.equal(report.schema, 'loopclose.report/1');
    assert.equal(report.primaryKind, 'typecheck-error');
    assert.equal(report.exitCode, 1);
    assert.equal(report.evidence.length, 7);
    assert.deepEqual(
        { file: report.evidence[0].file, line: report.evidence[0].line, label: report.evidence[0].label },
        { file: 'src/main.ts', line: 3, label: 'TS2345' },
    );
    assert.deepEqual(report.counts, { 'typecheck-error': 7 });
    assert.match(report.nextPrompt, /^# Stall detected: 7 typecheck errors detected \(exit 1\)/);
    assert.equal(result.content[0].type, 'text');
    assert.deepEqual(JSON.parse(result.content[0].text), report);
});

test('loop_close with detectors as an array and as a string', async () => {
    const run = fixtureRun('jest/fail-multi');
    const all = await client.callTool({ name: 'loop_close', arguments: run });
    assert.equal(all.structuredContent.primaryKind, 'test-failure');
    const only = await client.callTool({
        name: 'loop_close',
        arguments: { ...run, detectors: ['todo-marker'] },
    });
    assert.equal(only.structuredContent.primaryKind, null);
    const text = await client.callTool({
        name: 'loop_close',
        arguments: { ...run, detectors: 'test-failure,todo-marker' },
    });
    assert.equal(text.structuredContent.primaryKind, 'test-failure');
});

test('bad arguments give a tool error, an unknown tool a protocol error', async () => {
    const bad = await client.callTool({ name: 'loop_close', arguments: { exitCode: 'one' } });
    assert.equal(bad.isError, true);
    assert.match(bad.content[0].text, /exitCode must be a whole number/);
    const unknown = await client.callTool({ name: 'loop_close', arguments: { detectors: ['nope'] } });
    assert.equal(unknown.isError, true);
    assert.match(unknown.content[0].text, /unknown detector 'nope'/);
    await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), (error) => {
        assert.equal(error.code, -32602);
        return true;
    });
});

test('loop_history records runs in the state file and halts a repeated error', async () => {
    const state = join(stateDir, 'state.json');
    const run = { ...fixtureRun('tsc/fail-multi'), state };
    const events = [];
    for (let i = 0; i < 3; i++) {
        const result = await client.callTool({ name: 'loop_history', arguments: run });
        assert.equal(result.isError, false);
        events.push(result.structuredContent);
    }
    assert.deepEqual(events.map((e) => e.iteration), [1, 2, 3]);
    assert.equal(events[0].schema, 'loopclose.history/1');
    assert.equal(events[0].event, 'loop.continue');
    assert.equal(events[2].event, 'loop.halted');
    assert.equal(events[2].haltReason, 'repeated_error');
    const saved = JSON.parse(readFileSync(state, 'utf8'));
    assert.equal(saved.schema, 'loopclose.state/1');
    assert.equal(saved.entries.length, 3);
    // Without a state argument the server's --state default is used.
    const dflt = await client.callTool({ name: 'loop_history', arguments: { stdout: 'ok\n', exitCode: 0 } });
    assert.equal(dflt.isError, false);
    assert.equal(dflt.structuredContent.state, join(stateDir, 'default-state.json'));
});

test('a malformed line does not stop the server', async () => {
    transport._process.stdin.write('{"jsonrpc":"2.0","id":99,"method":\n');
    transport._process.stdin.write('not json at all\n');
    await client.ping();
    const result = await client.callTool({ name: 'loop_close', arguments: { stdout: 'fine\n', exitCode: 0 } });
    assert.equal(result.structuredContent.stallReason, 'no-stall-detected');
});

// Raw sessions: the lines a client writes, the lines the server answers.
function rawSession(lines) {
    return new Promise((resolve, reject) => {
        const child = spawn(bin, ['mcp'], { stdio: ['pipe', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, out, err }));
        for (const line of lines) {
            child.stdin.write(line);
        }
        child.stdin.end();
    });
}

test('raw JSON-RPC: error codes, version negotiation, only protocol lines on stdout, exit 0 at EOF', async () => {
    const init = (id, version) =>
        JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '0' } } }) + '\n';
    const { code, out } = await rawSession([
        init(1, '2024-11-05'),
        init(2, '1999-01-01'),
        '{"jsonrpc":"2.0","method":"notifications/initialized"}\n',
        'garbage\n',
        '{"jsonrpc":"2.0","id":3,"method":"no/such"}\n',
        '{"jsonrpc":"2.0","id":4}\n',
        '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"loop_close","arguments":[]}}\n',
        '{"jsonrpc":"2.0","id":6,"method":"ping"}', // no final newline
    ]);
    assert.equal(code, 0);
    const replies = out.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
    assert.ok(out.endsWith('\n'));
    assert.equal(replies.length, 7);
    assert.equal(replies[0].result.protocolVersion, '2024-11-05');
    assert.equal(replies[1].result.protocolVersion, '2025-11-25');
    assert.equal(replies[2].error.code, -32700);
    assert.equal(replies[2].id, null); // JSON-RPC 2.0: null when the id is unknown
    assert.deepEqual([replies[3].id, replies[3].error.code], [3, -32601]);
    assert.deepEqual([replies[4].id, replies[4].error.code], [4, -32600]);
    assert.deepEqual([replies[5].id, replies[5].error.code], [5, -32602]);
    assert.deepEqual(replies[6], { jsonrpc: '2.0', id: 6, result: {} });
});

test('raw JSON-RPC: a message over 16 MiB is refused and the next one served', async () => {
    const big = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"loop_close","arguments":{"stdout":"' +
        'x'.repeat(17 * 1024 * 1024) + '"}}}\n';
    const { code, out, err } = await rawSession([big, '{"jsonrpc":"2.0","id":2,"method":"ping"}\n']);
    assert.equal(code, 0);
    const replies = out.trim().split('\n').map((l) => JSON.parse(l));
    assert.equal(replies.length, 2);
    assert.equal(replies[0].error.code, -32600);
    assert.match(replies[0].error.message, /larger than 16 MiB/);
    assert.deepEqual(replies[1], { jsonrpc: '2.0', id: 2, result: {} });
    assert.match(err, /skipped a message larger than/);
});

test('no transport errors besides the malformed lines we sent', () => {
    for (const error of transportErrors) {
        assert.doesNotMatch(String(error), /loop_close|structuredContent|outputSchema/);
    }
});
