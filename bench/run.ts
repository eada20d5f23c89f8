// `npm run bench`: runs the benchmarks and writes bench/results/latest.{json,md}.
// Later issues add the HTTP (autocannon), Lighthouse, sync and multi-instance benchmarks here.
import fs from "node:fs";
import os from "node:os";
import { benchPricing } from "./pricing";

const results = { machine: { cpus: os.cpus().length, node: process.version }, at: new Date().toISOString(), pricing: benchPricing() };
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/latest.json", JSON.stringify(results, null, 2));
const md = [
  `# Benchmark run ${results.at}`,
  "",
  `| benchmark | result |`,
  `|---|---|`,
  `| ${results.pricing.name} | ${results.pricing.microsecondsPerCall.toFixed(2)} µs/call (${results.pricing.iterations} calls) |`,
].join("\n");
fs.writeFileSync("bench/results/latest.md", `${md}\n`);
console.info(md);
