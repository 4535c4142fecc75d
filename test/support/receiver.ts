/**
 * A webhook (or OTLP) receiver on a real port, for the activity stream's tests: it records every request
 * and answers as the test tells it, request by request (`ok`, `fail`, `hang` until released, `redirect`).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

type Answer = "ok" | "fail" | "hang" | { redirect: string };

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers of the next requests, in order; then `ok`. */
  answers: Answer[];
  /** Resolves when the receiver holds `count` requests in total. */
  waitFor(count: number): Promise<void>;
  /** Answers every hanging request (200). */
  release(): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const hanging: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const answer = answers.shift() ?? "ok";
      if (answer === "ok") response.writeHead(200).end("{}");
      else if (answer === "fail") response.writeHead(500).end("down");
      else if (answer === "hang") hanging.push(() => response.writeHead(200).end("{}"));
      else response.writeHead(302, { location: answer.redirect }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    answers,
    waitFor: (count) => (received.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    release: () => {
      for (const answer of hanging.splice(0)) answer();
    },
    close: () => {
      for (const answer of hanging.splice(0)) answer();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
