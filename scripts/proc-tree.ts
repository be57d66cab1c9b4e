import { readdirSync, readFileSync } from "node:fs";

export interface ProcessMemory {
  pid: number;
  command: string;
  /** Resident set size in KiB (VmRSS), and its anonymous and file-backed parts. */
  rssKb: number;
  anonKb: number;
  fileKb: number;
}

/** `root` and every process below it, given each process's parent. */
export function descendants(parents: ReadonlyMap<number, number>, root: number): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i] && !tree.includes(pid)) tree.push(pid);
  }
  return tree;
}

/** The parent pid from /proc/<pid>/stat (the command name may hold spaces and parentheses: read after the last ')'). */
export function parentFromStat(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

/** A "Name:   123 kB" field of /proc/<pid>/status, in KiB (0 when absent, as for a kernel thread). */
export function statusKb(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) : 0;
}

function readParents(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), parentFromStat(readFileSync(`/proc/${entry}/stat`, "utf8")));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return parents;
}

/** The memory of `root` and its descendants now, read from /proc (Linux). */
export function treeMemory(root: number): ProcessMemory[] {
  const result: ProcessMemory[] = [];
  for (const pid of descendants(readParents(), root)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
      result.push({
        pid,
        command,
        rssKb: statusKb(status, "VmRSS"),
        anonKb: statusKb(status, "RssAnon"),
        fileKb: statusKb(status, "RssFile") + statusKb(status, "RssShmem"),
      });
    } catch {
      // Gone since the listing.
    }
  }
  return result;
}
