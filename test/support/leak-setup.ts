/** Runs after every test file: no response or log line of a test plane may have carried a private key. */
import { afterAll, expect } from "vitest";
import { leakFindings } from "./leak-guard.js";

afterAll(() => {
  expect(leakFindings(), "private key material in a response or a log line").toEqual([]);
});
