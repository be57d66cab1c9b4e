import type { Context } from "./context";

export const handle = (context: Context) => context.id;
