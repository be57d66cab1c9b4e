import { clients } from "../../src/schemas/clients.schema";
import { total } from "../../src/domain/pure";

export const route = () => `${clients.$id} ${total(["1"])}`;
