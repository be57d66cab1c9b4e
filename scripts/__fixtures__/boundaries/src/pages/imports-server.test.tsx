import { route } from "../../server/routes/uses-shared";

export const testedRoute = route;
