import { total } from "../domain/pure";

export const broken = { $id: "broken", default: total(["1"]) } as const;
