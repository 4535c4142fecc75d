// A control plane on a SQLite file, run as its own process by the crash tests, which kill it with
// SIGKILL at chosen moments. It says on standard output what it has reached, line by line:
//
//   bootstrap  DB TOKEN       ready → (bootstrap) → bootstrapped
//   writes     DB            ready → ack <name> for every route create that returned (auto-apply on)
//   hang-apply DB            ready → in-hook (after one route write, its apply's hook never returns)
//   stream     DB TOKEN URL  ready → ack <name> for every route create, its activity streamed to the webhook URL
import { createControlPlane } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";

const [mode, filename, token, webhookUrl] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);
const quiet = { info() {}, warn() {}, error() {} };

const plane = await createControlPlane({
  store: createSqliteStore({ filename: filename! }),
  logger: quiet,
  onApply: mode === "hang-apply" ? () => (say("in-hook"), new Promise<void>(() => {})) : [],
  ...(mode === "stream" ? { activityStream: { webhooks: [{ url: webhookUrl!, secret: "crash-test-webhook-secret-0123456789" }], retryMs: 50 } } : {}),
});
const actor = { id: "crash-test", email: "", displayName: "crash test", photoUrl: "" };

if (mode === "bootstrap") {
  say("ready");
  await plane.bootstrap({ refreshToken: token! });
  say("bootstrapped");
  await plane.close();
} else {
  const orgs = await plane.services.organizations.listForUser((await plane.services.users.authenticateRefreshToken(token!))!.id);
  const orgId = orgs[0]!.id;
  const cluster = (await plane.services.clusters.list(orgId))[0]!;
  say("ready");
  for (let i = 0; ; i++) {
    const name = `r-${process.pid}-${i}`;
    await plane.services.routes.create(
      orgId,
      { namespaceId: cluster.id, name, from: `https://${name}.example.com`, to: ["https://up.internal"], policyIds: [] },
      actor,
    );
    say(`ack ${name}`);
    if (mode === "hang-apply") break;
  }
}
