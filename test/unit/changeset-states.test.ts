/** The README's table of changeset states says what CHANGESET_TRANSITIONS holds: neither drifts alone. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHANGESET_TRANSITIONS } from "../../src/services/changesets.js";

describe("the changeset state table", () => {
  it("in the README has the transitions of CHANGESET_TRANSITIONS, row for row", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const lines = readme.slice(readme.indexOf("Each changeset moves through these states")).split("\n");
    const start = lines.findIndex((line) => line.startsWith("| from"));
    const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
    const pairs = lines.slice(start + 2, end).map((row) => {
      const [from = "", , to = ""] = row
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      const state = (cell: string) => (cell.startsWith("(none)") ? "none" : /`([a-z]+)`/.exec(cell)?.[1]);
      return `${state(from)} → ${state(to)}`;
    });
    expect(pairs).toEqual(CHANGESET_TRANSITIONS.map((t) => `${t.from} → ${t.to}`));
  });
});
