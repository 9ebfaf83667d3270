// A client that speaks raw bytes over TCP, as an attacker would: the request goes out exactly as
// written (no URL parsing, no header checks), and everything the server sends back is kept.
import { connect } from 'node:net';

export interface RawAnswer {
  /** Everything the server sent before it closed the connection (latin1, byte for byte). */
  text: string;
  /** The status of each reply on the connection, in order (pipelined requests get several). */
  statuses: number[];
  /** True when the server neither answered in full nor closed within the time allowed. */
  timedOut: boolean;
}

const STATUS_LINE = /(?:^|\r\n)HTTP\/1\.[01] (\d{3}) /g;

/** The statuses of the replies in a raw answer. */
export const statusesOf = (text: string): number[] => [...text.matchAll(STATUS_LINE)].map((match) => Number(match[1]));

/**
 * Writes `bytes` on a new connection to 127.0.0.1:`port`, then ends its sending side, and resolves
 * with what came back once the server closes (or after `timeoutMs`). A reset counts as a close.
 */
export function sendRaw(port: number, bytes: string | Uint8Array, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let timedOut = false;
    const socket = connect(port, '127.0.0.1', () => socket.end(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes));
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ text, statuses: statusesOf(text), timedOut });
    });
  });
}
