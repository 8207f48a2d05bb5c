import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope: who the client said the message was from and to. */
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT: nodemailer skips STARTTLS for a local server. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Holds every message after the first `count` received without answering its DATA, until `release`: the sender
   * has not been told the message is taken. A message whose connection has gone by then was never taken, as a real
   * relay treats it, and is not received. Resolves once a message is held.
   */
  holdAfter(count: number): Promise<void>;
  release(): void;
  /** Connections open now (a killed sender's are closed once this reads 0). */
  openConnections(): number;
  /** Simulates an outage: refuses connections and drops open ones. */
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what was received. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process that parses every message it accepts (a local fake of the studio's relay), on
 * `port`, or a free one when 0.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let holdFrom = Infinity;
  let holding: { reached: () => void; released: Promise<void>; release: () => void } | undefined;
  const closed = new Set<string>();
  const open = new Set<string>();

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 50,
      // A reverse DNS lookup of 127.0.0.1 can take seconds where there is no resolver.
      disableReverseLookup: true,
      onConnect(session, callback) {
        open.add(session.id);
        callback();
      },
      onClose(session) {
        open.delete(session.id);
        closed.add(session.id);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            if (holding && received.length >= holdFrom) {
              holding.reached();
              await holding.released;
              if (closed.has(session.id)) return;
            }
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            };
            received.push({ envelope, mail });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    // A sender killed mid-message resets its connection, as a real relay sees it: not an error of the relay's.
    instance.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
    });
    instance.listen(port, "127.0.0.1");
    await once(instance.server, "listening");
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  const stop = async () => {
    const instance = server;
    server = undefined;
    if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
  };

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} emails, received ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    holdAfter(count) {
      holdFrom = count;
      return new Promise<void>((reached) => {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        holding = { reached, released, release };
      });
    },
    release() {
      const held = holding;
      holding = undefined;
      holdFrom = Infinity;
      held?.release();
    },
    openConnections: () => open.size,
    stop,
    start: listen,
    close: stop,
  };
}
