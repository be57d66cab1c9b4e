import { widget } from "../../src/widgets/widget";

export const route = () => widget();
