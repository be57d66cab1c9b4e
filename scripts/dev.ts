import { spawn, type ChildProcess } from "node:child_process";

/** `npm run dev`: the API with restart on change (tsx watch) and Vite with hot reload, proxying /api to it. */
const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts", "--no-build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", PORT: process.env.PORT ?? "3000" },
  }),
  spawn("npx", ["vite", "--port", process.env.VITE_PORT ?? "5173", "--strictPort"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
for (const child of children) child.once("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
