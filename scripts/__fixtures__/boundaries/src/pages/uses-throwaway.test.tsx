import { things } from "../../server/engine/__fixtures__/things.schema";

export const testedSchema = things;
