// `npm run reseal`: seals every secret of the database that is still plain text (written before
// ACCESSPLANE_SECRET_KEYS was set) or sealed with an older key, with the first key of
// ACCESSPLANE_SECRET_KEYS. Safe while the server runs. Afterwards, to clear old plaintext from the
// file's free pages, stop the server and run `sqlite3 <file> VACUUM`.
//
//   ACCESSPLANE_DB (./data/accessplane.db), ACCESSPLANE_SECRET_KEYS (required)
import { createControlPlane, silentLogger } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";

const filename = process.env.ACCESSPLANE_DB ?? "./data/accessplane.db";
const keys = process.env.ACCESSPLANE_SECRET_KEYS?.split(",").map((key) => key.trim()).filter((key) => key !== "") ?? [];
if (keys.length === 0) {
  console.error("accessplane reseal: ACCESSPLANE_SECRET_KEYS is not set; there is nothing to seal with");
  process.exit(1);
}
try {
  const plane = await createControlPlane({ store: createSqliteStore({ filename }), logger: silentLogger, secrets: { keys } });
  const result = await plane.resealSecrets();
  await plane.close();
  console.log(`accessplane reseal: ${result.resealed} of ${result.examined} records sealed again with the first key`);
} catch (error) {
  console.error(`accessplane reseal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
