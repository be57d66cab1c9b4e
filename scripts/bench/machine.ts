import os from "node:os";
import type { Machine } from "./report";

/** What the benchmark ran on, for the report: the numbers mean little without it. */
export function describeMachine(postgresVersion: string, load: Machine["load"]): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown CPU",
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: postgresVersion,
    load,
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
  };
}
