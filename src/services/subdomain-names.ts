import { randomInt } from "node:crypto";

const ADJECTIVES = [
  "amber", "bold", "brave", "bright", "calm", "clever", "cosmic", "crisp", "daring", "eager",
  "fancy", "fast", "fierce", "gentle", "glad", "golden", "grand", "happy", "hidden", "honest",
  "jolly", "keen", "kind", "lively", "lucky", "mellow", "merry", "mighty", "nimble", "noble",
  "proud", "quick", "quiet", "rapid", "shiny", "silent", "sleek", "smart", "snowy", "solid",
  "spry", "steady", "sunny", "swift", "tidy", "vivid", "warm", "wise", "witty", "zesty",
] as const;

const ANIMALS = [
  "badger", "bear", "beaver", "bison", "cheetah", "crane", "deer", "dolphin", "eagle", "falcon",
  "ferret", "finch", "fox", "gecko", "heron", "ibex", "jaguar", "koala", "lark", "lemur",
  "lion", "lynx", "marmot", "mink", "moose", "newt", "ocelot", "orca", "osprey", "otter",
  "owl", "panda", "puffin", "quail", "raven", "robin", "salmon", "seal", "shark", "sparrow",
  "stork", "swan", "tiger", "toucan", "trout", "walrus", "whale", "wolf", "wombat", "yak",
] as const;

/** A random DNS label such as `brave-otter-4821`. */
export function generateSubdomainName(): string {
  const adjective = ADJECTIVES[randomInt(ADJECTIVES.length)]!;
  const animal = ANIMALS[randomInt(ANIMALS.length)]!;
  return `${adjective}-${animal}-${randomInt(1000, 10000)}`;
}
