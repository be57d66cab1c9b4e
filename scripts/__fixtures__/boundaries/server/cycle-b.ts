import { a } from "./cycle-a";

export const b = () => "b";
export const viaA = () => a();
