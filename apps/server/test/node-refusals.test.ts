import net from 'node:net';
import { type Envelope, ErrorCode } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify routes them (plugins/errors.ts clientErrorHandler), sent as raw
 * bytes to a listening app: each is answered with the envelope where a body is allowed, and without one to a HEAD.
 */
const { t } = useTestApp();

describe('requests Node refuses before routing', () => {
  /** Sends raw bytes to a listening app and reads the whole answer. */
  async function rawExchange(port: number, request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Envelope;

  it('answers a request line or headers over 16 KB with 431 and the envelope', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const longLine = await rawExchange(
      port,
      `GET /api/bulletin/list?k=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    expect(longLine).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(longLine)).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请求过长' });

    const longHeader = await rawExchange(
      port,
      `GET /api/bulletin/list HTTP/1.1\r\nHost: a\r\nX-A: ${'y'.repeat(20_000)}\r\n\r\n`,
    );
    expect(longHeader).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(longHeader)).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请求过长' });

    const broken = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(broken)).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请求数据格式不正确' });
  });

  /** The answer's head as lines, and whatever follows the blank line: nothing may, for a HEAD. */
  const split = (answer: string) => {
    const end = answer.indexOf('\r\n\r\n');
    return { head: answer.slice(0, end).split('\r\n'), rest: answer.slice(end + 4) };
  };

  it('answers a HEAD over 16 KB with 431 and no body (RFC 9110 §9.3.2), even sent in pieces', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    for (const request of [
      `HEAD /api/bulletin/list?k=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
      `HEAD /api/bulletin/list HTTP/1.1\r\nHost: a\r\nX-A: ${'y'.repeat(20_000)}\r\n\r\n`,
      `\r\nHEAD / HTTP/1.1\r\nHost: a\r\nX-A: ${'y'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const { head, rest } = split(await rawExchange(port, request));
      expect(head[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(head).toContain('Content-Length: 0');
      expect(rest).toBe('');
    }
    // The request line in one write, the long header in a later one: the parser's last chunk no longer shows the
    // method, so the answer is the one right for any method.
    const inPieces = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('HEAD /api/bulletin/list HTTP/1.1\r\nHost: a\r\n');
        setTimeout(() => socket.write(`X-A: ${'y'.repeat(20_000)}\r\n\r\n`), 50);
      });
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(split(inPieces)).toEqual({
      head: ['HTTP/1.1 431 Request Header Fields Too Large', 'Connection: close', 'Content-Length: 0'],
      rest: '',
    });
  });
});
