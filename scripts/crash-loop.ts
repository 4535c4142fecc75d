// `npm run crash [rounds]`: the crash rounds of test/crash with many rounds each, and their figures.
import { applyRounds, bootstrapRounds } from "../test/crash/harness.js";

const rounds = Number(process.argv[2] ?? 20);
const bootstrap = await bootstrapRounds(rounds);
console.log(`first start killed: ${bootstrap.rounds} rounds, ${bootstrap.killedMidway} killed before it finished, ${bootstrap.broken.length} left broken`);
const hung = await applyRounds(rounds, "hang-apply");
console.log(`apply killed in its hook: ${hung.rounds} rounds, ${hung.broken.length} left broken`);
const writes = await applyRounds(rounds, "writes");
console.log(`killed among writes: ${writes.rounds} rounds, ${writes.acknowledged} acknowledged writes, ${writes.lost} lost, ${writes.broken.length} problems`);
for (const line of [...bootstrap.broken, ...hung.broken, ...writes.broken]) console.log(`  ${line}`);
process.exit(bootstrap.broken.length + hung.broken.length + writes.broken.length === 0 ? 0 : 1);
