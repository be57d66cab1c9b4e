import { handle } from "./handler";

export interface Context {
  id: number;
}
export const run = (context: Context) => handle(context);
