import type { Amount } from "../domain/pure";

export const broken = { $id: "broken", examples: ["1" satisfies Amount] } as const;
