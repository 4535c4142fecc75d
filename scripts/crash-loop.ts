// `npm run crash [rounds]`: the crash rounds of test/crash with many rounds each, and their figures.
import { applyRounds, bootstrapRounds, streamRounds } from "../test/crash/harness.js";

const rounds = Number(process.argv[2] ?? 20);
const bootstrap = await bootstrapRounds(rounds);
console.log(`first start killed: ${bootstrap.rounds} rounds, ${bootstrap.killedMidway} killed before it finished, ${bootstrap.broken.length} left broken`);
const hung = await applyRounds(rounds, "hang-apply");
console.log(`apply killed in its hook: ${hung.rounds} rounds, ${hung.broken.length} left broken`);
const writes = await applyRounds(rounds, "writes");
console.log(`killed among writes: ${writes.rounds} rounds, ${writes.acknowledged} acknowledged writes, ${writes.lost} lost, ${writes.broken.length} problems`);
const streamed = await streamRounds(rounds);
console.log(
  `killed among streamed writes: ${streamed.rounds} rounds, ${streamed.acknowledged} acknowledged writes, ${streamed.lost} never delivered, ${streamed.broken.length} problems`,
);
const broken = [...bootstrap.broken, ...hung.broken, ...writes.broken, ...streamed.broken];
for (const line of broken) console.log(`  ${line}`);
process.exit(broken.length === 0 ? 0 : 1);
