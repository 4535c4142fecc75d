/**
 * Real processes killed (SIGKILL) during a first start, during an apply, among acknowledged writes, and
 * among writes whose activity streams to a webhook.
 * A few rounds of each here; `npm run crash` runs many and prints the figures.
 */
import { describe, expect, it } from "vitest";
import { applyRounds, bootstrapRounds, streamRounds } from "./harness.js";

describe("crash safety with real processes", () => {
  it("a first start killed at any moment leaves a store the chosen token gets into after a restart", async () => {
    const figures = await bootstrapRounds(6);
    expect(figures.broken).toEqual([]);
  }, 120_000);

  it("an apply killed in its hook is recovered: no changeset stays applying, the write runs", async () => {
    const figures = await applyRounds(2, "hang-apply");
    expect(figures.broken).toEqual([]);
  }, 120_000);

  it("a process killed among auto-applied writes loses none of the acknowledged ones", async () => {
    const figures = await applyRounds(3, "writes");
    expect(figures.acknowledged).toBeGreaterThan(0);
    expect(figures.broken).toEqual([]);
  }, 120_000);

  it("a process killed among writes it streams to a failing webhook loses no entry: after a restart the receiver has every one", async () => {
    const figures = await streamRounds(3);
    expect(figures.acknowledged).toBeGreaterThan(0);
    expect(figures.broken).toEqual([]);
  }, 180_000);
});
