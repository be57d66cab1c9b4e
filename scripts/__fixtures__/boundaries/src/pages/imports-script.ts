import { tool } from "../../scripts/tool";

export const page = () => tool();
