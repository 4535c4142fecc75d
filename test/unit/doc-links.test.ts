/**
 * Every relative link of the README, the docs and the changelog leads somewhere in the repository: a
 * file that exists and, when the link names a heading of a Markdown file, that heading (as GitHub
 * makes its anchor). A link into a folder beside the repository, or to a section renamed or moved,
 * fails here rather than in a reader's browser.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** The Markdown a reader opens: the README, the changelog, every page under docs/. */
const documents = [
  "README.md",
  "CHANGELOG.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks (a `#` line in an example is not a heading). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

/** The text outside code, fenced blocks and inline spans: a link in an example is code, not a link. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, "");
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*$/gm)) {
    const text = heading!
      .replace(/`/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase();
    const slug = text.replace(/[^\p{L}\p{N}_\- ]/gu, "").replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative link targets of a document (inline links and images; absolute URLs and mail left out). */
function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("the documentation's links", () => {
  for (const document of documents) {
    it(`every relative link of ${document} leads to a file of the repository and a heading it has`, () => {
      const text = readFileSync(join(root, document), "utf8");
      const broken: string[] = [];
      for (const link of linksOf(text)) {
        const [path = "", anchor] = link.split("#", 2);
        const target = path === "" ? join(root, document) : resolve(dirname(join(root, document)), decodeURIComponent(path));
        if (relative(root, target).startsWith("..") || !existsSync(target)) {
          broken.push(`${link} (no such file in the repository)`);
          continue;
        }
        if (anchor !== undefined && anchor !== "" && target.endsWith(".md") && !anchorsOf(readFileSync(target, "utf8")).has(anchor)) {
          broken.push(`${link} (no such heading in ${relative(root, target)})`);
        }
      }
      expect(broken).toEqual([]);
    });
  }

  it("finds a renamed heading and a link out of the repository (the check itself)", () => {
    const page = "# Title\n\n## Where the time goes, and why\n\n## Where the time goes, and why\n\n### `npm start`\n\n```md\n## Not a heading\n```\n";
    expect([...anchorsOf(page)]).toEqual(["title", "where-the-time-goes-and-why", "where-the-time-goes-and-why-1", "npm-start"]);
    expect(linksOf("See [a](docs/a.md#x), [b](https://example.com), [c](../shared/API.md) and `[d](e.md)`\n```\n[f](g.md)\n```")).toEqual([
      "docs/a.md#x",
      "../shared/API.md",
    ]);
  });
});
